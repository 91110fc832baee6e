import Foundation
import PseudoTerminalSupport
import RefreshControlsTesting
import Testing

@testable import Demo

#if canImport(Glibc)
import Glibc

/// Signals to the demo in a pseudo-terminal, as a person's Ctrl-C and Ctrl-Z send them: the
/// terminal given back before the process ends or stops, and taken back when it continues.
@Suite("Demo signals")
struct DemoSignalTests {
  static let enter = "\u{1B}[?1049h"
  static let leave = "\u{1B}[?1049l"

  /// The last scene time a frame in `screen` shows, in seconds.
  static func lastTime(in screen: String) -> Double? {
    screen.matches(of: /t=([0-9.]+)s/).last.flatMap { Double($0.output.1) }
  }

  /// How long the demo stays stopped before it is continued, in seconds.
  static let away = 1.5
  /// How long the test reads the frames after a continue, in seconds.
  static let afterContinue = 0.5

  /// Whether the scene's clock stood still while the demo was away: read for `afterContinue`
  /// seconds, the scene moves on by about that much. A clock that ran while stopped moves on by
  /// `away` more; a busy machine can only add the frames the demo was behind when it stopped,
  /// so the bound sits half of `away` above the read.
  static func stoodStill(from stoppedAt: Double, to resumedAt: Double) -> Bool {
    resumedAt > stoppedAt && resumedAt < stoppedAt + afterContinue + away / 2
  }

  /// At 60 times the speed the demo draws almost without pause, so a SIGINT often comes while
  /// a frame is on its way: a handler that restored without stopping the drawing left bytes
  /// after the restore in 7 of 50 runs, so 20 runs miss such a bug once in 20.
  @Test("twenty SIGINTs at random moments: nothing is drawn after the terminal is given back")
  func interruptsAtRandomMoments() async throws {
    var random = SplitMix64(seed: 20_261_130)
    for run in 0..<20 {
      let pty = try PseudoTerminal()
      let original = pty.settings
      let demo = try pty.spawn(["--interactive", "--scene", "dz", "--no-color", "--speed", "60"])
      var screen = await pty.read(for: 5) { $0.contains("t=") }
      pty.write(String(repeating: "j", count: Int.random(in: 0...12, using: &random)))
      screen += await pty.read(for: Double.random(in: 0...0.1, using: &random))
      kill(demo, SIGINT)
      let (status, rest) = await pty.readUntilExit(of: demo)
      screen += rest
      #expect(status == 130, "run \(run)")
      #expect(screen.hasSuffix(Self.leave), "run \(run): nothing after the terminal is back")
      #expect(
        screen.hasSuffix(MouseEvent.reportingOff + Terminal.restoreSequence),
        "run \(run): the mouse given back too")
      #expect(pty.settings.c_lflag == original.c_lflag, "run \(run): settings restored")
    }
  }

  @Test(
    "SIGTSTP gives the terminal back and stops; SIGCONT takes it back and goes on",
    arguments: [["--scene", "hw"], ["--interactive", "--scene", "jk"]])
  func stopsAndContinues(arguments: [String]) async throws {
    let pty = try PseudoTerminal()
    let original = pty.settings
    let demo = try pty.spawn(arguments + ["--no-color"])
    let before = await pty.read(for: 5) { (Self.lastTime(in: $0) ?? 0) > 0.5 }
    kill(demo, SIGTSTP)
    let (stopped, stopping) = await pty.readUntilStopped(of: demo)
    #expect(stopped.map { $0 & 0xFF } == 0x7F, "stopped")
    #expect(stopped.map { ($0 >> 8) & 0xFF } == SIGTSTP, "by SIGTSTP")
    let screen = await before + stopping + pty.read(for: Self.away)
    #expect(screen.hasSuffix(Self.leave), "the terminal is back, and nothing drawn while stopped")
    let mouse = arguments.contains("--interactive")
    #expect(
      screen.hasSuffix((mouse ? MouseEvent.reportingOff : "") + Terminal.restoreSequence),
      "the mouse given back with the terminal, by hand")
    #expect(pty.settings.c_lflag == original.c_lflag, "settings restored while stopped")
    let stoppedAt = try #require(Self.lastTime(in: screen))
    kill(demo, SIGCONT)
    let resumed = await pty.read(for: Self.afterContinue)
    #expect(resumed.hasPrefix(Self.enter), "the terminal taken back first")
    #expect(
      resumed.hasPrefix(Terminal.enterSequence + (mouse ? MouseEvent.reportingOn : "")),
      "and the mouse, by hand")
    let resumedAt = try #require(Self.lastTime(in: resumed), "frames after SIGCONT")
    #expect(Self.stoodStill(from: stoppedAt, to: resumedAt), "no time passed while stopped")
    kill(demo, SIGINT)
    let (status, rest) = await pty.readUntilExit(of: demo)
    #expect(status == 130)
    #expect(rest.hasSuffix(Self.leave))
  }

  @Test(
    "in a shell: Ctrl-Z stops, fg goes on; bg stops it again (tty output) until fg",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
  func jobControl() async throws {
    let pty = try PseudoTerminal()
    let shell = try pty.spawnShell()
    defer {
      kill(shell, SIGKILL)
      _ = pty.status(of: shell, options: 0)
    }
    _ = await pty.read(for: 5) { $0.contains("$ ") }
    pty.write("'\(try #require(DemoProcessTests.demo?.path))' --scene hw --no-color\n")
    var screen = await pty.read(for: 5) { (Self.lastTime(in: $0) ?? 0) > 0.5 }
    pty.write("\u{1A}")
    screen += await pty.read(for: 5) { $0.contains("Stopped") }
    screen += await pty.read(for: Self.away)
    let stopped = try #require(screen.range(of: "Stopped", options: .backwards))
    let beforeShell = screen[..<stopped.lowerBound]
    let leave = try #require(beforeShell.range(of: Self.leave, options: .backwards))
    #expect(!beforeShell[leave.upperBound...].contains("t="), "nothing drawn after the restore")
    let stoppedAt = try #require(Self.lastTime(in: screen))
    pty.write("fg\n")
    let resumed = await pty.read(for: Self.afterContinue)
    #expect(resumed.contains(Self.enter), "fg: the terminal taken back")
    let resumedAt = try #require(Self.lastTime(in: resumed), "fg: frames again")
    #expect(Self.stoodStill(from: stoppedAt, to: resumedAt), "stopped, no time passed")
    pty.write("\u{1A}")
    let secondStop = await pty.read(for: 5) { $0.contains("Stopped") }
    let stoppedAgainAt = try #require(Self.lastTime(in: resumed + secondStop))
    pty.write("bg\n")
    let background = await pty.read(for: Self.away)
    #expect(!background.contains(Self.enter) && !background.contains("t="), "nothing in the bg")
    pty.write("fg\n")
    let again = await pty.read(for: Self.afterContinue)
    #expect(again.contains(Self.enter), "fg after bg: the terminal taken back")
    let againAt = try #require(Self.lastTime(in: again), "fg after bg: frames again")
    #expect(Self.stoodStill(from: stoppedAgainAt, to: againAt), "stopped in the bg, no time passed")
    pty.write("\u{3}")
    _ = await pty.read(for: 5) { $0.hasSuffix("$ ") }
    pty.write("echo status=$?\n")
    #expect(await pty.read(for: 5) { $0.contains("status=1") }.contains("status=130"))
  }
}
#endif
