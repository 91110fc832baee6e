import Foundation

/// A view that shows an ``Image``, or cycles through several: UIKit's `UIImageView`.
///
/// The image is placed by the view's ``View/contentMode`` (stretched to fill by default), drawn
/// in ``tintColor`` through ``draw(_:)``, and turned with the view's transform. While
/// animating, frame `i` of ``animationImages`` shows during the `i`-th equal share of
/// ``animationDuration``, repeating. A named image (``Image/init(named:)``) is found in the
/// window that draws it.
open class ImageView: View {
  /// The still image.
  @Dynamic public var image: Image? { didSet { setNeedsDisplay() } }
  /// The frames of the animation.
  @Dynamic public var animationImages: [Image]? { didSet { setNeedsDisplay() } }
  /// Seconds for one cycle of the frames; 0 means 1/30 s per frame.
  @Dynamic public var animationDuration: TimeInterval = 0
  /// The ink the image's dots are drawn in.
  @Dynamic public var tintColor = Color.darkGray { didSet { setNeedsDisplay() } }
  /// Whether the frames are cycling.
  @Dynamic public private(set) var isAnimating = false { didSet { setNeedsDisplay() } }
  private var animationStart: TimeInterval = 0

  /// A view showing `image`, sized to it.
  public convenience init(image: Image?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// Starts cycling ``animationImages``.
  public func startAnimating() {
    guard !isAnimating else { return }
    animationStart = window?.now ?? 0
    isAnimating = true
  }

  /// Stops cycling; the still ``image`` shows again.
  public func stopAnimating() {
    isAnimating = false
  }

  /// The image shown now.
  public var displayedImage: Image? {
    guard isAnimating, let frames = animationImages, !frames.isEmpty else { return image }
    let duration = animationDuration > 0 ? animationDuration : Double(frames.count) / 30
    let elapsed = (window?.now ?? animationStart) - animationStart
    // Frames elapsed, nudged by a billionth so that a time on a frame's boundary (0.3 s of
    // 0.1-s frames, 2.9999999999999996 in floating point) shows that frame, not the one before.
    let position = (elapsed * Double(frames.count) / duration + 1e-9).rounded(.down)
    return frames[Int(position.truncatingRemainder(dividingBy: Double(frames.count)))]
  }

  /// An image view is not an element, as in UIKit; made one, it reads as an image.
  override var defaultAccessibilityTraits: AccessibilityTraits { .image }

  /// Draws the shown image where the ``View/contentMode`` puts it, in ``tintColor``.
  open override func draw(_ rect: CGRect) {
    guard let image = displayedImage else { return }
    let size = image.resolved(in: window)?.size ?? image.size
    tintColor.setFill()
    image.draw(in: contentMode.rect(for: size, in: bounds))
  }

  /// An animating image view draws again for every picture: its frame follows the clock.
  override var redrawsEveryPicture: Bool { isAnimating }

  /// Adds the shown image (its size and dot count, or its name until a window has it), the
  /// content mode and the animation state to the dump.
  open override func dumpAttributes() -> [String] {
    var fields = super.dumpAttributes()
    if let image = displayedImage {
      if let resolved = image.resolved(in: window) {
        fields.append("image=\(NumberFormat.string(resolved.size))/\(resolved.dotCount)dots")
      } else {
        fields.append("image=\"\(image.name ?? "")\"(unresolved)")
      }
    }
    fields.append("contentMode=\(contentMode)")
    if isAnimating { fields.append("animating") }
    return fields
  }

  /// An image view fits its image, found by name in its window when it was named.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let image else { return .zero }
    return image.resolved(in: window)?.size ?? image.size
  }

  override func didMoveToWindowInternally() {
    super.didMoveToWindowInternally()
    if isAnimating {
      animationStart = window?.now ?? 0
    }
  }
}
