import Foundation
@_spi(Testing) import RefreshControls
import Testing
@_spi(Testing) import ViewKitLite
import ViewKitLiteTesting

/// A 375 × 200 window with a horizontal strip of `width` points of content.
@MainActor
private func strip(width: CGFloat = 1500) -> (Window, ScrollView) {
  let window = Window(size: CGSize(width: 375, height: 200))
  window.backgroundColor = .white
  let scrollView = ScrollView(frame: window.bounds)
  scrollView.contentSize = CGSize(width: width, height: 200)
  window.addSubview(scrollView)
  window.advance(by: 1.0 / 60)
  return (window, scrollView)
}

@MainActor
@Suite("Trailer")
struct RefreshTrailerTests {
  @Test("a full cycle: pulled past 60 pt beyond the end, released, loaded, ended, exactly")
  func fullCycle() {
    let (window, scrollView) = strip()
    var loads = 0
    scrollView.addTrailerRefresh { loads += 1 }
    window.advance(by: 1.0 / 60)
    let trailer = try! #require(scrollView.refreshTrailer as? NormalRefreshTrailer)
    #expect(
      scrollView.alwaysBounceHorizontal
        && trailer.frame == CGRect(x: 1500, y: 0, width: 60, height: 200))
    let end = scrollView.horizontalLimits.upperBound
    scrollView.contentOffset.x = end
    let finger = scrollView.pull(to: end + 30, along: .horizontal)
    #expect(trailer.state == .normal && abs(trailer.pullingPercent - 0.5) < 1e-9)
    scrollView.pull(to: end + 65, along: .horizontal)
    #expect(trailer.state == .pulling && trailer.stateLabel.text == "释\n放\n查\n看\n图\n文\n详\n情")
    finger?.hold(for: 0.1)
    finger?.lift()
    window.advance(by: 0.5)
    #expect(trailer.state == .refreshing && loads == 1)
    #expect(scrollView.contentInset.right == 60 && scrollView.contentOffset.x == end + 60)
    #expect(scrollView.contentOffset.y == 0, "a horizontal pull moves nothing vertically")
    scrollView.trailerEndRefreshing()
    window.advance(by: 0.5)
    #expect(scrollView.contentInset == .zero && scrollView.contentOffset.x == end)
    #expect(window.diagnostics.messages.isEmpty)
  }

  @Test("content narrower than the screen: the trailer rests at the right edge while loading")
  func narrowContent() {
    let (window, scrollView) = strip(width: 200)
    let trailer = RefreshTrailer()
    scrollView.refreshTrailer = trailer
    window.advance(by: 1.0 / 60)
    #expect(trailer.frame.minX == 375)
    trailer.beginRefreshing()
    window.advance(by: 0.5)
    #expect(abs(scrollView.contentInset.right - (60 + 175)) < 1e-9, "\(scrollView.contentInset)")
    #expect(scrollView.contentOffset.x == 60, "the trailer in view at the right edge")
    trailer.endRefreshing()
    window.advance(by: 0.5)
    #expect(scrollView.contentInset == .zero && scrollView.contentOffset.x == 0)
  }

  @Test("exclusive with a header: a pull past the end while the header refreshes starts nothing")
  func exclusive() {
    let (window, scrollView) = strip()
    let header = NormalRefreshHeader()
    scrollView.refreshHeader = header
    scrollView.addTrailerRefresh {}
    header.beginRefreshing()
    window.advance(by: 0.5)
    let end = scrollView.horizontalLimits.upperBound
    scrollView.contentOffset.x = end
    let finger = scrollView.pull(to: end + 80, along: .horizontal)
    finger?.lift()
    window.advance(by: 0.5)
    #expect(scrollView.refreshTrailer?.state == .normal && header.isRefreshing)
  }

  @Test("its words read top to bottom, one character a line, in the window's language")
  func verticalWords() {
    let (window, scrollView) = strip()
    scrollView.addTrailerRefresh {}
    window.advance(by: 1.0 / 60)
    let end = scrollView.horizontalLimits.upperBound
    scrollView.contentOffset.x = end
    let finger = scrollView.pull(to: end + 60, along: .horizontal)
    let column = window.picture(of: CGRect(x: 315, y: 0, width: 60, height: 200)).rows
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    #expect(column.joined() == "滑动查看图文详情", "\(column)")
    #expect(column.count == 8)
    finger?.lift()
  }

  @Test("replacing the trailer slot detaches the old one; an end without a refresh is refused")
  func slot() {
    let (window, scrollView) = strip()
    let first = RefreshTrailer()
    scrollView.refreshTrailer = first
    scrollView.refreshTrailer = NormalRefreshTrailer()
    #expect(first.superview == nil && !first.isObservingScrollView)
    scrollView.trailerEndRefreshing()
    #expect(window.diagnostics.messages.count == 1)
  }

  @Test("filmstrip: pulled past the end, released, loading, ended")
  func filmstrip() {
    let (window, scrollView) = strip(width: 750)
    for index in 0..<5 {
      let card = View(frame: CGRect(x: CGFloat(index) * 150 + 10, y: 40, width: 130, height: 120))
      card.backgroundColor = .lightGray
      scrollView.addSubview(card)
    }
    scrollView.addTrailerRefresh {}
    window.advance(by: 1.0 / 60)
    let trailer = scrollView.refreshTrailer!
    let end = scrollView.horizontalLimits.upperBound
    scrollView.contentOffset.x = end
    var strip = Filmstrip(window: window, region: CGRect(x: 175, y: 0, width: 200, height: 200)) {
      "state=\(trailer.state) offset=\(NumberFormat.string(scrollView.contentOffset.x - end)) "
        + "inset.right=\(NumberFormat.string(scrollView.contentInset.right))"
    }
    let finger = scrollView.pull(to: end + 30, along: .horizontal)
    strip.capture("pulled 30")
    scrollView.pull(to: end + 70, along: .horizontal)
    strip.capture("pulled 70")
    finger?.hold(for: 0.1)
    finger?.lift()
    window.advance(by: 0.5)
    strip.capture("loading")
    scrollView.trailerEndRefreshing()
    window.advance(by: 0.5)
    strip.capture("ended")
    assertSnapshot(of: strip, as: .filmstrip)
  }
}
