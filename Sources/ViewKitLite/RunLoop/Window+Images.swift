/// A window's images by name: what ``Image/init(named:in:)`` finds before the built-in ones.
extension Window {
  /// Registers `image` under `name` in this window, replacing any image of that name here;
  /// other windows do not see it.
  public func register(_ image: Image, named name: String) {
    images[name] = image
  }

  /// Whether an image is registered under `name` in this window (built-in ones aside).
  public func hasRegisteredImage(named name: String) -> Bool {
    images[name] != nil
  }

  /// The image registered under `name` in this window, if any.
  func registeredImage(named name: String) -> Image? {
    images[name]
  }
}
