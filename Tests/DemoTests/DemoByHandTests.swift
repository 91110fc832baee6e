import Foundation
import PseudoTerminalSupport
import Testing

@testable import Demo

#if canImport(Glibc)
import Glibc

/// A person playing at an 80 × 24 terminal through a pseudo-terminal: keys pull in steps and
/// on while held, `t` pulls just past the trigger, the mouse drags; the finger lifts by itself.
@Suite("Demo by hand")
struct DemoByHandTests {
  /// A demo playing `scene` by hand at 80 × 24, with any more `arguments`, once its first
  /// frame is drawn.
  struct Session {
    let pty: PseudoTerminal
    let demo: pid_t
    var output: String

    init(scene: String, arguments: [String] = []) async throws {
      pty = try PseudoTerminal(columns: 80, rows: 24)
      demo = try pty.spawn(["--interactive", "--scene", scene, "--no-color"] + arguments)
      output = await pty.read(for: 5) { $0.contains("t=") }
    }

    /// Writes `keys`, then reads until `text` shows (or five seconds pass).
    mutating func press(_ keys: String, until text: String) async {
      pty.write(keys)
      output += await pty.read(for: 5) { $0.contains(text) }
    }

    /// Presses the left button at column 40 of the first of `rows` and drags it through the
    /// others (SGR mouse reports: 0 for the press, 32 for a drag), a little apart in time.
    mutating func drag(rows: [Int]) async {
      for (index, row) in rows.enumerated() {
        pty.write("\u{1B}[<\(index == 0 ? 0 : 32);40;\(row)M")
        output += await pty.read(for: 0.03)
      }
    }

    /// Quits with q and answers everything drawn, with the exit status.
    mutating func quit() async -> (status: Int32, screen: TerminalScreen) {
      pty.write("q")
      let (status, rest) = await pty.readUntilExit(of: demo)
      output += rest
      return (status, TerminalScreen(output))
    }
  }

  /// How far past the top each frame shows the content, in whole points (0 at the top: the
  /// offset's words, before the comma, not the inset's).
  static func pulls(in screen: TerminalScreen) -> [Int] {
    screen.frames.compactMap { frame in
      if let pulled = frame.status.firstMatch(of: /pulled (\d+) pt past the top/) {
        return Int(pulled.1)
      }
      return frame.status.contains("at the top,") ? 0 : nil
    }
  }

  @Test("↓ moves a sixth of JK's 70-point trigger; repeated, it pulls on without lifting")
  func keysStepAndRepeat() async throws {
    var session = try await Session(scene: "jk")
    await session.press("\u{1B}[B", until: "pulled 12 pt past the top")
    for _ in 0..<6 {
      session.pty.write("\u{1B}[B")
      session.output += await session.pty.read(for: 0.03)
    }
    await session.press("", until: "state=refreshing")
    let (status, screen) = await session.quit()
    #expect(status == 0)
    let pulls = Self.pulls(in: screen).drop { $0 == 0 }
    let held = Array(pulls.prefix { $0 != 0 })
    #expect(held.first == 12, "one step: 70 / 6 points")
    #expect(held.last == 82, "seven steps")
    #expect(held == held.sorted(), "never let go between the steps: \(held)")
    #expect(Set(held).isSubset(of: [12, 23, 35, 47, 58, 70, 82]), "\(held)")
    #expect(!screen.frames(of: "jk", with: "state=pulling", "pulled 82 pt").isEmpty)
    #expect(!screen.frames(of: "jk", with: "state=refreshing").isEmpty, "lifted by itself")
  }

  /// Arrow's control refreshes under the finger once past 120 points, and keeps 60 in view:
  /// its 123 points show as 63 past the top its inset makes.
  @Test(
    "t pulls just past the control's trigger; the finger lifts by itself and it refreshes",
    arguments: [("jk", 73), ("dz", 83), ("arrow", 63)])
  func triggerKey(scene: String, pull: Int) async throws {
    var session = try await Session(scene: scene)
    await session.press("t", until: "state=refreshing")
    session.output += await session.pty.read(for: 0.2)
    let (status, screen) = await session.quit()
    #expect(status == 0)
    #expect(Self.pulls(in: screen).contains(pull), "\(scene): \(Self.pulls(in: screen))")
    #expect(!screen.frames(of: scene, with: "state=refreshing").isEmpty)
  }

