import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteHarness

@testable import RefreshControlsTesting

/// The HW header's pull rule written out, as a port of it would be, arming at `<=` where the
/// header arms at `<`: a tie at the threshold is taken for a pull past it.
final class ArmsAtTheThresholdHeader: NormalRefreshHeader {
  override func scrollViewContentOffsetDidChange(_ change: KeyValueObservedChange<CGPoint>) {
    guard let scrollView, hearsScrollView, state != .refreshing else { return }
    let offset = scrollView.contentOffset.y
    let happen = -scrollViewOriginalInset.top
    guard offset < happen else {
      pullingPercent = 0
      if state == .pulling { followPull(pastThreshold: false) }
      return
    }
    pullingPercent = (happen - offset) / threshold
    followPull(pastThreshold: offset <= happen - threshold)
  }
}

@MainActor
@Suite("Traces: exported, never stale, and replayed")
struct TraceTests {
  nonisolated static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  nonisolated static var folder: URL { root.appendingPathComponent("Conformance/Traces") }

  @Test("every committed trace is what the controls do now: a change of behaviour fails here")
  func neverStale() throws {
    let traces = try TraceExport.traces(scenarios: Self.root.appendingPathComponent("Scenarios"))
    #expect(traces.count >= 60)
    let problems = TraceExport.check(traces, in: Self.folder)
    #expect(
      problems.isEmpty,
      "\(problems.prefix(3).joined(separator: "\n")) — read the change, then `swift run conformance export`"
    )
  }

  /// (Every committed trace replays in CI: `swift run conformance check --replay`.)
  @Test("the built-in controls replay the scenarios' traces and the threshold ties, both levels")
  func builtInControlsReplay() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter {
        !$0.hasPrefix("generated-") && !$0.hasPrefix("mjrefresh-") || $0.contains("threshold-at")
      }
      .sorted()
    #expect(files.count >= 20)
    for file in files {
      let trace = try Trace(contentsOf: Self.folder.appendingPathComponent(file))
      let difference = TraceReplayer(trace).replay(at: TraceReplayer.Level.allCases)
      #expect(difference == nil, "\(difference?.description ?? "")")
    }
  }

  @Test("folding keeps apart two still frames that announce the same words: each is heard")
  func foldingKeepsAnnouncements() throws {
    let trace = try Trace(
      contentsOf: Self.folder.appendingPathComponent("generated-hwHeader-threshold-at.json"))
    var frames = trace.everyFrame
    let still = try #require(
      frames.indices.dropLast().first {
        frames[$0 + 1].events.isEmpty && frames[$0 + 1].finger == frames[$0].finger
          && frames[$0 + 1].scroll == frames[$0].scroll
          && frames[$0 + 1].control == frames[$0].control
      })
    frames[still].control.announced = ["Refreshing"]
    frames[still + 1].control.announced = ["Refreshing"]
    let heard = Trace(name: "", source: "", scene: trace.scene, frames: frames).folded()
    let announcing = heard.frames.filter { !$0.control.announced.isEmpty }
    #expect(announcing.count == 2 && announcing.allSatisfy { $0.repeatCount == 1 })
  }

  @Test("a header arming at <= fails the tie at its threshold, naming the trace, frame and field")
  func armingAtTheThreshold() throws {
    let trace = try Trace(
      contentsOf: Self.folder.appendingPathComponent("generated-hwHeader-threshold-at.json"))
    #expect(TraceReplayer(trace).replay(at: .control) { NormalRefreshHeader() } == nil)
    let difference = try #require(
      TraceReplayer(trace).replay(at: .control) { ArmsAtTheThresholdHeader() })
    #expect(difference.trace == "generated-hwHeader-threshold-at" && difference.field == "state")
    #expect(difference.expected == "normal" && difference.actual == "pulling")
    #expect(
      difference.description.hasPrefix(
        "trace generated-hwHeader-threshold-at, frame \(difference.frame) (t="))
    #expect(difference.description.hasSuffix("s): state is pulling, the trace says normal"))
  }

  @Test("every field a frame records is compared: one edited field fails there, by its name")
  func everyFieldCompared() throws {
    let file = Self.folder.appendingPathComponent(
      "generated-hwHeader-pull-while-sibling-refreshes.json")
    let json = try String(contentsOf: file, encoding: .utf8)
    /// The first frame's field, as the file writes it, and a value the control never had there.
    let edits: [(field: String, written: String, edited: String, level: TraceReplayer.Level)] = [
      ("state", #""state": "normal""#, #""state": "pulling""#, .control),
      ("pullingPercent", #""pullingPercent": 0,"#, #""pullingPercent": 0.002,"#, .control),
      ("inset.top", #""inset": [0, 0, 0, 0]"#, #""inset": [1, 0, 0, 0]"#, .control),
      ("callbacks", #""callbacks": 0"#, #""callbacks": 1"#, .control),
      ("announced", #""announced": ["加载中..."]"#, #""announced": []"#, .control),
      ("alpha", #""alpha": 1,"#, #""alpha": 0.998,"#, .control),
      ("siblingState", #""siblingState": "refreshing""#, #""siblingState": "idle""#, .control),
      ("siblingCallbacks", #""siblingCallbacks": 1"#, #""siblingCallbacks": 2"#, .control),
      ("offset.y", #""offset": [0, 1137]"#, #""offset": [0, 1137.02]"#, .scroll),
      (
        "contentInset.bottom", #""contentInset": [0, 0, 44, 0]"#, #""contentInset": [0, 0, 43, 0]"#,
        .scroll
      ),
      ("dragging", #""dragging": false"#, #""dragging": true"#, .scroll),
    ]
    for edit in edits {
      let range = try #require(json.range(of: edit.written), "\(edit.field)")
      let trace = try Trace(json: Data(json.replacingCharacters(in: range, with: edit.edited).utf8))
      let difference = TraceReplayer(trace).replay(at: edit.level)
      #expect(
        difference?.field == edit.field, "\(edit.field): \(difference?.description ?? "none")")
      #expect(difference?.frame == 2, "\(edit.field)")
    }
  }

  @Test("a stale file is named by the first field that differs, in the order a frame lists them")
  func staleFileNamesTheFirstField() throws {
    let file = Self.folder.appendingPathComponent(
      "generated-hwHeader-pull-while-sibling-refreshes.json")
    let json = try String(contentsOf: file, encoding: .utf8)
    let trace = try Trace(json: Data(json.utf8))
    var edited = json
    for (written, stale) in [
      (#""state": "normal""#, #""state": "pulling""#),
      (#""offset": [0, 1137]"#, #""offset": [0, 1137.02]"#),
    ] {
      let range = try #require(edited.range(of: written))
      edited.replaceSubrange(range, with: stale)
    }
    let said = TraceExport.firstDifference(trace, Data(edited.utf8))
    #expect(said.hasPrefix("frame 2 (t="), "\(said)")
    #expect(said.hasSuffix("s): offset.y is 1137 now, the file says 1137.02"), "\(said)")
  }

  @Test("a field of the wrong count of numbers is refused, naming the field and the count")
  func wrongCountRefused() throws {
    let file = Self.folder.appendingPathComponent("generated-hwHeader-threshold-at.json")
    let json = try String(contentsOf: file, encoding: .utf8)
    for (written, edited, words) in [
      (#""offset": [0, "#, #""offset": [0, 1, "#, "offset is missing or not 2 numbers"),
      (#""contentInset": [0, "#, #""contentInset": ["#, "contentInset is missing or not 4 numbers"),
    ] {
      let range = try #require(json.range(of: written))
      let broken = json.replacingCharacters(in: range, with: edited)
      #expect {
        try Trace(json: Data(broken.utf8))
      } throws: { error in
        "\(error)".contains(words)
      }
    }
  }

  @Test("a trace reads back as written: the same bytes, and every frame when unfolded")
  func roundTrip() throws {
    let trace = try #require(TraceCatalog.generated(for: .hwFooter).first)
    let read = try Trace(json: Data(trace.json.utf8))
    #expect(read.json == trace.json)
    #expect(read.everyFrame.count == trace.everyFrame.count)
    #expect(trace.frames.count < trace.everyFrame.count, "still frames are folded")
    #expect(throws: TraceError.self) { try Trace(json: Data("{\"format\": \"x\"}".utf8)) }
  }

  @Test("a still run of exactly two frames is one entry that says it repeats twice")
  func runOfTwo() throws {
    var trace = try #require(TraceCatalog.generated(for: .hwFooter).first)
    let frame = try #require(trace.everyFrame.last)
    var next = frame
    next.index += 1
    next.events = []
    trace.frames = [frame, next]
    let folded = trace.folded()
    #expect(folded.frames.count == 1 && folded.frames[0].repeatCount == 2)
    #expect(folded.json.contains("\"repeat\": 2"))
    let read = try Trace(json: Data(folded.json.utf8))
    #expect(read.everyFrame.map(\.index) == [frame.index, frame.index + 1])
  }

  @Test(
    "a finger far past any screen is written exactly: whole digits below 10^15, Swift's shortest form from it"
  )
  func farFingerWrittenExactly() throws {
    let script = try GestureScript(
      "down 999999999999999 -20\nlift\nwait 0.1\ndown 1e15 -20\nlift\nwait 0.1\n"
        + "down 1e19 -20\nlift\nwait 0.1")
    let trace = TraceRecorder.record(
      script, named: "far-fingers", source: "a test", on: TraceScene.Description(design: .hwHeader))
    for written in ["[999999999999999, -20]", "[1000000000000000.0, -20]", "[1e+19, -20]"] {
      #expect(trace.json.contains(written), "\(written)")
    }
    #expect(try Trace(json: Data(trace.json.utf8)).json == trace.json)
  }

  @Test("a trace's inset action sets every edge it names: top and bottom, then left and right")
  func insetOfFourEdges() throws {
    let script = try GestureScript("call inset 10 20\nwait 0.1\ncall inset 10 20 5 7\nwait 0.1")
    let trace = TraceRecorder.record(
      script, named: "four-edges", source: "a test", on: TraceScene.Description(design: .hwHeader))
    let insets = trace.everyFrame.map(\.scroll.contentInset)
    #expect(insets.contains(EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)))
    #expect(insets.last == EdgeInsets(top: 10, left: 5, bottom: 20, right: 7))
  }

  @Test(
    "a trace's resize action sizes the window and its scroll view: a fling rests at the new bottom; one number resizes nothing"
  )
  func resizeMovesTheBottom() throws {
    func restingOffset(_ resize: String) throws -> CGFloat {
      let script = try GestureScript(
        resize + "down 150 500\nmove 0 -400 0.1\nlift\nwait 4\n")
      let description = TraceScene.Description(design: .hwHeader)
      let trace = TraceRecorder.record(
        script, named: "resize", source: "a test", on: description)
      return try #require(trace.everyFrame.last).scroll.offset.y
    }
    let height = TraceScene.Description(design: .hwHeader).windowSize.height
    let unchanged = try restingOffset("")
    #expect(unchanged > 1000, "the fling reaches the bottom: \(unchanged)")
    #expect(try restingOffset("call resize 320 \(height - 100)\nwait 0.1\n") == unchanged + 100)
    #expect(try restingOffset("call resize 320\nwait 0.1\n") == unchanged)
  }

  @Test(
    "a pull line without its edge and one number pulls nothing, and the trace goes on to the next")
  func malformedPullsPullNothing() throws {
    let script = try GestureScript(
      "call pull top\nwait 0.1\ncall pull top x\nwait 0.1\ncall pull top 40 50\nwait 0.1\n"
        + "call pull top 40\nwait 0.1\n")
    let trace = TraceRecorder.record(
      script, named: "malformed-pulls", source: "a test",
      on: TraceScene.Description(design: .hwHeader))
    let frames = trace.everyFrame
    let beforeTheGoodPull = frames.prefix(18)
    #expect(beforeTheGoodPull.allSatisfy { $0.finger == nil })
    #expect(
      beforeTheGoodPull.allSatisfy { $0.scroll.offset == frames.first?.scroll.offset },
      "nothing moved")
    #expect(frames.last?.finger != nil, "the last line's pull holds a finger down")
  }

  @Test(
    "an action between two frames replays at its own instant: an end 10 ms after a frame agrees")
  func actionBetweenFramesReplaysAtItsTime() throws {
    let script = try GestureScript("call begin\nwait 1\nwait 0.01\ncall end\nwait 0.6")
    let trace = TraceRecorder.record(
      script, named: "end-between-frames", source: "a test",
      on: TraceScene.Description(design: .hwHeader))
    let frameDuration = 1.0 / Double(trace.scene.frameRate)
    let end = try #require(
      trace.everyFrame.flatMap(\.events).first {
        if case .action(_, "end", _) = $0 { return true }
        return false
      })
    let between = end.time / frameDuration
    #expect(abs(between - between.rounded()) > 0.1, "the end falls between frames")
    let difference = TraceReplayer(trace).replay(at: TraceReplayer.Level.allCases)
    #expect(difference == nil, "\(difference?.description ?? "")")
  }

  @Test("a second touch-down while a finger is down is not played: one touch, one lift, one path")
  func secondTouchDownIgnored() throws {
    let script = try GestureScript(
      "down 180 300\nmove 0 40 0.2\ndown 60 100\nmove 0 40 0.2\nlift\nwait 0.5")
    let trace = TraceRecorder.record(
      script, named: "two-downs", source: "a test", on: TraceScene.Description(design: .hwHeader))
    let events = trace.everyFrame.flatMap(\.events)
    let touches = events.filter {
      if case .touchDown = $0 { return true }
      return false
    }
    #expect(touches.count == 1, "\(touches)")
    let fingers = trace.everyFrame.compactMap(\.finger)
    #expect(
      fingers.last == CGPoint(x: 180, y: 380),
      "the first finger moved twice: \(fingers.last.map { "\($0)" } ?? "none")")
    #expect(trace.everyFrame.last?.finger == nil, "the one finger lifted")
  }

  @Test(
    "a frame's finger is the one down last: a pull beside a finger that touched nothing shows the pull's"
  )
  func frameShowsTheLatestFinger() throws {
    let script = try GestureScript("down -20 -20\nwait 0.1\ncall pull top 60\nwait 0.5")
    let trace = TraceRecorder.record(
      script, named: "latest-finger", source: "a test",
      on: TraceScene.Description(design: .hwHeader))
    let shown = trace.everyFrame.compactMap(\.finger)
    #expect(shown.first == CGPoint(x: -20, y: -20), "before the pull, the only finger")
    #expect(
      shown.last != CGPoint(x: -20, y: -20),
      "after it, the pulling finger: \(shown.last.map { "\($0)" } ?? "none")")
    #expect(Set(shown.map(\.y)).count > 2, "the shown finger moves with the pull")
  }

  @Test(
    "a scene of every design builds and scrolls with no diagnostic of its own: its rows are registered"
  )
  func scenesRecordNoDiagnostics() {
    for design in TraceScene.Design.allCases {
      let scene = TraceScene(TraceScene.Description(design: design))
      scene.scrollView.contentOffset = CGPoint(x: 200, y: 400)
      scene.window.advance(by: 0.1)
      scene.scrollView.contentOffset = .zero
      scene.window.advance(by: 0.1)
      #expect(scene.window.diagnostics.isEmpty, "\(design): \(scene.window.diagnostics.messages)")
    }
  }
}
