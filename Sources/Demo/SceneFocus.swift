import Foundation
import ViewKitLite
import ViewKitLiteHarness

/// The refresh control a scene is about at the moment: the camera follows it, resting at its
/// edge of the screen, and a key press pulls a sixth of its trigger.
@MainActor
struct SceneFocus {
  /// The view the camera follows (the control, or the part of it that draws), or `nil` to
  /// stay at ``edge``.
  let subject: View?
  /// The edge of the screen the control works at: the top for a header, the bottom for a
  /// footer.
  let edge: Camera.Edge
  /// How far past that edge the content must show for the control to refresh, in points.
  let trigger: CGFloat
  /// The view whose edge the camera rests at (the table, where the screen has more above or
  /// below it), or `nil` for the window.
  var stage: View? = nil
}
