import Foundation
import PseudoTerminalSupport
import Testing

@testable import Demo

#if canImport(Glibc)
import Glibc
#endif

/// The demo as a user runs it: a separate process, its output, its exit status.
@Suite("Demo process")
struct DemoProcessTests {
  nonisolated static var demo: URL? {
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return [Bundle.main.bundleURL, runner, runner.deletingLastPathComponent()]
      .map { $0.appendingPathComponent("Demo") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  struct Result {
    let status: Int32
    let output: String
    let error: String
  }

  /// Runs the demo with `arguments` to its end, waiting on a thread of its own.
  static func run(_ arguments: [String]) async throws -> Result {
    try await onOwnThread { try runToEnd(arguments) }
  }

  /// Runs the demo with `arguments` and waits for its end and its output.
  static func runToEnd(_ arguments: [String]) throws -> Result {
    guard let executable = demo else { throw POSIXError(.ENOENT) }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
      error: String(decoding: err, as: UTF8.self))
  }

  /// The demo run with no arguments and not in a terminal, once for every test that reads it.
  static let keyFrameRun = Task { try await run([]) }

  @Test("not a terminal: every scene as stamped key frames, finishing by itself, the same twice")
  func keyFrames() async throws {
    let result = try await Self.keyFrameRun.value
    #expect(result.status == 0)
    #expect(try await Self.run([]).output == result.output, "the same bytes twice")
    for scene in ["hw", "jk", "dz", "stretchy", "arrow", "trailer", "scroll"] {
      #expect(result.output.contains("== \(scene) #1 t="), "\(scene) plays")
    }
    #expect(result.output.contains("header=refreshing"))
    #expect(result.output.contains("state=refreshing scale=1"))
    #expect(!result.output.contains("\u{1B}["), "no escape codes when not a terminal")
  }

  @Test("--lang en: the English texts, the same bytes twice; --help names the keys")
  func english() async throws {
    let result = try await Self.run(["--scene", "hw", "--lang", "en"])
    #expect(result.status == 0)
    #expect(try await Self.run(["--scene", "hw", "--lang", "en"]).output == result.output)
    for text in ["Loading...", "Release to refresh", "Refreshed", "Last update: Today 12:00"] {
      #expect(result.output.contains(text), "\(text)")
    }
    #expect(!result.output.contains("刷新中") && !result.output.contains("加载"))
    let help = try await Self.run(["--help"]).output
    let keys = [
      "↓ or j", "↑ or k", "t pulls", "space", "Mouse", "--camera", "--lang", "--voiceover",
      "v shows",
    ]
    for key in keys {
      #expect(help.contains(key), "\(key)")
    }
  }

  @Test("--voiceover: each key frame's stamp is followed by what VoiceOver says, the same twice")
  func voiceOverKeyFrames() async throws {
    let arguments = ["--scene", "jk", "--voiceover", "--lang", "en"]
    let result = try await Self.run(arguments)
    #expect(result.status == 0)
    #expect(try await Self.run(arguments).output == result.output, "the same bytes twice")
    let frames = result.output.components(separatedBy: "\n== ").dropFirst()
    #expect(frames.count == 8)
    for frame in frames {
      let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines[1].hasPrefix("VoiceOver (control"), "\(lines[0])")
      #expect(lines[2].hasPrefix("  announced "), "\(lines[0])")
    }
    #expect(result.output.contains("VoiceOver (control): \"Loading...\""))
    #expect(result.output.contains("  announced \"Loading...\" at t=0.633s"))
  }

