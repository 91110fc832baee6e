import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

/// An error with words of its own.
private struct Offline: LocalizedError {
  var errorDescription: String? { "Offline" }
}

@MainActor
@Suite("Async refresh callbacks, refresh(), and the window's clock")
struct AsyncRefreshTests {
  /// Pulls the scene's table past the HW header's 44 pt and lets go at once (0.3 s of pull).
  private func pullAndRelease(_ scene: TestScene) {
    scene.tableView.pull(to: -60)?.lift()
  }

  /// A 40-row scene with a normal header on its table beside `footer`.
  private func headerBeside(_ footer: RefreshBaseView) -> (TestScene, NormalRefreshHeader) {
    let scene = TestScene(rows: 40)
    let header = NormalRefreshHeader()
    scene.tableView.refreshHeader = header
    scene.tableView.refreshFooter = footer
    return (scene, header)
  }

  @Test("the refresh ends by itself 2 s after it began, when the async callback returns")
  func endsWhenTheCallbackReturns() async {
    let scene = TestScene(rows: 40)
    var began: TimeInterval?
    var loaded: TimeInterval?
    scene.tableView.addHeaderRefresh {
      began = scene.window.now
      try await scene.window.clock.sleep(for: .seconds(2))
      loaded = scene.window.now
    }
    let header = scene.tableView.refreshHeader!
    pullAndRelease(scene)
    await scene.window.run(for: 1)
    #expect(header.state == .refreshing && scene.tableView.contentInset.top == 44)
    let start = try! #require(began)
    await scene.window.run(for: start + 2 - scene.window.now)
    #expect(loaded == start + 2)
    #expect(header.state == .normal, "ended when the callback returned")
    await scene.window.run(for: 0.25)
    #expect(scene.tableView.contentInset.top == 0)
    #expect(scene.window.diagnostics.messages.isEmpty)
  }

  @Test("a thrown error ends the refresh with a failure carrying its description")
  func throwingEndsWithAFailure() async {
    let scene = TestScene(rows: 40)
    scene.tableView.addHeaderRefresh {
      try await scene.window.clock.sleep(for: .seconds(1))
      throw Offline()
    }
    let header = scene.tableView.refreshHeader as! NormalRefreshHeader
    header.beginRefreshing()
    await scene.window.run(for: 1.1)
    #expect(header.heldResult == .failure("Offline"))
    #expect(header.stateLabel.text == "Offline")
    await scene.window.run(for: 0.5)
    #expect(header.state == .normal && header.heldResult == nil)
  }

  @Test("removing the header cancels its task: it ends the refresh, and nothing calls back")
  func removingTheControlCancels() async {
    let scene = TestScene(rows: 40)
    var cancelled = false
    var resumed = false
    scene.tableView.addHeaderRefresh {
      do {
        try await scene.window.clock.sleep(for: .seconds(2))
        resumed = true
      } catch is CancellationError {
        cancelled = true
      }
    }
    let header = scene.tableView.refreshHeader!
    header.beginRefreshing()
    await scene.window.run(for: 0.5)
    header.removeFromSuperview()
    await scene.window.run(for: 3)
    #expect(cancelled && !resumed)
    #expect(header.state == .normal && header.heldResult == nil)
    #expect(scene.tableView.contentInset.top == 0)
    #expect(scene.window.diagnostics.messages.isEmpty)
  }

  @Test("removing the scroll view from the screen cancels the task too")
  func removingTheScrollViewCancels() async {
    let scene = TestScene(rows: 40)
    var cancelled = false
    scene.tableView.addFooterRefresh {
      do {
        try await scene.window.clock.sleep(for: .seconds(2))
      } catch {
        cancelled = error is CancellationError
      }
    }
    let footer = scene.tableView.refreshFooter!
    footer.beginRefreshing()
    await scene.window.run(for: 0.5)
    scene.tableView.removeFromSuperview()
    await scene.window.run(for: 3)
    #expect(cancelled)
    #expect(footer.state == .normal)
  }

  @Test("an end from elsewhere lets the task run on; its return ends nothing")
  func endFromElsewhere() async {
    let scene = TestScene(rows: 40)
    var finished = false
    scene.tableView.addHeaderRefresh {
      try await scene.window.clock.sleep(for: .seconds(2))
      finished = true
    }
    let header = scene.tableView.refreshHeader!
    header.beginRefreshing()
    await scene.window.run(for: 0.5)
    header.endRefreshing()
    await scene.window.run(for: 0.5)
    header.beginRefreshing()
    await scene.window.run(for: 1.5)
    #expect(finished, "the first task ran to its end")
    #expect(header.state == .refreshing, "the first task's return did not end the second refresh")
    #expect(scene.window.diagnostics.messages.isEmpty)
    await scene.window.run(for: 0.5)
    #expect(header.state == .normal, "the second task, 2 s after its begin, ended it")
  }

