import Foundation

extension View {
  /// Asks for `layoutSubviews()` at the next layout pass. Calls before that pass coalesce into
  /// one: a window lays out once per frame.
  public func setNeedsLayout() {
    needsLayout = true
    superview?.noteSubviewNeedsLayout()
    window?.scheduleLayout()
  }

  /// Lays out this view and its subviews now, where needed, instead of at the next frame. A
  /// pass descends only into the subviews that wait for layout or hold one that does.
  public func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    guard hasSubviewNeedingLayout else { return }
    hasSubviewNeedingLayout = false
    for subview in subviews where subview.subtreeNeedsLayout {
      subview.layoutIfNeeded()
    }
  }

  /// Whether this view or a view inside it waits for a layout pass.
  var subtreeNeedsLayout: Bool { needsLayout || hasSubviewNeedingLayout }

  /// Marks this view and its ancestors as holding a view that waits for layout, up to the
  /// first one already marked.
  func noteSubviewNeedsLayout() {
    var current: View? = self
    while let view = current, !view.hasSubviewNeedingLayout {
      view.hasSubviewNeedingLayout = true
      current = view.superview
    }
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
