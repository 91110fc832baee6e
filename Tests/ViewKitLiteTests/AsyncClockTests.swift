import Foundation
import Testing
import ViewKitLite

@MainActor
@Suite("The window's clock as a Swift Clock, and run(for:)")
struct AsyncClockTests {
  @Test("a main-actor task sleeping 2 s wakes at exactly 2 s of the window's time")
  func sleepsInVirtualTime() async {
    let window = Window(size: CGSize(width: 100, height: 100))
    var wokeAt: TimeInterval?
    let task = Task { @MainActor in
      try await window.clock.sleep(for: .seconds(2))
      wokeAt = window.now
    }
    await window.run(for: 1.9)
    #expect(wokeAt == nil)
    await window.run(for: 0.2)
    #expect(wokeAt == 2)
    #expect(window.now == 2.1)
    _ = await task.result
  }

  @Test("sleepers wake in due order, equal times in the order they slept, before that frame")
  func wakeOrder() async {
    let window = Window(size: CGSize(width: 100, height: 100))
    var log: [String] = []
    for (name, seconds) in [("b", 0.5), ("a", 0.25), ("c", 0.5)] {
      Task { @MainActor in
        try await window.clock.sleep(for: .seconds(seconds))
        log.append("\(name) at \(NumberFormat.string(window.now)) frame \(window.frameCount)")
      }
    }
    await window.run(for: 1)
    #expect(log == ["a at 0.25 frame 14", "b at 0.5 frame 29", "c at 0.5 frame 29"])
  }

  @Test("a task started in a frame runs before the next frame")
  func taskStartedInAFrame() async {
    let window = Window(size: CGSize(width: 100, height: 100))
    var ranAtFrame: Int?
    window.mainQueue.asyncAfter(0.1) {
      Task { @MainActor in ranAtFrame = window.frameCount }
    }
    await window.run(for: 0.5)
    #expect(ranAtFrame == 5, "queued at 0.1 s, before frame 6 (0.1 s)")
  }

  @Test("sleep(until:) and the clock's instants count in the window's ticks")
  func instants() async throws {
    let window = Window(size: CGSize(width: 100, height: 100))
    let start = window.clock.now
    let deadline = start.advanced(by: .milliseconds(1500))
    #expect(start.duration(to: deadline) == .milliseconds(1500))
    #expect(start.advanced(by: .seconds(1) / 60).secondsSinceStart == 1.0 / 60)
    #expect(
      start.advanced(by: .nanoseconds(90)) == start.advanced(by: .nanoseconds(83)),
      "6.48 and 5.98 ticks both round to 6")
    #expect(start.advanced(by: .nanoseconds(97)) == start.advanced(by: .nanoseconds(104)))
    #expect(start.advanced(by: .nanoseconds(90)) != start.advanced(by: .nanoseconds(97)))
    #expect(!(start < start) && start <= start && start < deadline && !(deadline < start))
    #expect(
      deadline.advanced(by: .nanoseconds(-90)) == deadline.advanced(by: .nanoseconds(-83)),
      "back in time, −6.48 and −5.98 ticks both round to −6")
    #expect(window.clock.minimumResolution > .nanoseconds(13))
    #expect(window.clock.minimumResolution < .nanoseconds(14), "one tick, 1/72,000,000 s")
    var woke = false
    Task { @MainActor in
      try await window.clock.sleep(until: deadline)
      woke = true
    }
    await window.run(for: 1.5)
    #expect(woke && window.clock.now == deadline)
    try await window.clock.sleep(until: start)
    #expect(window.now == 1.5, "a deadline that has passed returns at once")
    try await window.clock.sleep(until: window.clock.now)
    try await window.clock.sleep(for: .zero)
    #expect(window.now == 1.5, "so does one that is now")
  }

  @Test("a cancelled sleep throws CancellationError at once, and nothing else wakes")
  func cancellation() async {
    let window = Window(size: CGSize(width: 100, height: 100))
    let task = Task { @MainActor in
      try await window.clock.sleep(for: .seconds(10))
    }
    await window.run(for: 0.1)
    task.cancel()
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(window.isIdle, "the cancelled sleeper no longer waits")
  }

  @Test("a window released while a task sleeps on its clock wakes it with CancellationError")
  func windowReleased() async {
    var window: Window? = Window(size: CGSize(width: 100, height: 100))
    let clock = window!.clock
    let task = Task { @MainActor in
      try await clock.sleep(for: .seconds(1))
    }
    await window!.run(for: 0)
    window = nil
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
  }

  @Test("advance(by:) wakes sleepers too; their tasks run when the main actor is next free")
  func advanceWakes() async {
    let window = Window(size: CGSize(width: 100, height: 100))
    var wokeAt: TimeInterval?
    let task = Task { @MainActor in
      try await window.clock.sleep(for: .seconds(1))
      wokeAt = window.now
    }
    await window.run(for: 0)
    window.advance(by: 3)
    #expect(wokeAt == nil, "it cannot run while advance(by:) holds the main actor")
    _ = await task.result
    #expect(wokeAt == 3)
  }

  @Test("runUntilIdle wakes every sleeper")
  func runUntilIdleWakes() async throws {
    let window = Window(size: CGSize(width: 100, height: 100))
    let task = Task { @MainActor in try await window.clock.sleep(for: .seconds(4)) }
    await window.run(for: 0)
    #expect(!window.isIdle)
    try window.runUntilIdle()
    #expect(window.now == 4 && window.isIdle)
    _ = await task.result
  }

  @Test("a negative or non-finite run is refused with a diagnostic")
  func badDuration() async {
    let window = Window(size: CGSize(width: 100, height: 100))
    await window.run(for: -1)
    await window.run(for: .nan)
    #expect(window.now == 0)
    #expect(window.diagnostics.messages.filter { $0.contains("run(for:)") }.count == 2)
  }
}
