/// The layer's side of the geometry change log a checker (the refresh fuzzer) records.
extension Layer {
  /// Tells the host view's window, if it records geometry changes, that this layer's geometry
  /// was written (see ``GeometryChangeLog``).
  final func noteGeometryChange() {
    guard GeometryChangeLog.recordingCount > 0 else { return }
    hostView?.noteGeometryChange()
  }
}
