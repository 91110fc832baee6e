import Foundation

extension CGPoint {
  /// Whether both coordinates are finite numbers.
  public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
  /// Whether both dimensions are finite numbers.
  public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension CGRect {
  /// Whether the origin and size are finite numbers.
  public var isFinite: Bool { origin.isFinite && size.isFinite }
}
