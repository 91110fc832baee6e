/// What the DZ design's blob asks of its screen: start the work of a refresh.
@MainActor
public protocol RefreshDelegate: AnyObject {
  /// A refresh began: load, then call `endRefresh()`.
  func doRefresh(_ refreshView: BlobRefreshView)
}
