import Foundation

/// A handler a window calls at the end of each of its frames, after the fingers, the display
/// links (scroll physics, layer animations), the view animations and the layout pass: the point
/// where a frame's state is final, which a recorder of traces or a checker reads. It lasts until
/// ``invalidate()`` or until the observation is released, as a key-value observation does.
///
/// ```swift
/// let observation = window.observeFrameEnds { window in
///   offsets.append(tableView.contentOffset.y)
/// }
/// ```
@MainActor
public final class FrameEndObservation {
  private var handler: (@MainActor (Window) -> Void)?

  init(handler: @escaping @MainActor (Window) -> Void) {
    self.handler = handler
  }

  /// Stops the calls.
  public func invalidate() {
    handler = nil
  }

  /// Whether the handler still runs.
  public var isValid: Bool { handler != nil }

  func frameDidEnd(in window: Window) {
    handler?(window)
  }
}

extension Window {
  /// Calls `handler` at the end of every frame from now on, after everything the frame moves
  /// and lays out, in the order the observations were made; keep the returned observation.
  public func observeFrameEnds(
    _ handler: @escaping @MainActor (Window) -> Void
  ) -> FrameEndObservation {
    let observation = FrameEndObservation(handler: handler)
    frameEndObservations.append(WeakReference(observation))
    return observation
  }

  /// Tells the live observations that a frame ended, dropping the released and invalidated.
  func endFrame() {
    guard !frameEndObservations.isEmpty else { return }
    frameEndObservations.removeAll { !(($0.object as? FrameEndObservation)?.isValid ?? false) }
    for entry in frameEndObservations {
      (entry.object as? FrameEndObservation)?.frameDidEnd(in: self)
    }
  }
}
