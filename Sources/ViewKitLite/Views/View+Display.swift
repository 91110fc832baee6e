import Foundation

extension View {
  /// Asks for ``draw(_:)`` to run again before the next picture: UIKit's `setNeedsDisplay()`.
  /// Calls before then coalesce into one.
  public func setNeedsDisplay() {
    needsDisplay = true
  }

  /// Asks for `rect` to be redrawn: UIKit's `setNeedsDisplay(_:)`. ViewKitLite redraws the
  /// whole view, so ``draw(_:)`` receives the bounds, whatever `rect` says.
  public func setNeedsDisplay(_ rect: CGRect) {
    setNeedsDisplay()
  }

  /// What the view draws now: the display list of its last ``draw(_:)``, after running it again
  /// when ``setNeedsDisplay()`` was called or the size to draw at changed since.
  func displayIfNeeded() -> DisplayList {
    let size = drawingSize
    guard needsDisplay || displayedSize != size || redrawsEveryPicture else { return displayList }
    needsDisplay = false
    displayedSize = size
    displayList = withBoundsSize(size) {
      GraphicsContext.record(for: self) { draw(bounds) }
    }
    return displayList
  }

  /// The size ``draw(_:)`` draws at: the bounds' size, or while that size animates the larger
  /// of its two ends on each axis, so a view shrinking to nothing (or growing from it) has
  /// drawn something to stretch to the size the screen shows.
  private var drawingSize: CGSize {
    let size = bounds.size
    guard let animation = propertyAnimations[.boundsSize], let from = animation.from.size,
      let to = animation.to.size
    else { return size }
    return CGSize(
      width: max(from.width, to.width, size.width), height: max(from.height, to.height, size.height)
    )
  }
}

extension View {
  /// Runs `body` with the bounds reporting `size`, telling no observer, noting no change:
  /// how a view draws at a size other than its model's.
  fileprivate func withBoundsSize<T>(_ size: CGSize, _ body: () -> T) -> T {
    guard size != bounds.size else { return body() }
    let model = bounds.size
    setBoundsSizeSilently(size)
    defer { setBoundsSizeSilently(model) }
    return body()
  }
}
