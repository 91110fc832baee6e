import Foundation
import SceneFixtures
import Testing
import ViewKitLite
import ViewKitLiteHarness

@MainActor
@Suite("Gesture scripts")
struct GestureScriptTests {
  @Test("every step parses, comments and blank lines are skipped, and the text round-trips")
  func parse() throws {
    let script = try GestureScript(
      """
      # pull and release
      down 187 300
      move 0 120.5 0.5   # half a second
      hold 0.2

      lift
      wait 2
      end
      snapshot
      """)
    #expect(
      script.steps.map(\.step) == [
        .down(CGPoint(x: 187, y: 300)), .move(CGPoint(x: 0, y: 120.5), 0.5), .hold(0.2), .lift,
        .wait(2), .end, .snapshot,
      ])
    #expect(script.steps.map(\.line) == [2, 3, 4, 6, 7, 8, 9])
    #expect(try GestureScript(script.text).steps.map(\.step) == script.steps.map(\.step))
  }

  @Test(
    "bad lines fail with their line number",
    arguments: [
      ("down 1", "line 1: 'down' takes X Y"),
      ("lift\nmove 0 x 1", "line 2: 'x' is not a finite number"),
      ("wait -1", "line 1: a duration cannot be negative"),
      (
        "jump 3",
        "line 1: unknown step 'jump'; use down, move, hold, lift, wait, end, snapshot, call, "
          + "voiceover or expect"
      ),
      (
        "voiceover",
        "line 1: 'voiceover' takes what the screen reader does: next, previous, activate, "
          + "increment, decrement, scroll up|down|left|right|next|previous or action NAME"
      ),
      (
        "lift\nvoiceover scroll sideways",
        "line 2: 'voiceover' takes what the screen reader does: next, previous, activate, "
          + "increment, decrement, scroll up|down|left|right|next|previous or action NAME"
      ),
      ("expect announcement Two words ±x", "line 1: '±x' is not a tolerance like ±0.5"),
      ("expect offset.y", "line 1: 'expect' takes NAME VALUE [±TOLERANCE]"),
      ("expect offset.y 1 ±x", "line 1: '±x' is not a tolerance like ±0.5"),
      ("call", "line 1: 'call' takes a NAME and its words"),
      ("snapshot now", "line 1: 'snapshot' takes no arguments"),
      ("move 0 inf 1", "line 1: 'inf' is not a finite number"),
      ("wait -0.5", "line 1: a duration cannot be negative"),
      ("expect offset.y 1 ±inf", "line 1: '±inf' is not a tolerance like ±0.5"),
      ("expect offset.y 1 ±-inf", "line 1: '±-inf' is not a tolerance like ±0.5"),
      ("expect offset.y 1 ±-0.5", "line 1: '±-0.5' is not a tolerance like ±0.5"),
    ])
  func errors(text: String, message: String) {
    #expect {
      try GestureScript(text)
    } throws: { error in
      "\(error)" == message
    }
  }

  @Test("the edges that parse: no time at all, and a tolerance of exactly 0")
  func edgesThatParse() throws {
    let script = try GestureScript("wait 0\nhold 0\nmove 1 2 0\nexpect offset.y 3 ±0")
    #expect(
      script.steps.map(\.step) == [
        .wait(0), .hold(0), .move(CGPoint(x: 1, y: 2), 0),
        .expect(.init(name: "offset.y", value: "3", tolerance: 0)),
      ])
  }

  @Test("expect lines read the geometry vocabulary; call lines run its actions")
  func expectations() throws {
    let scene = ScrollScene()
    let script = try GestureScript(
      """
      expect offset.y 0
      call inset 20 34
      expect inset.top 20
      expect inset.bottom 34 ±0
      expect offset.y 5 ±1
      expect nothing 1
      call nothing
      expect diagnostics 1
      """)
    #expect(try GestureScript(script.text).steps == script.steps, "the text reads back")
    let outcomes = script.play(in: scene.window)
    #expect(outcomes.map(\.passed) == [true, true, true, false, false, true])
    #expect(outcomes[3].description == "line 5: expect offset.y 5: found 0")
    #expect(outcomes[4].description == "line 6: expect nothing 1: no value is named 'nothing'")
  }

  @Test("playing drives a finger on the window, and calls end and snapshot")
  func play() throws {
    let scene = ScrollScene()
    let script = try GestureScript(
      "down 200 400\nmove 0 106 0.2\nsnapshot\nhold 0.1\nlift\nend\nwait 1")
    var events: [String] = []
    script.play(in: scene.window) {
      events.append("end")
    } snapshot: {
      events.append("snapshot \(NumberFormat.string(scene.scrollView.contentOffset.y))")
    }
    #expect(events == ["snapshot -54.34", "end"])
    #expect(scene.scrollView.contentOffset.y == 0)
  }

  @Test("a move with no finger down is skipped with a diagnostic naming the line")
  func moveWithoutFinger() throws {
    let scene = ScrollScene()
    try GestureScript("move 0 10 0.1").play(in: scene.window)
    #expect(scene.window.diagnostics.messages.last?.contains("line 1: no finger is down") == true)
  }

  @Test("a second down while a finger is down is skipped with a diagnostic naming the line")
  func secondDown() throws {
    let scene = ScrollScene()
    try GestureScript("down 100 100\ndown 120 120\nmove 0 -40 0.2\nlift").play(in: scene.window)
    #expect(
      scene.window.diagnostics.messages.last?.contains("line 2: a finger is already down") == true)
    #expect(!scene.scrollView.isTracking, "the one finger down lifted")
    #expect(scene.scrollView.contentOffset.y > 0, "the first finger moved the content")
  }

  @Test("a fling at no speed, or a speed that is no number, plays at 1,000 pt/s")
  func flingWithoutSpeed() {
    for velocity in [0, -5, CGFloat.nan] {
      let scene = ScrollScene()
      scene.window.fling(from: scene.center, by: CGPoint(x: 0, y: -100), velocity: velocity)
      #expect(scene.window.diagnostics.messages.isEmpty, "velocity \(velocity)")
      #expect(scene.scrollView.isDecelerating)
    }
  }
}
