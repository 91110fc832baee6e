import Foundation

/// An animation of one layer property: Core Animation's `CAAnimation` with `CAMediaTiming`.
///
/// Non-finite values are ignored: such an animation shows nothing. Supported key paths: `strokeStart`, `strokeEnd`, `lineWidth`, `opacity`,
/// `transform.rotation.z` (also `transform.rotation`) and `path` (between paths of the same
/// structure). Values are numbers (`Int`, `Double`, `Float`, `CGFloat`) or ``ShapePath``s.
@MainActor
public class LayerAnimation {
  /// How a finished animation affects the picture: Core Animation's `CAMediaTimingFillMode`.
  public enum FillMode: Hashable, Sendable {
    /// After it ends the model value shows again (the default).
    case removed
    /// After it ends its final value stays on screen (with `isRemovedOnCompletion = false`).
    case forwards
    /// Before it begins its first value shows.
    case backwards
    /// Both.
    case both
  }

  /// The animated property.
  public let keyPath: String
  /// Seconds for one pass.
  @exclusivity(unchecked) public var duration: TimeInterval = 0.25
  /// The easing; `nil` is linear.
  @exclusivity(unchecked) public var timingFunction: TimingFunction?
  /// How many passes (may be fractional); `.infinity` or `Float.greatestFiniteMagnitude`
  /// repeat forever. 0 means one.
  @exclusivity(unchecked) public var repeatCount: Float = 0
  /// How long to repeat, in seconds, instead of a count; 0 means unused.
  @exclusivity(unchecked) public var repeatDuration: TimeInterval = 0
  /// Whether each pass runs forward and then back; a pass then takes twice ``duration``.
  @exclusivity(unchecked) public var autoreverses = false
  /// Whether each pass adds to the last (a spin keeps turning).
  @exclusivity(unchecked) public var isCumulative = false
  /// What shows before the begin and after the end.
  @exclusivity(unchecked) public var fillMode = FillMode.removed
  /// Whether the animation is removed from its layer when it ends.
  public var isRemovedOnCompletion = true
  /// When it begins, in seconds on the window's clock; 0 means when it is added.
  @exclusivity(unchecked) public var beginTime: TimeInterval = 0

  init(keyPath: String) {
    self.keyPath = keyPath
  }

  /// Seconds for one pass: forward, and back again when it autoreverses.
  private var passDuration: TimeInterval { autoreverses ? 2 * duration : duration }

  /// The total active time, or infinity.
  var activeDuration: TimeInterval {
    if repeatDuration > 0 { return repeatDuration }
    if repeatCount == .infinity || repeatCount == .greatestFiniteMagnitude { return .infinity }
    return passDuration * TimeInterval(repeatCount > 0 ? repeatCount : 1)
  }

  /// The value at `time`, or `nil` when the animation does not show (before its begin without
  /// a backwards fill, after its end without a forwards fill).
  func value(at time: TimeInterval) -> LayerValue? {
    let local = time - beginTime
    guard duration > 0 else { return nil }
    if local < 0 {
      return fillMode == .backwards || fillMode == .both ? valueInPass(0, pass: 0) : nil
    }
    let total = activeDuration
    if local >= total {
      guard fillMode == .forwards || fillMode == .both else { return nil }
      let passes = total / passDuration
      let pass = max(Int(passes.rounded(.up)) - 1, 0)
      return value(passTime: (passes - TimeInterval(pass)) * passDuration, pass: pass)
    }
    let pass = Int(local / passDuration)
    return value(passTime: local - TimeInterval(pass) * passDuration, pass: pass)
  }

  /// The value `time` seconds into pass `pass`, running back in its second half when the
  /// animation autoreverses.
  private func value(passTime time: TimeInterval, pass: Int) -> LayerValue? {
    let progress = CGFloat(time / duration)
    return valueInPass(progress > 1 ? 2 - progress : progress, pass: pass)
  }

  /// Whether the animation has ended by `time`.
  func hasEnded(at time: TimeInterval) -> Bool {
    time - beginTime >= activeDuration
  }

  /// The value `progress` (0…1) into pass `pass`.
  func valueInPass(_ progress: CGFloat, pass: Int) -> LayerValue? { nil }
}

/// A layer property value in an animation.
package enum LayerValue: Equatable {
  case number(CGFloat)
  case path(ShapePath)

  init?(_ value: Any?) {
    switch value {
    case let number as CGFloat where number.isFinite: self = .number(number)
    case let number as Double where number.isFinite: self = .number(CGFloat(number))
    case let number as Float where number.isFinite: self = .number(CGFloat(number))
    case let number as Int: self = .number(CGFloat(number))
    case let path as ShapePath where path.isFinite: self = .path(path)
    default: return nil
    }
  }

  package var number: CGFloat? {
    if case .number(let value) = self { return value }
    return nil
  }

  func interpolated(to other: LayerValue, fraction f: CGFloat) -> LayerValue {
    switch (self, other) {
    case (.number(let a), .number(let b)): .number(a + (b - a) * f)
    case (.path(let a), .path(let b)): .path(a.interpolated(to: b, fraction: f))
    default: f < 1 ? self : other
    }
  }

  /// This value plus `other` `times` times: a cumulative pass.
  func adding(_ other: LayerValue, times: Int) -> LayerValue {
    guard times > 0, case .number(let a) = self, case .number(let b) = other else { return self }
    return .number(a + b * CGFloat(times))
  }
}

/// An animation from one value to another: Core Animation's `CABasicAnimation`.
public final class BasicAnimation: LayerAnimation {
  /// The first value; `nil` starts from the layer's model value.
  public var fromValue: Any?
  /// The last value; `nil` ends at the layer's model value.
  public var toValue: Any?
  var modelValue: LayerValue?

  /// An animation of the property at `keyPath`.
  public override init(keyPath: String) {
    super.init(keyPath: keyPath)
  }

  override func valueInPass(_ progress: CGFloat, pass: Int) -> LayerValue? {
    guard let from = LayerValue(fromValue) ?? modelValue, let to = LayerValue(toValue) ?? modelValue
    else { return nil }
    let eased = (timingFunction ?? .linear).value(at: progress)
    let value = from.interpolated(to: to, fraction: eased)
    guard isCumulative, case .number(let a) = from, case .number(let b) = to else { return value }
    return value.adding(.number(b - a), times: pass)
  }
}

/// An animation through a list of values: Core Animation's `CAKeyframeAnimation`, linear mode.
public final class KeyframeAnimation: LayerAnimation {
  /// The values passed through, in order.
  public var values: [Any] = []
  /// When each value is reached, 0…1 of the pass; `nil` spaces them evenly.
  public var keyTimes: [CGFloat]?

  /// An animation of the property at `keyPath`.
  public override init(keyPath: String) {
    super.init(keyPath: keyPath)
  }

  override func valueInPass(_ progress: CGFloat, pass: Int) -> LayerValue? {
    let frames = values.compactMap(LayerValue.init)
    guard let first = frames.first else { return nil }
    guard frames.count > 1 else { return first }
    let eased = (timingFunction ?? .linear).value(at: progress)
    let times =
      keyTimes.flatMap { $0.count == frames.count ? $0 : nil }
      ?? frames.indices.map { CGFloat($0) / CGFloat(frames.count - 1) }
    guard let next = times.firstIndex(where: { $0 > eased }) else {
      return frames[frames.count - 1]
    }
    guard next > 0 else { return first }
    let span = times[next] - times[next - 1]
    let fraction = span > 0 ? (eased - times[next - 1]) / span : 1
    return frames[next - 1].interpolated(to: frames[next], fraction: fraction)
  }
}
