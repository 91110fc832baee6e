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
  /// Horizontal alignment: UIKit's `NSTextAlignment`, the same as ``ViewKitLite/TextAlignment``.
  public typealias TextAlignment = ViewKitLite.TextAlignment

  /// The text shown; `nil` shows nothing.
  @Dynamic public var text: String? { didSet { setNeedsDisplay() } }
  /// The text's colour.
  @Dynamic public var textColor = Color.black { didSet { setNeedsDisplay() } }
  /// The text's alignment.
  @Dynamic public var textAlignment = TextAlignment.left { didSet { setNeedsDisplay() } }
  /// The font: its size sets the width ``sizeThatFits(_:)`` measures per column, its weight
  /// shows in styled pictures. The system font at 17 pt by default.
  @Dynamic public var font = Font.systemFont(ofSize: 17) { didSet { setNeedsDisplay() } }
  /// How many lines the text may take: 1 (the default) keeps it on one line; 0 as many as it
  /// needs, wrapping by character; another number at most that many. A negative number is
  /// read as 1.
  @Dynamic public var numberOfLines = 1 { didSet { setNeedsDisplay() } }

  /// The font's size in points, a shorthand for ``font``: setting it keeps the weight.
  public var fontSize: CGFloat {
    get { font.pointSize }
    set { font = font.withSize(newValue) }
  }

  /// A label is a static-text element, read by its text.
  override var isAccessibilityElementByDefault: Bool { true }
  override var defaultAccessibilityLabel: String? { text }
  override var defaultAccessibilityTraits: AccessibilityTraits { .staticText }

  /// Draws the text: calls ``drawText(in:)`` with the bounds. Override ``drawText(in:)`` to
  /// move or change the text, as UIKit's `UILabel` has you do.
  open override func draw(_ rect: CGRect) {
    drawText(in: bounds)
  }

  /// Sets the text in `rect` with the label's font, colour, alignment and line count: UIKit's
  /// `drawText(in:)`. The lines are centred on the rectangle's middle, one a row, and cut at
  /// its edges (see ``Label``).
  open func drawText(in rect: CGRect) {
    guard let text, !text.isEmpty else { return }
    text.draw(
      in: rect, font: font, color: textColor, alignment: textAlignment,
      numberOfLines: numberOfLines)
  }

  /// Adds the text, its colour and its font to the dump.
  open override func dumpAttributes() -> [String] {
    var fields = super.dumpAttributes()
    guard let text else { return fields }
    fields.append("text=\"\(text)\"")
    fields.append("textColor=\(textColor.hex)")
    if textColor.alpha < 1 { fields.append("textAlpha=\(NumberFormat.string(textColor.alpha))") }
    fields.append("font=\(font)".replacingOccurrences(of: " ", with: "-"))
    return fields
  }

  /// A label fits its text: 0.6 of the font size per column, 1.2 per line; with
  /// ``numberOfLines`` other than 1, wrapped at `size`'s width (unless it is 0).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let column = font.columnWidth
    guard numberOfLines != 1, column > 0 else {
      let columns = TextWidth.columns(of: text ?? "")
      return CGSize(width: CGFloat(columns) * column, height: font.lineHeight)
    }
    // A width of 0 (or none) means no limit, as UIKit reads it.
    let limited = size.width.isFinite && size.width > 0
    let width = limited ? Int((size.width / column).rounded(.down)) : Int.max / 2
    let lines = TextWidth.lines(of: text ?? "", wrappingAt: width, numberOfLines: numberOfLines)
    let widest = lines.map { TextWidth.columns(of: $0) }.max() ?? 0
    return CGSize(width: CGFloat(widest) * column, height: CGFloat(lines.count) * font.lineHeight)
  }
}
