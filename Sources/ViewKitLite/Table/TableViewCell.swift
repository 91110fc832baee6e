import Foundation

/// A row of a ``TableView``: UIKit's `UITableViewCell`, with a title on the left and a detail
/// on the right.
open class TableViewCell: View {
  /// The identifier the cell is reused under.
  public internal(set) var reuseIdentifier: String?
  /// The view holding the cell's content.
  public let contentView = View()
  /// The title, inset 16 points from the left.
  public let textLabel = Label()
  /// The detail, against the right edge.
  public let detailTextLabel = Label()

  /// A cell for reuse under `reuseIdentifier`.
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    backgroundColor = .white
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.frame = bounds
    detailTextLabel.textAlignment = .right
    detailTextLabel.textColor = .gray
    addSubview(contentView)
    contentView.addSubview(textLabel)
    contentView.addSubview(detailTextLabel)
  }

  /// A cell is one element, read by the labels of the elements inside it, joined by commas,
  /// as UIKit's.
  override var isAccessibilityElementByDefault: Bool { true }
  override var defaultAccessibilityLabel: String? {
    let labels = AccessibilityReadingOrder.elements(inside: contentView).compactMap {
      $0.accessibilityLabel
    }.filter { !$0.isEmpty }
    return labels.isEmpty ? nil : labels.joined(separator: ", ")
  }

  /// Called before the cell is handed out again: clears the labels.
  open func prepareForReuse() {
    textLabel.text = nil
    detailTextLabel.text = nil
  }

  /// Places the labels in the content view.
  open override func layoutSubviews() {
    let size = contentView.bounds.size
    textLabel.frame = CGRect(x: 16, y: 0, width: max(size.width - 32, 0), height: size.height)
    detailTextLabel.frame = CGRect(x: 16, y: 0, width: max(size.width - 32, 0), height: size.height)
  }
}
