extension View {
  /// Options for ``View/animate(withDuration:delay:options:animations:completion:)``: UIKit's
  /// `UIView.AnimationOptions`.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The raw bits, as UIKit numbers them.
    public let rawValue: UInt

    /// Creates options from raw bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Touches reach the animating views (always the case here; kept for porting).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from what is shown now. ViewKitLite always does, as UIKit's additive animations
    /// end in the same place; the option is accepted for porting.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation without end; its completion runs only when it is replaced or
    /// removed, with `false`. A window with a repeating animation is never idle.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs the animation forward, then backward. Without ``repeat`` the view then shows its
    /// model value at once, as UIKit's does: set the start value in the completion to stay there.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Slow start and end (the default).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Slow start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The curve these options select.
    var timingFunction: TimingFunction {
      switch (rawValue >> 16) & 0x3 {
      case 1: .easeIn
      case 2: .easeOut
      case 3: .linear
      default: .easeInEaseOut
      }
    }
  }
}