  @Test("--list and --help")
  func listAndHelp() async throws {
    let list = try await Self.run(["--list"])
    #expect(
      list.output.split(separator: "\n").map { String($0.prefix(while: { $0 != " " })) } == [
        "hw", "jk", "dz", "stretchy", "arrow", "trailer", "scroll",
      ])
    let help = try await Self.run(["--help"])
    #expect(help.output.hasPrefix("USAGE: swift run Demo [options]"))
  }

  @Test(
    "bad options get a one-line error, then the usage, and a non-zero exit",
    arguments: [
      (["--bogus"], "Demo: unknown option '--bogus'; see --help"),
      (["--speed", "0"], "Demo: --speed needs a positive number, not '0'"),
      (["--size", "10x10"], "Demo: --size needs WxH in points, 320 to 4000 each, not '10x10'"),
      (
        ["--scene", "nope"],
        "Demo: no scene 'nope'; choose from hw, jk, dz, stretchy, arrow, trailer, scroll"
      ),
      (["--scene"], "Demo: --scene needs a value; see --help"),
      (["--camera", "wide"], "Demo: --camera needs follow or full, not 'wide'"),
      (["--lang", "fr"], "Demo: --lang needs one of zh-Hans, zh-Hant, en, ko, ru, uk, not 'fr'"),
    ])
  func badOptions(arguments: [String], message: String) async throws {
    let result = try await Self.run(arguments)
    #expect(result.status == 64)
    #expect(result.error.hasPrefix(message + "\n\nUSAGE: swift run Demo [options]\n"))
  }

  @Test("a script plays; a bad script line fails with its number")
  func scripts() async throws {
    let directory = FileManager.default.temporaryDirectory
    let good = directory.appendingPathComponent("demo-good-\(UUID().uuidString).script")
    try "down 187 300\nmove 0 200 0.5\nsnapshot\nhold 0.1\nlift\nwait 1\nsnapshot\n".write(
      to: good, atomically: true, encoding: .utf8)
    let played = try await Self.run(["--scene", "jk", "--script", good.path])
    #expect(played.status == 0)
    #expect(played.output.contains("== jk #1 t=0.517s | state=pulling scale=1"))
    #expect(played.output.contains("== jk #2 t=1.617s | state=refreshing"))
    let bad = directory.appendingPathComponent("demo-bad-\(UUID().uuidString).script")
    try "down 1 2\nmove 0 abc 1\n".write(to: bad, atomically: true, encoding: .utf8)
    let failed = try await Self.run(["--script", bad.path])
    #expect(failed.status == 65)
    #expect(failed.error == "Demo: \(bad.path): line 2: 'abc' is not a finite number\n")
  }

  @Test("a script's refused steps are printed after the run, named by scene")
  func scriptDiagnostics() async throws {
    let script = FileManager.default.temporaryDirectory
      .appendingPathComponent("demo-odd-\(UUID().uuidString).script")
    try "lift\nmove 0 10 0.1\nend\n".write(to: script, atomically: true, encoding: .utf8)
    let played = try await Self.run(["--scene", "hw", "--script", script.path])
    #expect(played.status == 0)
    #expect(
      played.error
        == "Demo: hw: Window.GestureScript: line 2: no finger is down; use 'down X Y' first.\n")
  }

  #if canImport(Glibc)
  @Test(
    "interactive through a pseudo-terminal: keys in, screen out, settings restored after q, SIGINT and SIGTERM"
  )
  func interactive() async throws {
    let statuses: KeyValuePairs = ["q": Int32(0), "SIGINT": 130, "SIGTERM": 143]
    for (ending, expected) in statuses {
      let pty = try PseudoTerminal()
      let original = pty.settings
      guard let executable = Self.demo else { throw POSIXError(.ENOENT) }
      let process = Process()
      process.executableURL = executable
      process.arguments = ["--interactive", "--scene", "jk", "--no-color"]
      process.standardInput = pty.slaveHandle
      process.standardOutput = pty.slaveHandle
      process.standardError = pty.slaveHandle
      try process.run()
      var screen = await pty.read(for: 5) { $0.contains("t=") }
      #expect(pty.settings.c_lflag & tcflag_t(ICANON) == 0, "raw while playing")
      pty.write(String(repeating: "j", count: 12))
      screen += await pty.read(for: 5) { $0.contains("state=pulling") }
      #expect(screen.contains("jk: ↓/j pull"))
      #expect(screen.contains("state=pulling"))
      let frames = screen.components(separatedBy: "\u{1B}[H").dropFirst().dropLast()
      #expect(!frames.isEmpty)
      for frame in frames {
        let newlines = frame.filter { $0 == "\n" || $0 == "\r\n" }.count
        #expect(newlines <= 59, "a frame fits the 60 rows without scrolling")
      }
      switch ending {
      case "q": pty.write("q")
      case "SIGINT": process.interrupt()
      default: process.terminate()
      }
      // Read as a terminal does while it ends: a demo waiting in a write to a full terminal
      // handles no signal and sees no key.
      while process.isRunning {
        screen += await pty.read(for: 0.01)
      }
      screen += String(decoding: await pty.drain(), as: UTF8.self)
      #expect(process.terminationStatus == expected, "\(ending)")
      #expect(screen.hasSuffix("\u{1B}[?1049l"), "nothing drawn after the terminal is back")
      #expect(
        screen.contains(Terminal.enterSequence + MouseEvent.reportingOn), "the mouse reported")
      #expect(
        screen.hasSuffix(MouseEvent.reportingOff + Terminal.restoreSequence),
        "mouse reporting off before the terminal is given back, after \(ending)")
      #expect(screen.contains("\u{1B}[?25h"), "the cursor comes back")
      let restored = pty.settings
      #expect(restored.c_lflag == original.c_lflag, "settings restored after \(ending)")
    }
  }
  #endif
}
