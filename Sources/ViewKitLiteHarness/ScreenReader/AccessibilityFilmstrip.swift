import Foundation
import ViewKitLite

/// What a screen reader finds on a window over time: each frame the accessibility tree
/// (`Window.accessibilityTree()`) and the notifications posted since the frame before,
/// stamped with the time and a state line. A frame that changed nothing is one stamp line
/// ending `(unchanged)`.
///
/// ```swift
/// var strip = AccessibilityFilmstrip(window: window) { "state=\(header.state)" }
/// strip.capture("rest")
/// window.screenReader.scroll(.up)
/// strip.capture(every: 6, frames: 4)
/// ```
@MainActor
public struct AccessibilityFilmstrip {
  /// One captured frame.
  public struct Frame: Hashable, Sendable {
    /// The window's time when it was taken.
    public let time: TimeInterval
    /// The caption given, or empty.
    public let caption: String
    /// The state line.
    public let state: String
    /// The accessibility tree.
    public let tree: String
    /// The notifications posted since the frame before, one line each.
    public let notifications: [String]

    /// The frame's stamp line: `t=0.25s caption | state`.
    public var stamp: String { Filmstrip.stamp(time: time, caption: caption, state: state) }
  }

  /// The window filmed.
  public let window: Window
  private let state: @MainActor () -> String
  private var notificationsSeen: Int
  /// The frames so far.
  public private(set) var frames: [Frame] = []

  /// A filmstrip of `window`'s screen reader; `state` gives each frame's state line. Only
  /// notifications posted from now on are shown.
  public init(window: Window, state: @escaping @MainActor () -> String = { "" }) {
    self.window = window
    self.state = state
    notificationsSeen = window.accessibilityNotifications.count
  }

  /// Takes the tree now.
  public mutating func capture(_ caption: String = "") {
    let posted = window.accessibilityNotifications
    let new = posted[min(notificationsSeen, posted.count)...].map(\.line)
    notificationsSeen = posted.count
    frames.append(
      Frame(
        time: window.now, caption: caption, state: state(), tree: window.accessibilityTree(),
        notifications: Array(new)))
  }

  /// Takes `count` frames, `step` frames of the window's clock apart (the first after the
  /// first step).
  public mutating func capture(every step: Int, frames count: Int, caption: String = "") {
    for _ in 0..<max(count, 0) {
      window.advance(by: Double(max(step, 1)) / Double(window.frameRate))
      capture(caption)
    }
  }

  /// Every frame: its stamp line, the notifications posted since the frame before (`  heard
  /// t=…`), then its tree, or `(unchanged)` after the stamp when the tree is the frame before's
  /// and nothing was posted.
  public var text: String {
    var previous: String?
    return frames.map { frame in
      defer { previous = frame.tree }
      if frame.tree == previous, frame.notifications.isEmpty {
        return frame.stamp + " (unchanged)\n"
      }
      let heard = frame.notifications.map { "  posted \($0)\n" }.joined()
      return frame.stamp + "\n" + heard + frame.tree
    }.joined()
  }
}
