import Foundation
import ViewKitLite

@testable import Demo

/// The texts a scene's labels show while its script plays: what a picture of it may spell.
@MainActor
enum SceneTexts {
  /// Every text a label of `sceneType` shows on any frame of its script and the five seconds
  /// after, with `options`' language.
  static func all(
    of sceneType: any DemoScene.Type, options: DemoOptions = DemoOptions()
  )
    -> Set<String>
  {
    let scene = SceneCatalog.open(sceneType, options: options)
    var texts = Set<String>()
    let window = scene.window
    let link = DisplayLink(window: window) { _ in texts.formUnion(labels(in: window)) }
    scene.script.play(in: scene.window, end: scene.endRefreshing)
    scene.window.advance(by: 5)
    link.invalidate()
    return texts
  }

  /// The texts of the labels under `view`.
  private static func labels(in view: View) -> [String] {
    ((view as? Label)?.text.map { [$0] } ?? []) + view.subviews.flatMap(labels(in:))
  }
}
