import Foundation
import ViewKitLite

/// Attaching to a scroll view: observing it, the insets measured from it and added to it.
extension RefreshBaseView {
  /// `value` when it is a finite number of points, 0 or more; otherwise `fallback`, with a
  /// diagnostic naming `member`: how the ignored insets of headers and footers are checked.
  func insetToIgnore(_ value: CGFloat, member: String, fallback: CGFloat) -> CGFloat {
    guard value.isFinite, value >= 0 else {
      reportDiagnostic(
        member: member,
        "refused \(NumberFormat.string(value)): an inset to ignore is a finite number of points, "
          + "0 or more; \(NumberFormat.string(fallback)) is kept.")
      return fallback
    }
    return value
  }

  /// The app's own inset of the scroll view, adjusted for the safe area, without anything
  /// refresh controls added: what thresholds are measured from.
  public var scrollViewOriginalInset: EdgeInsets {
    guard let scrollView else { return .zero }
    return scrollView.adjustedContentInset - RefreshInsetLedger.of(scrollView).total
  }

  /// What this control adds to the scroll view's inset now.
  public var insetContribution: EdgeInsets {
    scrollView.map { RefreshInsetLedger.of($0).contribution(of: self) } ?? .zero
  }

  /// Sets what this control adds to the scroll view's inset, through the ledger, which removes
  /// exactly what it added; inside an animation block the change animates. An end's
  /// completion waits until the inset added for its refresh is removed and shown.
  public func setInsetContribution(_ inset: EdgeInsets) {
    guard let scrollView else { return }
    let ledger = RefreshInsetLedger.of(scrollView)
    guard ledger.contribution(of: self) != inset else { return }
    ledger.setContribution(inset, of: self)
    insetChangesInFlight += 1
    scrollView.whenContentInsetChangeIsShown { [weak self] in
      guard let self else { return }
      self.insetChangesInFlight -= 1
      self.runEndCompletionsIfInsetRemoved()
      self.noteRefreshingInsetIfShown()
      self.runBeginCompletionsIfShown()
    }
  }

  /// Takes back what this control adds to the inset, animated over ``slowAnimationDuration``,
  /// and sets ``pullingPercent`` to 0 once that is shown: how the headers and footers end a
  /// refresh.
  public func animateInsetContributionBack() {
    View.animate(withDuration: slowAnimationDuration) {
      self.setInsetContribution(.zero)
      if self.automaticallyChangeAlpha { self.alpha = 0 }
    } completion: { [weak self] _ in
      self?.pullingPercent = 0
    }
  }

  func attach(to newScrollView: ScrollView) {
    scrollView = newScrollView
    if pullAxis == .vertical {
      newScrollView.alwaysBounceVertical = true
    } else {
      newScrollView.alwaysBounceHorizontal = true
    }
    _ = RefreshInsetLedger.of(newScrollView)
    observations = [
      newScrollView.observe(\.contentOffset, options: [.old, .new]) { [weak self] _, change in
        guard let self, self.isUserInteractionEnabled else { return }
        self.scrollViewContentOffsetDidChange(change)
      },
      newScrollView.observe(\.contentSize, options: [.old, .new]) { [weak self] _, change in
        guard let self else { return }
        self.placeInScrollView()
        guard self.isUserInteractionEnabled else { return }
        self.scrollViewContentSizeDidChange(change)
      },
      // Where a control sits depends on the scroll view's size and the app's inset too: a
      // resize or an inset of the app's own places it again, as a content size does.
      newScrollView.observe(\.frame) { [weak self] _, _ in self?.layOut() },
      newScrollView.observe(\.contentInset) { [weak self] _, _ in self?.placeInScrollView() },
      newScrollView.panGestureRecognizer.observe(\.state, options: [.old, .new]) {
        [weak self] _, change in
        guard let self, self.isUserInteractionEnabled else { return }
        self.scrollViewPanStateDidChange(change)
      },
    ]
    if state == .refreshing {
      showStateChange(from: .normal)
    }
    layOut()
  }

  func detach() {
    observations.forEach { $0.invalidate() }
    observations = []
    if let scrollView {
      RefreshInsetLedger.of(scrollView).setContribution(.zero, of: self)
      scrollView.forgetRefreshControl(self)
    }
    scrollView = nil
    runEndCompletionsIfInsetRemoved()
  }

  /// Grows the control to its ``minimumHeight``, places it in its scroll view, then its
  /// subviews.
  func layOut() {
    raiseToMinimumHeight()
    placeInScrollView()
    stateText?.place(in: bounds)
    stateImages?.place(in: bounds)
    placeSubviews()
  }
}
