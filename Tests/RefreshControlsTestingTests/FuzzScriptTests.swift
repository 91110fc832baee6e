import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteHarness
import ViewKitLiteTesting

@testable import RefreshControlsTesting

@MainActor
@Suite("Every fuzz action a script line")
struct FuzzScriptTests {
  /// The first failure of a header that leaks an observation each time it refreshes, found
  /// once for the tests that read it.
  static let leak: FuzzFailure? = RefreshFuzzer(seed: 20_261_129).shrinking(replays: 0)
    .stopping(afterFailures: 1).run(sequences: 100, corpus: .none, header: { LeakingHeader() })
    .failures.first

  @Test(
    "a failure's script has no comment: every action, pulls and armed calls included, is a step")
  func everyActionIsAStep() throws {
    let failure = try #require(Self.leak)
    let lines = failure.script.split(separator: "\n")
    #expect(lines.first?.hasPrefix("call scene customHeader rows ") == true)
    #expect(!lines.contains { $0.hasPrefix("#") }, "\(failure.script)")
    #expect(try GestureScript(failure.script).steps.count == lines.count)
  }

  @Test("the trailer's scenes draw strips one and two screens tall, paging or not, locked or not")
  func trailerStrips() {
    var random = SplitMix64(seed: 7)
    let strips = (0..<64).compactMap { _ in FuzzSetup.draw(.trailer, random: &random).strips }
    #expect(strips.count == 64)
    #expect(Set(strips.map(\.heightFactor)) == [1, 2])
    #expect(Set(strips.map(\.paging)) == [false, true])
    #expect(Set(strips.map(\.locking)) == [false, true])
    #expect(FuzzSetup.draw(.hwHeader, random: &random).strips == nil)
  }

