import Foundation

/// The view's side of the checks tests and the refresh fuzzer make: testing API behind
/// `@_spi(Testing)`, and the note a geometry write leaves for a checker that records.
extension View {
  /// Stores `center` without refusing a non-finite value: a test's stand-in for a setter that
  /// forgot its check, to show that a checker (the refresh fuzzer) still sees the value.
  @_spi(Testing) public func storeCenterUnchecked(_ center: CGPoint) {
    storedCenter = center
  }

  /// Stores the bounds' origin the same way, unchecked: a scroll offset no setter refused.
  @_spi(Testing) public func storeBoundsOriginUnchecked(_ origin: CGPoint) {
    setBoundsOrigin(origin)
  }

  /// Tells the window's geometry change log, if it records, that this view's geometry was
  /// written: one check of a count while no log records.
  final func noteGeometryChange() {
    guard GeometryChangeLog.recordingCount > 0, !isGeometryChangeNoted,
      let log = cachedWindow?.geometryChangeLog, log.isRecording
    else { return }
    log.note(self)
  }
}
