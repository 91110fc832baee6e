import Foundation

/// A layer that draws a path: Core Animation's `CAShapeLayer`.
///
/// The picture rasterises it in braille dots: the fill by the non-zero rule, the stroke
/// `lineWidth` points wide with its caps and dash pattern, trimmed from `strokeStart` to
/// `strokeEnd` by arc length.
public final class ShapeLayer: Layer {
  /// How open ends of a stroke are drawn: Core Animation's `CAShapeLayerLineCap`.
  public enum LineCap: Hashable, Sendable {
    /// The stroke stops at the end point.
    case butt
    /// A half disc past the end point.
    case round
    /// A half square past the end point.
    case square
  }

  @Dynamic(key: "path") private var storedPath: ShapePath? = nil
  /// The fill colour; `nil` fills nothing. Core Animation's default is black.
  @Dynamic public var fillColor: Color? = .black
  /// The stroke colour; `nil` strokes nothing (the default).
  @Dynamic public var strokeColor: Color?
  @Dynamic(key: "lineWidth") private var storedLineWidth: CGFloat = 1
  /// How open ends are drawn.
  @Dynamic public var lineCap = LineCap.butt
  @Dynamic(key: "lineDashPattern") private var storedDashPattern: [CGFloat]? = nil
  @Dynamic(key: "strokeStart") private var storedStrokeStart: CGFloat = 0
  @Dynamic(key: "strokeEnd") private var storedStrokeEnd: CGFloat = 1

  /// The path drawn, or `nil`; a path with a non-finite value is refused with a diagnostic.
  public var path: ShapePath? {
    get { storedPath }
    set {
      guard newValue?.isFinite ?? true else { return refuse("path", newValue as Any) }
      storedPath = newValue
    }
  }

  /// The stroke width in points; non-finite widths are refused, negative ones clamped to 0.
  public var lineWidth: CGFloat {
    get { storedLineWidth }
    set {
      guard newValue.isFinite else { return refuse("lineWidth", newValue) }
      storedLineWidth = max(newValue, 0)
    }
  }

  /// Dash lengths in points, alternating on and off; `nil` or empty draws a solid line. A
  /// pattern with a non-finite or negative length is refused.
  public var lineDashPattern: [CGFloat]? {
    get { storedDashPattern }
    set {
      guard newValue?.allSatisfy({ $0.isFinite && $0 >= 0 }) ?? true else {
        return refuse("lineDashPattern", newValue as Any)
      }
      storedDashPattern = newValue
    }
  }

  /// Where the stroke starts, 0…1 of the path's length (clamped; NaN refused).
  public var strokeStart: CGFloat {
    get { storedStrokeStart }
    set {
      guard !newValue.isNaN else { return refuse("strokeStart", newValue) }
      storedStrokeStart = min(max(newValue, 0), 1)
    }
  }

  /// Where the stroke ends, 0…1 of the path's length (clamped; NaN refused).
  public var strokeEnd: CGFloat {
    get { storedStrokeEnd }
    set {
      guard !newValue.isNaN else { return refuse("strokeEnd", newValue) }
      storedStrokeEnd = min(max(newValue, 0), 1)
      noteGeometryChange()
    }
  }

  /// Adds the shown path summary, stroke, fill and trim to the dump.
  public override func dumpAttributes() -> [String] {
    var fields = super.dumpAttributes()
    let shown = presentation()
    fields.append("path=" + (shown.path.map { "[\($0.summary)]" } ?? "nil"))
    if let fill = fillColor { fields.append("fill=\(fill)") }
    if let stroke = strokeColor {
      fields.append("stroke=\(stroke) width=\(NumberFormat.string(shown.lineWidth))")
    }
    if shown.strokeStart != 0 {
      fields.append("strokeStart=\(NumberFormat.string(shown.strokeStart))")
    }
    if shown.strokeEnd != 1 { fields.append("strokeEnd=\(NumberFormat.string(shown.strokeEnd))") }
    if let dash = lineDashPattern, !dash.isEmpty {
      fields.append("dash=[\(dash.map(NumberFormat.string).joined(separator: ","))]")
    }
    return fields
  }

  override func modelValue(forKeyPath keyPath: String) -> LayerValue? {
    switch keyPath {
    case "strokeStart": .number(strokeStart)
    case "strokeEnd": .number(strokeEnd)
    case "lineWidth": .number(lineWidth)
    case "path": path.map(LayerValue.path) ?? .path(ShapePath())
    default: super.modelValue(forKeyPath: keyPath)
    }
  }

  /// What the screen shows of this shape now, animations included.
  public override func presentation() -> LayerPresentation {
    var result = super.presentation()
    guard hasAnimations else {
      result.strokeStart = strokeStart
      result.strokeEnd = strokeEnd
      result.lineWidth = lineWidth
      result.path = path?.isEmpty == false ? path : nil
      return result
    }
    let time = presentationTime
    result.strokeStart = presentedValue(forKeyPath: "strokeStart", at: time)?.number ?? strokeStart
    result.strokeEnd = presentedValue(forKeyPath: "strokeEnd", at: time)?.number ?? strokeEnd
    result.lineWidth = presentedValue(forKeyPath: "lineWidth", at: time)?.number ?? lineWidth
    if case .path(let shown) = presentedValue(forKeyPath: "path", at: time) {
      result.path = shown.isEmpty ? nil : shown
    } else {
      result.path = path
    }
    return result
  }

  /// The shown path, its fill, and its stroke with the shown width and trim.
  override func shownShape(
    _ shown: LayerPresentation
  ) -> (path: ShapePath, fill: Color?, stroke: StrokeStyle?)? {
    guard let path = shown.path else { return nil }
    let stroke = strokeColor.map {
      StrokeStyle(
        color: $0, lineWidth: shown.lineWidth, cap: lineCap, dash: lineDashPattern ?? [],
        start: shown.strokeStart, end: shown.strokeEnd)
    }
    return (path, fillColor, stroke)
  }
}
