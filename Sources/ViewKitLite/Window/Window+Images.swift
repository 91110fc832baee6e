/// A window's images by name: what ``Image/init(named:in:)`` finds before the built-in ones.
extension Window {
  /// Registers `image` under `name` in this window, replacing any image of that name here;
  /// other windows do not see it.
  /// Views drawing an image of that name draw again; when a view had already looked for the
  /// name here, every view is laid out again too, as a size taken from it may change (a Gif
  /// header's height).
  public func register(_ image: Image, named name: String) {
    images[name] = image
    let wasSought = soughtImageNames.remove(name) != nil
    forEachInSubtree { view in
      view.setNeedsDisplay()
      if wasSought { view.setNeedsLayout() }
    }
  }

  /// Whether an image is registered under `name` in this window (built-in ones aside).
  public func hasRegisteredImage(named name: String) -> Bool {
    images[name] != nil
  }

  /// The image registered under `name` in this window, if any; a name looked for and not
  /// found is remembered, so registering it later lays the window out again.
  func registeredImage(named name: String) -> Image? {
    guard let image = images[name] else {
      soughtImageNames.insert(name)
      return nil
    }
    return image
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