  @Test("a trailer scene's line names its strips, and reads back as the same scene")
  func trailerSceneLine() throws {
    var random = SplitMix64(seed: 7)
    for _ in 0..<8 {
      let setup = FuzzSetup.draw(.trailer, random: &random)
      let strips = try #require(setup.strips)
      let line = GestureScript(steps: [setup.step]).text
      #expect(
        line.hasSuffix(
          " paging \(strips.paging ? "yes" : "no") lock \(strips.locking ? "yes" : "no") height \(strips.heightFactor)\n"
        ), "\(line)")
      #expect(try FuzzScript.parse(line).0 == setup)
    }
  }

  @Test("a failure's script alone replays it, on the same frame, with the same message")
  func scriptReplaysTheFailure() throws {
    let failure = try #require(Self.leak)
    let replayed = try #require(
      RefreshFuzzer(seed: 3).replay(failure.script, header: { LeakingHeader() }).failures.first)
    #expect(replayed.message.prefix(while: { $0 != " " }) == failure.message.prefix { $0 != " " })
    #expect(replayed.invariant == .observations && failure.invariant == .observations)
    #expect(
      RefreshFuzzer(seed: 3).replay(failure.script, header: { WordHeader() }).failures.isEmpty)
  }

  @Test("played by GestureScript on a FuzzScene, a failure's script breaks the same check")
  func gestureScriptReplaysTheFailure() throws {
    let failure = try #require(Self.leak)
    let scene = try FuzzScene(script: failure.script, header: { LeakingHeader() })
    try GestureScript(failure.script).play(in: scene.window, vocabulary: scene.vocabulary)
    let message = try #require(scene.failure)
    #expect(message.prefix { $0 != " " } == failure.message.prefix { $0 != " " })
  }

  /// Frames and actions of sequences of seed 99, as the fuzzer played them before actions
  /// while a finger is down existed (measured at 1ab002e).
  static let before: [(callsBack: Bool, sequence: Int, frames: Int, actions: Int)] = [
    (false, 5, 500, 24), (false, 7, 845, 25), (true, 0, 545, 27), (true, 101, 738, 31),
  ]

  @Test("with actions while a finger is down and the screen reader off, old seeds play as before")
  func oldSeedsPlayAsBefore() {
    for old in Self.before {
      let report = RefreshFuzzer(
        seed: 99, callsBackInto: old.callsBack, actsWhileFingerIsDown: false,
        usesScreenReader: false
      )
      .runSequence(old.sequence)
      #expect(report.frames == old.frames, "\(old)")
      #expect(report.actions == old.actions, "\(old)")
    }
  }

  @Test("'call pull EDGE POINTS' pulls at the edge it names, by the points that follow")
  func pullAtTheNamedEdge() {
    let script = """
      call scene hwHeader rows 40
      call pull top 60
      expect state pulling
      lift
      wait 1
      expect state refreshing

      """
    let report = RefreshFuzzer(seed: 1).replay(script)
    #expect(report.failures.isEmpty, "\(report.failures.map(\.message))")
    let wrong = RefreshFuzzer(seed: 1).replay(
      script.replacingOccurrences(of: "top", with: "bottom"))
    #expect(wrong.failures.first?.message.hasSuffix("expect state pulling: found normal") == true)
  }

  @Test("flings go both ways along the pull's axis: toward the content's start and its end")
  func flingsGoBothWays() {
    let fuzzer = RefreshFuzzer(seed: 99)
    var ways: Set<Bool> = []
    for index in 0..<12 {
      let lines = fuzzer.script(ofSequence: index).split(separator: "\n").map(String.init)
      guard lines.first?.contains("trailer") == false else { continue }
      for (down, move) in zip(lines, lines.dropFirst()) where down.hasSuffix(" 300") {
        let words = move.split(separator: " ")
        guard words.first == "move", let dy = Double(words[2]) else { continue }
        ways.insert(dy > 0)
      }
    }
    #expect(ways == [true, false], "a fling draws its way, up or down")
  }

  @Test("sequences play actions while a finger is down, between its down and its lift")
  func actionsWhileAFingerIsDown() throws {
    let fuzzer = RefreshFuzzer(seed: 99)
    var between: Set<String> = []
    for index in 0..<4 {
      var down = false
      for line in fuzzer.script(ofSequence: index).split(separator: "\n") {
        if line.hasPrefix("down ") { down = true }
        if line == "lift" { down = false }
        if down, line.hasPrefix("call ") { between.insert(String(line.split(separator: " ")[1])) }
      }
    }
    #expect(
      between.isSuperset(of: ["begin", "end", "rows", "inset", "table.remove"]), "\(between)")
  }

  @Test("a script that does not start with its scene, or names none, is refused, saying how")
  func badScripts() {
    let noScene = RefreshFuzzer(seed: 1).replay("call begin\n")
    #expect(noScene.failures.first?.message.contains("call scene STYLE rows N") == true)
    let noStyle = RefreshFuzzer(seed: 1).replay("call scene hw rows 3\n")
    #expect(noStyle.failures.first?.message.contains("hwHeader, hwFooter") == true)
    let noRows = RefreshFuzzer(seed: 1).replay("call scene jk\n")
    #expect(noRows.failures.first?.message.contains("needs 'rows N'") == true)
    let wrongTarget = RefreshFuzzer(seed: 1).replay("call scene customHeader rows 3\n")
    #expect(wrongTarget.failures.first?.message.contains("pass the closure") == true)
    let badLine = RefreshFuzzer(seed: 1).replay("call scene jk rows 3\nmove 1\n")
    #expect(badLine.failures.first?.message == "line 2: 'move' takes DX DY SECONDS")
    #expect(throws: FuzzScriptError.self) { try FuzzScene(script: "wait 1\n") }
  }
}

/// Each move of a header: into a superview (true) or out of one.
final class MoveLog {
  var moves: [Bool] = []
}

/// Notes each of its moves in its log.
final class MoveRecordingHeader: RefreshHeader {
  var log = MoveLog()

  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    log.moves.append(superview != nil)
  }
}

@MainActor
@Suite("The fuzzer's scene words")
struct FuzzSceneWordTests {
  @Test(
    "control.remove, or a removal armed in the callback, takes the control out; it is put back",
    arguments: [
      "call control.remove\nwait 0.2\ncall control.restore\nwait 0.2\n",
      "call arm removeControlInCallback 20\ncall begin\nwait 1\ncall putBack\nwait 0.5\n",
    ])
  func removeAndRestore(steps: String) {
    let log = MoveLog()
    let report = RefreshFuzzer(seed: 1).replay(
      "call scene customHeader rows 20\n" + steps,
      header: {
        let header = MoveRecordingHeader()
        header.log = log
        return header
      })
    #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
    #expect(log.moves.prefix(3) == [true, false, true], "\(log.moves)")
  }

