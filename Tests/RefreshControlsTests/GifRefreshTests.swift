import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

/// A column 8 points wide and 32 high, filled from the bottom `filled` quarters.
@MainActor
private func column(filled: Int) -> Image {
  Image(size: CGSize(width: 8, height: 32)) { x, y, columns, rows in
    let edge = x == 0 || x == columns - 1 || y == 0 || y == rows - 1
    return edge || rows - y <= filled * rows / 4
  }
}

/// A 32-point square with a 8-point block in corner `corner` (0 top left, then clockwise).
@MainActor
private func spinner(corner: Int) -> Image {
  Image(size: CGSize(width: 32, height: 32)) { x, y, columns, rows in
    let left = corner == 0 || corner == 3
    let top = corner < 2
    let inX = left ? x < columns / 4 : x >= columns * 3 / 4
    let inY = top ? y < rows / 4 : y >= rows * 3 / 4
    return inX && inY
  }
}

@MainActor
@Suite("Image-sequence headers and footers")
struct GifRefreshTests {
  /// A Gif control (0 the header, 1 the footer, 2 the automatic footer), its image view and the
  /// labels beside it.
  func gifControl(_ kind: Int) -> (View, ImageView, [Label]) {
    switch kind {
    case 0:
      let header = GifRefreshHeader()
      return (header, header.gifView, [header.stateLabel, header.lastUpdatedTimeLabel])
    case 1:
      let footer = GifRefreshFooter()
      return (footer, footer.gifView, [footer.stateLabel])
    default:
      let footer = AutoGifRefreshFooter()
      return (footer, footer.gifView, [footer.stateLabel])
    }
  }

  @Test(
    "an image control adds its image view after its base's labels, as MJRefresh's Gif classes do",
    arguments: 0..<3)
  func imageViewAfterLabels(kind: Int) throws {
    let (control, gifView, labels) = gifControl(kind)
    let imageIndex = try #require(control.subviews.firstIndex { $0 === gifView })
    for label in labels {
      let labelIndex = try #require(control.subviews.firstIndex { $0 === label })
      #expect(labelIndex < imageIndex, "\(type(of: control)): \(label.text ?? "")")
    }
  }

  private let fill = (0...4).map { _ in 0 }.indices.map { column(filled: $0) }
  private let spin = (0..<4).map { spinner(corner: $0) }

  @Test("filmstrip: the column fills with the pull, the block turns while refreshing")
  func filmstrip() {
    let scene = RefreshScene()
    let header = GifRefreshHeader()
    header.setImages(fill, for: .normal)
    header.setImages([fill[4]], for: .pulling)
    header.setImages(spin, duration: 0.4, for: .refreshing)
    scene.tableView.refreshHeader = header
    scene.run(1.0 / 60)
    let strip = keyMomentsFilmstrip(
      window: scene.window, scrollView: scene.tableView,
      region: CGRect(x: 60, y: 0, width: 256, height: 72), rest: 0, trigger: 54,
      state: {
        let shown = header.gifView.displayedImage.map { image in
          header.images(for: header.state).firstIndex(of: image).map(String.init) ?? "?"
        }
        return "state=\(header.state) image=\(shown ?? "none")"
      },
      end: { header.endRefreshing() })
    assertSnapshot(of: strip, as: .filmstrip)
  }

  @Test("at rest the pull picks the image: the first at 0, the middle at half, the last at 1")
  func pullPicksTheImage() {
    let scene = RefreshScene()
    let header = GifRefreshHeader()
    header.setImages(fill, for: .normal)
    scene.tableView.refreshHeader = header
    scene.run(1.0 / 60)
    #expect(header.gifView.displayedImage == fill[0])
    let finger = scene.tableView.pull(to: -27)
    #expect(header.gifView.displayedImage == fill[2], "⌊0.5 × 5⌋ of the 54-point header")
    scene.tableView.pull(to: -53)
    #expect(header.gifView.displayedImage == fill[4])
    finger?.lift()
  }

