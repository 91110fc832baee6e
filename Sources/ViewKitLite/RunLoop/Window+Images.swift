/// A window's images by name: what ``Image/init(named:in:)`` finds before the built-in ones.
extension Window {
  /// Registers `image` under `name` in this window, replacing any image of that name here;
  /// other windows do not see it.
  /// Views drawing an image of that name draw again.
  public func register(_ image: Image, named name: String) {
    images[name] = image
    forEachInSubtree { $0.setNeedsDisplay() }
  }

  /// Whether an image is registered under `name` in this window (built-in ones aside).
  public func hasRegisteredImage(named name: String) -> Bool {
    images[name] != nil
  }

  /// The image registered under `name` in this window, if any.
  func registeredImage(named name: String) -> Image? {
    images[name]
  }

  /// The image this window draws for `image`; for a name it does not know, `nil`, reported in
  /// its diagnostics the first time.
  func imageForDrawing(_ image: Image) -> Image? {
    if let resolved = image.resolved(in: self) { return resolved }
    let name = image.name ?? ""
    if unknownImageNames.insert(name).inserted {
      reportDiagnostic(
        member: "Image(named: \"\(name)\")",
        "drew nothing: no image of that name is registered in this window and none is built "
          + "in. Register one with window.register(_:named:) before it is drawn, or check the "
          + "spelling.")
    }
    return nil
  }
}