  @Test("an ended refresh's task, returning before the next refresh calls back, ends nothing")
  func endedTaskReturnsBeforeADeferredCallback() async {
    let scene = TestScene(rows: 40)
    let header = DeferringHeader()
    scene.tableView.refreshHeader = header
    var tasksStarted = 0
    header.asyncRefreshingCallback = {
      tasksStarted += 1
      try await scene.window.clock.sleep(for: .seconds(2))
    }
    header.beginRefreshing()
    await scene.window.run(for: 0.5)
    header.endRefreshing()
    await scene.window.run(for: 1.7)
    header.beginRefreshing()
    await scene.window.run(for: 0.1)
    #expect(tasksStarted == 1, "the second refresh calls back once its inset shows, 0.25 s on")
    #expect(
      header.state == .refreshing, "the first task returned, 2 s after it began, and ended nothing")
    await scene.window.run(for: 0.3)
    #expect(tasksStarted == 2 && header.state == .refreshing)
  }

  @Test("await refresh() returns once the end animation has finished")
  func awaitRefresh() async {
    let scene = TestScene(rows: 40)
    let window = scene.window
    scene.tableView.addHeaderRefresh { try await window.clock.sleep(for: .seconds(1)) }
    let header = scene.tableView.refreshHeader!
    var returnedAt: TimeInterval?
    let waiter = Task { @MainActor in
      await header.refresh()
      returnedAt = window.now
    }
    await window.run(for: 3)
    _ = await waiter.value
    let finished = try! #require(returnedAt)
    #expect(abs(finished - (1 + 0.25)) < 0.02, "1 s of loading, then 0.25 s of collapse")
    #expect(scene.tableView.contentInset.top == 0)
  }

  @Test("refresh() during a refresh waits for it; refused, it returns at once")
  func refreshWhileRefreshing() async {
    let footer = NormalRefreshFooter()
    let (scene, header) = headerBeside(footer)
    let window = scene.window
    header.beginRefreshing()
    var log: [String] = []
    Task { @MainActor in
      await footer.refresh()
      log.append("footer refused at \(NumberFormat.string(window.now))")
      await header.refresh()
      log.append("header ended at \(NumberFormat.string(window.now))")
    }
    await window.run(for: 1)
    header.endRefreshing()
    await window.run(for: 1)
    // A task that Task.yield resumes reaches the main actor through the global executor; on a
    // loaded machine its resumption can land one 60 Hz frame later (seen: 1.283 s), so the
    // header's return is pinned to its frame or the next.
    #expect(log.first == "footer refused at 0.017", "0.017: the scene's first frame")
    #expect(["header ended at 1.267", "header ended at 1.283"].contains(log.last), "\(log)")
    #expect(log.count == 2)
    #expect(window.diagnostics.messages.count == 1, "the refused begin says why")
  }

  @Test("refresh() refused while the control's own end still collapses returns at once")
  func refusedDuringTheCollapse() async {
    let footer = AutoNormalRefreshFooter()
    let (scene, header) = headerBeside(footer)
    let window = scene.window
    header.beginRefreshing()
    await window.run(for: 0.5)
    var log: [String] = []
    header.endRefreshing { log.append("collapsed at \(NumberFormat.string(window.now))") }
    footer.beginRefreshing()
    let asked = NumberFormat.string(window.now)
    Task { @MainActor in
      await header.refresh()
      log.append("refused at \(NumberFormat.string(window.now))")
    }
    await window.run(for: 1)
    #expect(log.first == "refused at \(asked)", "the footer refreshes: refused at once, \(log)")
    #expect(log.count == 2 && footer.isRefreshing && !header.isRefreshing)
  }

  @Test("the same async scenario draws the same picture, run after run")
  func deterministic() async {
    func play() async -> [String] {
      let scene = TestScene(rows: 40)
      scene.tableView.addHeaderRefresh {
        try await scene.window.clock.sleep(for: .seconds(0.4))
        scene.rows.insert("New row", at: 0)
        scene.tableView.reloadData()
      }
      var pictures: [String] = []
      scene.tableView.pull(to: -70)?.lift()
      for _ in 0..<12 {
        await scene.window.run(for: 0.1)
        pictures.append(scene.window.picture(of: CGRect(x: 0, y: 0, width: 375, height: 120)).text)
      }
      return pictures
    }
    let first = await play()
    for _ in 0..<5 {
      #expect(await play() == first)
    }
    #expect(first.contains { $0.contains("New row") })
  }
}

/// A header that calls back once its refreshing inset has shown, as JK's does.
private final class DeferringHeader: NormalRefreshHeader {
  override var defersRefreshingCallback: Bool { true }
  override func refreshingInsetDidShow() { sendRefreshingCallback() }
}
