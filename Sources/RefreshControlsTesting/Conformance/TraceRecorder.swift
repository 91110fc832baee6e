import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteHarness

/// Plays a gesture script on a ``TraceScene`` and writes down every frame: the events before
/// it, where the finger is in it, and the scroll view and the control at its end (the window's
/// frame-end point, `Window.observeFrameEnds(_:)`).
///
/// The script's words are the scene's actions (`begin`, `end`, `noMoreData`,
/// `resetNoMoreData`, `rows N`, `inset TOP BOTTOM [LEFT RIGHT]`, `resize W H`), the sibling's
/// (`footer.begin`, `footer.end` beside a header; `header.begin`, `header.end` beside a footer),
/// and `pull top|bottom|left|right N`, a finger pulling the scroll view N points past that
/// edge; `call scene …` and `expect` lines are not played.
@MainActor
public enum TraceRecorder {
  /// Records `script` played on a new scene of `description`, with the design's built-in
  /// control or `control`.
  public static func record(
    _ script: GestureScript, named name: String, source: String,
    on description: TraceScene.Description, control: View? = nil
  ) -> Trace {
    let scene = TraceScene(description, control: control)
    let log = TraceLog(scene: scene)
    let observation = scene.window.observeFrameEnds { _ in log.frameEnded() }
    var finger: Finger?
    for entry in script.steps {
      log.stepTime = scene.window.now
      switch entry.step {
      case .down(let point):
        guard finger == nil else { continue }
        finger = scene.window.touchDown(at: point)
        log.touchedDown(finger, at: point)
      case .move(let offset, let duration):
        (finger ?? log.fingerDown)?.move(by: offset, duration: duration)
      case .hold(let seconds):
        if let held = finger ?? log.fingerDown {
          held.hold(for: seconds)
        } else {
          scene.window.advance(by: seconds)
        }
      case .lift:
        log.lift(finger ?? log.fingerDown)
        finger = nil
      case .wait(let seconds):
        scene.window.advance(by: seconds)
      case .end:
        log.act("end", [])
      case .call(let name, let words):
        log.call(name, words)
      case .snapshot, .expect:
        break
      }
    }
    observation.invalidate()
    return Trace(name: name, source: source, scene: scene.description, frames: log.frames)
      .folded()
  }
}

/// What a recording has seen so far.
@MainActor
private final class TraceLog {
  let scene: TraceScene
  var frames: [Trace.Frame] = []
  var pending: [Trace.Event] = []
  var stepTime: TimeInterval = 0
  /// The fingers seen so far, held so that no new finger can take an old one's identity.
  private var known: [Finger] = []
  private var announcementsSeen: Int

  init(scene: TraceScene) {
    self.scene = scene
    announcementsSeen = scene.window.accessibilityAnnouncements.count
  }

  /// The finger down that a `pull` put down, if any.
  var fingerDown: Finger? { scene.window.fingers.last { $0.isDown } }

  func touchedDown(_ finger: Finger?, at point: CGPoint) {
    guard let finger else { return }
    known.append(finger)
    pending.append(.touchDown(time: scene.window.now, at: point))
  }

  func lift(_ finger: Finger?) {
    guard let finger, finger.isDown else { return }
    finger.lift()
    pending.append(.lift(time: scene.window.now))
  }

  func act(_ name: String, _ words: [String]) {
    guard scene.perform(name, words) else { return }
    pending.append(.action(time: scene.window.now, name: name, words: words))
  }

  /// A script's `call` line: a pull, an action of the scene, or one of its sibling's.
  func call(_ name: String, _ words: [String]) {
    switch name {
    case "pull":
      guard words.count == 2, let beyond = Double(words[1]) else { return }
      GestureScript.Vocabulary.pull(scene.scrollView, past: words[0], by: CGFloat(beyond))
    case "footer.begin", "header.begin": act(siblingOrMain(name, "begin"), [])
    case "footer.end", "header.end": act(siblingOrMain(name, "end"), [])
    case "footer.noMoreData": act("noMoreData", [])
    default: act(name, words)
    }
  }

  /// `sibling.WORD` when the line names the sibling's slot, else the main control's `word`.
  private func siblingOrMain(_ name: String, _ word: String) -> String {
    guard let sibling = scene.sibling else { return word }
    let namesFooter = name.hasPrefix("footer.")
    return namesFooter == !(sibling is RefreshHeader) ? "sibling.\(word)" : word
  }

  /// Fingers a word put down (a pull), noted at the end of each frame: their touch-down, at the
  /// time their step began.
  private func noteNewFingers() {
    for finger in scene.window.fingers where !known.contains(where: { $0 === finger }) {
      known.append(finger)
      pending.append(.touchDown(time: stepTime, at: finger.startLocation))
    }
  }

  func frameEnded() {
    noteNewFingers()
    let all = scene.window.accessibilityAnnouncements
    let announced = Array(all[min(announcementsSeen, all.count)...])
    announcementsSeen = all.count
    var frame = Trace.Frame(
      index: scene.window.frameCount, scroll: scene.scrollValues(),
      control: scene.controlValues(announced: announced))
    frame.events = pending
    frame.finger = fingerDown?.location
    pending = []
    frames.append(frame)
  }
}
