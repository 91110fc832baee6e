import Foundation
import SceneFixtures
import Testing
import ViewKitLite
import ViewKitLiteTesting

/// A view that notes the context's line width, colour and cap as its drawing starts.
final class DefaultsView: View {
  var seen: (CGFloat, Color, ShapeLayer.LineCap)?

  override func draw(_ rect: CGRect) {
    guard let context = GraphicsContext.current else { return }
    seen = (context.lineWidth, context.strokeColor, context.lineCap)
    context.setLineWidth(9)
    context.setLineCap(.round)
  }
}

/// A view whose `draw(_:)` is `body`, run with its context and rectangle.
final class DrawingView: View {
  var body: (GraphicsContext, CGRect) -> Void = { _, _ in }

  override func draw(_ rect: CGRect) {
    guard let context = GraphicsContext.current else { return }
    body(context, rect)
  }
}

/// A view that draws with every call of the context and every UIKit-shaped convenience.
final class SamplerView: View {
  var drawCount = 0
  var title = "Hi 你好"

  override func draw(_ rect: CGRect) {
    drawCount += 1
    guard let context = GraphicsContext.current else { return }
    context.setFillColor(.lightGray)
    context.fill(CGRect(x: 0, y: 0, width: rect.width, height: 16))
    context.setStrokeColor(.black)
    context.setLineWidth(2)
    context.stroke(CGRect(x: 1, y: 1, width: rect.width - 2, height: rect.height - 2))
    let tick = BezierPath()
    tick.move(to: CGPoint(x: 8, y: 40))
    tick.addLine(to: CGPoint(x: 16, y: 48))
    tick.addLine(to: CGPoint(x: 32, y: 28))
    context.setLineCap(.round)
    context.setLineWidth(4)
    context.addPath(tick.cgPath)
    context.strokePath()
    context.setFillColor(.darkGray)
    context.addPath(BezierPath(ovalIn: CGRect(x: 40, y: 26, width: 20, height: 20)).cgPath)
    context.fillPath()
    context.draw(text: title, at: CGPoint(x: 8, y: 2), fontSize: 10, color: .black)
    context.draw(Image(named: "arrow")!, in: CGRect(x: 68, y: 24, width: 24, height: 24))
    conveniences(in: rect)
  }

  /// The UIKit-shaped calls, as ported code writes them.
  private func conveniences(in rect: CGRect) {
    Color.black.setFill()
    Color.darkGray.setStroke()
    let bar = BezierPath(roundedRect: CGRect(x: 8, y: 56, width: 40, height: 8), cornerRadius: 4)
    bar.fill()
    let underline = BezierPath()
    underline.move(to: CGPoint(x: 56, y: 60))
    underline.addLine(to: CGPoint(x: rect.width - 8, y: 60))
    underline.lineWidth = 3
    underline.lineCapStyle = .square
    underline.stroke()
    Color.gray.set()
    "ok".draw(at: CGPoint(x: 100, y: 20), fontSize: 12, color: .black)
    Image(named: "ring")!.draw(at: CGPoint(x: 96, y: 36))
    Image(named: "arrow")!.draw(in: CGRect(x: 128, y: 36, width: 16, height: 16))
  }
}

/// The README's example, compiled here.
final class Badge: View {
  var count = 3 { didSet { setNeedsDisplay() } }

  override func draw(_ rect: CGRect) {
    Color.lightGray.setFill()
    BezierPath(roundedRect: rect, cornerRadius: 8).fill()
    Color.black.set()
    let ring = BezierPath(ovalIn: CGRect(x: 4, y: 4, width: 24, height: 24))
    ring.lineWidth = 2
    ring.stroke()
    "\(count)".draw(at: CGPoint(x: 12, y: 8), fontSize: 12, color: .black)
    Image(named: "arrow")?.draw(in: CGRect(x: 44, y: 1, width: 30, height: 30))
  }
}

/// A view that keeps its context past `draw(_:)`, which it should not.
final class ContextKeeper: View {
  var kept: GraphicsContext?
  var sawContext = false

