import Foundation

/// Text in one line or several: UIKit's `UILabel`.
///
/// In a picture each character takes one column (East Asian wide characters two, from the
/// table in `TextWidth`), the line sits on the row through the label's vertical centre,
/// aligned by ``textAlignment``, and is cut at the label's and its clipping ancestors' edges.
/// With ``numberOfLines`` other than 1 the text wraps by character at the frame's width (and
/// at each newline), the lines centred around that row, one a row.
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
  /// How many lines the text may take: 1 (the default) keeps it on one line; 0 as many as it
  /// needs, wrapping by character; another number at most that many. A negative number is
  /// read as 1.
  @Dynamic public var numberOfLines = 1

  /// Adds the text to the dump.
  open override func dumpAttributes() -> [String] {
    super.dumpAttributes() + (text.map { ["text=\"\($0)\""] } ?? [])
  }

  /// A label fits its text: 0.6 of the font size per column, 1.2 per line; with
  /// ``numberOfLines`` other than 1, wrapped at `size`'s width (unless it is 0).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let column = fontSize * 0.6
    guard numberOfLines != 1, column > 0 else {
      let columns = TextWidth.columns(of: text ?? "")
      return CGSize(width: CGFloat(columns) * column, height: fontSize * 1.2)
    }
    // A width of 0 (or none) means no limit, as UIKit reads it.
    let limited = size.width.isFinite && size.width > 0
    let width = limited ? Int((size.width / column).rounded(.down)) : Int.max / 2
    let lines = lines(wrappingAt: width)
    let widest = lines.map { TextWidth.columns(of: $0) }.max() ?? 0
    return CGSize(width: CGFloat(widest) * column, height: CGFloat(lines.count) * fontSize * 1.2)
  }

  /// The lines the text takes at `columns` columns a line: one unless ``numberOfLines`` says
  /// otherwise, at most ``numberOfLines`` when it is above 0.
  func lines(wrappingAt columns: Int) -> [String] {
    guard let text, !text.isEmpty else { return [] }
    guard numberOfLines != 1, numberOfLines >= 0 else { return [text] }
    let lines = TextWidth.lines(of: text, wrappingAt: columns)
    return numberOfLines > 0 ? Array(lines.prefix(numberOfLines)) : lines
  }
}
