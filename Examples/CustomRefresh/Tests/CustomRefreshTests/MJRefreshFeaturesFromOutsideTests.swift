import CustomRefresh
import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

/// A store of last updated times kept by the app, as a database would keep them.
@MainActor
final class AppTimeStore: LastUpdatedTimeStore {
  private(set) var writes: [String] = []
  private var dates: [String: Date] = [:]

  func date(forKey key: String) -> Date? { dates[key] }

  func setDate(_ date: Date, forKey key: String) {
    writes.append(key)
    dates[key] = date
  }
}

/// An error with words of its own.
struct Offline: LocalizedError {
  var errorDescription: String? { "Offline" }
}

/// The features an MJRefresh user reaches for, used from another package: the last updated
/// time with a store of the app's, a result held before the collapse, arming for haptics, the
/// window's language, and async loads on the window's clock.
@MainActor
@Suite("MJRefresh's features, from another package")
struct MJRefreshFeaturesFromOutsideTests {
  @Test("the last updated time, stored by the app, read in the window's language and calendar")
  func lastUpdatedTime() {
    let scene = TestScene(rows: 40)
    scene.window.refreshLanguage = .english
    let header = NormalRefreshHeader()
    let store = AppTimeStore()
    header.lastUpdatedTimeStore = store
    header.lastUpdatedTimeKey = "inbox"
    header.lastUpdatedTimeLabel.isHidden = false
    scene.tableView.refreshHeader = header
    #expect(header.frame.height == 54)
    #expect(header.lastUpdatedTimeLabel.text == "Last update: No record")
    header.beginRefreshing()
    scene.window.advance(by: 300)
    header.endRefreshing()
    #expect(store.writes == ["inbox"])
    #expect(header.lastUpdatedTimeLabel.text == "Last update: Today 12:05")
  }

  @Test("a custom header holds a result in the window's language, then collapses")
  func heldResult() {
    let scene = TestScene(rows: 40)
    scene.window.refreshLanguage = .english
    let header = RingHeader()
    scene.tableView.refreshHeader = header
    header.beginRefreshing()
    scene.window.advance(by: 1)
    header.endRefreshing(result: .success(nil), holding: 0.5)
    #expect(header.percentLabel.text == "Refreshed")
    scene.window.refreshLanguage = .russian
    #expect(header.percentLabel.text == "Обновлено", "relabelled live")
    scene.window.advance(by: 0.6)
    #expect(header.state == .normal && header.percentLabel.text == "0%")
  }

  @Test("arming for haptics: armed past the threshold, disarmed back, then refreshing")
  func armed() {
    let scene = TestScene(rows: 40)
    let header = RingHeader()
    var feedback: [RefreshFeedback] = []
    header.feedback = { feedback.append($0) }
    var armedChanges: [Bool] = []
    let token = header.observe(\.isArmed, options: .new) { _, change in
      if let armed = change.newValue { armedChanges.append(armed) }
    }
    scene.tableView.refreshHeader = header
    let finger = scene.tableView.pull(to: -70)
    scene.tableView.pull(to: -50)
    scene.tableView.pull(to: -70)
    finger?.hold(for: 0.1)
    finger?.lift()
    scene.window.advance(by: 0.5)
    #expect(feedback == [.armed, .disarmed, .armed, .refreshing])
    #expect(armedChanges == [true, false, true, false])
    token.invalidate()
  }

  @Test("an async load on the window's clock ends the refresh; await refresh() waits for it")
  func asyncLoad() async {
    let scene = TestScene(rows: 40)
    let window = scene.window
    let header = RingHeader()
    var loads = 0
    header.asyncRefreshingCallback = {
      try await window.clock.sleep(for: .seconds(1))
      loads += 1
      if loads == 2 { throw Offline() }
    }
    scene.tableView.refreshHeader = header
    var log: [String] = []
    let user = Task { @MainActor in
      await header.refresh()
      log.append("first ended at \(NumberFormat.string(window.now))")
      await header.refresh()
      log.append("second ended at \(NumberFormat.string(window.now))")
    }
    await window.run(for: 1.1)
    #expect(loads == 1 && header.state == .normal)
    await window.run(for: 1.2)
    #expect(header.heldResult == .failure("Offline") && header.percentLabel.text == "Offline")
    await window.run(for: 1)
    _ = await user.value
    #expect(log == ["first ended at 1.267", "second ended at 3.017"])
    #expect(window.diagnostics.messages.isEmpty)
  }
}
