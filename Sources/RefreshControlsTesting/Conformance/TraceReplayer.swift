import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteHarness

/// Replays a ``Trace`` against a control of the trace's design (the built-in one, or yours)
/// and says where it first differs, in words.
///
/// ```swift
/// for trace in TraceCatalog.generated(for: .hwHeader) {
///   let difference = TraceReplayer(trace).replay(at: .control) { MyHeader() }
///   #expect(difference == nil, "\(difference!)")
/// }
/// ```
///
/// The replay builds the trace's scene, plays its events at their times and its finger frame by
/// frame, and reads the scroll view and the control at the end of every frame. At the
/// ``Level/scroll`` level it compares the scroll view's values (within 0.01 pt); at the
/// ``Level/control`` level the control's (states and callbacks exactly, numbers within 0.001).
@MainActor
public struct TraceReplayer {
  /// What a replay compares.
  public enum Level: String, CaseIterable, Sendable {
    /// The content offset (model and shown), the insets, dragging and decelerating.
    case scroll
    /// The state, the pulling percent, the inset the control adds, callbacks, announcements,
    /// alpha, and a sibling's state and callbacks.
    case control
  }

  /// The tolerance of the scroll level, in points.
  public static let scrollTolerance: CGFloat = 0.01
  /// The tolerance of the control level's numbers.
  public static let controlTolerance: CGFloat = 0.001

  /// The trace replayed.
  public let trace: Trace

  /// A replayer of `trace`.
  public init(_ trace: Trace) {
    self.trace = trace
  }

  /// The first frame at which `make`'s control (the design's built-in one when `nil`) differs
  /// from the trace at `level`, or `nil` when every frame agrees.
  public func replay(
    at level: Level, control make: (@MainActor () -> View)? = nil
  ) -> TraceDifference? {
    replay(at: [level], control: make)
  }

  /// The first frame at which `make`'s control differs from the trace at any of `levels`, in
  /// one replay.
  public func replay(
    at levels: [Level], control make: (@MainActor () -> View)? = nil
  ) -> TraceDifference? {
    let scene = TraceScene(trace.scene, control: make?())
    let log = ReplayLog(scene: scene)
    let observation = scene.window.observeFrameEnds { _ in log.frameEnded() }
    defer { observation.invalidate() }
    let frameDuration = 1.0 / Double(trace.scene.frameRate)
    for frame in trace.everyFrame {
      for event in frame.events {
        // Only forward: events of one instant follow each other with nothing run between.
        if event.time > scene.window.now { scene.window.advance(by: event.time - scene.window.now) }
        log.perform(event)
      }
      let time = Double(frame.index) * frameDuration
      if let point = frame.finger, let finger = log.finger, finger.location != point {
        finger.move(to: point, duration: frameDuration)
      } else {
        scene.window.advance(by: max(time - scene.window.now, 0))
      }
      guard let actual = log.frames[frame.index] else {
        return difference(frame, field: "frame", expected: "a frame", actual: "none ran")
      }
      for level in levels {
        if let found = compare(frame, actual, at: level) { return found }
      }
    }
    return nil
  }

  private func difference(
    _ frame: Trace.Frame, field: String, expected: String, actual: String
  ) -> TraceDifference {
    TraceDifference(
      trace: trace.name, frame: frame.index,
      time: Double(frame.index) / Double(trace.scene.frameRate), field: field, expected: expected,
      actual: actual)
  }

  private func compare(
    _ expected: Trace.Frame, _ actual: Trace.Frame, at level: Level
  ) -> TraceDifference? {
    let fields =
      level == .scroll
      ? TraceFields.scroll(expected.scroll, actual.scroll)
      : TraceFields.control(expected.control, actual.control)
    let tolerance = level == .scroll ? Self.scrollTolerance : Self.controlTolerance
    for field in fields where !field.agrees(within: tolerance) {
      return difference(
        expected, field: field.name, expected: field.expected, actual: field.actual)
    }
    return nil
  }
}

/// Where a replay first differs from its trace, in words: the trace, the frame and its time,
/// the field, what the trace says and what the control did.
public struct TraceDifference: Hashable, Sendable, CustomStringConvertible {
  /// The trace's name.
  public let trace: String
  /// The frame's index.
  public let frame: Int
  /// The frame's time, in seconds.
  public let time: TimeInterval
  /// The field: `offset.y`, `state`, `inset.top`…
  public let field: String
  /// What the trace says.
  public let expected: String
  /// What the replay found.
  public let actual: String

  /// `trace NAME, frame N (t=…s): FIELD is ACTUAL, the trace says EXPECTED`.
  public var description: String {
    "trace \(trace), frame \(frame) (t=\(JSONText.number(time))s): \(field) is \(actual), "
      + "the trace says \(expected)"
  }
}

/// What a replay has seen: the frames by index, and the finger it put down.
@MainActor
private final class ReplayLog {
  let scene: TraceScene
  var frames: [Int: Trace.Frame] = [:]
  var finger: Finger?
  private var announcementsSeen: Int

  init(scene: TraceScene) {
    self.scene = scene
    announcementsSeen = scene.window.accessibilityAnnouncements.count
  }

  func perform(_ event: Trace.Event) {
    switch event {
    case .touchDown(_, let point):
      finger = scene.window.touchDown(at: point)
    case .lift:
      finger?.lift()
      finger = nil
    case .action(_, let name, let words):
      scene.perform(name, words)
    }
  }

  func frameEnded() {
    let all = scene.window.accessibilityAnnouncements
    let announced = Array(all[min(announcementsSeen, all.count)...])
    announcementsSeen = all.count
    frames[scene.window.frameCount] = Trace.Frame(
      index: scene.window.frameCount, scroll: scene.scrollValues(),
      control: scene.controlValues(announced: announced))
  }
}
