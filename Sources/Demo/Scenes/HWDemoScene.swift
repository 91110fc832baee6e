import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteHarness

/// The HW article's screen: a black screen with an inset table, a first load at launch, 2 s
/// loads of five rows a page, the header to reload, the footer to load more, and loading more by
/// itself near the bottom; the header also shows when it last refreshed, and says the reload
/// worked before it collapses.
@MainActor
final class HWDemoScene: DemoScene, ScrollViewDelegate {
  static let name = "hw"
  static let summary = "HW header and footer: first load at launch, 2 s pages, auto load-more"
  static let readableScale: CGFloat = 1.25
  static let legend: String? =
    "# is the app's black screen around its table, as the HW design draws it"

  let window: Window
  let tableView: TableView
  /// The table a finger pulls.
  var scrollView: ScrollView { tableView }
  private let rows = RowsSource(titles: [])
  private var page = 0
  private(set) var loads = 0

  init(window: Window) {
    self.window = window
    window.backgroundColor = .black
    let size = window.bounds.size
    tableView = rows.makeTable(
      frame: CGRect(x: 20, y: 64, width: size.width - 100, height: size.height - 164))
    tableView.delegate = self
    window.addSubview(tableView)
    tableView.addHeaderRefresh { [weak self] in self?.load(page: 1) }
    // The last updated time shows under the state (the header is 54 pt with it).
    (tableView.refreshHeader as? NormalRefreshHeader)?.lastUpdatedTimeLabel.isHidden = false
    tableView.addFooterRefresh { [weak self] in self?.load(page: (self?.page ?? 0) + 1) }
    tableView.headerBeginRefreshing()
  }

  /// The article's `getinfo`: five items after 2 s; page 1 replaces the rows, later pages append.
  private func load(page requested: Int) {
    loads += 1
    window.mainQueue.asyncAfter(2) { [weak self] in
      guard let self else { return }
      let items = Array(repeating: "ios hero博客", count: 4) + ["http://blog.csdn.net/hero_wqb"]
      if requested == 1 { self.rows.titles = [] }
      let start = self.rows.titles.count
      self.rows.titles += items.enumerated().map { "\($0.element)_\(start + $0.offset)" }
      self.page = requested
      self.tableView.reloadData()
      // Page 1 is the header's load, later pages the footer's; each ends its own (ending both
      // would end a footer that began as the header's inset went back), unless e ended it first.
      // The header's reload says it worked for half a second before it collapses.
      let control = requested == 1 ? self.tableView.refreshHeader : self.tableView.refreshFooter
      guard control?.isRefreshing == true else { return }
      if requested == 1 {
        control?.endRefreshing(result: .success(nil))
      } else {
        control?.endRefreshing()
      }
    }
  }

  /// Starts the footer near the bottom, as the article's screen does.
  func scrollViewDidScroll(_ scrollView: ScrollView) {
    let tableHeight = tableView.bounds.height
    guard tableView.contentSize.height > tableHeight,
      tableView.contentOffset.y + tableHeight > tableView.contentSize.height - 40, page < 50,
      tableView.refreshFooter?.state == .normal, tableView.refreshHeader?.isRefreshing == false
    else { return }
    tableView.footerBeginRefreshing()
  }

  var script: GestureScript {
    // The push comes after the header's reload: one page of five rows.
    let page = 5 * tableView.rowHeight
    return GestureScript(
      steps: [.wait(0.3), .snapshot, .wait(2), .snapshot, .wait(1)]
        + ScriptedPull.down(tableView, showing: 48, 71, seconds: 0.6)
        + [.wait(0.3), .snapshot, .wait(2.2), .snapshot]
        + ScriptedPull.up(tableView, contentHeight: page, showing: 111, seconds: 0.2)
        + [.wait(0.6), .snapshot, .wait(2.5), .snapshot])
  }

  /// The footer while it loads or is pushed up into view, the header's image otherwise (its
  /// label beside it), at the table's edge: the black above and below it is empty.
  var focus: SceneFocus {
    let footer = tableView.refreshFooter
    let pushed = tableView.contentOffset.y > tableView.verticalLimits.upperBound
    if let footer, footer.state != .normal || pushed {
      return SceneFocus(
        subject: footer, edge: .bottom, trigger: footer.frame.height, stage: tableView)
    }
    let header = tableView.refreshHeader as? NormalRefreshHeader
    return SceneFocus(
      subject: header?.imageView, edge: .top,
      trigger: header?.threshold ?? NormalRefreshHeader.height, stage: tableView)
  }

  /// Ends whichever control is refreshing, as the article's `getinfo` ends both.
  func endRefreshing() {
    if tableView.refreshHeader?.isRefreshing == true { tableView.headerEndRefreshing() }
    if tableView.refreshFooter?.isRefreshing == true { tableView.footerEndRefreshing() }
  }

  var stateLine: String {
    "header=\(tableView.refreshHeader?.state.rawValue ?? "-") footer=\(tableView.refreshFooter?.state.rawValue ?? "-") "
      + "rows=\(rows.titles.count) page=\(page)"
  }
}
