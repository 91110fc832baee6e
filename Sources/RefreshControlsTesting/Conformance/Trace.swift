import Foundation
import RefreshControls
import ViewKitLite

/// What a correct refresh control does, frame by frame, in one scene: the inputs (where a
/// finger is, what the app calls) and the outputs at two levels, the scroll view's and the
/// control's. A port in any toolkit replays the inputs and compares its outputs; the files of
/// `Conformance/Traces/` are these, written by `swift run conformance export`.
///
/// The JSON is versioned (``version``) and described by `Conformance/trace.schema.json`: frame
/// `n` is at time `n ÷ frameRate` (never a running sum), events between frames carry their own
/// time, the inputs (finger points, event times) are written exactly, and every output with at
/// most six decimals, finer than the tolerances, so every machine writes the same bytes. A
/// field a design does not have is left out.
public struct Trace: Hashable, Sendable {
  /// The version of the format this type reads and writes.
  public static let version = 1

  /// The trace's name, its file's name without `.json`.
  public var name: String
  /// Where its script comes from: a file of `Scenarios/`, or the generated set's rule.
  public var source: String
  /// The window, the scroll view and the control the trace was recorded on.
  public var scene: TraceScene.Description
  /// The frames, in order; a frame whose entry has a ``Frame/repeatCount`` above 1 stands
  /// for that many frames with the same values and no inputs but a held finger.
  public var frames: [Frame]

  /// A trace of these frames.
  public init(
    name: String, source: String, scene: TraceScene.Description, frames: [Frame]
  ) {
    self.name = name
    self.source = source
    self.scene = scene
    self.frames = frames
  }

  /// One frame: what happened before it, where the finger moved in it, and what showed at its
  /// end.
  public struct Frame: Hashable, Sendable {
    /// Its index from the window's start: frame `n` runs at `n ÷ frameRate` seconds.
    public var index: Int
    /// How many frames this entry stands for: `index`, `index + 1`, … (1 for one).
    public var repeatCount = 1
    /// What happened between the frame before and this one, in order.
    public var events: [Event] = []
    /// Where the finger is in this frame, while one is down.
    public var finger: CGPoint?
    /// The scroll view at the frame's end.
    public var scroll: ScrollValues
    /// The control at the frame's end.
    public var control: ControlValues

    /// A frame of these values.
    public init(index: Int, scroll: ScrollValues, control: ControlValues) {
      self.index = index
      self.scroll = scroll
      self.control = control
    }
  }

  /// Something that happens between two frames, at its time in seconds.
  public enum Event: Hashable, Sendable {
    /// A finger touches down at a window point.
    case touchDown(time: TimeInterval, at: CGPoint)
    /// The finger lifts.
    case lift(time: TimeInterval)
    /// The app does something: `begin`, `end`, `noMoreData`, `resetNoMoreData`,
    /// `rows N`, `inset TOP BOTTOM [LEFT RIGHT]`, `offset X Y` (the app sets the content
    /// offset), `resize WIDTH HEIGHT`, `remove` (the scroll
    /// view leaves the window), `restore` (it comes back), `sibling.begin`, `sibling.end`.
    case action(time: TimeInterval, name: String, words: [String])

    /// When it happens.
    public var time: TimeInterval {
      switch self {
      case .touchDown(let time, _), .lift(let time), .action(let time, _, _): time
      }
    }
  }

  /// The scroll level: what a port's scroll view must show, within 0.01 pt.
  public struct ScrollValues: Hashable, Sendable {
    /// The model's content offset.
    public var offset: CGPoint
    /// The offset the screen shows (animations included).
    public var shownOffset: CGPoint
    /// The content inset, the app's plus what refresh controls add.
    public var contentInset: EdgeInsets
    /// The inset the offset's limits are measured from: the content inset plus the safe area.
    public var adjustedInset: EdgeInsets
    /// Whether a finger drags the content.
    public var isDragging: Bool
    /// Whether the content moves on by itself after a lift (momentum or a bounce).
    public var isDecelerating: Bool

    /// Values as given.
    public init(
      offset: CGPoint, shownOffset: CGPoint, contentInset: EdgeInsets, adjustedInset: EdgeInsets,
      isDragging: Bool, isDecelerating: Bool
    ) {
      self.offset = offset
      self.shownOffset = shownOffset
      self.contentInset = contentInset
      self.adjustedInset = adjustedInset
      self.isDragging = isDragging
      self.isDecelerating = isDecelerating
    }
  }

  /// The control level: what a port's control must do, states and callbacks exactly, numbers
  /// within 0.001.
  public struct ControlValues: Hashable, Sendable {
    /// The state's raw value: `normal`, `pulling`, `refreshing`, `noMoreData`.
    public var state: String
    /// How far it is pulled, as a fraction of its threshold (`nil` for a design without one).
    public var pullingPercent: CGFloat?
    /// What it adds to the scroll view's inset (`nil` for a design that keeps no ledger share).
    public var inset: EdgeInsets?
    /// How many refreshes have called back so far.
    public var callbacks: Int
    /// What was announced to a screen reader during the frame, in order.
    public var announced: [String] = []
    /// Its opacity.
    public var alpha: CGFloat
    /// A second control of the scroll view, for the rules between two: its state and
    /// callbacks.
    public var siblingState: String?
    /// The second control's callbacks so far.
    public var siblingCallbacks: Int?

    /// Values as given.
    public init(
      state: String, pullingPercent: CGFloat?, inset: EdgeInsets?, callbacks: Int, alpha: CGFloat
    ) {
      self.state = state
      self.pullingPercent = pullingPercent
      self.inset = inset
      self.callbacks = callbacks
      self.alpha = alpha
    }
  }

  /// The frames one a frame, repeated entries spread out: what a replay walks.
  public var everyFrame: [Frame] {
    frames.flatMap { frame in
      (0..<max(frame.repeatCount, 1)).map { offset in
        var one = frame
        one.index = frame.index + offset
        one.repeatCount = 1
        if offset > 0 { one.events = [] }
        return one
      }
    }
  }

  /// The frames with runs of frames that change nothing (no event, the finger where it was,
  /// the same values) folded into one entry each.
  public func folded() -> Trace {
    var folded: [Frame] = []
    for frame in everyFrame {
      if var last = folded.last, frame.events.isEmpty, frame.finger == last.finger,
        frame.scroll == last.scroll, frame.control == last.control, frame.control.announced.isEmpty
      {
        last.repeatCount += 1
        folded[folded.count - 1] = last
      } else {
        folded.append(frame)
      }
    }
    var trace = self
    trace.frames = folded
    return trace
  }
}
