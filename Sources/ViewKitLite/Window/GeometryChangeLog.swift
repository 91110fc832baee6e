/// The views of one window whose geometry changed, or that joined the window, since a checker
/// last looked: what lets a checker that judges every frame (the refresh fuzzer) look at what
/// changed instead of walking the whole tree.
///
/// It records only while a checker has turned it on; then every write of a view's center,
/// bounds or transform, and of its layers' geometry, notes the view once until the checker takes
/// the list. Writes are noted on the path that stores them, after any refusal, so a value that
/// reached the storage is in the list whatever setter wrote it.
@MainActor
@_spi(Testing) public final class GeometryChangeLog {
  /// How many logs record, in every window: while none does, a write looks no further.
  @exclusivity(unchecked) static var recordingCount = 0
  private(set) var isRecording = false
  @exclusivity(unchecked) private var views: [View] = []

  isolated deinit {
    if isRecording { GeometryChangeLog.recordingCount -= 1 }
  }

  /// Starts recording, with every view of `window` noted, as if all had just changed.
  @_spi(Testing) public func startRecording(in window: Window) {
    guard !isRecording else { return }
    isRecording = true
    GeometryChangeLog.recordingCount += 1
    window.forEachInSubtree(note)
  }

  /// Stops recording and forgets what was noted.
  @_spi(Testing) public func stopRecording() {
    guard isRecording else { return }
    isRecording = false
    GeometryChangeLog.recordingCount -= 1
    _ = take()
  }

  /// Notes `view`, once until the next ``take()``.
  func note(_ view: View) {
    guard !view.isGeometryChangeNoted else { return }
    view.isGeometryChangeNoted = true
    views.append(view)
  }

  /// The views noted since the last call, in the order they were first noted.
  @_spi(Testing) public func take() -> [View] {
    let noted = views
    views = []
    for view in noted { view.isGeometryChangeNoted = false }
    return noted
  }
}