  @Test("refreshing images cycle once in their duration on the window's clock")
  func refreshingCycles() {
    let scene = RefreshScene()
    let header = GifRefreshHeader()
    header.setImages(spin, duration: 0.4, for: .refreshing)
    scene.tableView.refreshHeader = header
    header.beginRefreshing()
    var shown: [Int] = []
    for _ in 0..<5 {
      shown.append(spin.firstIndex(of: header.gifView.displayedImage!)!)
      scene.run(0.1)
    }
    #expect(shown == [0, 1, 2, 3, 0])
    #expect(header.images(for: .refreshing).count == 4)
  }

  @Test(
    "each state's cycle starts at its first image: refreshing after a pulling cycle shows its first at once"
  )
  func cycleRestartsForEachState() throws {
    let scene = RefreshScene()
    let header = GifRefreshHeader()
    header.setImages(Array(fill.prefix(4)), duration: 0.4, for: .pulling)
    header.setImages(spin, duration: 0.4, for: .refreshing)
    scene.tableView.refreshHeader = header
    scene.run(1.0 / 60)
    let finger = try #require(scene.tableView.pull(to: -80))
    #expect(header.state == .pulling)
    scene.run(0.25)
    let pulling = try #require(header.gifView.displayedImage.flatMap(fill.firstIndex))
    try #require(pulling != 0, "the pulling cycle has moved on from its first image")
    finger.lift()
    scene.run(1.0 / 60)
    #expect(header.state == .refreshing)
    #expect(header.gifView.displayedImage == spin[0])
    scene.run(0.1)
    #expect(header.gifView.displayedImage == spin[1])
  }

  @Test(
    "without a duration, or with one not above 0 or not finite, a tenth of a second an image",
    arguments: [nil, 0, -1, .infinity] as [TimeInterval?])
  func defaultDuration(duration: TimeInterval?) {
    let scene = RefreshScene()
    let header = GifRefreshHeader()
    header.setImages(spin, duration: duration, for: .refreshing)
    scene.tableView.refreshHeader = header
    header.beginRefreshing()
    var shown: [Int] = []
    for _ in 0..<5 {
      shown.append(spin.firstIndex(of: header.gifView.displayedImage!)!)
      scene.run(0.1)
    }
    #expect(shown == [0, 1, 2, 3, 0], "each image exactly 0.1 s, the cycle 0.4 s")
    #expect(header.gifView.animationDuration == 0.4)
  }

  @Test("the header grows to its tallest image, and its threshold with it")
  func growsToTheTallestImage() {
    let scene = RefreshScene()
    let header = GifRefreshHeader()
    #expect(header.frame.height == 54)
    header.setImages(
      [Image(size: CGSize(width: 40, height: 60)) { _, _, _, _ in true }], for: .refreshing)
    #expect(header.frame.height == 60 && header.threshold == 60)
    header.lastUpdatedTimeLabel.isHidden = true
    #expect(header.frame.height == 60, "hiding the time does not shrink it below its image")
    scene.tableView.refreshHeader = header
    header.beginRefreshing()
    scene.run(0.5)
    #expect(scene.tableView.contentInset.top == 60)
  }

