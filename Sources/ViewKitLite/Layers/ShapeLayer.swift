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

  /// The path drawn, or `nil`.
  @Dynamic public var path: ShapePath?
  /// The fill colour; `nil` fills nothing. Core Animation's default is black.
  @Dynamic public var fillColor: Color? = .black
  /// The stroke colour; `nil` strokes nothing (the default).
  @Dynamic public var strokeColor: Color?
  /// The stroke width in points.
  @Dynamic public var lineWidth: CGFloat = 1
  /// How open ends are drawn.
  @Dynamic public var lineCap = LineCap.butt
  /// Dash lengths in points, alternating on and off; `nil` or empty draws a solid line.
  @Dynamic public var lineDashPattern: [CGFloat]?
  /// Where the stroke starts, 0…1 of the path's length.
  @Dynamic public var strokeStart: CGFloat = 0
  /// Where the stroke ends, 0…1 of the path's length.
  @Dynamic public var strokeEnd: CGFloat = 1

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
}
