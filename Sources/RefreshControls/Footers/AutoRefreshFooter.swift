import Foundation
import ViewKitLite

/// The logic of a footer that starts loading by itself when the bottom comes near, without a
/// look: MJRefresh's `MJRefreshAutoFooter`. ``AutoNormalRefreshFooter`` adds a state label.
///
/// While attached it adds its height to the inset's bottom, so it shows under the content. It
/// begins when the offset, moving down, comes within ``triggerAutomaticallyRefreshPercent`` of
/// its height of the end (content taller than the screen), or when a drag of shorter content
/// ends pulled up: ``autoTriggerTimes`` times a drag (once by default; a new drag gives them
/// back). With ``automaticallyRefresh`` off only a tap on it or a drag released past the end
/// loads; a tap loads in any case. ``automaticallyHidden`` hides it while there is no content;
/// hidden, by that or by the app, it adds nothing to the inset and never begins by itself.
open class AutoRefreshFooter: RefreshBaseView {
  /// The height a footer takes unless its subclass sets another: 44 points.
  public static let defaultHeight: CGFloat = 44
  /// How much of the footer must show to begin: 1 when it is fully in view, 0 as it starts to.
  public var triggerAutomaticallyRefreshPercent: CGFloat = 1
  /// Whether the footer loads by itself as the end comes near: MJRefresh's
  /// `automaticallyRefresh`, on by default.
  public var automaticallyRefresh = true
  /// How many times a drag may load by itself: 1 by default, −1 for no limit; each new drag
  /// gives them back. MJRefresh's `autoTriggerTimes`.
  public var autoTriggerTimes = 1 {
    didSet { triggersLeft = autoTriggerTimes }
  }
  /// Whether the footer hides while its scroll view has no content (a table without rows) and
  /// shows again with some.
  public var automaticallyHidden = false {
    didSet { placeInScrollView() }
  }

  private var triggersLeft = 1
  /// Takes the footer's height out of the inset when it hides, and puts it back when it shows.
  private var hiddenToken: KeyValueObservation?

  /// The automatic footer's texts in `language`: "Tap or pull up to load more" at rest.
  open override func defaultTexts(for language: RefreshLanguage) -> RefreshTexts {
    .autoFooter(in: language)
  }

  /// An automatic footer loads when a screen reader asks for the content below at the bottom.
  open override var accessibilityRefreshDirection: AccessibilityScrollDirection { .down }

  /// "Load more", in `language`.
  open override func accessibilityActionName(in language: RefreshLanguage) -> String {
    language.loadMoreActionName
  }

  /// A double tap loads, as a tap does; `false` when it would not (refreshing, no more data,
  /// hidden, another control refreshing).
  open override func accessibilityActivate() -> Bool {
    canBeginForAccessibility && super.accessibilityActivate()
  }

  /// Sets the default height, and makes the footer a button to a screen reader: "Tap or pull
  /// up to load more, Button". Hiding it takes its height out of the inset at once; showing it
  /// puts it back, as MJRefresh's automatic footer does.
  open override func prepare() {
    super.prepare()
    accessibilityTraits = .button
    frame.size.height = AutoRefreshFooter.defaultHeight
    hiddenToken = observe(\.isHidden) { footer, _ in footer.placeInScrollView() }
    _ = addAction(for: .touchUpInside) { control in
      (control as? AutoRefreshFooter)?.tapped()
    }
  }

  /// A tap loads, when nothing else refreshes.
  private func tapped() {
    guard state == .normal, !isHidden, refreshingSibling == nil else { return }
    beginRefreshing()
  }

  /// Just below the content and ``ignoredScrollViewContentInsetBottom``; adds its height to the inset while attached and shown (before
  /// ``placeSubviews()`` runs).
  override func placeInScrollView() {
    guard let scrollView else { return }
    if automaticallyHidden { isHidden = scrollView.contentSize.height == 0 }
    let target = CGRect(
      x: 0, y: scrollView.contentSize.height + ignoredScrollViewContentInsetBottom,
      width: scrollView.bounds.width, height: frame.height)
    if frame != target { frame = target }
    let contribution = EdgeInsets(
      top: 0, left: 0, bottom: isHidden ? 0 : frame.height, right: 0)
    if insetContribution != contribution { setInsetContribution(contribution) }
    // Its height is what it adds at rest, refreshing or not: a refresh begun while it was off
    // its scroll view must not wait for that inset to go before its end's completion runs.
    if isRefreshing { refresh?.insetBefore = contribution }
  }

  /// Begins when the bottom comes near while the offset moves down.
  open override func scrollViewContentOffsetDidChange(_ change: KeyValueObservedChange<CGPoint>) {
    guard automaticallyRefresh, let scrollView, let new = change.newValue,
      let old = change.oldValue, new.y > old.y,
      scrollView.contentSize.height + scrollViewOriginalInset.top > scrollView.bounds.height
    else { return }
    let inset = scrollView.adjustedContentInset
    let trigger =
      scrollView.contentSize.height - scrollView.bounds.height
      + frame.height * triggerAutomaticallyRefreshPercent + inset.bottom - frame.height
    if new.y >= trigger {
      fireAutomatically()
    }
  }

  /// A new pan restores the budget; a drag of short content that ends pulled up begins.
  open override func scrollViewPanStateDidChange(
    _ change: KeyValueObservedChange<PanGestureRecognizer.State>
  ) {
    guard let scrollView else { return }
    switch change.newValue {
    case .began:
      triggersLeft = autoTriggerTimes
    case .ended:
      let short =
        scrollView.contentSize.height + scrollViewOriginalInset.top <= scrollView.bounds.height
      if automaticallyRefresh, short, scrollView.contentOffset.y > -scrollViewOriginalInset.top {
        fireAutomatically()
      } else if !automaticallyRefresh,
        scrollView.contentOffset.y > scrollView.verticalLimits.upperBound
      {
        tapped()
      }
    default:
      break
    }
  }

  private func fireAutomatically() {
    guard state == .normal, triggersLeft != 0, !isHidden, refreshingSibling == nil else { return }
    if triggersLeft > 0 { triggersLeft -= 1 }
    state = .refreshing
  }

}

extension AutoRefreshFooter: NoMoreDataFooter {}
