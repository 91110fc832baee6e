import Foundation
import ViewKitLite

/// The system-style refresh control: UIKit's `UIRefreshControl`, set as
/// `scrollView.refreshControl`.
///
/// It sits above the content and follows the pull: `frame.origin.y` is minus the pull and its
/// height the pull, so a subclass can observe its own `frame`. Pulled past ``triggerDistance``
/// (120 pt) while dragging, it starts refreshing without waiting for the release and sends
/// `.valueChanged`; while refreshing it keeps 60 points visible by raising the inset, and
/// ``endRefreshing()`` animates that back in 0.25 s. A programmatic ``beginRefreshing()`` sends
/// no `.valueChanged`; when the content rests at its top it scrolls to show the control.
open class RefreshControl: RefreshBaseView {
  /// How far to pull before refreshing starts.
  public var triggerDistance: CGFloat = 120
  /// How much stays visible while refreshing.
  public static let refreshingHeight: CGFloat = 60
  /// The text under the spinner: UIKit's `attributedTitle`.
  @Dynamic public var title: String?
  /// The spinner's colour; `.clear` hides it.
  @Dynamic public var tintColor = Color.gray
  /// The built-in spinner.
  public let spinner = ActivityIndicatorView()
  private let titleLabel = Label()
  private var isProgrammatic = false
  private var resultToken: KeyValueObservation?

  /// Whether the title shows a held result (``RefreshBaseView/endRefreshing(result:holding:completion:)``):
  /// `true`; a subclass with a look of its own, like the Arrow design, answers `false`.
  open var showsHeldResult: Bool { true }

  /// Creates a refresh control.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Adds the spinner and title.
  open override func prepare() {
    super.prepare()
    clipsToBounds = true
    spinner.hidesWhenStopped = false
    titleLabel.textAlignment = .center
    titleLabel.fontSize = 12
    addSubview(spinner)
    addSubview(titleLabel)
    resultToken = observe(\.heldResult) { control, _ in control.setNeedsLayout() }
  }

  /// Centres the spinner and the title in the visible part.
  open override func placeSubviews() {
    super.placeSubviews()
    spinner.color = tintColor
    spinner.center = CGPoint(
      x: bounds.midX, y: bounds.maxY - RefreshControl.refreshingHeight / 2 - 6)
    titleLabel.text = (showsHeldResult ? heldResult?.text(with: texts) : nil) ?? title
    titleLabel.frame = CGRect(x: 0, y: spinner.frame.maxY + 2, width: bounds.width, height: 12)
  }

  /// Unless set, the ``title`` the control draws under its spinner (not while it draws a held
  /// result, which its label reads): a screen reader says the words the control shows.
  open override var accessibilityValue: String? {
    get {
      guard super.accessibilityValue == nil else { return super.accessibilityValue }
      guard let title, !title.isEmpty, !(showsHeldResult && heldResult != nil) else { return nil }
      return title
    }
    set { super.accessibilityValue = newValue }
  }

  /// Follows the pull, and starts refreshing past the trigger while dragging.
  open override func scrollViewContentOffsetDidChange(_ change: KeyValueObservedChange<CGPoint>) {
    guard let scrollView else { return }
    placeInScrollView()
    let pull = pull(in: scrollView)
    pullingPercent = pull / triggerDistance
    if state == .normal, scrollView.isDragging, pull > triggerDistance, refreshingSibling == nil {
      isProgrammatic = false
      setArmed(true)  // arming and refreshing in one frame, as UIRefreshControl's trigger
      state = .refreshing
    }
  }

  /// Over the whole pull, as wide as the scroll view: on each offset change, and when the
  /// scroll view is resized or the control joins another.
  override func placeInScrollView() {
    guard let scrollView else { return }
    let pull = pull(in: scrollView)
    let target = CGRect(x: 0, y: -pull, width: scrollView.bounds.width, height: pull)
    if frame != target { frame = target }
  }

  /// How far the content is pulled below its resting offset (0 when it is not).
  private func pull(in scrollView: ScrollView) -> CGFloat {
    max(0, -(scrollView.contentOffset.y + scrollViewOriginalInset.top))
  }

  /// Starts refreshing without sending `.valueChanged`.
  open override func beginRefreshing() {
    isProgrammatic = true
    super.beginRefreshing()
  }

  /// A screen reader's begin is the user's, as a pull is: it sends `.valueChanged`, and at the
  /// top the content scrolls to show the control.
  open override func accessibilityBeginRefreshing() -> Bool {
    guard canBeginForAccessibility else { return false }
    isProgrammatic = false
    super.beginRefreshing()
    return true
  }

  /// Ends refreshing; the control hides in 0.25 s.
  public func endRefreshing() {
    endRefreshing(completion: nil)
  }

  /// The spinner and the 60 points of inset for each state.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if state == .refreshing {
      spinner.startAnimating()
      let raise = EdgeInsets(top: RefreshControl.refreshingHeight, left: 0, bottom: 0, right: 0)
      guard let scrollView else { return }
      let atTop =
        !scrollView.isDragging && scrollView.contentOffset.y <= -scrollViewOriginalInset.top
      View.animate(withDuration: fastAnimationDuration) {
        self.setInsetContribution(raise)
        if atTop { scrollView.contentOffset.y = -scrollView.adjustedContentInset.top }
      }
    } else if oldState == .refreshing {
      spinner.stopAnimating()
      View.animate(withDuration: slowAnimationDuration) {
        self.setInsetContribution(.zero)
      }
    }
  }

  /// A programmatic begin sends no `.valueChanged`, as UIKit's.
  open override var sendsValueChanged: Bool { !isProgrammatic }
}
