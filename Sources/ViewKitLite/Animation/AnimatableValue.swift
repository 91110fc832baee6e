import Foundation

/// A value of an animatable view property, interpolated component by component.
enum AnimatableValue: Equatable {
  case scalar(CGFloat)
  case point(CGPoint)
  case size(CGSize)
  case transform(Transform)
  case insets(EdgeInsets)

  /// The value `fraction` of the way from `self` to `target` (fractions past 1 overshoot, as a
  /// spring does). Transforms interpolate their rotation by angle, their scale and translation
  /// linearly; a rotation of exactly π turns in the positive direction.
  func interpolated(to target: AnimatableValue, fraction f: CGFloat) -> AnimatableValue {
    switch (self, target) {
    case (.scalar(let a), .scalar(let b)):
      .scalar(a + (b - a) * f)
    case (.point(let a), .point(let b)):
      .point(CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
    case (.size(let a), .size(let b)):
      .size(
        CGSize(
          width: a.width + (b.width - a.width) * f, height: a.height + (b.height - a.height) * f))
    case (.insets(let a), .insets(let b)):
      .insets(
        EdgeInsets(
          top: a.top + (b.top - a.top) * f, left: a.left + (b.left - a.left) * f,
          bottom: a.bottom + (b.bottom - a.bottom) * f, right: a.right + (b.right - a.right) * f))
    case (.transform(let a), .transform(let b)):
      .transform(TransformParts(a).interpolated(to: TransformParts(b), fraction: f).transform)
    default:
      f < 1 ? self : target
    }
  }
}

/// A transform taken apart into rotation, scale and translation, for interpolation by angle.
struct TransformParts {
  var angle: CGFloat
  var scaleX: CGFloat
  var scaleY: CGFloat
  var tx: CGFloat
  var ty: CGFloat

  init(_ transform: Transform) {
    angle = transform.rotationAngle
    scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
    let determinant = transform.a * transform.d - transform.b * transform.c
    scaleY = scaleX == 0 ? 0 : determinant / scaleX
    tx = transform.tx
    ty = transform.ty
  }

  /// The turn from `from` to `to`, in (−π, π]: a half turn goes the positive way.
  static func shortestTurn(from: CGFloat, to: CGFloat) -> CGFloat {
    var delta = (to - from).truncatingRemainder(dividingBy: 2 * .pi)
    if delta <= -.pi { delta += 2 * .pi }
    if delta > .pi { delta -= 2 * .pi }
    if abs(abs(delta) - .pi) < 1e-9 { delta = .pi }
    return delta
  }

  func interpolated(to target: TransformParts, fraction f: CGFloat) -> TransformParts {
    var result = self
    result.angle = angle + TransformParts.shortestTurn(from: angle, to: target.angle) * f
    result.scaleX += (target.scaleX - scaleX) * f
    result.scaleY += (target.scaleY - scaleY) * f
    result.tx += (target.tx - tx) * f
    result.ty += (target.ty - ty) * f
    return result
  }

  var transform: Transform {
    var result = Transform(scaleX: scaleX, y: scaleY).concatenating(Transform(rotationAngle: angle))
    result.tx = tx
    result.ty = ty
    return result
  }
}
