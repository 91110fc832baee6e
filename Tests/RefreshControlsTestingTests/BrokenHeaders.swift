import Foundation
import RefreshControls
import Testing
import ViewKitLite

/// Sends `.armed` again on every frame past the threshold, not once a crossing: the haptic
/// MJRefresh's pull requests were held back over. Correct with `broken` off.
final class ArmRepeatingHeader: RefreshHeader {
  var broken = true

  override func pullingPercentDidChange() {
    super.pullingPercentDidChange()
    if broken, state == .pulling { feedback?(.armed) }
  }
}

/// Ignores an end that arrives while a finger is still down (MJRefresh #1610): the refresh
/// never ends. Correct with `broken` off.
final class EndWhileDownIgnoringHeader: RefreshHeader {
  var broken = true

  override func endRefreshing(completion: (@MainActor () -> Void)? = nil) {
    if broken, scrollView?.isTracking == true { return }
    super.endRefreshing(completion: completion)
  }
}

/// Forgets a begin asked while its end animates (MJRefresh #1537): the refresh never starts.
/// Correct with `broken` off.
final class BeginForgettingHeader: RefreshHeader {
  var broken = true
  private var isEnding = false

  override func endRefreshing(completion: (@MainActor () -> Void)? = nil) {
    isEnding = isRefreshing
    super.endRefreshing { [weak self] in
      self?.isEnding = false
      completion?()
    }
  }

  override func beginRefreshing() {
    if broken, isEnding { return }
    super.beginRefreshing()
  }
}

/// The three broken headers, by name, with the check each breaks.
enum BrokenHeader: String, CaseIterable, CustomTestStringConvertible {
  case armRepeating, endWhileDownIgnoring, beginForgetting

  var testDescription: String { rawValue }

  /// The header, broken or, with `fixed`, correct.
  @MainActor
  func make(fixed: Bool = false) -> RefreshBaseView {
    switch self {
    case .armRepeating:
      let header = ArmRepeatingHeader()
      header.broken = !fixed
      return header
    case .endWhileDownIgnoring:
      let header = EndWhileDownIgnoringHeader()
      header.broken = !fixed
      return header
    case .beginForgetting:
      let header = BeginForgettingHeader()
      header.broken = !fixed
      return header
    }
  }
}

/// A system-style control that places itself where the pull was a change ago: a frame behind
/// the content while it moves.
final class LaggingRefreshControl: RefreshControl {
  override func scrollViewContentOffsetDidChange(_ change: KeyValueObservedChange<CGPoint>) {
    super.scrollViewContentOffsetDidChange(change)
    guard let old = change.oldValue, let scrollView else { return }
    let pull = max(0, -(old.y + scrollViewOriginalInset.top))
    frame = CGRect(x: 0, y: -pull, width: scrollView.bounds.width, height: pull)
  }
}

/// Ignores every end: a refresh that runs on after the app asked it to stop.
final class EndIgnoringHeader: RefreshHeader {
  override func endRefreshing(completion: (@MainActor () -> Void)? = nil) {}
}

/// Ends `delay` seconds after the app asks: slow, and within 3 s not yet broken.
final class SlowEndingHeader: RefreshHeader {
  var delay: TimeInterval = 0

  override func endRefreshing(completion: (@MainActor () -> Void)? = nil) {
    mainQueue.asyncAfter(delay) { super.endRefreshing(completion: completion) }
  }
}

/// A Jike control that grows past its 45 × 45 box as it is pulled: `grows` names the side,
/// `"width"` or `"height"`, each by 5 points.
final class GrowingJikeControl: JikeRefreshControl {
  var grows = "height"

  override func scrollViewContentOffsetDidChange(_ change: KeyValueObservedChange<CGPoint>) {
    super.scrollViewContentOffsetDidChange(change)
    let side = JikeRefreshControl.size
    frame.size =
      grows == "width"
      ? CGSize(width: side + 5, height: side) : CGSize(width: side, height: side + 5)
  }
}
