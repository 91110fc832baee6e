import Foundation
import RefreshControls
import ViewKitLite

/// What a control's base class promises, computed afresh from the scroll view's geometry, for
/// the fuzzer's rules (``RefreshRule``) to compare with what the control does.
@MainActor
struct RefreshModel {
  /// The bases with a model, most specific first.
  enum Base {
    case jk, dz, system, stretchy, header, backFooter, autoFooter, trailer, other
  }

  let base: Base
  /// A test of the pull's threshold given by the user (``RefreshFuzzer/arming(when:)``).
  let pastThreshold: (@MainActor (RefreshBaseView) -> Bool)?

  init(control: View, pastThreshold: (@MainActor (RefreshBaseView) -> Bool)?) {
    self.pastThreshold = pastThreshold
    base =
      switch control {
      case is JikeRefreshControl: .jk
      case is BlobRefreshView: .dz
      case is RefreshControl: .system
      case is StretchyHeaderRefreshView: .stretchy
      case is RefreshHeader: .header
      case is RefreshFooter: .backFooter
      case is AutoRefreshFooter: .autoFooter
      case is RefreshTrailer: .trailer
      default: .other
      }
  }

  /// How far past its resting edge the content is pulled, in points (negative short of it).
  func pull(of control: View, in scrollView: ScrollView) -> CGFloat? {
    let offset = scrollView.contentOffset
    let inset = (control as? RefreshBaseView)?.scrollViewOriginalInset ?? .zero
    switch base {
    case .header, .jk, .dz, .system: return -(offset.y + inset.top)
    case .stretchy:
      return (control as? StretchyHeaderRefreshView).map { -offset.y - $0.headerHeight }
    case .backFooter: return offset.y - Self.endHappenOffset(scrollView, inset, along: .vertical)
    case .trailer: return offset.x - Self.endHappenOffset(scrollView, inset, along: .horizontal)
    case .autoFooter, .other: return nil
    }
  }

  /// Whether releasing now must refresh (for a system-style control: whether it must have
  /// started); `nil` where the base has no threshold.
  func isPastThreshold(_ control: View, in scrollView: ScrollView) -> Bool? {
    if let pastThreshold, let base = control as? RefreshBaseView { return pastThreshold(base) }
    guard let pull = pull(of: control, in: scrollView) else { return nil }
    switch base {
    case .header: return pull > ((control as? RefreshHeader)?.threshold ?? 0)
    case .backFooter: return pull > control.frame.height
    case .trailer: return pull > control.frame.width
    case .jk: return pull > -2 * JikeRefreshControl.restCenterY
    case .dz: return pull >= BlobRefreshView.height
    case .system: return pull > ((control as? RefreshControl)?.triggerDistance ?? 0)
    case .stretchy: return pull >= ((control as? StretchyHeaderRefreshView)?.threshold ?? 0)
    case .autoFooter, .other: return nil
    }
  }

  /// What the control adds to the inset while refreshing, measured as the refresh starts;
  /// `nil` where the base has no model of it.
  func refreshingInset(of control: View, in scrollView: ScrollView) -> EdgeInsets? {
    let inset = (control as? RefreshBaseView)?.scrollViewOriginalInset ?? .zero
    switch base {
    case .header: return EdgeInsets(top: control.frame.height, left: 0, bottom: 0, right: 0)
    case .jk: return EdgeInsets(top: JikeRefreshControl.stayHeight, left: 0, bottom: 0, right: 0)
    case .dz: return EdgeInsets(top: BlobRefreshView.height, left: 0, bottom: 0, right: 0)
    case .system:
      return EdgeInsets(top: RefreshControl.refreshingHeight, left: 0, bottom: 0, right: 0)
    case .backFooter:
      let gap = max(-Self.endBreak(scrollView, inset, along: .vertical), 0)
      return EdgeInsets(top: 0, left: 0, bottom: control.frame.height + gap, right: 0)
    case .trailer:
      let gap = max(-Self.endBreak(scrollView, inset, along: .horizontal), 0)
      return EdgeInsets(top: 0, left: 0, bottom: 0, right: control.frame.width + gap)
    case .autoFooter:
      return EdgeInsets(
        top: 0, left: 0, bottom: control.isHidden ? 0 : control.frame.height, right: 0)
    case .stretchy, .other: return nil
    }
  }

