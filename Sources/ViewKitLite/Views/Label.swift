import Foundation

/// A line of text: UIKit's `UILabel`.
///
/// In a picture each character takes one column (East Asian wide characters two, from the
/// table in `TextWidth`), the line sits on the row through the label's vertical centre,
/// aligned by ``textAlignment``, and is cut at the label's and its clipping ancestors' edges.
/// Below a scale of 1, where a frame shrinks under its text, a label wider than its frame keeps
/// its characters past it when that runs into no other text, and shows its beginning otherwise.
/// A label never runs into another: one drawn later erases the earlier one's characters on and
/// beside its own.
open class Label: View {
  /// Horizontal alignment: UIKit's `NSTextAlignment`.
  public enum TextAlignment: Hashable, Sendable {
    /// From the left edge.
    case left
    /// Centred.
    case center
    /// Against the right edge.
    case right
  }

  /// The text shown; `nil` shows nothing.
  @Dynamic public var text: String?
  /// The text's colour.
  @Dynamic public var textColor = Color.black
  /// The text's alignment.
  @Dynamic public var textAlignment = TextAlignment.left
  /// The font size in points; it sets the width ``sizeThatFits(_:)`` measures per column.
  @Dynamic public var fontSize: CGFloat = 17

  /// Adds the text to the dump.
  open override func dumpAttributes() -> [String] {
    super.dumpAttributes() + (text.map { ["text=\"\($0)\""] } ?? [])
  }

  /// A label fits its text: 0.6 of the font size per column, 1.2 per line.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let columns = TextWidth.columns(of: text ?? "")
    return CGSize(width: CGFloat(columns) * fontSize * 0.6, height: fontSize * 1.2)
  }
}
