import ViewKitLite

/// The bookkeeping of a scroll view's `contentInset` for every refresh control on it.
///
/// It knows the app's own inset and what each control adds, and always sets `contentInset` to
/// the app's inset plus the sum of the controls' contributions: a control removes exactly what
/// it added, whatever the order of begins and ends, so no sequence drifts the app's inset. An
/// inset the app sets itself becomes its new own inset, with the contributions kept on top.
@MainActor
final class RefreshInsetLedger {
  private weak var scrollView: ScrollView?
  /// The app's own inset.
  private(set) var appInset: EdgeInsets
  @exclusivity(unchecked)
  private var contributions: [(control: ObjectIdentifier, inset: EdgeInsets)] = []
  private var isApplying = false
  private var token: KeyValueObservation?

  private static let key = AssociationKey<RefreshInsetLedger>("refreshInsetLedger")

  /// The ledger of `scrollView`, made on first use.
  static func of(_ scrollView: ScrollView) -> RefreshInsetLedger {
    if let ledger = scrollView.associatedValue(for: key) { return ledger }
    let ledger = RefreshInsetLedger(scrollView: scrollView)
    scrollView.setAssociatedValue(ledger, for: key)
    return ledger
  }

  private init(scrollView: ScrollView) {
    self.scrollView = scrollView
    appInset = scrollView.contentInset
    token = scrollView.observe(\.contentInset, options: .new) { [weak self] _, change in
      guard let self, !self.isApplying, let inset = change.newValue else { return }
      self.appInset = inset
      if self.total != .zero { self.apply() }
    }
  }

  /// The sum of every control's contribution.
  var total: EdgeInsets { contributions.reduce(.zero) { $0 + $1.inset } }

  /// What `control` adds now.
  func contribution(of control: AnyObject) -> EdgeInsets {
    contributions.first { $0.control == ObjectIdentifier(control) }?.inset ?? .zero
  }

  /// Sets what `control` adds, and applies the sum (animated when called inside an animation
  /// block).
  func setContribution(_ inset: EdgeInsets, of control: AnyObject) {
    let id = ObjectIdentifier(control)
    contributions.removeAll { $0.control == id }
    if inset != .zero {
      contributions.append((id, inset))
    }
    apply()
  }

  private func apply() {
    guard let scrollView else { return }
    let target = appInset + total
    guard scrollView.contentInset != target else { return }
    isApplying = true
    scrollView.contentInset = target
    isApplying = false
  }
}
