import ViewKitLite

extension Window {
  private static let screenReaderKey = AssociationKey<ScreenReader>("screenReader")

  /// The window's screen reader: one per window, as a device has one VoiceOver, made when first
  /// asked for and kept in an associated slot of the window.
  public var screenReader: ScreenReader {
    if let reader = associatedValue(for: Self.screenReaderKey) { return reader }
    let reader = ScreenReader(window: self)
    setAssociatedValue(reader, for: Self.screenReaderKey)
    return reader
  }
}
