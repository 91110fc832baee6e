import Foundation

/// A picture made of dots: UIKit's `UIImage`, for text screens.
///
/// Dots are 2 × 2 points, the braille resolution of the default picture metric, so an image
/// draws as braille dots in its view's tint, scaled to fill the view and rotated with it.
/// Build one from ASCII art (`#` is a dot) or a function, register it under a name in a window
/// (``Window/register(_:named:)``), and load it with ``init(named:in:)``.
public struct Image: Hashable, Sendable {
  /// The image's natural size in points.
  public let size: CGSize
  let width: Int
  let height: Int
  let bits: [Bool]

  /// An image from rows of art: `#` (or any of `#@*O`) is a dot, anything else is empty. One
  /// character is one 2 × 2-point dot.
  public init(art: [String]) {
    let rows = art.map(Array.init)
    let columns = rows.map(\.count).max() ?? 0
    let bits = rows.flatMap { row in
      (0..<columns).map { index in index < row.count && "#@*O".contains(row[index]) }
    }
    self.width = columns
    self.height = rows.count
    self.bits = bits
    self.size = CGSize(width: CGFloat(columns) * 2, height: CGFloat(rows.count) * 2)
  }

  /// An image of `size` points whose dot at column `x`, row `y` is on when `isDot` says so.
  public init(size: CGSize, isDot: (_ x: Int, _ y: Int, _ columns: Int, _ rows: Int) -> Bool) {
    let columns = max(Int((size.width / 2).rounded()), 1)
    let rows = max(Int((size.height / 2).rounded()), 1)
    var bits: [Bool] = []
    bits.reserveCapacity(columns * rows)
    for y in 0..<rows {
      for x in 0..<columns {
        bits.append(isDot(x, y, columns, rows))
      }
    }
    self.width = columns
    self.height = rows
    self.bits = bits
    self.size = size
  }

  /// The built-in image named `name` (`arrow`, `ring`, `spinner0` … `spinner7`), or `nil`.
  public init?(named name: String) {
    guard let image = BuiltinImages.all[name] else { return nil }
    self = image
  }

  /// The image registered under `name` in `window` (``Window/register(_:named:)``), else the
  /// built-in one of that name, or `nil`: images are found through the window they are shown
  /// in, so two windows can give one name two images.
  @MainActor
  public init?(named name: String, in window: Window?) {
    guard let image = window?.registeredImage(named: name) ?? BuiltinImages.all[name] else {
      return nil
    }
    self = image
  }

  /// Whether the dot at `u`, `v` (0…1 across and down the image) is on.
  func dot(u: CGFloat, v: CGFloat) -> Bool {
    guard u >= 0, u < 1, v >= 0, v < 1 else { return false }
    let x = min(Int(u * CGFloat(width)), width - 1)
    let y = min(Int(v * CGFloat(height)), height - 1)
    return bits[y * width + x]
  }

  /// How many dots are on: a stable fingerprint for tree dumps.
  var dotCount: Int { bits.reduce(0) { $0 + ($1 ? 1 : 0) } }
}
