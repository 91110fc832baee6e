/// The states of a refresh control: MJRefresh's `MJRefreshState`, as the HW design names them.
public enum RefreshState: String, Hashable, Sendable, CaseIterable {
  /// At rest, or pulled less than the threshold.
  case normal
  /// Pulled past the threshold: releasing starts a refresh.
  case pulling
  /// Refreshing: the callback has run and the control waits for its end.
  case refreshing
  /// A footer with no more data to load: pulls do nothing until it is reset.
  case noMoreData
}
