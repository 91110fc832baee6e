import Foundation
import ViewKitLite

/// `--interactive`: a person pulls with the keyboard. Each frame reads the keys, moves the
/// finger 12 points for each ↓/j or ↑/k, runs the clock one frame, and redraws with the newest
/// diagnostic under the status; space lifts the finger, e ends refreshing, n goes to the next
/// scene, q quits.
@MainActor
struct InteractivePlayer {
  let options: DemoOptions
  let terminal: RawTerminal
  let session: TerminalSession
  static let step: CGFloat = 12

  /// Plays `scenes` in turn until the last one is left with n, or q.
  func run(_ scenes: [any DemoScene.Type]) {
    var index = 0
    while index < scenes.count {
      switch play(scenes[index]) {
      case .next: index += 1
      case .quit: return
      }
    }
  }

  enum Outcome {
    case next
    case quit
  }

  private func play(_ sceneType: any DemoScene.Type) -> Outcome {
    let scene = SceneCatalog.open(sceneType, options: options)
    let window = scene.window
    var finger: Finger?
    let help = "↓/j pull  ↑/k push  space release  e end  n next  q quit"
    let drawer = FrameDrawer(options: options, session: session, extraLines: 1)
    while true {
      for key in Key.parse(terminal.read(timeout: 1.0 / Double(window.frameRate) / options.speed)) {
        switch key {
        case .pull, .push:
          let point = CGPoint(x: window.bounds.midX, y: window.bounds.height * 0.3)
          let current = finger ?? window.touchDown(at: point)
          finger = current
          let delta = key == .pull ? InteractivePlayer.step : -InteractivePlayer.step
          current.move(by: CGPoint(x: 0, y: delta), duration: 0)
        case .release:
          finger?.lift()
          finger = nil
        case .end:
          scene.endRefreshing()
        case .next:
          return .next
        case .quit:
          return .quit
        }
      }
      window.advance(by: 1.0 / Double(window.frameRate))
      drawer.draw(
        scene, top: "\(sceneType.name): \(help)", extra: [window.diagnostics.messages.last ?? ""])
    }
  }
}
