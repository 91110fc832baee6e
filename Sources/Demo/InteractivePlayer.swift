import Foundation
import ViewKitLite

/// `--interactive`: a person pulls with the keyboard or the mouse. Each frame reads the input,
/// hands it to the ``Hand``, runs the clock one frame (unless the hand's move already ran it),
/// and redraws, with the newest diagnostic under the status; e ends refreshing, v shows or
/// hides the VoiceOver lines (for the scenes after too), n goes to the next scene, q quits.
@MainActor
struct InteractivePlayer {
  let options: DemoOptions
  let terminal: RawTerminal
  let session: TerminalSession

  /// The keys, on the line above the picture (short enough for 80 columns after the longest
  /// scene's name); "VO" is VoiceOver's lines, "drag" the mouse's.
  static let help = "↓/j pull ↑/k push t trigger space lift e end v VO n next q quit, drag"

  /// Plays `scenes` in turn until the last one is left with n, or q.
  func run(_ scenes: [any DemoScene.Type]) {
    var index = 0
    var input = Input()
    // What v last chose holds in the next scene too.
    var options = self.options
    while index < scenes.count {
      switch play(scenes[index], input: &input, options: &options) {
      case .next: index += 1
      case .quit: return
      }
    }
  }

  /// The keys read and not yet handled: a read may bring several (`n` twice, quickly), and
  /// the ones after a key that leaves a scene belong to the next scene.
  struct Input {
    var reader = KeyReader()
    var pending: [Key] = []

    /// The next key, reading the terminal for up to `timeout` seconds when none waits.
    mutating func next(from terminal: RawTerminal, timeout: TimeInterval) -> Key? {
      if pending.isEmpty { pending = reader.keys(from: terminal.read(timeout: timeout)) }
      return pending.isEmpty ? nil : pending.removeFirst()
    }
  }

  enum Outcome {
    case next
    case quit
  }

  /// Plays one scene until a key leaves it, leaving in `options` what v chose there.
  private func play(
    _ sceneType: any DemoScene.Type, input: inout Input, options: inout DemoOptions
  ) -> Outcome {
    let scene = SceneCatalog.open(sceneType, options: options)
    let window = scene.window
    let hand = Hand(scene: scene)
    let drawer = FrameDrawer(options: options, session: session, extraLines: 1)
    let frame = 1.0 / Double(window.frameRate)
    while true {
      let frameCount = window.frameCount
      var timeout = frame / options.speed
      while let key = input.next(from: terminal, timeout: timeout) {
        timeout = 0
        if let outcome = handle(key, hand: hand, scene: scene, drawer: drawer) {
          options = drawer.options
          return outcome
        }
        if input.pending.isEmpty { break }
      }
      if !hand.tick(), window.frameCount == frameCount {
        window.advance(by: frame)
      }
      drawer.draw(
        scene, top: "\(sceneType.name): \(InteractivePlayer.help)",
        extra: [window.diagnostics.messages.last ?? ""])
    }
  }

  /// Does what `key` asks; answers how the scene ends when it ends it.
  private func handle(
    _ key: Key, hand: Hand, scene: any DemoScene, drawer: FrameDrawer
  ) -> Outcome? {
    switch key {
    case .pull: hand.step(down: true)
    case .push: hand.step(down: false)
    case .trigger: hand.pullPastTrigger()
    case .release: hand.lift()
    case .end: scene.endRefreshing()
    case .voiceOver: drawer.options.voiceOver.toggle()
    case .next: return .next
    case .quit: return .quit
    case .mouse(let event):
      guard let camera = drawer.camera else { break }
      hand.handle(event, camera: camera, origin: FrameDrawer.pictureOrigin)
    }
    return nil
  }
}
