import Foundation

/// A 2-D affine transform: UIKit's `CGAffineTransform`.
///
/// The matrix maps a point `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`. In y-down screen
/// coordinates a positive rotation angle turns clockwise, as it does on an iPhone.
public struct Transform: Hashable, Sendable {
  /// The entry at row 1, column 1.
  public var a: CGFloat
  /// The entry at row 1, column 2.
  public var b: CGFloat
  /// The entry at row 2, column 1.
  public var c: CGFloat
  /// The entry at row 2, column 2.
  public var d: CGFloat
  /// The horizontal translation.
  public var tx: CGFloat
  /// The vertical translation.
  public var ty: CGFloat

  /// Creates a transform from its six matrix entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing.
  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A rotation by `angle` radians (clockwise on screen for positive angles).
  public init(rotationAngle angle: CGFloat) {
    let cosine = Foundation.cos(angle)
    let sine = Foundation.sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// A scale by `sx` horizontally and `sy` vertically.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A translation by `tx` and `ty`.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// Whether every entry is a finite number.
  public var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }

  /// The rotation this transform applies, in radians in (−π, π].
  public var rotationAngle: CGFloat { Foundation.atan2(b, a) }

  /// The horizontal and vertical scale factors this transform applies.
  public var scale: (x: CGFloat, y: CGFloat) {
    ((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot())
  }

  /// This transform followed by `other`.
  public func concatenating(_ other: Transform) -> Transform {
    Transform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty
    )
  }

  /// A rotation by `angle` applied before this transform.
  public func rotated(by angle: CGFloat) -> Transform {
    Transform(rotationAngle: angle).concatenating(self)
  }

  /// A scale applied before this transform.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> Transform {
    Transform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A translation applied before this transform.
  public func translatedBy(x dx: CGFloat, y dy: CGFloat) -> Transform {
    Transform(translationX: dx, y: dy).concatenating(self)
  }

  /// The inverse transform, or `nil` when this one collapses the plane.
  public func inverted() -> Transform? {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return nil }
    let ia = d / determinant
    let ib = -b / determinant
    let ic = -c / determinant
    let id = a / determinant
    return Transform(
      a: ia, b: ib, c: ic, d: id,
      tx: -(tx * ia + ty * ic),
      ty: -(tx * ib + ty * id)
    )
  }

  /// Applies the transform to a point.
  public func apply(to point: CGPoint) -> CGPoint {
    CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }
}

extension Transform: CustomStringConvertible {
  /// The transform as `[a b c d tx ty]` in the fixed number format.
  public var description: String {
    "[" + [a, b, c, d, tx, ty].map(NumberFormat.string).joined(separator: " ") + "]"
  }
}
