/// The layer's side of the geometry change log a checker (the refresh fuzzer) records.
extension Layer {
  /// Tells the host view's window, if it records geometry changes, that this layer's geometry
  /// was written (see ``GeometryChangeLog``).
  final func noteGeometryChange() {
    guard GeometryChangeLog.recordingCount > 0 else { return }
    hostView?.noteGeometryChange()
  }

  /// Whether the frame, the shown rotation and the shown stroke end are finite: what the
  /// fuzzer's finite check reads of a layer, without presenting its path and other values.
  package var presentsFiniteGeometry: Bool {
    let time = hasAnimations ? presentationTime : nil
    let rotation = presentedValue(forKeyPath: Layer.rotationKey, at: time)?.number ?? 0
    let strokeEnd = presentedValue(forKeyPath: "strokeEnd", at: time)?.number ?? 1
    return frame.isFinite && rotation.isFinite && strokeEnd.isFinite
  }
}
