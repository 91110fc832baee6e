import Foundation

extension View {
  /// Asks for `layoutSubviews()` at the next layout pass. Calls before that pass coalesce into
  /// one: a window lays out once per frame.
  public func setNeedsLayout() {
    needsLayout = true
    window?.scheduleLayout()
  }

  /// Lays out this view and its subviews now, where needed, instead of at the next frame.
  public func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for subview in subviews {
      subview.layoutIfNeeded()
    }
  }

  /// Whether this view or a view inside it waits for a layout pass.
  var subtreeNeedsLayout: Bool {
    needsLayout || subviews.contains { $0.subtreeNeedsLayout }
  }

  /// Lays out again and resizes the subviews by their autoresizing masks.
  func boundsSizeDidChange(from oldSize: CGSize) {
    let newSize = bounds.size
    guard newSize != oldSize else { return }
    sizeDidChange()
    setNeedsLayout()
    guard autoresizesSubviews else { return }
    for subview in subviews where !subview.autoresizingMask.isEmpty {
      subview.frame = subview.autoresizingMask.resize(
        subview.frame, from: oldSize, to: newSize)
    }
  }
}
