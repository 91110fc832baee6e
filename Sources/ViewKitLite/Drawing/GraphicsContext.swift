import Foundation

/// Where a view's ``View/draw(_:)`` draws: UIKit's current `CGContext`.
///
/// ``current`` is the context of the `draw(_:)` running now (UIKit's
/// `UIGraphicsGetCurrentContext()`), `nil` anywhere else. The calls record what they draw in the
/// view's coordinates; pictures then draw it with the ink rules of everything else: paths in
/// braille dots through the shape layers' rasteriser, text as a label's (wide characters take
/// two columns), images as an image view's. The UIKit-shaped calls reach it for you:
/// `Color.setFill()`, `BezierPath.stroke()`, `"Hi".draw(in:font:color:alignment:numberOfLines:)`,
/// `image.draw(in:)`.
///
/// A call on a context whose `draw(_:)` has returned draws nothing and records a diagnostic;
/// so do geometry and widths that are not finite.
@MainActor
public final class GraphicsContext {
  /// The contexts of the `draw(_:)` calls running now, innermost last.
  private static var stack: [GraphicsContext] = []

  /// The context of the ``View/draw(_:)`` running now, or `nil` outside any.
  public static var current: GraphicsContext? { stack.last }

  /// Where drawing calls made outside any ``View/draw(_:)`` are recorded in the current task:
  /// they belong to no view, so to no window.
  ///
  /// It is task-local, so tests running in parallel never share it: a test binds a log of its
  /// own around what it checks, and reads it.
  ///
  /// ```swift
  /// let log = DiagnosticLog()
  /// GraphicsContext.$unattachedDiagnostics.withValue(log) {
  ///   Color.red.setFill()
  /// }
  /// #expect(log.entries.count == 1)
  /// ```
  ///
  /// Unbound, the calls go to a log of the whole process.
  @TaskLocal public static var unattachedDiagnostics = DiagnosticLog()

  /// The colour fills use (and images are drawn in); black at the start of each `draw(_:)`.
  public private(set) var fillColor = Color.black
  /// The colour strokes use; black at the start of each `draw(_:)`.
  public private(set) var strokeColor = Color.black
  /// The width strokes use, in points; 1 at the start of each `draw(_:)`.
  public private(set) var lineWidth: CGFloat = 1
  /// How open ends of strokes are drawn; `.butt` at the start of each `draw(_:)`.
  public private(set) var lineCap = ShapeLayer.LineCap.butt
  /// The path ``addPath(_:)`` built, which ``fillPath()`` and ``strokePath()`` use up.
  private var path = ShapePath()
  private var displayList = DisplayList()
  private var isOpen = true
  private weak var view: View?

  private init(view: View) {
    self.view = view
  }

  /// Runs `draw` with a new context for `view` as the current one, and returns what it drew.
  static func record(for view: View, _ draw: () -> Void) -> DisplayList {
    let context = GraphicsContext(view: view)
    stack.append(context)
    draw()
    stack.removeLast()
    context.isOpen = false
    return context.displayList
  }

  /// Records a drawing call made outside any `draw(_:)`, which draws nothing.
  static func reportNoContext(_ member: String) {
    unattachedDiagnostics.record(
      Diagnostic(
        subject: member,
        message: "drew nothing: there is no current graphics context outside a view's draw(_:). "
          + "Draw in an override of draw(_:) and call setNeedsDisplay() when it should change."))
  }

  /// Records a diagnostic on the view drawn for, or as unattached once it is gone.
  private func report(_ member: String, _ message: String) {
    guard let view else {
      return Self.unattachedDiagnostics.record(
        Diagnostic(subject: "GraphicsContext.\(member)", message: message))
    }
    view.reportDiagnostic(member: "GraphicsContext.\(member)", message)
  }

  // MARK: - State

  /// Sets the colour of later fills and images: `CGContext.setFillColor(_:)`.
  public func setFillColor(_ color: Color) {
    guard isUsable("setFillColor(_:)") else { return }
    fillColor = color
  }

  /// Sets the colour of later strokes: `CGContext.setStrokeColor(_:)`.
  public func setStrokeColor(_ color: Color) {
    guard isUsable("setStrokeColor(_:)") else { return }
    strokeColor = color
  }

  /// Sets the width of later strokes in points: `CGContext.setLineWidth(_:)`. A non-finite
  /// width is refused; a negative one clamped to 0.
  public func setLineWidth(_ width: CGFloat) {
    guard isUsable("setLineWidth(_:)"), accepts(width.isFinite, width, "setLineWidth(_:)")
    else { return }
    lineWidth = max(width, 0)
  }

  /// Sets how later strokes end: `CGContext.setLineCap(_:)`.
  public func setLineCap(_ cap: ShapeLayer.LineCap) {
    guard isUsable("setLineCap(_:)") else { return }
    lineCap = cap
  }

  // MARK: - Drawing

  /// Fills `rect` with the fill colour: `CGContext.fill(_:)`.
  public func fill(_ rect: CGRect) {
    guard isUsable("fill(_:)"), accepts(rect.isFinite, rect, "fill(_:)") else { return }
    displayList.commands.append(.fill(Self.rectanglePath(rect), fillColor))
  }

  /// Strokes the outline of `rect` with the stroke colour and width: `CGContext.stroke(_:)`.
  public func stroke(_ rect: CGRect) {
    guard isUsable("stroke(_:)"), accepts(rect.isFinite, rect, "stroke(_:)") else { return }
    displayList.commands.append(.stroke(Self.rectanglePath(rect), strokeStyle))
  }

