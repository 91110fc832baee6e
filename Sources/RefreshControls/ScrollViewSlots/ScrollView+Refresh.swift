import Foundation
import ViewKitLite

/// The HW design's scroll-view category: header and footer slots held as associated values,
/// with will/did-change notifications observable by key (`refreshHeader`, `refreshFooter`).
extension ScrollView {
  private static let headerKey = AssociationKey<RefreshBaseView>(weak: "refreshHeader")
  private static let footerKey = AssociationKey<RefreshBaseView>(weak: "refreshFooter")
  private static let controlKey = AssociationKey<RefreshControl>("refreshControl")
  private static let trailerKey = AssociationKey<RefreshBaseView>(weak: "refreshTrailer")

  /// The pull-down refresh control. Setting one adds it at the back of the subviews and
  /// removes (detaches) the one it replaces.
  public var refreshHeader: RefreshBaseView? {
    get { associatedValue(for: Self.headerKey) }
    set { replaceSlot(Self.headerKey, with: newValue) }
  }

  /// The pull-up refresh control, replaced the same way.
  public var refreshFooter: RefreshBaseView? {
    get { associatedValue(for: Self.footerKey) }
    set { replaceSlot(Self.footerKey, with: newValue) }
  }

  /// The control pulled past a horizontal list's end: MJRefresh's `mj_trailer`. Replaced the
  /// same way.
  public var refreshTrailer: RefreshBaseView? {
    get { associatedValue(for: Self.trailerKey) }
    set { replaceSlot(Self.trailerKey, with: newValue) }
  }

  /// The system-style refresh control: UIKit's `UIScrollView.refreshControl`.
  public var refreshControl: RefreshControl? {
    get { associatedValue(for: Self.controlKey) }
    set {
      let old = refreshControl
      guard old !== newValue else { return }
      setAssociatedValue(newValue, for: Self.controlKey)
      old?.removeFromSuperview()
      if let newValue { insertSubview(newValue, at: 0) }
    }
  }

  private func replaceSlot(_ key: AssociationKey<RefreshBaseView>, with control: RefreshBaseView?) {
    let old = associatedValue(for: key)
    guard old !== control else { return }
    setAssociatedValue(control, for: key)
    old?.removeFromSuperview()
    if let control { insertSubview(control, at: 0) }
  }

  /// Empties the slots that hold `control`, which is leaving this scroll view.
  func forgetRefreshControl(_ control: RefreshBaseView) {
    if refreshHeader === control { setAssociatedValue(nil, for: Self.headerKey) }
    if refreshFooter === control { setAssociatedValue(nil, for: Self.footerKey) }
    if refreshTrailer === control { setAssociatedValue(nil, for: Self.trailerKey) }
    if refreshControl === control { setAssociatedValue(nil, for: Self.controlKey) }
  }

  /// Adds the HW header, a ``NormalRefreshHeader`` (once), and sets its callback.
  public func addHeaderRefresh(_ callback: @escaping @MainActor () -> Void) {
    if refreshHeader == nil { refreshHeader = NormalRefreshHeader() }
    refreshHeader?.asyncRefreshingCallback = nil
    refreshHeader?.refreshingCallback = callback
  }

  /// Adds the HW header, a ``NormalRefreshHeader`` (once), and runs `action` as a task each
  /// time it refreshes: the refresh ends when `action` returns, with a failure when it throws
  /// (``RefreshBaseView/asyncRefreshingCallback``).
  ///
  /// ```swift
  /// tableView.addHeaderRefresh { await model.reload() }
  /// ```
  public func addHeaderRefresh(_ action: @escaping @MainActor () async throws -> Void) {
    if refreshHeader == nil { refreshHeader = NormalRefreshHeader() }
    refreshHeader?.refreshingCallback = nil
    refreshHeader?.asyncRefreshingCallback = action
  }

  /// Begins the header's refresh.
  public func headerBeginRefreshing() { refreshHeader?.beginRefreshing() }

  /// Ends the header's refresh.
  public func headerEndRefreshing() { refreshHeader?.endRefreshing() }

  /// Adds the HW footer, a ``NormalRefreshFooter`` (once), and sets its callback.
  public func addFooterRefresh(_ callback: @escaping @MainActor () -> Void) {
    if refreshFooter == nil { refreshFooter = NormalRefreshFooter() }
    refreshFooter?.asyncRefreshingCallback = nil
    refreshFooter?.refreshingCallback = callback
  }

  /// Adds the HW footer, a ``NormalRefreshFooter`` (once), and runs `action` as a task each
  /// time it loads: the load ends when `action` returns, with a failure when it throws.
  public func addFooterRefresh(_ action: @escaping @MainActor () async throws -> Void) {
    if refreshFooter == nil { refreshFooter = NormalRefreshFooter() }
    refreshFooter?.refreshingCallback = nil
    refreshFooter?.asyncRefreshingCallback = action
  }

  /// Begins the footer's refresh.
  public func footerBeginRefreshing() { refreshFooter?.beginRefreshing() }

  /// Ends the footer's refresh.
  public func footerEndRefreshing() { refreshFooter?.endRefreshing() }

  /// Ends the footer's refresh and marks that there is no more data.
  public func footerEndRefreshingWithNoMoreData() {
    if let footer = refreshFooter as? any NoMoreDataFooter {
      footer.endRefreshingWithNoMoreData()
    } else {
      refreshFooter?.state = .noMoreData
    }
  }

  /// Adds a ``NormalRefreshTrailer`` (once) and sets its callback: pull the list past its end
  /// to load more.
  public func addTrailerRefresh(_ callback: @escaping @MainActor () -> Void) {
    if refreshTrailer == nil { refreshTrailer = NormalRefreshTrailer() }
    refreshTrailer?.asyncRefreshingCallback = nil
    refreshTrailer?.refreshingCallback = callback
  }

  /// Begins the trailer's refresh.
  public func trailerBeginRefreshing() { refreshTrailer?.beginRefreshing() }

  /// Ends the trailer's refresh.
  public func trailerEndRefreshing() { refreshTrailer?.endRefreshing() }

  /// Lets the footer load again after no more data.
  public func footerResetNoMoreData() {
    guard refreshFooter?.state == .noMoreData else { return }
    refreshFooter?.state = .normal
  }
}
