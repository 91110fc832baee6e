import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

/// A header that refuses every begin a screen reader asks for.
final class ScreenReaderRefusingHeader: NormalRefreshHeader {
  override func accessibilityBeginRefreshing() -> Bool { false }
}

@MainActor
@Suite("A refresh control to a screen reader")
struct RefreshAccessibilityTests {
  /// An English table of `rows` rows, 375 × 300, with the HW header and footer.
  private func scene(
    rows: Int = 20
  ) -> (TestScene, NormalRefreshHeader, NormalRefreshFooter, ScreenReader) {
    let scene = TestScene(rows: rows, size: CGSize(width: 375, height: 300))
    scene.window.refreshLanguage = .english
    let header = NormalRefreshHeader()
    let footer = NormalRefreshFooter()
    scene.tableView.refreshHeader = header
    scene.tableView.refreshFooter = footer
    scene.window.advance(by: 1.0 / 60)
    return (scene, header, footer, scene.window.screenReader)
  }

  private func isRead(_ view: View, by reader: ScreenReader) -> Bool {
    reader.elements.contains { $0 === view }
  }

  @Test("at rest the header is not read; under a finger it is, its label following the pull")
  func readWhileItShows() {
    let (scene, header, _, reader) = scene()
    #expect(!isRead(header, by: reader))
    let finger = scene.tableView.pull(to: -30)
    #expect(isRead(header, by: reader) && header.accessibilityLabel == "Pull down to refresh")
    scene.tableView.pull(to: -44.5)
    #expect(header.state == .pulling && header.accessibilityLabel == "Release to refresh")
    scene.tableView.pull(to: -44)
    #expect(header.state == .normal && header.accessibilityLabel == "Pull down to refresh")
    scene.tableView.pull(to: -43.5)
    #expect(header.accessibilityLabel == "Pull down to refresh")
    finger?.lift()
    scene.window.advance(by: 1)
    #expect(!isRead(header, by: reader))
    #expect(!isRead(header.stateLabel, by: reader), "its label is never read on its own")
  }

  @Test("with the app's insets on every edge, the scroll at the top and the bottom refreshes")
  func insetsOnEveryEdge() {
    let (scene, header, footer, reader) = scene()
    scene.tableView.contentInset = EdgeInsets(top: 64, left: 10, bottom: 34, right: 10)
    scene.tableView.contentOffset.y = -64
    #expect(reader.scroll(.up) && header.isRefreshing)
    header.endRefreshing()
    scene.window.advance(by: 1)
    var scrolls = 0
    while !footer.isRefreshing, reader.scroll(.down), scrolls < 10 {
      scrolls += 1
      scene.window.advance(by: 0.5)
    }
    #expect(footer.isRefreshing && scrolls == 5, "four pages of 202 points, then the footer")
    #expect(reader.announcements == ["Loading...", "Loading..."])
    scene.tableView.contentOffset.x = -10
    #expect(!reader.scroll(.left), "at the left inset's edge, nothing to show")
  }

  @Test("short content: down asks the footer at once; up, back at the top, the header")
  func shortContent() {
    let (scene, header, footer, reader) = scene(rows: 2)
    #expect(reader.scroll(.down) && footer.isRefreshing)
    #expect(scene.tableView.contentOffset.y == 44, "the footer shows under the two rows")
    #expect(reader.scroll(.up), "back to the top")
    scene.window.advance(by: 0.5)
    #expect(!reader.scroll(.up) && !header.isRefreshing, "exclusive: the footer refreshes")
    #expect(scene.window.diagnostics.messages.isEmpty, "a refused screen-reader begin is silent")
  }

  @Test("refused: while refreshing, holding a result, with no more data, off screen, hidden")
  func refusals() {
    let (scene, header, footer, reader) = scene()
    #expect(reader.perform(action: "Refresh"))
    #expect(!reader.perform(action: "Refresh") && !reader.perform(action: "Load more"))
    header.endRefreshing(result: .success(nil), holding: 0.5)
    #expect(!reader.perform(action: "Refresh"), "holding its result")
    scene.window.advance(by: 1)
    #expect(reader.perform(action: "Load more"))
    footer.endRefreshingWithNoMoreData()
    scene.window.advance(by: 1)
    #expect(reader.actions.map(\.name) == ["Refresh"], "no more data: no Load more")
    let action = reader.actions[0]
    header.isHidden = true
    #expect(!action.perform() && reader.actions.isEmpty, "hidden")
    header.isHidden = false
    scene.tableView.removeFromSuperview()
    #expect(!action.perform(), "off screen")
    #expect(reader.announcements == ["Loading...", "Refreshed", "Loading...", "No more data"])
    #expect(scene.window.diagnostics.messages.isEmpty)
  }

