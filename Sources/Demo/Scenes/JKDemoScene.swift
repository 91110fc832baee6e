import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteHarness

/// The JK article's screen: coloured rows numbered from the top, a "Refresh" button that begins
/// refreshing, and 3 s loads that insert three rows at the top.
@MainActor
final class JKDemoScene: DemoScene {
  static let name = "jk"
  static let summary = "Jike J: fills, closes into a ring, spins, thins away; Refresh button"
  static let readableScale: CGFloat = 2
  static let legend: String? =
    "shaded: the app's title bar on top, its rows below; : is the J's light gray ink"

  let window: Window
  let tableView: TableView
  /// The table a finger pulls.
  var scrollView: ScrollView { tableView }
  let control = JikeRefreshControl()
  let button = Button(frame: CGRect(x: 0, y: 20, width: 80, height: 44))
  private let rows = RowsSource(titles: [])
  private var count = 5
  private(set) var loads = 0

  /// A colour per row number, from a fixed palette (the repository colours them at random).
  static let palette: [Color] = [
    Color(red255: 255, green255: 204, blue255: 204),
    Color(red255: 204, green255: 229, blue255: 255),
    Color(red255: 204, green255: 255, blue255: 204),
    Color(red255: 255, green255: 240, blue255: 200),
    Color(red255: 230, green255: 210, blue255: 255),
  ]

  /// The title bar's colour: a light gray, 96% white.
  static let barColor = Color(white: 0.96)

  /// The Refresh button's title colour: UIKit's system blue as iOS draws it with Increase
  /// Contrast on, RGB(0, 64, 221). The usual system blue, RGB(0, 122, 255), reads at only
  /// 3.68:1 on the bar's 96% white (4.02:1 on white), under WCAG's 4.5:1 for a 15-point regular
  /// title; this blue reads at 6.92:1 and keeps the title the size and weight UIKit gives it.
  static let buttonTitleColor = Color(red255: 0, green255: 64, blue255: 221)

  init(window: Window) {
    self.window = window
    let size = window.bounds.size
    let bar = View(frame: CGRect(x: 0, y: 0, width: size.width, height: 64))
    bar.backgroundColor = JKDemoScene.barColor
    let title = Label(frame: CGRect(x: 0, y: 20, width: size.width, height: 44))
    title.text = "JKRefreshControl"
    title.textAlignment = .center
    bar.addSubview(title)
    button.frame.origin.x = size.width - 88
    button.setTitle("Refresh", for: .normal)
    button.setTitleColor(JKDemoScene.buttonTitleColor, for: .normal)
    bar.addSubview(button)
    tableView = rows.makeTable(
      frame: CGRect(x: 0, y: 64, width: size.width, height: size.height - 64))
    window.addSubview(tableView)
    window.addSubview(bar)
    tableView.refreshHeader = control
    control.addTarget(self, action: JKDemoScene.reload, for: .valueChanged)
    button.addAction(for: .touchUpInside) { [weak self] _ in self?.control.beginRefreshing() }
    updateRows()
  }

  private func updateRows() {
    rows.titles = (0..<count).map { "\(count - $0)" }
    rows.colors = (0..<count).map { JKDemoScene.palette[(count - $0) % JKDemoScene.palette.count] }
    tableView.reloadData()
  }

  /// The load: three new rows at the top after 3 s, then the end.
  func reload() {
    loads += 1
    window.mainQueue.asyncAfter(3) { [weak self] in
      guard let self else { return }
      self.count += 3
      self.updateRows()
      // Unless e ended it first.
      if self.control.isRefreshing { self.control.endRefreshing() }
    }
  }

  var script: GestureScript {
    GestureScript(
      steps: [.snapshot] + ScriptedPull.down(tableView, showing: 45, 93, seconds: 0.5)
        + [
          .wait(0.1), .snapshot, .wait(0.5), .snapshot, .wait(3.5), .snapshot, .wait(0.5),
          .down(CGPoint(x: button.frame.midX, y: 42)), .lift, .wait(0.4), .snapshot, .wait(4),
          .snapshot,
        ])
  }

  var focus: SceneFocus {
    // Resting at the table's top edge: the J and the rows under it, not the bar above.
    SceneFocus(
      subject: control, edge: .top, trigger: JikeRefreshControl.stayHeight, stage: tableView)
  }

  func endRefreshing() { control.endRefreshing() }

  var stateLine: String {
    "state=\(control.state) scale=\(NumberFormat.string(control.scale)) rows=\(count)"
  }
}
