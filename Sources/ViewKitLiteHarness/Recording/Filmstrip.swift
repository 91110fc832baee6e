import Foundation
import ViewKitLite

/// Pictures of a window over time, each stamped with its time and a state line, in one text:
/// a whole pull, release, refresh and bounce as one snapshot.
///
/// ```swift
/// var strip = Filmstrip(window: window, region: header.frame) { "state=\(header.state)" }
/// strip.capture("rest")
/// scrollView.pull(to: -30)
/// strip.capture("pulled 30")
/// strip.capture(every: 6, frames: 4)
/// ```
@MainActor
public struct Filmstrip {
  /// One captured frame.
  public struct Frame: Hashable, Sendable {
    /// The window's time when it was taken.
    public let time: TimeInterval
    /// The caption given, or empty.
    public let caption: String
    /// The state line.
    public let state: String
    /// The picture.
    public let picture: Picture

    /// The frame's stamp line: `t=0.25s caption | state`.
    public var stamp: String { Filmstrip.stamp(time: time, caption: caption, state: state) }
  }

  /// The window filmed.
  public let window: Window
  /// The region filmed, in window points; the whole window when `nil`.
  public var region: CGRect?
  /// The resolution, as for `Window.picture(of:scale:)`.
  public var scale: CGFloat
  private let state: @MainActor () -> String
  /// The frames so far.
  public private(set) var frames: [Frame] = []

  /// A filmstrip of `window`; `state` gives each frame's state line.
  public init(
    window: Window, region: CGRect? = nil, scale: CGFloat = 1,
    state: @escaping @MainActor () -> String = { "" }
  ) {
    self.window = window
    self.region = region
    self.scale = scale
    self.state = state
  }

  /// Takes a picture now.
  public mutating func capture(_ caption: String = "") {
    frames.append(
      Frame(
        time: window.now, caption: caption, state: state(),
        picture: window.picture(of: region, scale: scale)))
  }

  /// Takes `count` pictures, `step` frames of the window's clock apart (the first after the
  /// first step).
  public mutating func capture(every step: Int, frames count: Int, caption: String = "") {
    for _ in 0..<max(count, 0) {
      window.advance(by: Double(max(step, 1)) / Double(window.frameRate))
      capture(caption)
    }
  }

  /// Takes a picture at each of `times` (seconds on the window's clock, from now on).
  public mutating func capture(at times: [TimeInterval], caption: String = "") {
    for time in times.sorted() where time >= window.now {
      window.advance(by: time - window.now)
      capture(caption)
    }
  }

  /// A frame's stamp line, `t=0.25s caption | state`, leaving out an empty caption or state.
  nonisolated static func stamp(time: TimeInterval, caption: String, state: String) -> String {
    var stamp = "t=\(NumberFormat.string(time))s"
    if !caption.isEmpty { stamp += " \(caption)" }
    if !state.isEmpty { stamp += " | \(state)" }
    return stamp
  }

  /// Every frame: a stamp line (`t=0.25s caption | state`) above its picture.
  public var text: String {
    frames.map { $0.stamp + "\n" + $0.picture.text }.joined(separator: "\n")
  }

  /// Every frame: its stamp line above its styled picture (`Picture.styledText`), so a
  /// change of colour, opacity or weight in any frame shows.
  public var styledText: String {
    frames.map { $0.stamp + "\n" + $0.picture.styledText }.joined(separator: "\n")
  }
}