  @Test("a reload armed in the callback is one of the actions a failure lists, with its rows")
  func reloadInCallbackListed() throws {
    let script = """
      call scene customHeader rows 20
      call arm reloadInCallback 3
      call begin
      wait 1
      call end
      wait 1
      """
    let report = RefreshFuzzer(seed: 1).replay(script, header: { InsetKeepingHeader() })
    let failure = try #require(report.failures.first)
    #expect(failure.actions.contains("(the callback reloads 3 rows)"), "\(failure.actions)")
  }

  @Test("a trailer scene's words shape its strips as written: paging, lock and height")
  func trailerStripsAsWritten() throws {
    func strips(_ words: String) throws -> [ScrollView] {
      let scene = try FuzzScene(script: "call scene trailer rows 3 \(words)\n")
      var found: [ScrollView] = []
      var views = scene.window.subviews
      while let view = views.popLast() {
        if let strip = view as? ScrollView, !(strip is TableView) { found.append(strip) }
        views += view.subviews
      }
      return found
    }
    let tall = try strips("paging yes lock no height 2")
    #expect(tall.count == 2, "two strips, as a table scene has two tables")
    for strip in tall {
      #expect(strip.contentSize.height == 2 * strip.bounds.height)
      #expect(strip.contentSize.width == 450)
      #expect(strip.isPagingEnabled && !strip.isDirectionalLockEnabled)
    }
    for strip in try strips("paging no lock yes height 1") {
      #expect(strip.contentSize.height == strip.bounds.height)
      #expect(!strip.isPagingEnabled && strip.isDirectionalLockEnabled)
    }
  }

  @Test("an inset line sets the app's inset from two numbers; of one or three it sets nothing")
  func insetLineNumbers() throws {
    let scene = try FuzzScene(script: "call scene hwHeader rows 7\n")
    let table = try #require(
      scene.window.subviews.flatMap(\.subviews).compactMap { $0 as? TableView }.first)
    let before = table.contentInset
    for line in ["call inset 10\n", "call inset 10 20 30\n", "call inset.sides 5\n"] {
      try GestureScript(line).play(in: scene.window, vocabulary: scene.vocabulary)
      #expect(table.contentInset == before, "\(line)")
    }
    try GestureScript("call inset 10 20\n").play(in: scene.window, vocabulary: scene.vocabulary)
    #expect(table.contentInset == EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
  }

  @Test(
    "a table scene has two tables of the script's rows, the second hidden, the control on the first"
  )
  func twoTables() throws {
    let scene = try FuzzScene(script: "call scene hwHeader rows 7\n")
    let tables = scene.window.subviews.flatMap(\.subviews).compactMap { $0 as? TableView }
    #expect(tables.count == 2)
    #expect(tables.map(\.isHidden) == [false, true])
    #expect(tables.map { $0.numberOfRows(inSection: 0) } == [7, 7])
    #expect(tables[0].subviews.contains { $0 is RefreshHeader })
  }

  @Test("a sequence ends waiting 3 s, so what its last action began is judged; on a 375×667 screen")
  func endsWaiting() throws {
    for index in 0..<3 {
      let script = RefreshFuzzer(seed: 99).script(ofSequence: index)
      #expect(script.hasSuffix("\nwait 3\n"), "\(script.suffix(40))")
      let scene = try FuzzScene(script: script)
      #expect(scene.window.bounds.size == CGSize(width: 375, height: 667))
    }
  }

  @Test("the mix of seed 99's first 4 sequences, action for action")
  func mixOfASeed() {
    let report = RefreshFuzzer(seed: 99).run(sequences: 4, corpus: .none)
    assertSnapshot(
      of: "actions \(report.actions), frames \(report.frames)\n\(report.mixDescription)\n",
      as: .lines)
  }

  /// Every number a sequence draws (a stroke's length and way, a wait, a speed) is in its
  /// script: a change of how any of them is drawn shows here, line by line.
  @Test("the scripts of seed 99's first 3 sequences, line for line")
  func scriptsOfASeed() {
    let fuzzer = RefreshFuzzer(seed: 99)
    let scripts = (0..<3).map { "# sequence \($0)\n" + fuzzer.script(ofSequence: $0) }
    assertSnapshot(of: scripts.joined(), as: .lines)
  }
}
