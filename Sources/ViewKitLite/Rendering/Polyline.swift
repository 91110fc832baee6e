import Foundation

/// A flattened subpath in dot coordinates.
package struct Polyline {
  var points: [CGPoint]
  var isClosed: Bool

  /// The segments, the closing one included for a closed polyline.
  var segments: [(CGPoint, CGPoint)] {
    var result = zip(points, points.dropFirst()).map { ($0, $1) }
    if isClosed, let first = points.first, let last = points.last, first != last {
      result.append((last, first))
    }
    return result
  }

  var length: CGFloat { segments.reduce(0) { $0 + distance($1.0, $1.1) } }

  /// Every subpath of `path`, flattened through `transform` (points to dots) and quantised to
  /// 1/1024 of a dot, so the last bits of a platform's sine cannot move a dot.
  static func flatten(_ path: ShapePath, transform: Transform) -> [Polyline] {
    let scale = max(transform.scale.x, transform.scale.y)
    var result: [Polyline] = []
    var current: [CGPoint] = []
    var subpathStart: CGPoint?
    func emit(closed: Bool) {
      if current.count > 1 || (closed && !current.isEmpty) {
        result.append(
          Polyline(points: current.map { quantise(transform.apply(to: $0)) }, isClosed: closed))
      }
      current = []
    }
    for element in path.elements {
      switch element {
      case .move(let point):
        emit(closed: false)
        current = [point]
        subpathStart = point
      case .line(let point):
        if current.isEmpty { current = [subpathStart ?? point] }
        current.append(point)
      case .arc(let center, let radius, let start, let end, let clockwise):
        let sweep = arcSweep(from: start, to: end, clockwise: clockwise)
        let steps = min(max(Int((abs(sweep) * radius * scale).rounded(.up)), 4), 4096)
        for step in 0...steps {
          let angle = start + sweep * CGFloat(step) / CGFloat(steps)
          current.append(
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
        }
        if subpathStart == nil { subpathStart = current.first }
      case .curve(let to, let c1, let c2):
        let from = current.last ?? subpathStart ?? to
        if current.isEmpty { current = [from] }
        let estimate = (distance(from, c1) + distance(c1, c2) + distance(c2, to)) * scale
        let steps = min(max(Int(estimate.rounded(.up)), 8), 4096)
        for step in 1...steps {
          current.append(cubic(from, c1, c2, to, CGFloat(step) / CGFloat(steps)))
        }
      case .close:
        emit(closed: true)
      }
    }
    emit(closed: false)
    return result
  }

  /// The signed sweep of an arc in y-down coordinates: clockwise runs toward larger angles.
  static func arcSweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
    let full = 2 * CGFloat.pi
    var sweep = end - start
    if clockwise {
      if sweep >= full { return full }
      while sweep < 0 { sweep += full }
    } else {
      if sweep <= -full { return -full }
      while sweep > 0 { sweep -= full }
    }
    return sweep
  }

  package static func quantise(_ point: CGPoint) -> CGPoint {
    CGPoint(x: (point.x * 1024).rounded() / 1024, y: (point.y * 1024).rounded() / 1024)
  }

  private static func cubic(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat
  )
    -> CGPoint
  {
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return CGPoint(
      x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
  }
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
  ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}
