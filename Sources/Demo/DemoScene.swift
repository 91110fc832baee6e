import Foundation
import ViewKitLite

/// A screen the demo plays: it builds itself in a window and brings a gesture script.
@MainActor
protocol DemoScene: AnyObject {
  /// The scene's name, for `--scene`.
  static var name: String { get }
  /// One line about it, for `--list`.
  static var summary: String { get }
  /// Builds the scene in `window`.
  init(window: Window)
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
    ArrowDemoScene.self, ScrollDemoScene.self,
  ]

  static func scene(named name: String) -> (any DemoScene.Type)? {
    all.first { $0.name == name }
  }
}