  /// Adds `path` to the path that ``fillPath()`` or ``strokePath()`` draws next:
  /// `CGContext.addPath(_:)`.
  public func addPath(_ path: ShapePath) {
    guard isUsable("addPath(_:)"), accepts(path.isFinite, path.summary, "addPath(_:)") else {
      return
    }
    self.path.elements += path.elements
  }

  /// Fills the path built by ``addPath(_:)`` with the fill colour by the non-zero rule, and
  /// empties it: `CGContext.fillPath()`.
  public func fillPath() {
    guard isUsable("fillPath()"), !path.isEmpty else { return }
    fill(takePath())
  }

  /// Strokes the path built by ``addPath(_:)`` with the stroke colour, width and cap, and
  /// empties it: `CGContext.strokePath()`.
  public func strokePath() {
    guard isUsable("strokePath()"), !path.isEmpty else { return }
    stroke(takePath())
  }

  /// Draws `text` with its top-left corner at `point`, as a label draws a line: on the row
  /// through the middle of a line `fontSize` × 1.2 points tall, each newline starting the next.
  public func draw(text: String, at point: CGPoint, fontSize: CGFloat = 17, color: Color = .black) {
    draw(text: text, at: point, font: .systemFont(ofSize: fontSize), color: color)
  }

  /// Draws `text` in `font` with its top-left corner at `point`, cut at the view's bounds:
  /// `NSString.draw(at:withAttributes:)`. It is never wrapped; each newline starts the next line
  /// one ``Font/lineHeight`` lower, and each line sits on the row through the middle of its own.
  public func draw(text: String, at point: CGPoint, font: Font, color: Color = .black) {
    let member = "draw(text:at:font:color:)"
    guard isUsable(member), accepts(point.isFinite, point, member) else { return }
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let line = String(line)
      let origin = CGPoint(x: point.x, y: point.y + CGFloat(index) * font.lineHeight)
      let width = CGFloat(TextWidth.columns(of: line)) * font.columnWidth
      let rect = CGRect(origin: origin, size: CGSize(width: width, height: font.lineHeight))
      displayList.commands.append(
        .text(
          TextRun(
            text: line, rect: rect, font: font, color: color, alignment: .left,
            numberOfLines: 1, cutsAtRect: false)))
    }
  }

  /// Sets `text` in `rect` as a label sets its own: aligned across it, its lines (at most
  /// `numberOfLines`; 0 for as many as the width makes, wrapping by character) centred on its
  /// middle, one a row, and cut at its edges: `NSString.draw(in:withAttributes:)`.
  public func draw(
    text: String, in rect: CGRect, font: Font = .systemFont(ofSize: 17), color: Color = .black,
    alignment: TextAlignment = .left, numberOfLines: Int = 1
  ) {
    let member = "draw(text:in:font:color:alignment:numberOfLines:)"
    guard isUsable(member), accepts(rect.isFinite, rect, member) else { return }
    displayList.commands.append(
      .text(
        TextRun(
          text: text, rect: rect.standardized, font: font, color: color, alignment: alignment,
          numberOfLines: numberOfLines, cutsAtRect: true)))
  }

  /// Draws `image` scaled to fill `rect`, in the fill colour: `CGContext.draw(_:in:)`.
  public func draw(_ image: Image, in rect: CGRect) {
    guard isUsable("draw(_:in:)"), accepts(rect.isFinite, rect, "draw(_:in:)") else { return }
    displayList.commands.append(.image(image, in: rect, ink: fillColor))
  }

  /// Fills `path` with the fill colour, for ``BezierPath/fill()``.
  func fill(_ path: ShapePath) {
    guard accepts(path.isFinite, path.summary, "fill") else { return }
    displayList.commands.append(.fill(path, fillColor))
  }

  /// Strokes `path` with the stroke colour and `lineWidth`, `cap`, or the context's own.
  func stroke(_ path: ShapePath, lineWidth: CGFloat? = nil, cap: ShapeLayer.LineCap? = nil) {
    let width = lineWidth ?? self.lineWidth
    guard accepts(path.isFinite, path.summary, "stroke"), accepts(width.isFinite, width, "stroke")
    else { return }
    var style = strokeStyle
    style.lineWidth = max(width, 0)
    style.cap = cap ?? style.cap
    displayList.commands.append(.stroke(path, style))
  }

  // MARK: - Helpers

  private var strokeStyle: StrokeStyle {
    StrokeStyle(color: strokeColor, lineWidth: lineWidth, cap: lineCap)
  }

  private func takePath() -> ShapePath {
    defer { path = ShapePath() }
    return path
  }

  private static func rectanglePath(_ rect: CGRect) -> ShapePath {
    let rect = rect.standardized
    return ShapePath(elements: [
      .move(to: CGPoint(x: rect.minX, y: rect.minY)),
      .line(to: CGPoint(x: rect.maxX, y: rect.minY)),
      .line(to: CGPoint(x: rect.maxX, y: rect.maxY)),
      .line(to: CGPoint(x: rect.minX, y: rect.maxY)),
      .close,
    ])
  }

  /// Whether the context's `draw(_:)` still runs; otherwise records a diagnostic on the view.
  private func isUsable(_ member: String) -> Bool {
    guard !isOpen else { return true }
    report(
      member,
      "drew nothing: this context's draw(_:) has returned. Keep no context past draw(_:); "
        + "call setNeedsDisplay() and draw in draw(_:) again.")
    return false
  }

  /// Whether a value is finite; otherwise records a diagnostic on the view.
  private func accepts(_ isFinite: Bool, _ value: Any, _ member: String) -> Bool {
    guard !isFinite else { return true }
    report(
      member,
      "refused \(NumberFormat.describe(value)): drawing needs finite numbers; drew nothing. "
        + "Check the arithmetic that produced it, such as a division by zero.")
    return false
  }
}
