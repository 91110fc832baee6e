import Foundation
import Testing
import ViewKitLite
import ViewKitLiteTesting

@testable import Demo

/// Every scene's key frames as an 80 × 24 terminal shows them: the title line, the camera's
/// picture in its border, and the status lines, at each `snapshot` of the scene's script; and
/// two scenes' with the VoiceOver lines under the status.
@MainActor
@Suite("Demo golden frames at 80 × 24")
struct DemoGoldenFrameTests {
  /// The key frames of `sceneType`'s script with `options` in an 80 × 24 terminal, plain.
  static func keyFrames(
    _ sceneType: any DemoScene.Type, options: DemoOptions = DemoOptions()
  ) -> String {
    let scene = SceneCatalog.open(sceneType, options: options)
    let window = scene.window
    window.advance(by: 1.0 / Double(window.frameRate))
    var vocabulary = GestureScript.Vocabulary()
    vocabulary.addRefreshControls(in: window)
    var frames: [String] = []
    _ = scene.script.play(in: window, vocabulary: vocabulary, end: scene.endRefreshing) {
      frames.append(
        Self.screen(
          of: scene, title: "\(sceneType.name): \(sceneType.summary)", options: options))
    }
    return frames.enumerated().map { "== #\($0.offset + 1)\n\($0.element)" }
      .joined(separator: "\n")
  }

  /// What the terminal shows of `scene` with `options` now: 24 lines of at most 80 columns,
  /// plain.
  static func screen(
    of scene: any DemoScene, title: String, options: DemoOptions = DemoOptions()
  ) -> String {
    var options = options
    options.useColor = false
    let (_, lines) = FrameDrawer.frame(
      of: scene, top: title, extra: [], extraLines: 0, columns: 80, rows: 24, options: options)
    return lines.map { line in
      Terminal.line(line, width: 80).replacingOccurrences(of: "\u{1B}[K", with: "")
    }.joined(separator: "\n")
  }

  @Test(
    "each scene's key frames, read and committed",
    arguments: ["hw", "jk", "dz", "stretchy", "arrow", "trailer", "scroll"])
  func goldenFrames(name: String) throws {
    let sceneType = try #require(SceneCatalog.scene(named: name))
    assertSnapshot(of: Self.keyFrames(sceneType), as: .lines, named: name)
  }

  /// HW's header, footer and their announcements, and JK's pull and the refresh its Refresh
  /// button begins, as `--voiceover --lang en` shows them: what the reader says on the control
  /// and the last announcement, under each frame's status, the picture two rows shorter.
  @Test(
    "with --voiceover, each key frame says what the screen reader says", arguments: ["hw", "jk"])
  func voiceOverFrames(name: String) throws {
    let sceneType = try #require(SceneCatalog.scene(named: name))
    var options = DemoOptions()
    options.voiceOver = true
    options.language = .english
    assertSnapshot(
      of: Self.keyFrames(sceneType, options: options), as: .lines, named: "\(name)-voiceover")
  }
}
