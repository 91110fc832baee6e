import Foundation

/// Turns flattened shapes into dots on a canvas: fills by the non-zero rule at dot centres,
/// strokes by distance to each segment, after trimming and dashing by arc length.
struct DotRasterizer {
  /// The rectangle of dots that may be set (the clip), in dot coordinates.
  let clip: CGRect
  /// The clip area whose rounded corners also cut dots.
  var area: ClipArea?

  /// Fills the polylines (each closed for the fill) by the non-zero winding rule.
  func fill(_ polylines: [Polyline], ink: Color, into canvas: inout Canvas) {
    let edges = polylines.flatMap { Polyline(points: $0.points, isClosed: true).segments }
    guard let bounds = Self.bounds(of: edges.flatMap { [$0.0, $0.1] }) else { return }
    let area = bounds.intersection(clip)
    guard !area.isNull else { return }
    for y in Int(area.minY.rounded(.down))...Int(area.maxY.rounded(.up)) {
      let centerY = CGFloat(y) + 0.5
      var crossings: [(x: CGFloat, winding: Int)] = []
      for (a, b) in edges where (a.y <= centerY) != (b.y <= centerY) {
        let x = a.x + (centerY - a.y) / (b.y - a.y) * (b.x - a.x)
        crossings.append((x, b.y > a.y ? 1 : -1))
      }
      crossings.sort { $0.x < $1.x }
      var winding = 0
      for (index, crossing) in crossings.enumerated() {
        winding += crossing.winding
        guard winding != 0, index + 1 < crossings.count else { continue }
        let from = Int((crossing.x - 0.5).rounded(.up))
        let to = Int((crossings[index + 1].x - 0.5).rounded(.down))
        guard from <= to else { continue }
        for x in from...to {
          set(x: x, y: y, ink: ink, into: &canvas)
        }
      }
    }
  }

  /// Strokes the polylines `width` dots wide, trimmed to `start…end` of their total length and
  /// dashed by `dash` (dot lengths, on and off).
  func stroke(
    _ polylines: [Polyline], width: CGFloat, cap: ShapeLayer.LineCap, dash: [CGFloat],
    start: CGFloat, end: CGFloat, ink: Color, into canvas: inout Canvas
  ) {
    let trimmed = Self.trim(polylines, from: start, to: end)
    let pieces =
      dash.contains(where: { $0 > 0 }) ? trimmed.flatMap { Self.dash($0, pattern: dash) } : trimmed
    let halfWidth = width / 2
    for piece in pieces {
      let segments = piece.segments
      let planes =
        piece.isClosed || cap == .round
        ? [] : Self.capPlanes(segments, cap: cap, halfWidth: halfWidth)
      for (index, segment) in segments.enumerated() {
        let isFirst = !piece.isClosed && index == 0
        let isLast = !piece.isClosed && index == segments.count - 1
        draw(
          segment, halfWidth: halfWidth, cap: cap, isFirst: isFirst, isLast: isLast,
          planes: planes, ink: ink, into: &canvas)
      }
      if segments.isEmpty, let point = piece.points.first, cap != .butt {
        draw(
          (point, point), halfWidth: halfWidth, cap: cap, isFirst: true, isLast: true,
          planes: [], ink: ink, into: &canvas)
      }
    }
  }

  /// The half-planes an open stroke with butt or square caps ends at: a dot near an end (within
  /// two half-widths) behind the start cap or past the end cap belongs to no segment, even where
  /// a join would reach it. A stroke whose ends meet has no caps.
  static func capPlanes(
    _ segments: [(CGPoint, CGPoint)], cap: ShapeLayer.LineCap, halfWidth: CGFloat
  ) -> [(point: CGPoint, normal: CGPoint)] {
    guard let first = segments.first(where: { $0.0 != $0.1 }),
      let last = segments.last(where: { $0.0 != $0.1 }), distance(first.0, last.1) > 1e-6
    else { return [] }
    let extend = cap == .square ? halfWidth : 0
    func unit(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
      let length = distance(a, b)
      return CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
    }
    let start = unit(first.0, first.1)
    let end = unit(last.0, last.1)
    return [
      (CGPoint(x: first.0.x - start.x * extend, y: first.0.y - start.y * extend), start),
      (
        CGPoint(x: last.1.x + end.x * extend, y: last.1.y + end.y * extend),
        CGPoint(x: -end.x, y: -end.y)
      ),
    ]
  }