  @Test("the mouse is a finger: a press and a drag pull HW's header, the release refreshes it")
  func mouseDrags() async throws {
    var session = try await Session(scene: "hw")
    await session.press("", until: "header=normal footer=normal rows=5")
    session.output += await session.pty.read(for: 0.5)
    await session.drag(rows: [5, 10, 15, 20, 23])
    await session.press("", until: "header=pulling")
    await session.press("\u{1B}[<0;40;23m", until: "header=refreshing")
    let (status, screen) = await session.quit()
    #expect(status == 0)
    let pulled = screen.frames(of: "hw", with: "header=pulling")
    #expect(!pulled.isEmpty, "past the 44-point threshold under the finger")
    #expect(!screen.frames(of: "hw", with: "header=refreshing", "rows=5").isEmpty, "released")
    #expect(session.output.contains(Terminal.enterSequence + MouseEvent.reportingOn))
    #expect(session.output.hasSuffix(MouseEvent.reportingOff + Terminal.restoreSequence))
  }

  @Test("a mouse drag on JK's rows pulls its table: the J comes out and refreshes")
  func mouseDragsJK() async throws {
    var session = try await Session(scene: "jk")
    session.output += await session.pty.read(for: 0.5)
    // At rest the camera frames the table's top edge: the bar's bottom on the picture's first
    // two rows (terminal rows 3 and 4), the table's rows below. Press on terminal row 6 and
    // drag to row 24: 18 rows of 4 points (JK is filmed twice life size) pull the content 72
    // points, past JK's 70.
    await session.drag(rows: [6, 10, 14, 18, 21, 24])
    await session.press("", until: "pulled")
    await session.press("\u{1B}[<0;40;24m", until: "state=refreshing")
    let (status, screen) = await session.quit()
    #expect(status == 0)
    #expect(!screen.frames(of: "jk", with: "pulled").isEmpty, "the drag pulled the table")
    #expect(!screen.frames(of: "jk", with: "state=refreshing").isEmpty, "released past 70")
  }

  /// The picture gives the lines its rows and takes them back: every frame is 24 lines, so
  /// nothing of the lines is left on the screen once they go.
  @Test("v shows the VoiceOver lines, which follow the refresh, and hides them again")
  func voiceOverKey() async throws {
    var session = try await Session(scene: "jk", arguments: ["--lang", "en"])
    await session.press("v", until: "VoiceOver (control, not shown): \"Pull down to refresh\"")
    await session.press("t", until: "announced \"Loading...\" at t=")
    session.pty.write("v")
    session.output += await session.pty.read(for: 0.3)
    let (status, screen) = await session.quit()
    #expect(status == 0)
    #expect(!screen.frames(of: "jk", with: "VoiceOver (control): \"Loading...\"").isEmpty)
    #expect(screen.frames.first.map { !$0.status.contains("VoiceOver") } == true)
    #expect(screen.frames.last.map { !$0.status.contains("VoiceOver") } == true, "hidden again")
    #expect(screen.frames.allSatisfy { $0.lines.count == 24 })
  }

  /// At 80 × 100 the whole screen fits in 69 rows of the 94 it could have: the frame ends
  /// above the terminal's bottom (75 lines), and is two lines longer with the VoiceOver lines.
  /// The screen is cleared as the demo takes the terminal, for the first frame, and for each v.
  @Test("--camera full on a tall terminal: v clears the screen, so no line stays behind")
  func voiceOverKeyClears() async throws {
    let pty = try PseudoTerminal(columns: 80, rows: 100)
    let demo = try pty.spawn(["--interactive", "--scene", "dz", "--no-color", "--camera", "full"])
    var output = await pty.read(for: 5) { $0.contains("t=") }
    pty.write("v")
    output += await pty.read(for: 5) { $0.contains("VoiceOver") }
    pty.write("v")
    output += await pty.read(for: 0.3)
    pty.write("q")
    let (status, rest) = await pty.readUntilExit(of: demo)
    output += rest
    #expect(status == 0)
    let lines = Set(TerminalScreen(output).frames.map(\.lines.count))
    #expect(lines == [75, 77], "the picture's 69 rows and its border, with or without the two")
    #expect(output.components(separatedBy: "\u{1B}[2J").count - 1 == 4)
  }

  @Test("every key press counts: n twice in one read moves two scenes")
  func nTwiceMovesTwoScenes() async throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    let demo = try pty.spawn(["--interactive", "--no-color"])
    var output = await pty.read(for: 5) { $0.contains("t=") }
    pty.write("nn")
    output += await pty.read(for: 5) { $0.contains("dz: ") }
    pty.write("q")
    let (status, rest) = await pty.readUntilExit(of: demo)
    output += rest
    #expect(status == 0)
    let screen = TerminalScreen(output)
    #expect(screen.frames.contains { $0.scene == "dz" }, "hw → jk → dz")
    #expect(screen.frames.last?.scene == "dz")
  }
}
#endif
