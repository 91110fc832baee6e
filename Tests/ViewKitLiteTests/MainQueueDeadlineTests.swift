import Foundation
import Testing
import ViewKitLite

/// A port changes `DispatchQueue.main` to `view.mainQueue` and nothing else.
@MainActor
@Suite("Main queue: Dispatch-shaped calls on the virtual clock")
struct MainQueueDeadlineTests {
  @Test("async and async(execute:) run on the next turn, in order, at the same virtual time")
  func asyncCalls() {
    let window = Window(size: CGSize(width: 10, height: 10))
    let log = EventLog()
    let work: @MainActor () -> Void = { log.append("execute \(NumberFormat.string(window.now))") }
    window.advance(by: 0.5)
    window.mainQueue.async { log.append("trailing \(NumberFormat.string(window.now))") }
    window.mainQueue.async(execute: work)
    window.mainQueue.async(qos: .userInitiated, flags: .barrier) { log.append("qos") }
    #expect(log.events.isEmpty, "nothing runs before the clock moves")
    window.advance(by: 0)
    #expect(log.events == ["trailing 0.5", "execute 0.5", "qos"])
  }

  @Test("asyncAfter(deadline:) with seconds and every DispatchTimeInterval, at exact times")
  func deadlines() {
    let window = Window(size: CGSize(width: 10, height: 10))
    let log = EventLog()
    let queue = window.mainQueue
    func stamp(_ name: String) -> @MainActor () -> Void {
      { log.append("\(name) \(NumberFormat.string(window.now))") }
    }
    queue.asyncAfter(deadline: .now() + 1, execute: stamp("1 s"))
    queue.asyncAfter(deadline: .now() + .milliseconds(300), execute: stamp("300 ms"))
    queue.asyncAfter(deadline: .now() + .seconds(2), execute: stamp("2 s"))
    queue.asyncAfter(deadline: .now() + .microseconds(250_000), execute: stamp("250000 µs"))
    queue.asyncAfter(deadline: .now() + .nanoseconds(125_000_000), execute: stamp("125 ms in ns"))
    queue.asyncAfter(deadline: .now() + 0.5 + .milliseconds(5), execute: stamp("0.505 s"))
    queue.asyncAfter(deadline: .now() + 1) {
      log.append("trailing 1 s \(NumberFormat.string(window.now))")
    }
    window.advance(by: 0.3)
    #expect(log.events == ["125 ms in ns 0.125", "250000 µs 0.25", "300 ms 0.3"])
    window.advance(by: 1.7)
    #expect(
      log.events == [
        "125 ms in ns 0.125", "250000 µs 0.25", "300 ms 0.3", "0.505 s 0.505", "1 s 1",
        "trailing 1 s 1", "2 s 2",
      ])
  }

  @Test("forty works queued in a scrambled order of delays run in the order of their deadlines")
  func manyDeadlines() {
    let window = Window(size: CGSize(width: 10, height: 10))
    var ran: [Int] = []
    let delays = (0..<40).map { ($0 * 17) % 40 }
    for delay in delays {
      window.mainQueue.asyncAfter(Double(delay) / 100) { ran.append(delay) }
    }
    window.advance(by: 1)
    #expect(ran == Array(0..<40))
  }

  @Test("now() is the window's time when the call is made, not when the clock started")
  func nowIsTheCallTime() {
    let window = Window(size: CGSize(width: 10, height: 10))
    let log = EventLog()
    window.advance(by: 10)
    window.mainQueue.asyncAfter(deadline: .now() + 0.25) {
      log.append(NumberFormat.string(window.now))
    }
    window.advance(by: 0.25)
    #expect(log.events == ["10.25"])
  }

  @Test("a deadline in the past runs on the next turn; .never and distantFuture never run")
  func pastAndNever() throws {
    let window = Window(size: CGSize(width: 10, height: 10))
    let log = EventLog()
    window.mainQueue.asyncAfter(deadline: .now() + -3) { log.append("past") }
    window.mainQueue.asyncAfter(deadline: .now() + .never) { log.append("never") }
    window.mainQueue.asyncAfter(deadline: .distantFuture) { log.append("distant") }
    try window.runUntilIdle()
    #expect(log.events == ["past"])
    #expect(window.diagnostics.isEmpty)
  }

  @Test("a non-finite deadline runs on the next turn, with a diagnostic naming the fix")
  func nonFiniteDeadline() {
    let window = Window(size: CGSize(width: 10, height: 10))
    let log = EventLog()
    window.mainQueue.asyncAfter(deadline: .now() + .nan) { log.append("nan") }
    window.mainQueue.asyncAfter(deadline: .now() + .infinity) { log.append("inf") }
    window.advance(by: 0)
    #expect(log.events == ["nan", "inf"])
    #expect(window.diagnostics.messages.count == 2)
    #expect(
      window.diagnostics.messages.first
        == "Window.mainQueue.asyncAfter(deadline:execute:): refused a delay of nan s; ran the "
        + "work after 0 s instead. Pass a finite number of seconds.")
  }

  @Test("a huge finite delay is queued far away instead of overflowing the clock")
  func hugeDelay() {
    let window = Window(size: CGSize(width: 10, height: 10))
    let log = EventLog()
    window.mainQueue.asyncAfter(1e300) { log.append("far") }
    window.mainQueue.asyncAfter(deadline: .now() + .seconds(Int.max)) { log.append("far too") }
    window.advance(by: 1)
    #expect(log.events.isEmpty)
    #expect(!window.isIdle, "the work stays queued")
  }

  @Test("wallDeadline is the same virtual clock")
  func wallDeadline() {
    let window = Window(size: CGSize(width: 10, height: 10))
    let log = EventLog()
    window.mainQueue.asyncAfter(wallDeadline: .now() + 0.75) {
      log.append(NumberFormat.string(window.now))
    }
    window.advance(by: 1)
    #expect(log.events == ["0.75"])
  }

  @Test("a view outside any window: its deadline counts from when it joins one")
  func detachedView() {
    let window = Window(size: CGSize(width: 10, height: 10))
    let log = EventLog()
    let view = View()
    view.mainQueue.asyncAfter(deadline: .now() + .milliseconds(300)) {
      log.append("deadline \(NumberFormat.string(window.now))")
    }
    view.mainQueue.async(execute: { log.append("async \(NumberFormat.string(window.now))") })
    window.advance(by: 5)
    #expect(log.events.isEmpty, "work waits while the view is in no window")
    window.addSubview(view)
    window.advance(by: 0.299)
    #expect(log.events == ["async 5"])
    window.advance(by: 0.001)
    #expect(log.events == ["async 5", "deadline 5.3"])
  }

  @Test("the port: the same closure body under DispatchQueue.main's calls, renamed")
  func portedCode() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 16))
    window.addSubview(label)
    // Was: DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300)) { … }
    label.mainQueue.asyncAfter(deadline: .now() + .milliseconds(300)) {
      label.text = "done"
    }
    window.advance(by: 0.2)
    #expect(label.text == nil)
    window.advance(by: 0.1)
    #expect(label.text == "done")
  }
}
