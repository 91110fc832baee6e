import Foundation
import ViewKitLite

/// `--interactive`: a person pulls with the keyboard. Each frame reads the keys, moves the
/// finger 12 points for each ↓/j or ↑/k, runs the clock one frame, and redraws with the newest
/// diagnostic under the state line; space lifts the finger, e ends refreshing, n goes to the next
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
    let window = Window(size: options.size)
    window.backgroundColor = .white
    let scene = sceneType.init(window: window)
    var finger: Finger?
    var lastSize = Terminal.size
    let help = "↓/j pull  ↑/k push  space release  e end  n next  q quit"
    session.draw("\u{1B}[2J")
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
      let size = Terminal.size
      if size != lastSize {
        lastSize = size
        session.draw("\u{1B}[2J")
      }
      let player = ScenePlayer(options: options, session: session)
      let picture = window.picture(scale: player.scale(for: window.bounds.size, lines: 3))
      session.draw(
        Terminal.home + Terminal.line("\(sceneType.name): \(help)") + "\n"
          + picture.ansiText(colors: options.useColor)
          + Terminal.line("t=\(NumberFormat.string(window.now))s  \(scene.stateLine)") + "\n"
          + Terminal.line(window.diagnostics.messages.last ?? ""))
    }
  }
}