  override func draw(_ rect: CGRect) {
    kept = GraphicsContext.current
    sawContext = GraphicsContext.current != nil
  }
}

@MainActor
@Suite("Custom drawing: draw(_:), setNeedsDisplay() and the current context")
struct CustomDrawingTests {
  func scene() -> (Window, SamplerView) {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 160, height: 72))
    let sampler = SamplerView(frame: view.bounds)
    view.addSubview(sampler)
    return (window, sampler)
  }

  @Test("each draw starts with a 1-point black butt stroke, whatever the last one set")
  func contextDefaults() {
    let window = Window(size: CGSize(width: 20, height: 20))
    let view = DefaultsView(frame: window.bounds)
    window.addSubview(view)
    for _ in 0..<2 {
      _ = window.picture()
      #expect(view.seen?.0 == 1)
      #expect(view.seen?.1 == .black)
      #expect(view.seen?.2 == .butt)
      view.setNeedsDisplay()
    }
  }

  @Test("every context call and convenience, in one view")
  func everyCall() {
    let (window, sampler) = scene()
    assertSnapshot(of: window, as: .screen(scale: 2))
    #expect(sampler.drawCount == 1)
    #expect(window.diagnostics.isEmpty)
  }

  @Test("drawn content is in the view's coordinates: moved, scaled, faded and clipped with it")
  func transformedAndClipped() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 160, height: 96))
    let clip = View(frame: CGRect(x: 0, y: 0, width: 120, height: 96))
    clip.clipsToBounds = true
    view.addSubview(clip)
    let sampler = SamplerView(frame: CGRect(x: 0, y: 0, width: 80, height: 36))
    sampler.transform = Transform(scaleX: 0.5, y: 0.5)
    sampler.center = CGPoint(x: 40, y: 18)
    clip.addSubview(sampler)
    let moved = SamplerView(frame: CGRect(x: 80, y: 36, width: 160, height: 72))
    moved.alpha = 0.5
    clip.addSubview(moved)
    assertSnapshot(of: window, as: .screen(scale: 2))
  }

  @Test("draw(_:) runs once until setNeedsDisplay() or a new bounds size, with the bounds")
  func redrawRules() {
    let (window, sampler) = scene()
    #expect(sampler.drawCount == 0, "nothing draws before the screen is drawn")
    let first = window.picture()
    _ = window.picture()
    #expect(sampler.drawCount == 1, "the recorded content is replayed")
    sampler.title = "Bye"
    #expect(window.picture() == first, "without setNeedsDisplay() the old content shows")
    sampler.setNeedsDisplay()
    sampler.setNeedsDisplay(CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(window.picture() != first)
    #expect(sampler.drawCount == 2, "calls coalesce")
    sampler.center.x += 4
    _ = window.picture()
    #expect(sampler.drawCount == 2, "moving does not redraw")
    sampler.bounds.size.width -= 8
    _ = window.picture()
    #expect(sampler.drawCount == 3, "a new size redraws")
  }

  @Test("the context is current only inside draw(_:); a kept one draws nothing afterwards")
  func currentOnlyInsideDraw() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 16, height: 16))
    let keeper = ContextKeeper(frame: view.bounds)
    view.addSubview(keeper)
    #expect(GraphicsContext.current == nil)
    _ = window.picture()
    #expect(keeper.sawContext)
    #expect(GraphicsContext.current == nil)
    keeper.kept?.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
    #expect(
      window.diagnostics.messages == [
        "ContextKeeper.GraphicsContext.fill(_:): drew nothing: this context's draw(_:) has returned. "
          + "Keep no context past draw(_:); call setNeedsDisplay() and draw in draw(_:) again."
      ])
    #expect(window.picture().rows == ["    ", "    "])
  }

  @Test("every call on a kept context draws nothing and names itself, a path's fill and stroke too")
  func everyCallOnAKeptContext() throws {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 16, height: 16))
    let keeper = ContextKeeper(frame: view.bounds)
    view.addSubview(keeper)
    _ = window.picture()
    let kept = try #require(keeper.kept)
    let square = CGRect(x: 0, y: 0, width: 16, height: 16)
    kept.setFillColor(.black)
    kept.setStrokeColor(.black)
    kept.setLineWidth(2)
    kept.setLineCap(.round)
    kept.fill(square)
    kept.stroke(square)
    kept.addPath(BezierPath(ovalIn: square).cgPath)
    kept.fillPath()
    kept.strokePath()
    kept.draw(Image(size: CGSize(width: 2, height: 2)) { _, _, _, _ in true }, in: square)
    let members = window.diagnostics.messages.map {
      $0.dropFirst("ContextKeeper.GraphicsContext.".count).prefix { $0 != ":" }
    }
    #expect(
      members == [
        "setFillColor(_", "setStrokeColor(_", "setLineWidth(_", "setLineCap(_", "fill(_",
        "stroke(_",
        "addPath(_", "fillPath()", "strokePath()", "draw(_",
      ])
    #expect(window.picture().rows == ["    ", "    "])
  }

  @Test(
    "a draw(_:) that asks for another window's picture part-way keeps its own context: each view draws what it drew"
  )
  func nestedDrawing() {
    let (inner, innerCanvas) = RenderFixtures.canvas(CGSize(width: 16, height: 16))
    let filled = DrawingView(frame: CGRect(x: 0, y: 8, width: 16, height: 8))
    filled.body = { context, rect in context.fill(rect) }
    innerCanvas.addSubview(filled)
    let (outer, outerCanvas) = RenderFixtures.canvas(CGSize(width: 16, height: 16))
    let nesting = DrawingView(frame: CGRect(x: 0, y: 0, width: 8, height: 16))
    var innerRows: [String] = []
    nesting.body = { context, rect in
      context.fill(CGRect(x: 0, y: 0, width: rect.width, height: rect.height / 2))
      innerRows = inner.picture().rows
      context.fill(CGRect(x: 0, y: rect.height / 2, width: rect.width, height: rect.height / 2))
    }
    outerCanvas.addSubview(nesting)
    #expect(outer.picture().rows == ["⣿⣿  ", "⣿⣿  "])
    #expect(innerRows == ["    ", "⣿⣿⣿⣿"])
  }

  @Test(
    "text drawn at a point is never wrapped: each newline starts the next line one line height lower, as UIKit's draw(at:) honours it"
  )
  func textAtAPointHonoursNewlines() {
    let (window, canvas) = RenderFixtures.canvas(CGSize(width: 32, height: 32))
    let view = DrawingView(frame: canvas.bounds)
    view.body = { context, _ in
      context.draw(text: "Hi\nyou", at: .zero, fontSize: 10)
      context.draw(text: "a long line past the edge", at: CGPoint(x: 12, y: 24), fontSize: 10)
    }
    canvas.addSubview(view)
    #expect(window.picture().rows == ["Hi      ", "        ", "you     ", "   a lon"])
  }

  @Test("a context kept after its view is gone draws nothing and reports as unattached")
  func contextOutlivesView() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 16, height: 16))
    var keeper: ContextKeeper? = ContextKeeper(frame: view.bounds)
    view.addSubview(keeper!)
    _ = window.picture()
    let kept = keeper?.kept
    keeper?.removeFromSuperview()
    keeper = nil
    let log = DiagnosticLog()
    GraphicsContext.$unattachedDiagnostics.withValue(log) {
      kept?.setFillColor(.red)
    }
    #expect(log.messages.count == 1)
    #expect(window.diagnostics.isEmpty)
  }

  @Test("drawing outside any draw(_:) is a no-op with a diagnostic naming the fix")
  func outsideDraw() {
    let log = DiagnosticLog()
    GraphicsContext.$unattachedDiagnostics.withValue(log) {
      Color.red.setFill()
      Color.red.setStroke()
      Color.red.set()
      BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4)).fill()
      BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4)).stroke()
      "x".draw(at: .zero)
      Image(named: "arrow")!.draw(in: .zero)
      Image(named: "arrow")!.draw(at: .zero)
    }
    let added = log.entries
    #expect(
      added.map(\.subject) == [
        "Color.setFill()", "Color.setStroke()", "Color.set()", "BezierPath.fill()",
        "BezierPath.stroke()", "String.draw(at:fontSize:color:)", "Image.draw(in:)",
        "Image.draw(at:)",
      ])
    #expect(
      added.first?.message
        == "drew nothing: there is no current graphics context outside a view's draw(_:). "
        + "Draw in an override of draw(_:) and call setNeedsDisplay() when it should change.")
  }

  @Test("each task's unattached drawing goes to the log it binds, never to another task's")
  func unattachedLogPerTask() async {
    let first = DiagnosticLog()
    let second = DiagnosticLog()
    await withTaskGroup(of: Void.self) { group in
      group.addTask { @MainActor in
        GraphicsContext.$unattachedDiagnostics.withValue(first) { Color.red.setFill() }
      }
      group.addTask { @MainActor in
        GraphicsContext.$unattachedDiagnostics.withValue(second) {
          Color.red.setStroke()
          Color.red.set()
        }
      }
    }
    #expect(first.entries.map(\.subject) == ["Color.setFill()"])
    #expect(second.entries.map(\.subject) == ["Color.setStroke()", "Color.set()"])
  }

  @Test("non-finite geometry and widths are refused with a diagnostic; the rest still draws")
  func badInput() {
    final class BadDrawer: View {
      override func draw(_ rect: CGRect) {
        let context = GraphicsContext.current
        context?.setLineWidth(.nan)
        context?.fill(CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4))
        context?.stroke(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 4))
        context?.addPath(ShapePath(elements: [.move(to: CGPoint(x: CGFloat.nan, y: 0))]))
        context?.draw(text: "x", at: CGPoint(x: 0, y: CGFloat.nan))
        context?.draw(Image(named: "arrow")!, in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))
        let path = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4))
        path.lineWidth = .infinity
        path.stroke()
        context?.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
      }
    }
    let (window, view) = RenderFixtures.canvas(CGSize(width: 8, height: 8))
    view.addSubview(BadDrawer(frame: view.bounds))
    #expect(window.picture().rows == ["⣿⣿"])
    #expect(window.diagnostics.messages.count == 7)
  }

  /// A view that counts its draws.
  @MainActor protocol DrawCounting: AnyObject {
    var draws: Int { get }
  }

  final class DrawCountingView: View, DrawCounting {
    var draws = 0
    override func draw(_ rect: CGRect) { draws += 1 }
  }

  final class DrawCountingImageView: ImageView, DrawCounting {
    var draws = 0
    override func draw(_ rect: CGRect) { draws += 1 }
  }

  final class DrawCountingScrollView: ScrollView, DrawCounting {
    var draws = 0
    override func draw(_ rect: CGRect) { draws += 1 }
  }

  @Test(
    "a view draws again each time it joins a window: a plain view, an image view, a scroll view",
    arguments: 0..<3)
  func drawsOnJoiningAWindow(kind: Int) {
    let (window, root) = RenderFixtures.canvas(CGSize(width: 16, height: 16))
    let frame = CGRect(x: 0, y: 0, width: 8, height: 8)
    let view: View & DrawCounting =
      switch kind {
      case 0: DrawCountingView(frame: frame)
      case 1: DrawCountingImageView(frame: frame)
      default: DrawCountingScrollView(frame: frame)
      }
    root.addSubview(view)
    _ = window.picture()
    #expect(view.draws == 1)
    _ = window.picture()
    #expect(view.draws == 1, "nothing changed")
    view.removeFromSuperview()
    _ = window.picture()
    root.addSubview(view)
    _ = window.picture()
    #expect(view.draws == 2, "\(type(of: view))")
  }

  /// A view whose drawing makes one call of the context with a non-finite value.
  final class OneBadCallView: View {
    var member = ""

    override func draw(_ rect: CGRect) {
      guard let context = GraphicsContext.current else { return }
      let bad = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 8)
      switch member {
      case "fill(_:)": context.fill(bad)
      case "stroke(_:)": context.stroke(bad)
      case "addPath(_:)":
        context.addPath(BezierPath(ovalIn: bad).cgPath)
        context.fillPath()
      case "draw(text:at:font:color:)": context.draw(text: "x", at: CGPoint(x: 0, y: CGFloat.nan))
      case "draw(text:in:font:color:alignment:numberOfLines:)": context.draw(text: "x", in: bad)
      default: context.draw(Image(named: "arrow")!, in: bad)
      }
    }
  }

  @Test(
    "each drawing call refuses a non-finite value on its own, naming itself, and draws nothing",
    arguments: [
      "fill(_:)", "stroke(_:)", "addPath(_:)", "draw(text:at:font:color:)",
      "draw(text:in:font:color:alignment:numberOfLines:)", "draw(_:in:)",
    ])
  func refusesNonFinite(member: String) {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 16, height: 16))
    let blank = window.picture().rows
    let drawer = OneBadCallView(frame: view.bounds)
    drawer.member = member
    view.addSubview(drawer)
    #expect(window.picture().rows == blank)
    let subjects = window.diagnostics.entries.map(\.subject)
    #expect(subjects.count == 1 && subjects.allSatisfy { $0.hasSuffix(member) }, "\(subjects)")
  }

  @Test("the README's badge redraws when its count changes")
  func readmeBadge() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 80, height: 32))
    let badge = Badge(frame: view.bounds)
    view.addSubview(badge)
    assertSnapshot(of: window, as: .screen)
    badge.count = 7
    assertSnapshot(of: window, as: .screen)
    #expect(window.diagnostics.isEmpty)
  }

  @Test("a string drawn at a point in a font shows in that font's weight and the colour asked")
  func stringDrawnInAFont() throws {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 32, height: 16))
    let drawing = DrawingView(frame: view.bounds)
    drawing.body = { _, _ in
      "Hi".draw(at: .zero, font: .boldSystemFont(ofSize: 17), color: .red)
    }
    view.addSubview(drawing)
    let picture = window.picture()
    let row = try #require(picture.rows.firstIndex { $0.hasPrefix("Hi") }, "\(picture)")
    #expect(picture.styles[row][0].ink == .text(.red, .bold))
  }

  @Test("text drawn in a rect keeps one line unless told: the rest is cut, or wraps when allowed")
  func textInARectKeepsOneLine() {
    func rows(_ draw: @escaping (GraphicsContext, CGRect) -> Void) -> [String] {
      let (window, view) = RenderFixtures.canvas(CGSize(width: 16, height: 32))
      let drawing = DrawingView(frame: view.bounds)
      drawing.body = { context, rect in draw(context, rect) }
      view.addSubview(drawing)
      return window.picture().rows.filter { $0.contains { $0.isLetter } }
    }
    #expect(rows { "abcdefgh".draw(in: $1) } == ["abcd"])
    #expect(rows { $0.draw(text: "abcdefgh", in: $1) } == ["abcd"], "the context's, too")
    #expect(rows { "abcdefgh".draw(in: $1, numberOfLines: 1) } == ["abcd"])
    #expect(rows { "abcdefgh".draw(in: $1, numberOfLines: 0) } == ["abcd", "efgh"])
  }

  @Test("drawn content sits over the background, under sublayers and subviews")
  func zOrder() {
    final class Filler: View {
      override func draw(_ rect: CGRect) {
        Color.black.setFill()
        BezierPath(roundedRect: rect, cornerRadius: 0).fill()
      }
    }
    let (window, view) = RenderFixtures.canvas(CGSize(width: 12, height: 8))
    let filler = Filler(frame: view.bounds)
    filler.backgroundColor = .lightGray
    view.addSubview(filler)
    let cover = View(frame: CGRect(x: 8, y: 0, width: 4, height: 8))
    cover.backgroundColor = .white
    filler.addSubview(cover)
    #expect(window.picture().rows == ["⣿⣿ "])
  }
}
