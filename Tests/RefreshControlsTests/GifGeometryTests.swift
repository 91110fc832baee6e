import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

/// A block of dots `height` points high and 24 wide, framed, with a diagonal.
@MainActor
private func block(height: CGFloat) -> Image {
  Image(size: CGSize(width: 24, height: height)) { x, y, columns, rows in
    x == 0 || y == 0 || x == columns - 1 || y == rows - 1 || x == y
  }
}

/// Names its images in `prepare()`, as MJRefresh's ChiBaoZi header does: the window that
/// shows it finds them.
final class NamedFramesHeader: GifRefreshHeader {
  override func prepare() {
    super.prepare()
    setImages(["bun1", "bun2"].compactMap { Image(named: $0) }, for: .normal)
    setImages([Image(named: "bunLoading")].compactMap { $0 }, for: .refreshing)
  }
}

/// Puts its image view in a 30-point square near its corner, and its state label beside it,
/// in `placeSubviews()`: a subclass's own placement.
final class CornerImageHeader: GifRefreshHeader {
  static let corner = CGRect(x: 10, y: 5, width: 30, height: 30)
  static let label = CGRect(x: 50, y: 5, width: 120, height: 20)

  override func placeSubviews() {
    super.placeSubviews()
    gifView.frame = Self.corner
    stateLabel.frame = Self.label
  }
}

/// Puts the label the base lays across it in a box of its own, in `placeSubviews()`.
final class BoxedLabelFooter: NormalRefreshFooter {
  override func placeSubviews() {
    super.placeSubviews()
    stateLabel.frame = CornerImageHeader.label
  }
}

@MainActor
@Suite("Gif controls: MJRefresh's geometry")
struct GifGeometryTests {
  @Test("a subclass's placeSubviews runs after the base placed images and labels: its place stays")
  func subclassPlacesLast() {
    let scene = RefreshScene()
    let header = CornerImageHeader()
    header.setImages([block(height: 24)], for: .refreshing)
    scene.tableView.refreshHeader = header
    header.beginRefreshing()
    scene.run(0.5)
    #expect(header.gifView.frame == CornerImageHeader.corner)
    #expect(header.stateLabel.frame == CornerImageHeader.label)
    scene.tableView.frame.size.width = 320
    scene.run(0.1)
    #expect(header.bounds.width == 320)
    #expect(header.gifView.frame == CornerImageHeader.corner, "and after it is laid out again")
    #expect(header.stateLabel.frame == CornerImageHeader.label)
    let footer = BoxedLabelFooter()
    scene.tableView.refreshFooter = footer
    scene.run(0.1)
    #expect(footer.stateLabel.frame == CornerImageHeader.label, "a label the base lays across")
  }

  @Test("picture: refreshing, 54 points, the time shown, the image 20 points left of the text")
  func refreshingPicture() {
    let scene = RefreshScene()
    scene.window.refreshLanguage = .english
    let header = GifRefreshHeader()
    header.setImages([block(height: 24)], for: .refreshing)
    scene.tableView.refreshHeader = header
    header.beginRefreshing()
    scene.run(0.5)
    #expect(header.frame == CGRect(x: 0, y: -54, width: 375, height: 54))
    #expect(header.labelLeftInset == 20 && !header.lastUpdatedTimeLabel.isHidden)
    let textWidth = header.lastUpdatedTimeLabel.sizeThatFits(header.bounds.size).width
    #expect(header.lastUpdatedTimeLabel.text == "Last update: No record")
    #expect(header.gifView.frame.maxX == 375 / 2 - textWidth / 2 - 20)
    assertSnapshot(
      of: scene.window, as: .styledScreen(region: CGRect(x: 0, y: 0, width: 375, height: 64)))
  }

