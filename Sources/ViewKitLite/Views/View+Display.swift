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
  /// when ``setNeedsDisplay()`` was called or the bounds size changed since.
  func displayIfNeeded() -> DisplayList {
    let size = bounds.size
    guard needsDisplay || displayedSize != size || redrawsEveryPicture else { return displayList }
    needsDisplay = false
    displayedSize = size
    displayList = GraphicsContext.record(for: self) { draw(bounds) }
    return displayList
  }
}
