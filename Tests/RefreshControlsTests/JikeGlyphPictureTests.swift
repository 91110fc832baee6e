import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

/// The JK design's glyph drawn by shape layers alone, as its control draws it: the light-gray J
/// under the dark bottom arc and top bar.
@MainActor
@Suite("The JK glyph in pictures")
struct JikeGlyphPictureTests {
  /// A white 48 × 48 window with the glyph's three layers at fill `scale`, in a 45 × 45 view.
  static func glyphWindow(scale: CGFloat, barTurn: CGFloat = 0) -> Window {
    let window = Window(size: CGSize(width: 48, height: 48))
    window.backgroundColor = .white
    let view = View(frame: window.bounds)
    window.addSubview(view)
    let gray = JikeRefreshControl.grayColor
    let dark = JikeRefreshControl.darkColor
    let glyph = JikeGlyph(fill: scale)
    let paths =
      [(glyph.j, gray, 1.0), (glyph.bottomArc, dark, 5.0)]
      + (glyph.topBar.map { [($0, dark, 5.0)] } ?? [])
    for (path, color, width) in paths {
      let layer = ShapeLayer()
      layer.frame = view.bounds
      layer.path = path.cgPath
      layer.strokeColor = color
      layer.fillColor = width == 1 ? color : nil
      layer.lineWidth = width
      view.layer.addSublayer(layer)
    }
    view.layer.sublayers[1].transform = Transform(rotationAngle: barTurn)
    return window
  }

  @Test(
    "the JK glyph filling up: the light-gray J under its dark fill",
    arguments: [0.25, 0.5, 0.75, 1.0])
  func jikeGlyph(scale: CGFloat) {
    assertSnapshot(of: Self.glyphWindow(scale: scale), as: .screen(scale: 2))
  }

  @Test("the glyph, an arc turned by an odd angle, renders to the same bytes twice")
  func deterministic() {
    let render = { Self.glyphWindow(scale: 0.8, barTurn: 1.234_567).picture(scale: 2).text }
    #expect(render() == render())
  }

  @Test(
    "the glyph's paths are the article's: the J's bowl and stem, the arc's sweep, the bar's rise")
  func articleNumbers() throws {
    let center = CGPoint(x: 22.5, y: 22.5)
    let half = CGFloat.pi / 2
    let outline: [ShapePath.Element] = [
      .arc(center: center, radius: 8, startAngle: half, endAngle: 0, clockwise: false),
      .line(to: CGPoint(x: 30.5, y: 6.5)), .line(to: CGPoint(x: 35.5, y: 6.5)),
      .line(to: CGPoint(x: 35.5, y: 22.5)),
      .arc(center: center, radius: 13, startAngle: 0, endAngle: half - 0.05, clockwise: true),
      .close,
    ]
    #expect(JikeGlyph(fill: 0.3).j.elements == outline)
    for (fill, sweep) in [(0.25, CGFloat.pi / 4), (0.5, .pi / 2), (0.9, .pi / 2)]
      as [(CGFloat, CGFloat)]
    {
      let arc = try #require(JikeGlyph(fill: fill).bottomArc.elements.first)
      let expected = ShapePath.Element.arc(
        center: center, radius: 10.5, startAngle: half, endAngle: half - sweep, clockwise: false)
      #expect(arc == expected, "\(fill)")
    }
    #expect(JikeGlyph(fill: 0.5).topBar == nil, "no bar until past half")
    let bar = try #require(JikeGlyph(fill: 0.75).topBar)
    #expect(
      bar.elements == [.move(to: CGPoint(x: 33, y: 22.5)), .line(to: CGPoint(x: 33, y: 14.5))])
  }

  @Test(
    "the fill is clamped to 0…1: below 0 the glyph is empty's, above 1 full's, NaN empty's",
    arguments: [
      (-0.5, 0.0), (0.0, 0.0), (0.5, 0.5), (1.0, 1.0), (1.5, 1.0), (2.5, 1.0), (.nan, 0.0),
    ] as [(CGFloat, CGFloat)])
  func clampedFill(fill: CGFloat, shown: CGFloat) {
    let glyph = JikeGlyph(fill: fill)
    let expected = JikeGlyph(fill: shown)
    #expect(glyph.fill == shown)
    #expect(glyph.bottomArc.elements == expected.bottomArc.elements)
    #expect(glyph.topBar?.elements == expected.topBar?.elements)
  }
}
