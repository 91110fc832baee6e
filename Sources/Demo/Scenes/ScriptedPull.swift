import Foundation
import ViewKitLite
import ViewKitLiteHarness

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

  /// A finger put down a fifth of the way into `scrollView` at rest, pulled down at one speed
  /// over `seconds` until the content shows each of `distances` points past its top in turn,
  /// with a key frame at each, held still, then released.
  static func down(
    _ scrollView: ScrollView, showing distances: CGFloat..., seconds: TimeInterval
  ) -> [GestureScript.Step] {
    let reaches = distances.map { travel(scrollView, showing: $0) }
    let total = reaches.last ?? 1
    var steps: [GestureScript.Step] = [.down(point(in: scrollView, fraction: 0.2))]
    var moved: CGFloat = 0
    for reach in reaches {
      steps += [
        .move(CGPoint(x: 0, y: reach - moved), seconds * (reach - moved) / total), .snapshot,
      ]
      moved = reach
    }
    return steps + [.hold(0.1), .lift]
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