  @Test("the automatic footer is a button: a double tap loads, once")
  func automaticFooter() {
    let scene = TestScene(rows: 2, size: CGSize(width: 375, height: 300))
    scene.window.refreshLanguage = .english
    let footer = AutoNormalRefreshFooter()
    footer.automaticallyRefresh = false
    scene.tableView.refreshFooter = footer
    scene.window.advance(by: 1.0 / 60)
    let reader = scene.window.screenReader
    #expect(reader.focus(footer))
    #expect(reader.spokenText == "Tap or pull up to load more, Button")
    #expect(reader.activate() && footer.isRefreshing)
    #expect(!reader.activate(), "already loading")
    #expect(reader.spokenText == "Loading..., Button")
  }

  @Test("a header's double tap does nothing; its last updated time is its value")
  func headerValue() {
    let scene = TestScene(rows: 2, size: CGSize(width: 375, height: 300))
    scene.window.refreshLanguage = .english
    let header = StateRefreshHeader()
    scene.tableView.refreshHeader = header
    scene.window.advance(by: 1.0 / 60)
    header.beginRefreshing()
    scene.window.advance(by: 0.5)
    header.endRefreshing()
    scene.window.advance(by: 1)
    let reader = scene.window.screenReader
    header.beginRefreshing()
    scene.window.advance(by: 0.5)
    #expect(reader.focus(header))
    #expect(reader.spokenText == "Loading..., Last update: Today 12:00")
    #expect(!reader.activate())
    header.lastUpdatedTimeLabel.isHidden = true
    #expect(header.accessibilityValue == nil)
  }

  @Test("a subclass's hook refuses the screen reader's begin; set properties win")
  func hooks() {
    let scene = TestScene(rows: 20, size: CGSize(width: 375, height: 300))
    let header = ScreenReaderRefusingHeader()
    scene.tableView.refreshHeader = header
    scene.window.advance(by: 1.0 / 60)
    let reader = scene.window.screenReader
    #expect(!reader.scroll(.up) && !reader.perform(action: "刷新") && !header.isRefreshing)
    header.accessibilityLabel = "Feed"
    header.accessibilityLanguage = "fr"
    header.isAccessibilityElement = false
    header.beginRefreshing()
    scene.window.advance(by: 0.5)
    #expect(header.accessibilityLabel == "Feed" && header.accessibilityLanguage == "fr")
    #expect(!isRead(header, by: reader) && isRead(header.stateLabel, by: reader))
  }

  @Test("a trailer's vertical text is read as the words it spells; lines of words get spaces")
  func verticalText() {
    let window = Window(size: CGSize(width: 375, height: 120))
    let strip = ScrollView(frame: window.bounds)
    strip.contentSize = CGSize(width: 800, height: 120)
    window.addSubview(strip)
    let trailer = NormalRefreshTrailer()
    strip.refreshTrailer = trailer
    #expect(trailer.stateLabel.text == "滑\n动\n查\n看\n图\n文\n详\n情")
    #expect(trailer.accessibilityLabel == "滑动查看图文详情")
    trailer.setTitle("拉\n动", for: .normal)
    #expect(trailer.accessibilityLabel == "拉动", "two lines of a character each")
    trailer.setTitle("Slide\nfor more", for: .normal)
    #expect(trailer.accessibilityLabel == "Slide for more")
  }

  @Test("a refresh begun off screen is announced once, when the control joins a window")
  func offScreenBegin() {
    let (scene, header, _, reader) = scene()
    scene.tableView.removeFromSuperview()
    header.beginRefreshing()
    #expect(reader.announcements.isEmpty)
    scene.window.addSubview(scene.tableView)
    #expect(reader.announcements == ["Loading..."])
    scene.tableView.removeFromSuperview()
    scene.window.addSubview(scene.tableView)
    #expect(reader.announcements == ["Loading..."])
  }
}
