import Foundation

/// A view that shows an ``Image``, or cycles through several: UIKit's `UIImageView`.
///
/// The image is placed by the view's ``View/contentMode`` (stretched to fill by default), drawn
/// in ``tintColor`` through ``draw(_:)``, and turned with the view's transform. While
/// animating, frame `i` of ``animationImages`` shows during the `i`-th equal share of
/// ``animationDuration``, repeating ``animationRepeatCount`` times (forever when 0). A named image (``Image/init(named:)``) is found in the
/// window that draws it.
open class ImageView: View {
  /// The still image.
  @Dynamic public var image: Image? { didSet { setNeedsDisplay() } }
  /// The frames of the animation.
  @Dynamic public var animationImages: [Image]? { didSet { setNeedsDisplay() } }
  /// Seconds for one cycle of the frames; 0 means 1/30 s per frame.
  @Dynamic public var animationDuration: TimeInterval = 0
  /// How many times the frames play before the animation stops by itself, ``isAnimating``
  /// turns `false` and the still ``image`` shows: UIKit's `animationRepeatCount`. 0, the
  /// default, repeats forever; below 0 is taken as 0. Read when the animation starts.
  @Dynamic public var animationRepeatCount = 0
  /// The ink the image's dots are drawn in.
  @Dynamic public var tintColor = Color.darkGray { didSet { setNeedsDisplay() } }
  /// Whether the frames are cycling.
  @Dynamic public private(set) var isAnimating = false { didSet { setNeedsDisplay() } }
  private var animationStart: TimeInterval = 0
  /// Which run of the animation is current: a stop scheduled for an earlier run does nothing.
  private var animationRun = 0

  /// A view showing `image`, sized to it.
  public convenience init(image: Image?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// Starts cycling ``animationImages``, ``animationRepeatCount`` times.
  public func startAnimating() {
    guard !isAnimating else { return }
    animationStart = window?.now ?? 0
    isAnimating = true
    scheduleStop()
  }

  /// Stops cycling; the still ``image`` shows again.
  public func stopAnimating() {
    animationRun += 1
    isAnimating = false
  }

  /// Seconds for one cycle of the frames: ``animationDuration``, or 1/30 s a frame.
  private var cycleDuration: TimeInterval {
    animationDuration > 0 ? animationDuration : Double(animationImages?.count ?? 0) / 30
  }

  /// With a repeat count, stops the animation once its cycles have played, on the window's
  /// clock from ``animationStart`` (a view outside any window waits for one to start).
  private func scheduleStop() {
    animationRun += 1
    let cycles = max(animationRepeatCount, 0)
    guard cycles > 0, let frames = animationImages, !frames.isEmpty else { return }
    let run = animationRun
    mainQueue.asyncAfter(Double(cycles) * cycleDuration) { [weak self] in
      guard let self, self.animationRun == run else { return }
      self.stopAnimating()
    }
  }

  /// The image shown now.
  public var displayedImage: Image? {
    guard isAnimating, let frames = animationImages, !frames.isEmpty else { return image }
    let duration = cycleDuration
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
      scheduleStop()
    }
  }
}
