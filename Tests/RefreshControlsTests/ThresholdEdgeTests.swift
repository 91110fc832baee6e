import Foundation
import RefreshControls
import Testing
import ViewKitLite

/// Each control's threshold at its exact value and half a point either side, with the app's
/// inset non-zero on every edge, on content taller and shorter than the screen: armed (or, for a
/// system-style control, refreshing) exactly past it while dragging; released, refreshing
/// exactly then, with exactly the inset it adds.
@MainActor
@Suite("Thresholds at their edge")
struct ThresholdEdgeTests {
  static let appInset = EdgeInsets(top: 64, left: 10, bottom: 34, right: 20)
  nonisolated static let nudges: [CGFloat] = [-0.5, 0, 0.5]

  /// A 375 × 667 window with a scroll view of `content` holding `control` in its slot.
  func scene(content: CGSize, inset: EdgeInsets = appInset) -> (Window, ScrollView) {
    let window = Window(size: CGSize(width: 375, height: 667))
    let scrollView = ScrollView(frame: window.bounds)
    scrollView.contentSize = content
    scrollView.contentInset = inset
    window.addSubview(scrollView)
    scrollView.contentOffset = CGPoint(x: -inset.left, y: -inset.top)
    return (window, scrollView)
  }

  /// Pulls to a point short of `offset` along `axis` (by a point, toward the rest: `restward`
  /// is +1 for a pull past the top or left, −1 past the end), then sets the offset to it exactly,
  /// as an app may under a finger (the rubber band lands only within a rounding error); returns
  /// the finger still down.
  func pull(
    _ scrollView: ScrollView, to offset: CGFloat, along axis: ScrollView.Axis = .vertical,
    restward: CGFloat = 1
  ) throws -> Finger {
    let finger = try #require(scrollView.pull(to: offset + restward, along: axis))
    #expect(abs(scrollView.contentOffset(along: axis) - offset - restward) < 1e-9)
    #expect(scrollView.isDragging)
    if axis == .vertical {
      scrollView.contentOffset.y = offset
    } else {
      scrollView.contentOffset.x = offset
    }
    return finger
  }

  @Test(
    "header: pulling and refreshing exactly past its 44 points below the app's top inset",
    arguments: nudges)
  func header(nudge: CGFloat) throws {
    let (window, scrollView) = scene(content: CGSize(width: 375, height: 2000))
    let header = NormalRefreshHeader()
    scrollView.refreshHeader = header
    let finger = try pull(scrollView, to: -64 - 44 - nudge)
    #expect((header.state == .pulling) == (nudge > 0))
    #expect(header.isArmed == (nudge > 0))
    finger.lift()
    window.advance(by: 1)
    #expect(header.isRefreshing == (nudge > 0))
    let expected = Self.appInset.top + (nudge > 0 ? 44 : 0)
    #expect(scrollView.contentInset.top == expected)
    #expect(scrollView.contentInset.bottom == Self.appInset.bottom)
    #expect(scrollView.contentOffset.y == -expected)
  }

  @Test("header with its own threshold of 60: pulling exactly past it", arguments: nudges)
  func headerThreshold(nudge: CGFloat) throws {
    let (window, scrollView) = scene(content: CGSize(width: 375, height: 2000))
    let header = NormalRefreshHeader()
    header.threshold = 60
    defer { withExtendedLifetime(window) {} }
    scrollView.refreshHeader = header
    _ = try pull(scrollView, to: -64 - 60 - nudge)
    #expect((header.state == .pulling) == (nudge > 0))
    #expect(abs(header.pullingPercent - (60 + nudge) / 60) < 1e-9)
  }

  @Test(
    "a control that takes no touches hears no pull: past its threshold it stays normal at 0 %, and its release refreshes nothing; placed all the same",
    arguments: [false, true])
  func takesNoTouches(footer isFooter: Bool) throws {
    let (window, scrollView) = scene(content: CGSize(width: 375, height: 2000))
    let control: RefreshBaseView
    if isFooter {
      let footer = NormalRefreshFooter()
      scrollView.refreshFooter = footer
      control = footer
    } else {
      let header = NormalRefreshHeader()
      scrollView.refreshHeader = header
      control = header
    }
    control.isUserInteractionEnabled = false
    let end: CGFloat = 2000 - (667 - 64 - 34) - 64
    let finger = try pull(
      scrollView, to: isFooter ? end + 60 : -64 - 60, restward: isFooter ? -1 : 1)
    #expect(control.state == .normal)
    #expect(control.pullingPercent == 0)
    finger.lift()
    window.advance(by: 1)
    #expect(control.state == .normal)
    #expect(scrollView.contentInset == Self.appInset)
    #expect(control.frame.minY == (isFooter ? 2000 : -44))
  }

