import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("Last updated time")
struct LastUpdatedTimeTests {
  /// The header's text read `readAt` seconds after a refresh that ended at `start` (UTC
  /// unless given): a window starting at `start` refreshes, and one starting `readAt` later,
  /// sharing the store, reads.
  func text(
    start: String, readAt: TimeInterval, timeZone: TimeZone = .gmt,
    texts: RefreshTexts = .chineseHeader
  ) throws -> String? {
    let date = try #require(ISO8601DateFormatter().date(from: start))
    let store = InMemoryLastUpdatedTimeStore()
    var windows: [Window] = []
    func header(startingAt start: Date) -> StateRefreshHeader {
      let window = Window(
        size: CGSize(width: 375, height: 667), startDate: start, timeZone: timeZone)
      windows.append(window)
      let table = TableView(frame: window.bounds)
      window.addSubview(table)
      let header = StateRefreshHeader()
      header.texts = texts
      header.lastUpdatedTimeStore = store
      table.refreshHeader = header
      return header
    }
    let first = header(startingAt: date)
    first.beginRefreshing()
    first.endRefreshing()
    return header(startingAt: date.addingTimeInterval(readAt)).lastUpdatedTimeLabel.text
  }

  @Test("today, another day of the year, another year, across day, month and year ends")
  func texts() throws {
    let minute: TimeInterval = 60
    #expect(try text(start: "2026-06-01T12:05:00Z", readAt: 1) == "最后更新：今天 12:05")
    #expect(
      try text(start: "2026-06-01T12:05:00Z", readAt: 1, texts: .englishHeader)
        == "Last update: Today 12:05")
    #expect(
      try text(start: "2026-03-05T23:59:00Z", readAt: 2 * minute)
        == "最后更新：03-05 23:59", "23:59 → 00:01 is another day")
    #expect(
      try text(start: "2026-01-31T23:59:00Z", readAt: 2 * minute)
        == "最后更新：01-31 23:59", "31 January → 1 February")
    #expect(
      try text(start: "2026-02-01T10:00:00Z", readAt: 31 * 24 * 60 * minute)
        == "最后更新：02-01 10:00", "the same day of the next month is not today")
    #expect(
      try text(start: "2026-12-31T23:59:00Z", readAt: 2 * minute)
        == "最后更新：2026-12-31 23:59", "31 December → 1 January")
    #expect(
      try text(start: "2025-06-01T12:05:00Z", readAt: 365 * 24 * 60 * minute)
        == "最后更新：2025-06-01 12:05", "the same day of the next year is not today")
    #expect(
      try text(
        start: "2026-06-01T22:30:00Z", readAt: 1,
        timeZone: TimeZone(secondsFromGMT: 8 * 3600)!) == "最后更新：今天 06:30",
      "read in the window's time zone")
  }

  @Test(
    "a refresh begun in code reads the time again: past midnight, yesterday's is no longer today")
  func beginReadsTheTimeAgain() throws {
    let start = try #require(ISO8601DateFormatter().date(from: "2026-03-05T23:59:00Z"))
    let window = Window(size: CGSize(width: 375, height: 667), startDate: start, timeZone: .gmt)
    let table = TableView(frame: window.bounds)
    window.addSubview(table)
    let header = NormalRefreshHeader()
    header.texts = .englishHeader
    header.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    table.refreshHeader = header
    header.beginRefreshing()
    header.endRefreshing()
    window.advance(by: 1)
    #expect(header.lastUpdatedTimeLabel.text == "Last update: Today 23:59")
    window.advance(by: 120)
    header.beginRefreshing()
    #expect(header.lastUpdatedTimeLabel.text == "Last update: 03-05 23:59")
  }

  @Test("the HW header, its time label hidden, still records when each refresh ended")
  func hwHeaderRecords() {
    let window = Window(size: CGSize(width: 375, height: 667))
    let table = TableView(frame: window.bounds)
    window.addSubview(table)
    let header = NormalRefreshHeader()
    let store = InMemoryLastUpdatedTimeStore()
    header.lastUpdatedTimeStore = store
    table.refreshHeader = header
    header.beginRefreshing()
    #expect(store.date(forKey: header.lastUpdatedTimeKey) == nil)
    window.advance(by: 1)
    header.endRefreshing()
    #expect(store.date(forKey: header.lastUpdatedTimeKey) == window.date)
  }

  @Test("no record before the first refresh; your own text; a key per header; 54 or 44 points")
  func recordKeyAndHeight() {
    let window = Window(size: CGSize(width: 375, height: 667))
    let table = TableView(frame: window.bounds)
    window.addSubview(table)
    let header = StateRefreshHeader()
    table.refreshHeader = header
    #expect(header.lastUpdatedTimeLabel.text == "最后更新：无记录")
    #expect(header.lastUpdatedTimeLabel.fontSize == 14, "MJRefresh's 14 points")
    #expect(header.frame.height == 54)
    header.lastUpdatedTimeLabel.isHidden = true
    #expect(header.frame.height == 44)
    #expect(NormalRefreshHeader().frame.height == 44, "the HW header hides it")
    header.lastUpdatedTimeText = { date in date == nil ? "never" : "once" }
    #expect(header.lastUpdatedTimeLabel.text == "never")
    header.beginRefreshing()
    header.endRefreshing()
    #expect(header.lastUpdatedTimeLabel.text == "once")
    let other = StateRefreshHeader()
    other.lastUpdatedTimeKey = "other"
    let otherTable = TableView(frame: window.bounds)
    window.addSubview(otherTable)
    otherTable.refreshHeader = other
    #expect(other.lastUpdatedTimeLabel.text == "最后更新：无记录", "another key has no record")
    other.lastUpdatedTimeKey = StateRefreshHeader.defaultLastUpdatedTimeKey
    #expect(other.lastUpdatedTimeLabel.text == "最后更新：今天 12:00", "the default key is shared")
  }

  @Test("the text is read again as the header starts to show: after midnight, not today")
  func readAgainOnPull() throws {
    let start = try #require(ISO8601DateFormatter().date(from: "2026-03-05T23:59:50Z"))
    let window = Window(size: CGSize(width: 375, height: 667), startDate: start)
    let table = TableView(frame: window.bounds)
    table.contentSize = CGSize(width: 375, height: 2000)
    window.addSubview(table)
    let header = StateRefreshHeader()
    table.refreshHeader = header
    header.beginRefreshing()
    header.endRefreshing()
    #expect(header.lastUpdatedTimeLabel.text == "最后更新：今天 23:59")
    window.advance(by: 20)
    table.pull(to: -20)?.lift()
    #expect(header.lastUpdatedTimeLabel.text == "最后更新：03-05 23:59")
  }

  @Test("the store can be replaced: UserDefaults for an app")
  func userDefaultsStore() throws {
    let suite = "LastUpdatedTimeTests-\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    let window = Window(size: CGSize(width: 375, height: 667))
    let table = TableView(frame: window.bounds)
    window.addSubview(table)
    let header = StateRefreshHeader()
    header.lastUpdatedTimeStore = UserDefaultsLastUpdatedTimeStore(defaults: defaults)
    table.refreshHeader = header
    header.beginRefreshing()
    header.endRefreshing()
    #expect(
      defaults.object(forKey: StateRefreshHeader.defaultLastUpdatedTimeKey) as? Date
        == Window.defaultStartDate)
  }
}
