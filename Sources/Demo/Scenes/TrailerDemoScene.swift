import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteHarness

/// A horizontal strip of cards that loads four more when pulled past its end: the trailer, and
/// scrolling along x.
@MainActor
final class TrailerDemoScene: DemoScene {
  static let name = "trailer"
  static let summary = "a horizontal strip of cards: pulled past its end, the trailer loads more"
  static let readableScale: CGFloat = 1

  /// A card's width and the gap after it, in points.
  static let cardPitch: CGFloat = 150

  let window: Window
  /// The strip: 200 points tall under a 64-point bar, scrolling along x.
  let strip: ScrollView
  var scrollView: ScrollView { strip }
  var pullAxis: ScrollView.Axis { .horizontal }
  private(set) var loads = 0
  private var cards = 0

  init(window: Window) {
    self.window = window
    strip = ScrollView(
      frame: CGRect(x: 0, y: 64, width: window.bounds.width, height: 200))
    strip.autoresizingMask = [.flexibleWidth]
    window.addSubview(strip)
    addCards(4)
    strip.addTrailerRefresh { [weak self] in self?.loadMore() }
  }

  /// Four more cards after 1.5 s, then the trailer ends.
  private func loadMore() {
    loads += 1
    window.mainQueue.asyncAfter(1.5) { [weak self] in
      guard let self else { return }
      self.addCards(4)
      if self.strip.refreshTrailer?.isRefreshing == true { self.strip.trailerEndRefreshing() }
    }
  }

  private func addCards(_ count: Int) {
    for _ in 0..<count {
      cards += 1
      let card = View(
        frame: CGRect(
          x: CGFloat(cards - 1) * Self.cardPitch + 10, y: 20, width: Self.cardPitch - 20,
          height: 160))
      card.backgroundColor = cards.isMultiple(of: 2) ? Color(white: 0.85) : Color(white: 0.7)
      let label = Label(frame: CGRect(x: 0, y: 70, width: Self.cardPitch - 20, height: 20))
      label.text = "Card \(cards)"
      label.textAlignment = .center
      card.addSubview(label)
      strip.addSubview(card)
    }
    strip.contentSize = CGSize(width: CGFloat(cards) * Self.cardPitch, height: 200)
  }

  /// A slow drag to the end, a pull past it (75 points shown), the release and the load; then
  /// a drag across the four new cards to the new end, and the same again.
  var script: GestureScript {
    let start = CGPoint(x: strip.bounds.width * 0.9, y: strip.frame.midY)
    let end = strip.horizontalLimits.upperBound
    let pull: [GestureScript.Step] = [
      .down(start), .move(CGPoint(x: -40, y: 0), 0.2), .snapshot,
      .move(CGPoint(x: -130, y: 0), 0.4), .snapshot, .hold(0.1), .lift, .wait(0.4), .snapshot,
      .wait(1.5), .snapshot,
    ]
    // After the load the content is four cards wider, and the strip rests with the trailer's
    // width past the old end (or at the new end, if that comes first).
    let newEnd = max(CGFloat(cards + 4) * Self.cardPitch - strip.bounds.width, 0)
    let acrossNewCards = newEnd - min(end + RefreshTrailer.defaultWidth, newEnd)
    return GestureScript(
      steps: [.snapshot, .down(start), .move(CGPoint(x: -end, y: 0), 0.6), .hold(0.2), .lift]
        + pull
        + [.down(start), .move(CGPoint(x: -acrossNewCards, y: 0), 0.6), .hold(0.2), .lift] + pull)
  }

  /// The trailer, at the strip's right end.
  var focus: SceneFocus {
    SceneFocus(
      subject: strip.refreshTrailer, edge: .top, trigger: RefreshTrailer.defaultWidth,
      stage: strip)
  }

  /// Ends the trailer's load, when it is loading.
  func endRefreshing() {
    if strip.refreshTrailer?.isRefreshing == true { strip.trailerEndRefreshing() }
  }

  var stateLine: String {
    "trailer=\(strip.refreshTrailer?.state.rawValue ?? "-") cards=\(cards) "
      + "offset.x=\(NumberFormat.string(strip.contentOffset.x))"
  }
}