  @Test("the image view ends 20 points before the wider text; with no label, spans the header")
  func placement() {
    let scene = RefreshScene()
    let header = GifRefreshHeader()
    header.setImages(fill, for: .normal)
    scene.tableView.refreshHeader = header
    scene.run(1.0 / 60)
    let size = header.bounds.size
    let textWidth = header.lastUpdatedTimeLabel.sizeThatFits(size).width
    #expect(textWidth > header.stateLabel.sizeThatFits(size).width, "最后更新：无记录 is wider")
    #expect(
      header.gifView.frame == CGRect(x: 0, y: 0, width: 375 / 2 - textWidth / 2 - 20, height: 54))
    #expect(header.gifView.contentMode == .right)
    header.stateLabel.isHidden = true
    header.lastUpdatedTimeLabel.isHidden = true
    scene.run(1.0 / 60)
    #expect(header.gifView.frame == header.bounds && header.bounds.height == 44)
    #expect(header.gifView.contentMode == .center)
  }

  @Test("a text that changes width moves the image on the next frame")
  func textChangesWidth() {
    let scene = RefreshScene()
    let header = GifRefreshHeader()
    header.setImages(fill, for: .normal)
    header.lastUpdatedTimeLabel.isHidden = true
    scene.tableView.refreshHeader = header
    scene.run(1.0 / 60)
    let before = header.gifView.frame.maxX
    header.setTitle("Pull down to refresh the list", for: .normal)
    scene.run(1.0 / 60)
    let textWidth = header.stateLabel.sizeThatFits(header.bounds.size).width
    #expect(header.gifView.frame.maxX == 375 / 2 - textWidth / 2 - 20)
    #expect(header.gifView.frame.maxX < before)
  }

  @Test("a back footer plays its images; with no more data the image hides")
  func backFooter() {
    let scene = RefreshScene(rows: 40)
    let footer = GifRefreshFooter()
    footer.setImages(fill, for: .normal)
    footer.setImages(spin, for: .refreshing)
    scene.tableView.refreshFooter = footer
    footer.beginRefreshing()
    scene.run(0.5)
    #expect(footer.gifView.isAnimating && !footer.gifView.isHidden)
    #expect(footer.stateLabel.frame == footer.bounds, "the normal footer's label, in full")
    let textWidth = footer.stateLabel.sizeThatFits(footer.bounds.size).width
    #expect(footer.gifView.frame.maxX == 375 / 2 - textWidth / 2 - 20, "MJRefresh's 20 points")
    scene.tableView.footerEndRefreshingWithNoMoreData()
    scene.run(0.5)
    #expect(footer.gifView.isHidden && !footer.gifView.isAnimating)
  }

  @Test("an automatic footer shows its images only while loading, in a footer grown to fit")
  func autoFooter() {
    let scene = RefreshScene(rows: 40)
    let footer = AutoGifRefreshFooter()
    let tall = (0..<2).map { corner in
      Image(size: CGSize(width: 48, height: 48)) { x, _, _, _ in x % 2 == corner }
    }
    footer.setImages(tall, duration: 0.2, for: .refreshing)
    scene.tableView.refreshFooter = footer
    scene.run(0.1)
    #expect(footer.frame.height == 48 && scene.tableView.contentInset.bottom == 48)
    #expect(footer.gifView.isHidden)
    footer.beginRefreshing()
    #expect(!footer.gifView.isHidden && footer.gifView.isAnimating)
    scene.run(1.0 / 60)
    let textWidth = footer.stateLabel.sizeThatFits(footer.bounds.size).width
    #expect(footer.gifView.frame.maxX == 375 / 2 - textWidth / 2 - 20, "MJRefresh's 20 points")
    #expect(footer.gifView.frame.height == 48 && footer.gifView.contentMode == .right)
    footer.endRefreshing()
    #expect(footer.gifView.isHidden)
  }
}

/// A control of a user's own that plays images beside its own label, through the public parts.
final class OwnGifHeader: RefreshHeader, GifRefreshing {
  let gifView = ImageView()
  let wordLabel = Label()

  override func prepare() {
    super.prepare()
    showState(in: wordLabel)
    playImages(in: gifView, beside: [wordLabel])
  }
}

@MainActor
@Suite("The Gif parts in a control of your own")
struct OwnGifControlTests {
  @Test(
    "showState and playImages give your own header the label and the images the Gif classes have")
  func ownHeaderPlays() {
    let scene = RefreshScene()
    let header = OwnGifHeader()
    let frames = (1...4).map {
      Image(size: CGSize(width: 8, height: 60 + CGFloat($0))) { _, _, _, _ in true }
    }
    header.setImages(frames, for: .refreshing)
    scene.tableView.refreshHeader = header
    header.beginRefreshing()
    scene.run(0.5)
    #expect(header.frame.height == 64, "grown to the tallest image")
    #expect(header.wordLabel.text == header.texts.refreshing)
    #expect(header.wordLabel.frame == header.bounds)
    #expect(header.gifView.isAnimating && header.images(for: .refreshing).count == 4)
  }
}
