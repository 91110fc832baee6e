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
  let repetition: AnimationRepetition
  let group: AnimationGroup
  /// Run once when the animation ends, finished or not, after its block's completion.
  var endCallbacks: [@MainActor () -> Void] = []

  init(
    from: AnimatableValue, to: AnimatableValue, begin: TimeInterval, duration: TimeInterval,
    curve: AnimationCurve, repetition: AnimationRepetition, group: AnimationGroup
  ) {
    self.from = from
    self.to = to
    self.begin = begin
    self.duration = duration
    self.curve = curve
    self.repetition = repetition
    self.group = group
  }

  /// Ends the animation: its share of the block's completion, then its own callbacks.
  func end(finished: Bool) {
    group.end(finished: finished)
    let callbacks = endCallbacks
    endCallbacks = []
    callbacks.forEach { $0() }
  }

  /// One pass: forward, and back again when it autoreverses.
  private var cycle: TimeInterval { repetition.autoreverses ? 2 * duration : duration }

  /// When the animation ends: never when it repeats.
  var end: TimeInterval { repetition.repeats ? .infinity : begin + cycle }

  /// The value shown at `time`: `from` before the begin, `to` from the end on.
  func value(at time: TimeInterval) -> AnimatableValue {
    guard time < end else { return to }
    guard time > begin else { return from }
    var elapsed = time - begin
    if repetition.repeats {
      elapsed = elapsed.truncatingRemainder(dividingBy: cycle)
    }
    var progress = CGFloat(elapsed / duration)
    if progress > 1 {
      progress = 2 - progress
    }
    return from.interpolated(to: to, fraction: curve.fraction(at: progress, duration: duration))
  }
}

/// Whether a view animation repeats and runs back: UIKit's `.repeat` and `.autoreverse`.
struct AnimationRepetition: Equatable {
  var repeats = false
  var autoreverses = false

  init(_ options: View.AnimationOptions) {
    repeats = options.contains(.repeat)
    autoreverses = options.contains(.autoreverse)
  }
}
