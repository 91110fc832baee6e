import Foundation
import ViewKitLite

/// How a value becomes snapshot text: a strategy such as ``lines``, ``screen(region:scale:)``,
/// ``tree`` or ``filmstrip``. Make your own with ``init(pathExtension:snapshot:)`` or
/// ``pullback(_:)``.
@MainActor
public struct Snapshotting<Value> {
  /// The reference file's extension.
  public let pathExtension: String
  /// The text of a value.
  public let snapshot: @MainActor (Value) -> String

  /// A strategy writing `pathExtension` files with the text `snapshot` makes.
  public init(pathExtension: String = "txt", snapshot: @escaping @MainActor (Value) -> String) {
    self.pathExtension = pathExtension
    self.snapshot = snapshot
  }

  /// This strategy for another type, through `transform`.
  public func pullback<Other>(
    _ transform: @escaping @MainActor (Other) -> Value
  ) -> Snapshotting<Other> {
    let snapshot = self.snapshot
    return Snapshotting<Other>(pathExtension: pathExtension) { snapshot(transform($0)) }
  }
}

extension Snapshotting where Value == String {
  /// The string itself, compared line by line.
  public static var lines: Snapshotting<String> { Snapshotting { $0 } }
}

extension Snapshotting where Value == Window {
  /// The window's picture, or a region of it, at a scale (see `Window.picture(of:scale:)`).
  public static func screen(region: CGRect? = nil, scale: CGFloat = 1) -> Snapshotting<Window> {
    Snapshotting { $0.picture(of: region, scale: scale).text }
  }

  /// The whole window's picture at the default metric.
  public static var screen: Snapshotting<Window> { screen() }
}

extension Snapshotting where Value: View {
  /// The view's tree dump (see `View.treeDump()`).
  public static var tree: Snapshotting<Value> { Snapshotting { $0.treeDump() } }
}

extension Snapshotting where Value == Filmstrip {
  /// Every frame of the filmstrip, stamped.
  public static var filmstrip: Snapshotting<Filmstrip> { Snapshotting { $0.text } }
}
