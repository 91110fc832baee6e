import Foundation

extension View {
  /// How a view lays its content out when its size differs from the content's: UIKit's
  /// `UIView.ContentMode`.
  ///
  /// An ``ImageView`` places its image by it. ViewKitLite runs a view's ``View/draw(_:)`` again
  /// whenever its size changes, whatever the mode, as UIKit does for ``redraw``.
  public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Stretched to fill the bounds, proportions lost (the default).
    case scaleToFill
    /// Scaled to fit inside the bounds, proportions kept, centred.
    case scaleAspectFit
    /// Scaled to cover the bounds, proportions kept, centred; the rest is cut at the bounds.
    case scaleAspectFill
    /// Redrawn when the bounds change, filling them as ``scaleToFill``.
    case redraw
    /// At its size, centred.
    case center
    /// At its size, centred against the top edge.
    case top
    /// At its size, centred against the bottom edge.
    case bottom
    /// At its size, centred against the left edge.
    case left
    /// At its size, centred against the right edge.
    case right
    /// At its size, in the top-left corner.
    case topLeft
    /// At its size, in the top-right corner.
    case topRight
    /// At its size, in the bottom-left corner.
    case bottomLeft
    /// At its size, in the bottom-right corner.
    case bottomRight

    /// Where content of `size` goes in `bounds` under this mode.
    public func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
      switch self {
      case .scaleToFill, .redraw: return bounds
      case .scaleAspectFit, .scaleAspectFill:
        guard size.width > 0, size.height > 0 else { return bounds }
        let scales = (bounds.width / size.width, bounds.height / size.height)
        let scale = self == .scaleAspectFit ? min(scales.0, scales.1) : max(scales.0, scales.1)
        let scaled = CGSize(width: size.width * scale, height: size.height * scale)
        return placed(scaled, in: bounds, x: 0.5, y: 0.5)
      default:
        let (x, y) = anchor
        return placed(size, in: bounds, x: x, y: y)
      }
    }

    /// Where a mode that keeps the size puts it: 0 at the left or top, 1 at the right or
    /// bottom.
    private var anchor: (CGFloat, CGFloat) {
      switch self {
      case .top: (0.5, 0)
      case .bottom: (0.5, 1)
      case .left: (0, 0.5)
      case .right: (1, 0.5)
      case .topLeft: (0, 0)
      case .topRight: (1, 0)
      case .bottomLeft: (0, 1)
      case .bottomRight: (1, 1)
      default: (0.5, 0.5)
      }
    }

    private func placed(_ size: CGSize, in bounds: CGRect, x: CGFloat, y: CGFloat) -> CGRect {
      CGRect(
        x: bounds.minX + (bounds.width - size.width) * x,
        y: bounds.minY + (bounds.height - size.height) * y, width: size.width,
        height: size.height)
    }
  }
}