  @Test("a label that shows but holds no text places no text: the image is centred across")
  func emptyLabelPlacesNoText() {
    let scene = RefreshScene(rows: 40)
    let header = GifRefreshHeader()
    header.setImages([block(height: 24)], for: .refreshing)
    header.lastUpdatedTimeLabel.isHidden = true
    scene.tableView.refreshHeader = header
    header.beginRefreshing()
    scene.run(0.5)
    header.stateLabel.text = ""
    header.setNeedsLayout()
    scene.run(1.0 / 60)
    #expect(!header.stateLabel.isHidden)
    #expect(header.gifView.frame == header.bounds && header.gifView.contentMode == .center)
  }

  @Test(
    "labelLeftInset, one part for the three Gif classes: the image ends that far before the text",
    arguments: [0, 20, 35.5])
  func labelLeftInsetMovesTheImage(inset: CGFloat) {
    let scene = RefreshScene(rows: 40)
    let header = GifRefreshHeader()
    let footer = GifRefreshFooter()
    let autoFooter = AutoGifRefreshFooter()
    let controls: [any GifRefreshing] = [header, footer, autoFooter]
    for control in controls {
      control.setImages([block(height: 24)], for: .refreshing)
      control.labelLeftInset = inset
    }
    header.lastUpdatedTimeLabel.isHidden = true
    scene.tableView.refreshHeader = header
    scene.tableView.refreshFooter = footer
    scene.tableView.addSubview(autoFooter)
    autoFooter.beginRefreshing()
    scene.run(0.5)
    header.labelLeftInset = inset + 10
    let before = header.gifView.frame.maxX
    scene.run(1.0 / 60)
    #expect(header.gifView.frame.maxX == before - 10, "a new inset lays the header out again")
    header.labelLeftInset = inset
    scene.run(1.0 / 60)
    for control in controls {
      let label =
        (control as? StateRefreshHeader)?.stateLabel
        ?? (control as? NormalRefreshFooter)?.stateLabel
        ?? (control as? AutoNormalRefreshFooter)?.stateLabel
      let textWidth = label?.sizeThatFits(control.bounds.size).width ?? 0
      #expect(control.labelLeftInset == inset)
      #expect(
        control.gifView.frame.maxX == control.bounds.width / 2 - textWidth / 2 - inset,
        "\(type(of: control))")
    }
  }

  @Test("MJRefresh's 50-point ChiBaoZi frames: the header stays 54, the footers grow to 50")
  func chiBaoZiHeights() {
    let frames = [block(height: 50), block(height: 50)]
    let header = GifRefreshHeader()
    let footer = GifRefreshFooter()
    let autoFooter = AutoGifRefreshFooter()
    header.setImages(frames, for: .normal)
    footer.setImages(frames, for: .normal)
    autoFooter.setImages(frames, for: .refreshing)
    #expect(header.frame.height == 54)
    #expect(footer.frame.height == 50 && autoFooter.frame.height == 50)
  }

  @Test("images named in prepare() take their height in the window that has them")
  func namedImagesTakeTheirHeight() {
    let header = NamedFramesHeader()
    #expect(header.frame.height == 54, "no window yet: the names are zero high")
    let scene = RefreshScene()
    scene.window.register(block(height: 60), named: "bun1")
    scene.window.register(block(height: 50), named: "bun2")
    scene.window.register(block(height: 64), named: "bunLoading")
    scene.tableView.refreshHeader = header
    #expect(header.frame == CGRect(x: 0, y: -64, width: 375, height: 64))
    #expect(header.threshold == 64)
    header.beginRefreshing()
    scene.run(0.5)
    #expect(scene.tableView.contentInset.top == 64)
  }

  @Test("a name registered while the header is on screen lays it out again: its height follows")
  func nameRegisteredOnScreen() {
    let scene = RefreshScene()
    let header = NamedFramesHeader()
    scene.tableView.refreshHeader = header
    scene.run(1.0 / 60)
    #expect(header.frame.height == 54)
    scene.window.register(block(height: 70), named: "bun2")
    scene.run(1.0 / 60)
    #expect(header.frame == CGRect(x: 0, y: -70, width: 375, height: 70))
  }
}
