extension Control {
  /// The events a control sends actions for: UIKit's `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The raw bits, as UIKit numbers them.
    public let rawValue: UInt

    /// Creates events from raw bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// A finger touched down on the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A finger lifted inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The control's value changed (a refresh began, a switch flipped).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action was triggered.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// A control's state: UIKit's `UIControl.State`. The empty set is ``normal``.
  public struct State: OptionSet, Hashable, Sendable {
    /// The raw bits, as UIKit numbers them.
    public let rawValue: UInt

    /// Creates a state from raw bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Neither highlighted, disabled nor selected.
    public static let normal: State = []
    /// A finger is down on the control.
    public static let highlighted = State(rawValue: 1 << 0)
    /// The control is not enabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// The control is selected.
    public static let selected = State(rawValue: 1 << 2)
  }

  /// Identifies a closure action added with ``Control/addAction(for:_:)``.
  public struct ActionToken: Hashable, Sendable {
    let id: Int
  }
}

/// One registered action of a control.
struct ControlAction {
  let id: Int
  let isTargeted: Bool
  private weak var weakTarget: AnyObject?
  var events: Control.Event
  private let body: @MainActor (AnyObject?, Control) -> Void

  init(
    id: Int, target: AnyObject?, events: Control.Event,
    perform: @escaping @MainActor (AnyObject?, Control) -> Void
  ) {
    self.id = id
    self.isTargeted = target != nil
    self.weakTarget = target
    self.events = events
    self.body = perform
  }

  var target: AnyObject? { weakTarget }

  @MainActor
  func perform(_ control: Control) {
    if isTargeted {
      guard let target = weakTarget else { return }
      body(target, control)
    } else {
      body(nil, control)
    }
  }
}
