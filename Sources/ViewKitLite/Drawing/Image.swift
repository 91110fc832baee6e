import Foundation

/// A picture made of dots: UIKit's `UIImage`, for text screens.
///
/// Dots are 2 × 2 points, the braille resolution of the default picture metric, so an image
/// draws as braille dots in its view's tint, scaled to fill the view and rotated with it.
/// Build one from ASCII art (`#` is a dot) or a function, register it under a name in a window
/// (``Window/register(_:named:)``), and name it with ``init(named:)`` anywhere, a control's
/// `prepare()` included: a named image is found in the window that draws it.
public struct Image: Hashable, Sendable {
  /// The image's natural size in points. For a named image not yet found in a window
  /// (``name``), the built-in image's size when one has the name, else zero: ask
  /// ``resolved(in:)`` once the view showing it is in a window.
  public let size: CGSize
  /// The name the image was made with by ``init(named:)``, found in the window that draws it;
  /// `nil` for an image made of dots.
  public let name: String?
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
    self.name = nil
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
    self.name = nil
  }

  /// The image named `name`, found when it is drawn: in the drawing window's images
  /// (``Window/register(_:named:)``), else among the built-in ones (`arrow`, `ring`,
  /// `spinner0` … `spinner7`): UIKit's `UIImage(named:)`.
  ///
  /// It never fails, as no window is known yet (the result is optional only so UIKit code
  /// ports unchanged); a name no window and no built-in image has draws nothing and says so
  /// once in the drawing window's diagnostics. Until it is drawn its ``size`` is the built-in
  /// image's, or zero: ``resolved(in:)`` gives the image a window finds.
  public init?(named name: String) {
    let builtin = BuiltinImages.all[name]
    self.name = name
    self.size = builtin?.size ?? .zero
    self.width = builtin?.width ?? 0
    self.height = builtin?.height ?? 0
    self.bits = builtin?.bits ?? []
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

  /// The image `window` draws for this one: for a named image, the window's image of that name,
  /// else the built-in one, else `nil`; an image made of dots is itself.
  @MainActor
  public func resolved(in window: Window?) -> Image? {
    guard let name else { return self }
    return window?.registeredImage(named: name) ?? BuiltinImages.all[name]
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
