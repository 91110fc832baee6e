import Foundation
import ViewKitLite
import ViewKitLiteHarness

/// A screen the demo plays: it builds itself in a window and brings a gesture script.
@MainActor
protocol DemoScene: AnyObject {
  /// The scene's name, for `--scene`.
  static var name: String { get }
  /// One line about it, for `--list`.
  static var summary: String { get }
  /// One line under the status saying what the picture draws besides the controls and the
  /// rows (a bar, a background), or `nil` when there is nothing to explain.
  static var legend: String? { get }
  /// The smallest scale the camera films the scene at: its control large enough to recognise
  /// at 80 × 24.
  static var readableScale: CGFloat { get }
  /// Builds the scene in `window`.
  init(window: Window)
  /// The window it plays in.
  var window: Window { get }
  /// The scroll view a finger pulls: a table, or the trailer scene's strip.
  var scrollView: ScrollView { get }
  /// The axis its control is pulled along: vertical unless the scene says otherwise.
  var pullAxis: ScrollView.Axis { get }
  /// The control it is about now.
  var focus: SceneFocus { get }
  /// What a scripted finger does in it.
  var script: GestureScript { get }
  /// Ends a refresh (the script's `end`).
  func endRefreshing()
  /// The state line stamped on each key frame.
  var stateLine: String { get }
  /// How many loads the scene's refresh controls have asked for so far.
  var loads: Int { get }
}

/// Every scene, in the order the demo plays them.
@MainActor
enum SceneCatalog {
  static let all: [any DemoScene.Type] = [
    HWDemoScene.self, JKDemoScene.self, DZDemoScene.self, StretchyDemoScene.self,
    ArrowDemoScene.self, TrailerDemoScene.self, ScrollDemoScene.self,
  ]

  static func scene(named name: String) -> (any DemoScene.Type)? {
    all.first { $0.name == name }
  }

  /// The demo scene a fuzz script's first line names (`call scene hwHeader rows 12` plays in
  /// `hw`), `nil` for a script without one, or why the demo has none for it.
  static func fuzzScene(of script: GestureScript) -> Result<String?, DemoOptions.Failure> {
    guard case .call("scene", let words) = script.steps.first?.step, let style = words.first
    else { return .success(nil) }
    let scenes = [
      "hwHeader": "hw", "hwFooter": "hw", "hwAutoFooter": "hw", "jk": "jk", "dz": "dz",
      "arrow": "arrow", "stretchy": "stretchy",
    ]
    guard let name = scenes[style] else {
      return .failure(
        DemoOptions.Failure(
          message:
            "the script plays on \(style), which no demo scene shows; replay it with "
            + "RefreshFuzzer's replay(_:)"))
    }
    return .success(name)
  }

  /// Builds a scene of `sceneType` in a new white window of `options`' size, speaking
  /// `options`' language from the start: a scene that refreshes as it launches (HW, Stretchy)
  /// announces it in that language too.
  static func open(_ sceneType: any DemoScene.Type, options: DemoOptions) -> any DemoScene {
    let window = Window(size: options.size)
    window.backgroundColor = .white
    window.refreshLanguage = options.language
    return sceneType.init(window: window)
  }
}

extension DemoScene {
  /// Nothing to explain, unless the scene says otherwise.
  static var legend: String? { nil }

  /// Vertical: every scene's control but the trailer's is pulled along y.
  var pullAxis: ScrollView.Axis { .vertical }
}
