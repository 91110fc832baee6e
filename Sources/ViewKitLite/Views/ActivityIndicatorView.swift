import Foundation

/// A spinning activity indicator: UIKit's `UIActivityIndicatorView`, 20 × 20 pt.
///
/// While animating it shows the built-in frames `spinner0` … `spinner7`, a turn every 0.8 s;
/// stopped, it hides when ``hidesWhenStopped`` is set.
open class ActivityIndicatorView: View {
  /// The spinner's ink.
  @Dynamic public var color = Color.gray { didSet { setNeedsDisplay() } }
  /// Whether the indicator hides while stopped.
  @Dynamic public var hidesWhenStopped = true { didSet { setNeedsDisplay() } }
  /// Whether it spins.
  @Dynamic public private(set) var isAnimating = false { didSet { setNeedsDisplay() } }
  private var start: TimeInterval = 0

  /// A 20 × 20 indicator.
  public convenience init() {
    self.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
  }

  /// Starts spinning.
  public func startAnimating() {
    guard !isAnimating else { return }
    start = window?.now ?? 0
    isAnimating = true
  }

  /// Stops spinning.
  public func stopAnimating() {
    isAnimating = false
  }

  /// Draws the frame shown now, filling the bounds, in ``color``.
  open override func draw(_ rect: CGRect) {
    guard let image = displayedImage else { return }
    color.setFill()
    image.draw(in: bounds)
  }

  /// A spinning indicator draws again for every picture: its frame follows the clock.
  override var redrawsEveryPicture: Bool { isAnimating }

  /// Adds the animation state to the dump.
  open override func dumpAttributes() -> [String] {
    super.dumpAttributes() + (isAnimating ? ["animating"] : [])
  }

  /// The frame shown now, or `nil` when stopped and hidden.
  var displayedImage: Image? {
    guard isAnimating || !hidesWhenStopped else { return nil }
    let elapsed = isAnimating ? (window?.now ?? start) - start : 0
    let frame = Int((elapsed / 0.1).rounded(.down)) % 8
    return Image(named: "spinner\(frame)")
  }
}
