import CommandLineOptions
import Foundation
import ViewKitLite
import ViewKitLiteHarness

/// `swift run Demo`: every scene played by scripted fingers, animated in a terminal or as
/// stamped key frames; see `--help`.
@MainActor
enum DemoApp {
  static func run(_ arguments: [String]) -> Int32 {
    var options: DemoOptions
    do {
      options = try DemoOptions.parse(arguments, environment: ProcessInfo.processInfo.environment)
    } catch {
      FileHandle.standardError.write(Data(DemoOptions.table.failure(error, program: "Demo").utf8))
      return 64
    }
    if options.showHelp {
      print(DemoOptions.usage, terminator: "")
      return 0
    }
    if options.listScenes {
      for scene in SceneCatalog.all { print("\(scene.name)  \(scene.summary)") }
      return 0
    }
    let loaded = loadScript(options.scriptPath)
    if case .failure(let failure) = loaded { return fail(failure.message, code: 65) }
    let script = try? loaded.get()
    if options.sceneName == nil, let script {
      switch SceneCatalog.fuzzScene(of: script) {
      case .success(let name): options.sceneName = name
      case .failure(let failure): return fail(failure.message, code: 65)
      }
    }
    guard let scenes = selectedScenes(for: options) else {
      let names = SceneCatalog.all.map { $0.name }.joined(separator: ", ")
      let error = OptionError(
        message: "no scene '\(options.sceneName ?? "")'; choose from \(names)")
      FileHandle.standardError.write(Data(DemoOptions.table.failure(error, program: "Demo").utf8))
      return 64
    }
    if options.interactive {
      return interact(scenes, options: options)
    }
    let animated = Terminal.isInteractive && !options.filmstrip
    let failed = play(scenes, script: script, options: options, animated: animated)
    return failed == 0 ? 0 : 1
  }

  static func selectedScenes(for options: DemoOptions) -> [any DemoScene.Type]? {
    guard let name = options.sceneName else { return SceneCatalog.all }
    return SceneCatalog.scene(named: name).map { [$0] }
  }

  static func loadScript(_ path: String?) -> Result<GestureScript?, DemoOptions.Failure> {
    guard let path else { return .success(nil) }
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      return .failure(DemoOptions.Failure(message: "cannot read the script \(path)"))
    }
    do {
      return .success(try GestureScript(text))
    } catch {
      return .failure(DemoOptions.Failure(message: "\(path): \(error)"))
    }
  }

  /// Plays the scenes, then prints what they report; answers how many `expect` lines failed.
  static func play(
    _ scenes: [any DemoScene.Type], script: GestureScript?, options: DemoOptions, animated: Bool
  ) -> Int {
    let session = animated ? TerminalSession() : nil
    session?.start()
    let player = ScenePlayer(options: options, session: session)
    let reports = scenes.map { player.play($0, script: script) }
    session?.finish()
    // After the terminal is restored, so an animated run's messages stay on screen.
    reports.flatMap(\.messages).forEach(printError)
    return reports.map(\.failedExpectations).reduce(0, +)
  }

  /// The interactive mode: raw keys in, the screen out, the terminal restored on every exit.
  static func interact(_ scenes: [any DemoScene.Type], options: DemoOptions) -> Int32 {
    guard let terminal = RawTerminal() else {
      return fail("--interactive needs a terminal on standard input", code: 64)
    }
    let session = TerminalSession(keyboard: terminal, reportsMouse: true)
    session.start()
    InteractivePlayer(options: options, terminal: terminal, session: session).run(scenes)
    session.finish()
    return 0
  }

  static func fail(_ message: String, code: Int32) -> Int32 {
    printError(message)
    return code
  }

  /// Writes `message` to standard error as one line, named by the demo.
  static func printError(_ message: String) {
    FileHandle.standardError.write(Data("Demo: \(message)\n".utf8))
  }
}

exit(DemoApp.run(Array(CommandLine.arguments.dropFirst())))