  @Test(
    "back footer: pulling exactly 44 past the end, tall content and short, refreshing inset",
    arguments: nudges, [2000, 300] as [CGFloat])
  func footer(nudge: CGFloat, height: CGFloat) throws {
    let (window, scrollView) = scene(content: CGSize(width: 375, height: height))
    let footer = NormalRefreshFooter()
    scrollView.refreshFooter = footer
    let visible: CGFloat = 667 - 64 - 34
    let overflow = height - visible
    let happen = max(overflow, 0) - 64
    #expect(footer.frame.minY == max(height, visible))
    let finger = try pull(scrollView, to: happen + 44 + nudge, restward: -1)
    #expect((footer.state == .pulling) == (nudge > 0))
    finger.lift()
    window.advance(by: 1)
    #expect(footer.isRefreshing == (nudge > 0))
    let gap = max(-overflow, 0)
    let expected = Self.appInset.bottom + (nudge > 0 ? 44 + gap : 0)
    #expect(scrollView.contentInset.bottom == expected)
    #expect(scrollView.contentInset.top == Self.appInset.top)
    if nudge > 0 { #expect(scrollView.contentOffset.y == happen + 44) }
  }

  @Test(
    "trailer: pulling exactly 60 past the right end, wide content and narrow, refreshing inset",
    arguments: nudges, [1000, 200] as [CGFloat])
  func trailer(nudge: CGFloat, width: CGFloat) throws {
    let (window, scrollView) = scene(content: CGSize(width: width, height: 667))
    let trailer = NormalRefreshTrailer()
    scrollView.refreshTrailer = trailer
    let visible: CGFloat = 375 - 10 - 20
    let overflow = width - visible
    let happen = max(overflow, 0) - 10
    #expect(trailer.frame.minX == max(width, visible))
    let finger = try pull(
      scrollView, to: happen + 60 + nudge, along: .horizontal, restward: -1)
    #expect((trailer.state == .pulling) == (nudge > 0))
    finger.lift()
    window.advance(by: 1)
    #expect(trailer.isRefreshing == (nudge > 0))
    let gap = max(-overflow, 0)
    #expect(scrollView.contentInset.right == Self.appInset.right + (nudge > 0 ? 60 + gap : 0))
    #expect(scrollView.contentInset.left == Self.appInset.left)
    if nudge > 0 { #expect(scrollView.contentOffset.x == happen + 60) }
  }

  @Test(
    "system control: refreshing while dragging exactly past its 120-point trigger, 60 shown",
    arguments: nudges)
  func system(nudge: CGFloat) throws {
    let (window, scrollView) = scene(content: CGSize(width: 375, height: 2000))
    let control = ArrowRefreshControl()
    scrollView.refreshControl = control
    let finger = try pull(scrollView, to: -64 - 120 - nudge)
    #expect(control.isRefreshing == (nudge > 0))
    #expect(control.frame == CGRect(x: 0, y: -120 - nudge, width: 375, height: 120 + nudge))
    finger.lift()
    window.advance(by: 1)
    let expected: CGFloat = 64 + (nudge > 0 ? 60 : 0)
    #expect(scrollView.contentInset.top == expected)
  }

  @Test("JK: pulling exactly past 70 points, 70 added while refreshing", arguments: nudges)
  func jike(nudge: CGFloat) throws {
    let (window, scrollView) = scene(content: CGSize(width: 375, height: 2000))
    let control = JikeRefreshControl()
    scrollView.refreshHeader = control
    let finger = try pull(scrollView, to: -64 - 70 - nudge)
    #expect((control.state == .pulling) == (nudge > 0))
    finger.lift()
    window.advance(by: 2)
    #expect(control.isRefreshing == (nudge > 0))
    let expected: CGFloat = 64 + (nudge > 0 ? 70 : 0)
    #expect(scrollView.contentInset.top == expected)
  }

  @Test(
    "DZ: armed from exactly 80 points of pull while dragging, and refreshing when released",
    arguments: nudges)
  func blob(nudge: CGFloat) throws {
    let (window, scrollView) = scene(content: CGSize(width: 375, height: 2000))
    let blob = BlobRefreshView(scrollView: scrollView)
    let finger = try pull(scrollView, to: -64 - 80 - nudge)
    #expect(blob.isArmed == (nudge >= 0))
    finger.lift()
    window.advance(by: 1)
    #expect(blob.isRefreshing == (nudge >= 0))
  }

  @Test("Stretchy: pulling from exactly 130 points past its 150-point header", arguments: nudges)
  func stretchy(nudge: CGFloat) throws {
    let (window, scrollView) = scene(content: CGSize(width: 375, height: 2000))
    let indicator = StretchyHeaderRefreshView(image: RefreshImages.huanghun)
    indicator.install(in: scrollView, container: window)
    let finger = try pull(scrollView, to: -150 - 130 - nudge)
    #expect((indicator.state == .pulling) == (nudge >= 0))
    finger.lift()
    window.advance(by: 1)
    #expect((indicator.state == .refreshing) == (nudge >= 0))
  }

  @Test(
    "a threshold of zero, below it or not a number is refused and named; any point above 0 is taken",
    arguments: [0, -0.5, -.infinity, .infinity, .nan, 0.5] as [CGFloat])
  func thresholdRefused(value: CGFloat) {
    let window = Window(size: CGSize(width: 375, height: 667))
    let header = NormalRefreshHeader()
    let stretchy = StretchyHeaderRefreshView(image: RefreshImages.huanghun)
    window.addSubview(header)
    window.addSubview(stretchy)
    header.threshold = 60
    header.threshold = value
    stretchy.threshold = value
    let taken = value > 0 && value.isFinite
    #expect(header.threshold == (taken ? value : 60))
    #expect(stretchy.threshold == (taken ? value : 130))
    let refusals = window.diagnostics.messages.filter { $0.contains("threshold") }
    #expect(refusals.count == (taken ? 0 : 2), "\(refusals)")
  }
}
