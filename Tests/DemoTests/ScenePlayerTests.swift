import Foundation
import Testing
import ViewKitLite
import ViewKitLiteHarness

@testable import Demo

/// What the player hands back for the demo to print once the terminal is restored.
@MainActor
struct ScenePlayerTests {
  @Test func answersTheDiagnosticsOfAScriptNamedByScene() throws {
    let script = try GestureScript("move 0 10 0.1\ndown 100 200\ndown 120 220\nlift\n")
    let player = ScenePlayer(options: DemoOptions(), session: nil)
    let messages = player.play(DZDemoScene.self, script: script).messages
    #expect(
      messages == [
        "dz: Window.GestureScript: line 1: no finger is down; use 'down X Y' first.",
        "dz: Window.GestureScript: line 3: a finger is already down; lift it first.",
      ])
  }

  @Test func reportsEachExpectationNamedByScene() throws {
    let script = try GestureScript(
      "call begin\nwait 1\nexpect state refreshing\nexpect inset.top 0\n")
    let player = ScenePlayer(options: DemoOptions(), session: nil)
    let report = player.play(DZDemoScene.self, script: script)
    #expect(
      report.messages == [
        "dz: line 3: expect state refreshing: ok", "dz: line 4: expect inset.top 0: found 80",
      ])
    #expect(report.failedExpectations == 1)
  }

  /// The `Scenarios/` files of the designs whose demo scenes start idle, as the README says.
  static let sceneIndependentScenarios: [String] = {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Scenarios")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { ["jk-", "dz-", "arrow-"].contains(where: $0.hasPrefix) }.sorted()
      .map { folder.appendingPathComponent($0).path }
  }()

  @Test("a fuzz script's first line names the demo scene it plays in, or says there is none")
  func fuzzScriptsChooseTheirScene() throws {
    let jk = try GestureScript("call scene jk rows 12\ncall pull top 120\nhold 0.2\nlift\n")
    #expect(try SceneCatalog.fuzzScene(of: jk).get() == "jk")
    let footer = try GestureScript("call scene hwAutoFooter rows 3\n")
    #expect(try SceneCatalog.fuzzScene(of: footer).get() == "hw")
    #expect(try SceneCatalog.fuzzScene(of: GestureScript("wait 1\n")).get() == nil)
    let trailer = try GestureScript("call scene trailer rows 3\n")
    guard case .failure(let failure) = SceneCatalog.fuzzScene(of: trailer) else {
      Issue.record("a trailer script has no demo scene")
      return
    }
    #expect(failure.message.contains("no demo scene shows"))
    let player = ScenePlayer(options: DemoOptions(), session: nil)
    let report = player.play(
      try #require(SceneCatalog.scene(named: "jk")),
      script: try GestureScript(
        "call scene jk rows 12\ncall pull top 120\nhold 0.2\nlift\nwait 1\nexpect state refreshing\n"
      ))
    #expect(report.failedExpectations == 0, "\(report.messages)")
    #expect(!report.messages.contains { $0.contains("'scene'") || $0.contains("'pull'") })
  }

  @Test func theJKDZAndArrowScenariosHoldInTheDemoScenes() throws {
    #expect(Self.sceneIndependentScenarios.count >= 4)
    let player = ScenePlayer(options: DemoOptions(), session: nil)
    for path in Self.sceneIndependentScenarios {
      let script = try GestureScript(String(contentsOfFile: path, encoding: .utf8))
      let name = URL(fileURLWithPath: path).lastPathComponent
      let design = String(name.prefix { $0 != "-" })
      let scene = try #require(SceneCatalog.scene(named: design), "\(name)")
      let report = player.play(scene, script: script)
      #expect(report.failedExpectations == 0, "\(name): \(report.messages)")
      #expect(report.messages.contains { $0.hasSuffix(": ok") }, "\(name)")
    }
  }
}
