import Foundation
import RefreshControls
import RefreshControlsTesting
import ViewKitLite
import ViewKitLiteHarness

/// Plays scenes: animated in a terminal session, paced on its clock, or as stamped key frames
/// (each with the VoiceOver lines under its stamp when the options ask for them).
@MainActor
struct ScenePlayer {
  let options: DemoOptions
  /// The terminal to animate in, or `nil` for key frames.
  let session: TerminalSession?

  /// Whether the player animates in a terminal rather than printing key frames.
  var animated: Bool { session != nil }

  /// The terminal width a key frame's VoiceOver lines are fitted to, under its stamp.
  static let filmstripWidth = 80

  /// Plays one scene with its own script, or `script` when given, and answers what to report
  /// after the run, each line named by the scene: the diagnostics the window recorded (a
  /// script's finger moved with none down, an end with nothing refreshing) and every `expect`
  /// line's outcome, read through the geometry and refresh-control vocabulary.
  func play(_ sceneType: any DemoScene.Type, script override: GestureScript? = nil) -> SceneReport {
    let scene = SceneCatalog.open(sceneType, options: options)
    let window = scene.window
    window.advance(by: 1.0 / Double(window.frameRate))
    let script = override ?? scene.script
    let title = "\(sceneType.name): \(sceneType.summary)"
    var shots = 0
    let snapshot = {
      guard !animated else { return }
      shots += 1
      print(
        "== \(sceneType.name) #\(shots) t=\(NumberFormat.string(window.now))s | \(scene.stateLine)")
      if options.voiceOver {
        VoiceOverLines.lines(of: scene, width: ScenePlayer.filmstripWidth).forEach { print($0) }
      }
      print(window.picture().text)
    }
    var vocabulary = GestureScript.Vocabulary()
    vocabulary.addRefreshControls(in: window)
    vocabulary.perform("scene") { _, _ in }
    let report = { (outcomes: [GestureScript.Outcome]) in
      SceneReport(
        messages: window.diagnostics.messages.map { "\(sceneType.name): \($0)" }
          + outcomes.map { "\(sceneType.name): \($0)" },
        failedExpectations: outcomes.filter { !$0.passed }.count)
    }
    guard let session else {
      print("# \(title)")
      return report(
        script.play(
          in: window, vocabulary: vocabulary, end: scene.endRefreshing, snapshot: snapshot))
    }
    let start = session.playTime
    let origin = window.now
    let drawer = FrameDrawer(options: options, session: session)
    let link = DisplayLink(window: window) { link in
      guard link.timestamp.truncatingRemainder(dividingBy: 2.0 / 60) < 1.0 / 120 else { return }
      let due = (link.timestamp - origin) / options.speed
      let wait = due - (session.playTime - start)
      if wait > 0 { Thread.sleep(forTimeInterval: wait) }
      drawer.draw(scene, top: title)
    }
    let outcomes = script.play(
      in: window, vocabulary: vocabulary, end: scene.endRefreshing, snapshot: {})
    link.invalidate()
    return report(outcomes)
  }
}

/// What a scene's run leaves to report once the terminal is restored.
struct SceneReport {
  /// The lines to print, named by the scene.
  let messages: [String]
  /// How many `expect` lines did not hold.
  let failedExpectations: Int
}
