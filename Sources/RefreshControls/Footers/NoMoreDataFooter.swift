/// A footer that can show there is no more to load: MJRefresh's
/// `endRefreshingWithNoMoreData` and `resetNoMoreData`.
///
/// `.noMoreData` is sticky: a plain `endRefreshing()` keeps it (even in the same turn), and
/// pulls do nothing until ``resetNoMoreData()``.
@MainActor
public protocol NoMoreDataFooter: RefreshBaseView {}

extension NoMoreDataFooter {
  /// Ends the refresh and shows that there is no more to load.
  public func endRefreshingWithNoMoreData() {
    if state == .refreshing {
      endRefreshing()
    }
    state = .noMoreData
  }

  /// Lets pulls load again after ``endRefreshingWithNoMoreData()``.
  public func resetNoMoreData() {
    guard state == .noMoreData else { return }
    state = .normal
  }
}
