import Foundation
import Testing
import ViewKitLite
import ViewKitLiteTesting

@testable import Demo

/// Every scene's key frames as an 80 × 24 terminal shows them: the title line, the camera's
/// picture in its border, and the status lines, at each `snapshot` of the scene's script.
@MainActor
@Suite("Demo golden frames at 80 × 24")
struct DemoGoldenFrameTests {
  /// The key frames of `sceneType`'s script in an 80 × 24 terminal, plain.
  static func keyFrames(_ sceneType: any DemoScene.Type) -> String {
    let options = DemoOptions()
    let scene = SceneCatalog.open(sceneType, options: options)
    let window = scene.window
    window.advance(by: 1.0 / Double(window.frameRate))
    var vocabulary = GestureScript.Vocabulary()
    vocabulary.addRefreshControls(in: window)
    var frames: [String] = []
    _ = scene.script.play(in: window, vocabulary: vocabulary, end: scene.endRefreshing) {
      frames.append(Self.screen(of: scene, title: "\(sceneType.name): \(sceneType.summary)"))
    }
    return frames.enumerated().map { "== #\($0.offset + 1)\n\($0.element)" }
      .joined(separator: "\n")
  }

  /// What the terminal shows of `scene` now: 24 lines of at most 80 columns, plain.
  static func screen(of scene: any DemoScene, title: String) -> String {
    var options = DemoOptions()
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
}