  private func draw(
    _ segment: (CGPoint, CGPoint), halfWidth: CGFloat, cap: ShapeLayer.LineCap, isFirst: Bool,
    isLast: Bool, planes: [(point: CGPoint, normal: CGPoint)], ink: Color,
    into canvas: inout Canvas
  ) {
    var (a, b) = segment
    let length = distance(a, b)
    let direction = length > 0 ? CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length) : .zero
    if cap == .square {
      if isFirst { a = CGPoint(x: a.x - direction.x * halfWidth, y: a.y - direction.y * halfWidth) }
      if isLast { b = CGPoint(x: b.x + direction.x * halfWidth, y: b.y + direction.y * halfWidth) }
    }
    let clampStart = !(isFirst && cap != .round)
    let clampEnd = !(isLast && cap != .round)
    guard halfWidth >= 0.75 else {
      return sample(a, b, ink: ink, into: &canvas)
    }
    let box = CGRect(
      x: min(a.x, b.x) - halfWidth, y: min(a.y, b.y) - halfWidth,
      width: abs(a.x - b.x) + 2 * halfWidth, height: abs(a.y - b.y) + 2 * halfWidth
    ).intersection(clip)
    guard !box.isNull else { return }
    let span = CGPoint(x: b.x - a.x, y: b.y - a.y)
    let lengthSquared = span.x * span.x + span.y * span.y
    for y in Int(box.minY.rounded(.down))...Int(box.maxY.rounded(.down)) {
      for x in Int(box.minX.rounded(.down))...Int(box.maxX.rounded(.down)) {
        let point = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
        var t =
          lengthSquared > 0
          ? ((point.x - a.x) * span.x + (point.y - a.y) * span.y) / lengthSquared : 0
        if t < 0 && !clampStart || t > 1 && !clampEnd { continue }
        t = min(max(t, 0), 1)
        let nearest = CGPoint(x: a.x + span.x * t, y: a.y + span.y * t)
        let outside = planes.contains { plane in
          distance(point, plane.point) <= 2 * halfWidth
            && (point.x - plane.point.x) * plane.normal.x
              + (point.y - plane.point.y) * plane.normal.y < -1e-9
        }
        if !outside, distance(point, nearest) <= halfWidth + 1e-9 {
          set(x: x, y: y, ink: ink, into: &canvas)
        }
      }
    }
  }

  /// A thin line: the dot under every quarter-dot step along the segment.
  private func sample(_ a: CGPoint, _ b: CGPoint, ink: Color, into canvas: inout Canvas) {
    let steps = max(Int((distance(a, b) * 4).rounded(.up)), 1)
    for step in 0...steps {
      let t = CGFloat(step) / CGFloat(steps)
      let x = Int((a.x + (b.x - a.x) * t).rounded(.down))
      let y = Int((a.y + (b.y - a.y) * t).rounded(.down))
      set(x: x, y: y, ink: ink, into: &canvas)
    }
  }

  private func set(x: Int, y: Int, ink: Color, into canvas: inout Canvas) {
    let center = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
    guard clip.contains(center), area?.keeps(dotAt: center) ?? true else { return }
    canvas.setDot(x: x, y: y, ink: ink)
  }

  /// The parts of `polylines` between `start` and `end` (0…1) of their total length.
  static func trim(_ polylines: [Polyline], from start: CGFloat, to end: CGFloat) -> [Polyline] {
    let lower = min(max(start, 0), 1)
    let upper = min(max(end, 0), 1)
    guard upper > lower else { return [] }
    guard lower > 0 || upper < 1 else { return polylines }
    let total = polylines.reduce(0) { $0 + $1.length }
    return cut(polylines, from: lower * total, to: upper * total)
  }

  /// Splits `polyline` into dashes of `pattern` (on, off, …), restarting at its start.
  static func dash(_ polyline: Polyline, pattern: [CGFloat]) -> [Polyline] {
    let total = polyline.length
    var pieces: [Polyline] = []
    var position: CGFloat = 0
    var index = 0
    while position < total {
      let length = max(pattern[index % pattern.count], 0.01)
      if index % 2 == 0 {
        pieces += cut([polyline], from: position, to: min(position + length, total))
      }
      position += length
      index += 1
    }
    return pieces
  }

  /// The parts of `polylines` between arc lengths `from` and `to`, measured over all of them.
  static func cut(_ polylines: [Polyline], from: CGFloat, to: CGFloat) -> [Polyline] {
    var result: [Polyline] = []
    var offset: CGFloat = 0
    for polyline in polylines {
      var points: [CGPoint] = []
      for (a, b) in polyline.segments {
        let length = distance(a, b)
        let segmentStart = offset
        offset += length
        let lower = max(from, segmentStart)
        let upper = min(to, offset)
        guard
          upper > lower
            || (length == 0 && lower == upper && from <= segmentStart && segmentStart <= to)
        else {
          if !points.isEmpty {
            result.append(Polyline(points: points, isClosed: false))
            points = []
          }
          continue
        }
        func point(at position: CGFloat) -> CGPoint {
          let t = length > 0 ? (position - segmentStart) / length : 0
          return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        if points.isEmpty { points.append(point(at: lower)) }
        points.append(point(at: upper))
      }
      if !points.isEmpty {
        result.append(Polyline(points: points, isClosed: false))
      }
    }
    return result
  }

  static func bounds(of points: [CGPoint]) -> CGRect? {
    guard let first = points.first else { return nil }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
