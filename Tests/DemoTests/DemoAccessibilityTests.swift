import Foundation
import Testing
import ViewKitLite
import ViewKitLiteHarness

@testable import Demo

/// Every scene as a screen-reader user meets it, on every screen size the scenes play on: the
/// audit finds nothing at rest, nor while each of its refresh controls refreshes; JK's Refresh
/// is a button VoiceOver reads and activates, its title dark enough on its bar.
@MainActor
@Suite("Demo accessibility")
struct DemoAccessibilityTests {
  /// `sceneType` on a screen of `size`, once its launch loads have ended and it rests.
  static func rested(_ sceneType: any DemoScene.Type, size: CGSize) -> any DemoScene {
    var options = DemoOptions()
    options.size = size
    let scene = SceneCatalog.open(sceneType, options: options)
    scene.window.advance(by: 5)
    return scene
  }

  @Test("every scene audits clean at rest", arguments: DemoSceneTests.sizes)
  func atRest(size: CGSize) {
    for sceneType in SceneCatalog.all {
      let scene = Self.rested(sceneType, size: size)
      let issues = scene.window.accessibilityAudit()
      #expect(issues.isEmpty, "\(sceneType.name) at \(size), \(scene.stateLine): \(issues)")
    }
  }

  /// Each control is begun by its custom action ("刷新", "加载更多"), as a screen-reader user
  /// begins it, from rest; the audit looks once its inset has settled (the next frame moves
  /// nothing), before the load ends. Every scene but `scroll` offers one.
  @Test(
    "every scene audits clean while each of its controls refreshes, its inset settled",
    arguments: DemoSceneTests.sizes)
  func whileRefreshing(size: CGSize) {
    for sceneType in SceneCatalog.all {
      // The scene holds its window; its screen reader holds it weakly.
      let resting = Self.rested(sceneType, size: size)
      let actions = resting.window.screenReader.actions.map(\.name)
      #expect(actions.isEmpty == (sceneType.name == ScrollDemoScene.name), "\(sceneType.name)")
      for action in actions {
        let scene = Self.rested(sceneType, size: size)
        let window = scene.window
        #expect(window.screenReader.perform(action: action), "\(sceneType.name) \(action)")
        window.advance(by: 0.6)
        let settled = (scene.scrollView.contentOffset, scene.scrollView.adjustedContentInset)
        window.advance(by: 1.0 / Double(window.frameRate))
        let name = "\(sceneType.name) \(action) at \(size), \(scene.stateLine)"
        #expect(scene.stateLine.contains("refreshing"), "\(name)")
        #expect(scene.scrollView.contentOffset == settled.0, "\(name): still moving")
        #expect(scene.scrollView.adjustedContentInset == settled.1, "\(name): inset moving")
        let issues = window.accessibilityAudit()
        #expect(issues.isEmpty, "\(name): \(issues)")
      }
    }
  }

  @Test("JK's Refresh is a button: read by its title, a double tap begins refreshing")
  func jkRefreshButton() throws {
    let rested = Self.rested(JKDemoScene.self, size: CGSize(width: 375, height: 667))
    let scene = try #require(rested as? JKDemoScene)
    let reader = scene.window.screenReader
    #expect(reader.focus(scene.button))
    #expect(reader.spokenText == "Refresh, Button")
    #expect(reader.activate())
    scene.window.advance(by: 0.6)
    #expect(scene.control.isRefreshing)
    #expect(reader.announcements.last == "正在刷新数据中...")
  }

  /// The numbers the scene's comment gives: UIKit's system blue fails on the bar, the
  /// Increase Contrast blue passes.
  @Test("JK's button title: 6.92:1 on the bar, where the system blue's 3.68:1 is under 4.5:1")
  func jkTitleContrast() {
    let ratio = { (color: Color) in
      String(format: "%.2f", Double(color.contrastRatio(with: JKDemoScene.barColor)))
    }
    #expect(ratio(JKDemoScene.buttonTitleColor) == "6.92")
    #expect(ratio(Button.defaultTitleColor) == "3.68")
  }
}
