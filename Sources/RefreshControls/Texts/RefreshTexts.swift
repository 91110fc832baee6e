/// The words a refresh control shows in each state.
///
/// The built-in sets, in six languages, are MJRefresh's where its bundles have a text, and
/// ours where they have none (the results, a trailer's refreshing and no-more-data words, a
/// trailer outside Chinese); the HW design's controls say the HW design's words in simplified
/// Chinese. <doc:TextsInSixLanguages> lists them all, with where each comes from.
public struct RefreshTexts: Hashable, Sendable {
  /// At rest or pulled less than the threshold.
  public var pull: String
  /// Pulled past the threshold.
  public var release: String
  /// While refreshing.
  public var refreshing: String
  /// With no more data (footers).
  public var noMoreData: String
  /// Held after a refresh that worked (``RefreshResult/success(_:)`` without text).
  public var success: String
  /// Held after a refresh that failed (``RefreshResult/failure(_:)`` without text).
  public var failure: String
  /// Before the last updated time: "最后更新：", "Last update: ".
  public var lastUpdated: String
  /// The day of a time that is today: "今天", "Today".
  public var today: String
  /// When no refresh has ended yet: "无记录", "No record".
  public var noRecord: String

  /// Texts of your own.
  public init(
    pull: String, release: String, refreshing: String, noMoreData: String = "",
    success: String = "", failure: String = "", lastUpdated: String = "", today: String = "",
    noRecord: String = ""
  ) {
    self.pull = pull
    self.release = release
    self.refreshing = refreshing
    self.noMoreData = noMoreData
    self.success = success
    self.failure = failure
    self.lastUpdated = lastUpdated
    self.today = today
    self.noRecord = noRecord
  }

  /// The text for `state`.
  public func text(for state: RefreshState) -> String {
    switch state {
    case .normal: pull
    case .pulling: release
    case .refreshing: refreshing
    case .noMoreData: noMoreData
    }
  }

  /// The HW header's texts, which ``NormalRefreshHeader`` says in simplified Chinese: 下拉即可刷新,
  /// 释放即可刷新, 刷新中... (MJRefresh's simplified Chinese header says 下拉可以刷新, 松开立即刷新,
  /// 正在刷新数据中...: ``header(in:)``).
  public static let chineseHeader = RefreshTexts(
    pull: "下拉即可刷新", release: "释放即可刷新", refreshing: "刷新中...",
    success: "刷新成功", failure: "刷新失败", lastUpdated: "最后更新：", today: "今天", noRecord: "无记录")
  /// The HW footer's texts, which ``NormalRefreshFooter`` says in simplified Chinese:
  /// 上拉即可加载更多, 释放即可加载更多, 加载中... (MJRefresh's say 上拉可以加载更多, 松开立即加载更多,
  /// 正在加载更多的数据...: ``footer(in:)``).
  public static let chineseFooter = RefreshTexts(
    pull: "上拉即可加载更多", release: "释放即可加载更多", refreshing: "加载中...",
    noMoreData: "已经全部加载完毕", success: "加载成功", failure: "加载失败")
  /// MJRefresh's English header texts.
  public static let englishHeader = RefreshTexts(
    pull: "Pull down to refresh", release: "Release to refresh", refreshing: "Loading...",
    success: "Refreshed", failure: "Could not refresh", lastUpdated: "Last update: ",
    today: "Today", noRecord: "No record")
  /// MJRefresh's English back footer texts.
  public static let englishFooter = RefreshTexts(
    pull: "Pull up to load more", release: "Release to load more", refreshing: "Loading...",
    noMoreData: "No more data", success: "Loaded", failure: "Could not load")
}
