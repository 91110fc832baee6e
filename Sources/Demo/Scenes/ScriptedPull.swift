import Foundation
import ViewKitLite

/// Pulls a scene's script makes, measured by what they show rather than by finger travel: the
/// finger travel comes from the rubber band, so a pull shows the same on every screen size.
@MainActor
enum ScriptedPull {
  /// How far a finger travels past an edge of `scrollView` for its content to show `distance`
  /// points past that edge.
  static func travel(_ scrollView: ScrollView, showing distance: CGFloat) -> CGFloat {
    ScrollPhysics.pullDistance(forRubberBand: distance, dimension: scrollView.bounds.height)
  }

  /// Where a finger goes down in `scrollView`, in window coordinates: `fraction` of the way down,
  /// across the middle.
  static func point(in scrollView: ScrollView, fraction: CGFloat) -> CGPoint {
    let frame = scrollView.convert(scrollView.bounds, to: nil)
    return CGPoint(x: frame.midX, y: frame.minY + frame.height * fraction)
  }

  /// A finger put down a fifth of the way into `scrollView` at rest, pulled down over `seconds`
  /// until the content shows `distance` points past its top, held still, then released.
  static func down(
    _ scrollView: ScrollView, showing distance: CGFloat, seconds: TimeInterval
  ) -> [GestureScript.Step] {
    let travel = travel(scrollView, showing: distance)
    return [
      .down(point(in: scrollView, fraction: 0.2)), .move(CGPoint(x: 0, y: travel), seconds),
      .snapshot, .hold(0.1), .lift,
    ]
  }

  /// A finger put down four fifths of the way into `scrollView` at rest with content
  /// `contentHeight` tall, pushed up over `seconds` until the content shows `distance` points past
  /// its bottom, then released.
  static func up(
    _ scrollView: ScrollView, contentHeight: CGFloat, showing distance: CGFloat,
    seconds: TimeInterval
  ) -> [GestureScript.Step] {
    let scrollable = max(contentHeight - scrollView.bounds.height, 0)
    let travel = scrollable + travel(scrollView, showing: distance)
    return [
      .down(point(in: scrollView, fraction: 0.8)), .move(CGPoint(x: 0, y: -travel), seconds),
      .lift,
    ]
  }
}
