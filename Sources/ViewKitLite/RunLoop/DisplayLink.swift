import Foundation

/// Calls a handler once per frame of a window: QuartzCore's `CADisplayLink`.
///
/// Animations, scroll physics and scripted fingers all run on display links. While a link is
/// active the window is not idle.
@MainActor
public final class DisplayLink {
  /// The time of the frame being handled, in seconds of the window's clock.
  @exclusivity(unchecked) public private(set) var timestamp: TimeInterval = 0
  /// Whether the handler is skipped; a paused link does not keep the window busy.
  @exclusivity(unchecked) public var isPaused = false
  /// Whether the link still runs; `false` after ``invalidate()``.
  @exclusivity(unchecked) public private(set) var isValid = true
  private let handler: @MainActor (DisplayLink) -> Void

  /// Adds a link to `window` that calls `handler` on each frame until invalidated.
  public init(window: Window, handler: @escaping @MainActor (DisplayLink) -> Void) {
    self.handler = handler
    window.add(self)
  }

  /// Stops the link for good.
  public func invalidate() {
    isValid = false
  }

  var isActive: Bool { isValid && !isPaused }

  func tick(at time: TimeInterval) {
    guard isActive else { return }
    timestamp = time
    handler(self)
  }
}
