import Foundation
import Testing
import ViewKitLite
import ViewKitLiteHarness

@testable import Demo

/// Every scene's own script, played on the screens a phone has, in both orientations, and a
/// tablet's: each refreshes as often as its script means to, and nothing is refused.
@MainActor
struct DemoSceneTests {
  nonisolated static let sizes = [
    CGSize(width: 320, height: 480), CGSize(width: 480, height: 320),
    CGSize(width: 375, height: 667), CGSize(width: 667, height: 375),
    CGSize(width: 1024, height: 1366),
  ]

  /// Loads each script begins: HW's first load, its header pull and its footer push; JK's pull
  /// and its Refresh button; one pull in DZ and Arrow; Stretchy's first load and its pull; the
  /// trailer's two pulls past the strip's end.
  /// (At 667 × 375 HW's first page, 220 points, is within the article's 40 points of its
  /// 211-point table, so the next page loads as soon as the header ends, and the header pull
  /// finds the footer refreshing: three loads still.)
  nonisolated static let loads = [
    "hw": 3, "jk": 2, "dz": 1, "stretchy": 2, "arrow": 1, "trailer": 2, "scroll": 0,
  ]

  @Test(arguments: sizes)
  func everySceneRefreshesAsItsScriptMeans(size: CGSize) throws {
    for sceneType in SceneCatalog.all {
      let window = Window(size: size)
      let scene = sceneType.init(window: window)
      window.advance(by: 1.0 / Double(window.frameRate))
      scene.script.play(in: window, end: scene.endRefreshing)
      window.advance(by: 5)
      let expected = try #require(Self.loads[sceneType.name])
      #expect(scene.loads == expected, "\(sceneType.name) at \(size): \(scene.stateLine)")
      #expect(window.diagnostics.isEmpty, "\(sceneType.name): \(window.diagnostics.messages)")
      #expect(window.isIdle, "\(sceneType.name) at \(size): \(scene.stateLine)")
    }
  }

  /// A person pressing e as soon as each pull is released ends the refresh before its load
  /// does; the load then ends nothing, so nothing is refused.
  @Test(arguments: sizes)
  func endingBeforeTheLoadDoesLeavesNothingToEnd(size: CGSize) {
    for sceneType in SceneCatalog.all {
      let window = Window(size: size)
      let scene = sceneType.init(window: window)
      window.advance(by: 1.0 / Double(window.frameRate))
      let steps = scene.script.steps.flatMap { entry in
        entry.step == .lift ? [.lift, .wait(0.1), .end] : [entry.step]
      }
      GestureScript(steps: steps).play(in: window, end: scene.endRefreshing)
      window.advance(by: 5)
      #expect(window.diagnostics.isEmpty, "\(sceneType.name): \(window.diagnostics.messages)")
      #expect(window.isIdle, "\(sceneType.name) at \(size): \(scene.stateLine)")
    }
  }
}
