/// The words a refresh control shows in each state.
public struct RefreshTexts: Hashable, Sendable {
  /// At rest or pulled less than the threshold.
  public var pull: String
  /// Pulled past the threshold.
  public var release: String
  /// While refreshing.
  public var refreshing: String
  /// With no more data (footers).
  public var noMoreData: String

  /// Texts of your own.
  public init(pull: String, release: String, refreshing: String, noMoreData: String = "") {
    self.pull = pull
    self.release = release
    self.refreshing = refreshing
    self.noMoreData = noMoreData
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

  /// The HW header's texts (the default).
  public static let chineseHeader = RefreshTexts(
    pull: "下拉即可刷新", release: "释放即可刷新", refreshing: "刷新中...")
  /// The HW footer's texts (the default).
  public static let chineseFooter = RefreshTexts(
    pull: "上拉即可加载更多", release: "释放即可加载更多", refreshing: "加载中...",
    noMoreData: "已经全部加载完毕")
  /// MJRefresh's English header texts.
  public static let englishHeader = RefreshTexts(
    pull: "Pull down to refresh", release: "Release to refresh", refreshing: "Loading...")
  /// MJRefresh's English footer texts.
  public static let englishFooter = RefreshTexts(
    pull: "Pull up to load more", release: "Release to load more", refreshing: "Loading...",
    noMoreData: "No more data")
}
