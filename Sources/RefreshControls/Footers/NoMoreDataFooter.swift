import Foundation

/// What every footer has, pulled up or automatic, as MJRefresh's `MJRefreshFooter` gives both:
/// showing there is no more to load (`endRefreshingWithNoMoreData`, `resetNoMoreData`), and
/// the bottom inset to ignore.
///
/// `.noMoreData` is sticky: a plain `endRefreshing()` keeps it (even in the same turn), and
/// pulls do nothing until ``resetNoMoreData()``.
@MainActor
public protocol NoMoreDataFooter: RefreshBaseView {}

extension NoMoreDataFooter {
  /// How much of the scroll view's bottom inset the footer sits below, as if it were content:
  /// for a bar the app shows in the inset under the last row (MJRefresh's
  /// `ignoredScrollViewContentInsetBottom`). 0 unless set; a value that is not finite, or below
  /// 0, is refused with a diagnostic.
  public var ignoredScrollViewContentInsetBottom: CGFloat {
    get { ignoredInsets.bottom }
    set {
      setIgnoredInset(newValue, at: \.bottom, member: "ignoredScrollViewContentInsetBottom")
    }
  }

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