  /// Whether the control sits where its base puts it (true where the base has no model of
  /// where that is: Stretchy and a base of your own; JK's size only, as it follows the pull).
  func placementHolds(_ control: View, in scrollView: ScrollView) -> Bool {
    let frame = control.frame
    let width = scrollView.bounds.width
    switch base {
    case .header:
      let ignored = (control as? RefreshHeader)?.ignoredScrollViewContentInsetTop ?? 0
      let height = frame.height
      return frame.isClose(to: CGRect(x: 0, y: -height - ignored, width: width, height: height))
    case .backFooter:
      let inset = (control as? RefreshBaseView)?.scrollViewOriginalInset ?? .zero
      let visible = scrollView.bounds.height - inset.top - inset.bottom
      let ignored = (control as? RefreshFooter)?.ignoredScrollViewContentInsetBottom ?? 0
      let y = max(scrollView.contentSize.height, visible) + ignored
      return frame.isClose(to: CGRect(x: 0, y: y, width: width, height: frame.height))
    case .autoFooter:
      let ignored = (control as? AutoRefreshFooter)?.ignoredScrollViewContentInsetBottom ?? 0
      let y = scrollView.contentSize.height + ignored
      return frame.isClose(to: CGRect(x: 0, y: y, width: width, height: frame.height))
    case .trailer:
      let inset = (control as? RefreshBaseView)?.scrollViewOriginalInset ?? .zero
      let visible = scrollView.bounds.width - inset.left - inset.right
      let x = max(scrollView.contentSize.width, visible)
      let height = scrollView.bounds.height
      return frame.isClose(to: CGRect(x: x, y: 0, width: frame.width, height: height))
    case .dz:
      let height = BlobRefreshView.height
      return frame.isClose(
        to: CGRect(x: frame.minX, y: -height, width: frame.width, height: height))
    case .system:
      let pull = max(0, pull(of: control, in: scrollView) ?? 0)
      return frame.isClose(to: CGRect(x: 0, y: -pull, width: width, height: pull))
    case .jk:
      let size = JikeRefreshControl.size
      return abs(frame.width - size) < 0.001 && abs(frame.height - size) < 0.001
    case .stretchy, .other: return true
    }
  }

  /// Whether the base arms by the `.pulling` state (rather than by `isArmed` alone, as DZ does,
  /// or by refreshing at once, as a system-style control does).
  var armsByPulling: Bool { base != .dz && base != .system }

  /// How far the content overflows, along `axis`, the space the app's insets leave.
  static func endBreak(
    _ scrollView: ScrollView, _ inset: EdgeInsets, along axis: ScrollView.Axis
  )
    -> CGFloat
  {
    axis == .vertical
      ? scrollView.contentSize.height - (scrollView.bounds.height - inset.top - inset.bottom)
      : scrollView.contentSize.width - (scrollView.bounds.width - inset.left - inset.right)
  }

  /// The offset along `axis` past which a control at the end starts to show.
  static func endHappenOffset(
    _ scrollView: ScrollView, _ inset: EdgeInsets, along axis: ScrollView.Axis
  ) -> CGFloat {
    max(endBreak(scrollView, inset, along: axis), 0) - (axis == .vertical ? inset.top : inset.left)
  }
}

extension CGRect {
  /// Equal to `other` within a thousandth of a point on every side.
  func isClose(to other: CGRect) -> Bool {
    abs(minX - other.minX) < 0.001 && abs(minY - other.minY) < 0.001
      && abs(width - other.width) < 0.001 && abs(height - other.height) < 0.001
  }
}
