import Foundation

/// One animated property of one view: the shown value runs from `from` to `to` on the window's
/// clock while the model already holds `to`.
@MainActor
final class PropertyAnimation {
  let from: AnimatableValue
  let to: AnimatableValue
  let begin: TimeInterval
  let duration: TimeInterval
  let curve: AnimationCurve
  let group: AnimationGroup

  init(
    from: AnimatableValue, to: AnimatableValue, begin: TimeInterval, duration: TimeInterval,
    curve: AnimationCurve, group: AnimationGroup
  ) {
    self.from = from
    self.to = to
    self.begin = begin
    self.duration = duration
    self.curve = curve
    self.group = group
  }

  var end: TimeInterval { begin + duration }

  /// The value shown at `time`: `from` before the begin, `to` from the end on.
  func value(at time: TimeInterval) -> AnimatableValue {
    guard time < end else { return to }
    guard time > begin else { return from }
    let progress = CGFloat((time - begin) / duration)
    return from.interpolated(to: to, fraction: curve.fraction(at: progress, duration: duration))
  }
}
