/// What the DZ design's blob asks of its screen: start the work of a refresh.
@MainActor
public protocol BlobRefreshViewDelegate: AnyObject {
  /// A refresh began: load, then call `endRefresh()`.
  func doRefresh(_ refreshView: BlobRefreshView)
}

/// The blob's delegate under its first name, which said nothing of the blob.
@available(*, deprecated, renamed: "BlobRefreshViewDelegate")
public typealias RefreshDelegate = BlobRefreshViewDelegate
