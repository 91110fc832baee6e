import Foundation
import Testing
import ViewKitLite

@MainActor
@Suite("Window clock, main queue, timers and frames")
struct WindowClockTests {
  @Test("tasks due at the same time run in the order they were queued")
  func fifoAtEqualTimes() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let log = EventLog()
    window.mainQueue.asyncAfter(0.5) { log.append("a") }
    window.mainQueue.asyncAfter(0.25) { log.append("early") }
    window.mainQueue.asyncAfter(0.5) { log.append("b") }
    window.mainQueue.async { log.append("now") }
    window.mainQueue.asyncAfter(0.5) { log.append("c") }
    window.advance(by: 0.49)
    #expect(log.events == ["now", "early"])
    window.advance(by: 0.01)
    #expect(log.events == ["now", "early", "a", "b", "c"])
    #expect(window.now == 0.5)
  }

  @Test("timers and frames interleave by time; frames fall at exact multiples of 1/60 s")
  func timersAndFramesInterleave() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let log = EventLog()
    let link = DisplayLink(window: window) { link in
      log.append("frame \(NumberFormat.string(link.timestamp))")
    }
    let timer = window.mainQueue.schedule(every: 0.01) { timer in
      log.append("timer \(NumberFormat.string(window.now)) #\(timer.fireCount)")
    }
    window.advance(by: 0.035)
    // Inside its body, the timer's count already includes the fire that runs it.
    #expect(
      log.events == [
        "timer 0.01 #1", "frame 0.017", "timer 0.02 #2", "timer 0.03 #3", "frame 0.033",
      ])
    #expect(timer.fireCount == 3)
    timer.invalidate()
    link.invalidate()
    window.advance(by: 1)
    #expect(window.frameCount == 62)
    #expect(log.events.count == 5)
  }

  @Test("after 10 minutes at 120 Hz frames have not drifted")
  func noDrift() {
    let window = Window(size: CGSize(width: 10, height: 10), frameRate: 120)
    window.advance(by: 600)
    #expect(window.frameCount == 72_000)
    #expect(window.now == 600)
  }

  @Test("work queued at the same time as a frame runs before the frame")
  func tasksBeforeFrame() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let log = EventLog()
    let link = DisplayLink(window: window) { _ in log.append("frame") }
    window.mainQueue.asyncAfter(1.0 / 60) { log.append("task") }
    window.advance(by: 1.0 / 60)
    #expect(log.events == ["task", "frame"])
    link.invalidate()
  }

  @Test("a link invalidated by another in the same frame does not tick; a paused one waits")
  func linkInvalidatedMidFrame() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let log = EventLog()
    var second: DisplayLink?
    let first = DisplayLink(window: window) { _ in
      log.append("first")
      second?.invalidate()
    }
    second = DisplayLink(window: window) { _ in log.append("second") }
    let paused = DisplayLink(window: window) { _ in log.append("paused") }
    paused.isPaused = true
    window.advance(by: 2.0 / 60)
    #expect(log.events == ["first", "first"])
    paused.isPaused = false
    window.advance(by: 1.0 / 60)
    #expect(log.events == ["first", "first", "first", "paused"])
    first.invalidate()
    paused.invalidate()
    window.advance(by: 1.0 / 60)
    #expect(log.events.count == 4)
    #expect(window.isIdle)
  }

  @Test("runUntilIdle runs all queued work, and throws a clear error when it never ends")
  func runUntilIdle() throws {
    let window = Window(size: CGSize(width: 100, height: 100))
    let log = EventLog()
    window.mainQueue.asyncAfter(3) {
      log.append("late")
      window.mainQueue.async { log.append("chained") }
    }
    try window.runUntilIdle()
    #expect(log.events == ["late", "chained"])
    #expect(window.isIdle)
    let runs = EventLog()
    window.mainQueue.schedule(every: 0.1) { _ in runs.count += 1 }
    #expect {
      try window.runUntilIdle()
    } throws: { error in
      "\(error)".contains("runUntilIdle() ran 100000 tasks and frames and work remains")
    }
    #expect(runs.count == 100_000 / 7, "each 0.1 s is six frames and one run: 100,000 steps")
  }

  @Test("work a view queues outside any window waits until it joins one")
  func detachedWorkWaits() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let log = EventLog()
    let first = View()
    let second = View()
    first.mainQueue.async { log.append("first") }
    second.mainQueue.async { log.append("second") }
    first.mainQueue.asyncAfter(0.5) { log.append("first later") }
    window.advance(by: 2)
    #expect(log.events.isEmpty)
    let container = View()
    container.addSubview(second)
    container.addSubview(first)
    window.addSubview(container)
    window.advance(by: 0)
    #expect(log.events == ["first", "second"])
    window.advance(by: 0.5)
    #expect(log.events == ["first", "second", "first later"])
    container.removeFromSuperview()
    window.addSubview(container)
    window.advance(by: 1)
    #expect(
      log.events == ["first", "second", "first later"], "work runs once: joining again runs none")
  }

  @Test("work queued by a view released outside any window is dropped")
  func detachedWorkDropped() throws {
    let window = Window(size: CGSize(width: 100, height: 100))
    let log = EventLog()
    var view: View? = View()
    view?.mainQueue.async { log.append("never") }
    view = nil
    try window.runUntilIdle()
    #expect(log.events.isEmpty)
  }

  @Test("two windows side by side never see each other's time, work or diagnostics")
  func windowsAreIsolated() {
    let left = Window(size: CGSize(width: 100, height: 100))
    let right = Window(size: CGSize(width: 100, height: 100), frameRate: 120)
    let log = EventLog()
    left.mainQueue.asyncAfter(1) { log.append("left") }
    right.mainQueue.asyncAfter(1) { log.append("right") }
    left.advance(by: 1)
    #expect(log.events == ["left"])
    #expect(right.now == 0)
    #expect(right.frameCount == 0)
    left.center = CGPoint(x: CGFloat.nan, y: 0)
    #expect(left.diagnostics.messages.count == 1)
    #expect(right.diagnostics.isEmpty)
  }

  @Test(
    "work that queues itself again with no delay stops advance(by:) after 100,000 steps at one instant, saying so; the rest stays queued"
  )
  func selfQueueingWorkStops() {
    let window = Window(size: CGSize(width: 100, height: 100))
    window.advance(by: 0.5)
    var runs = 0
    func again() {
      window.mainQueue.async {
        runs += 1
        again()
      }
    }
    again()
    window.advance(by: 1)
    #expect(runs == 99_999, "the frame at 0.5 s was the first of the 100,000 steps: \(runs)")
    #expect(window.now == 0.5, "the clock stays at the instant the work filled")
    #expect(!window.isIdle, "the rest stays queued")
    #expect(
      window.diagnostics.messages.contains {
        $0.contains("advance(by:)") && $0.contains("stopped at 0.5 s after 100000 tasks")
      }, "\(window.diagnostics.messages)")
  }

  @Test("bad durations are refused with a diagnostic")
  func badDurations() throws {
    let window = Window(size: CGSize(width: 100, height: 100))
    window.advance(by: -1)
    window.advance(by: .nan)
    window.mainQueue.schedule(every: 0) { _ in }
    let ran = EventLog()
    window.mainQueue.asyncAfter(.infinity) { ran.append("ran") }
    window.advance(by: 0)
    #expect(window.now == 0)
    #expect(ran.events == ["ran"])
    #expect(window.diagnostics.messages.count == 4)
    try window.runUntilIdle()
    #expect(window.frameCount == 1, "the refused timer is not queued: one layout frame is all")
  }
}
