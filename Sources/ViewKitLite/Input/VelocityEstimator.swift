import Foundation

/// The one velocity estimator of ViewKitLite's fingers, fixed so every release is reproducible.
///
/// It keeps the finger's positions with their times. The velocity at time `T` is zero when the
/// last position is 100 ms old or more; otherwise it is the displacement from the newest
/// position recorded at or before `T − 100 ms` (or the oldest one, if none is that old) to the
/// last position, divided by the time between them. A finger moving at a constant speed, one
/// event per frame, is measured exactly.
struct VelocityEstimator {
  /// The window the estimate looks back over.
  static let window: TimeInterval = 0.1

  private var samples: [(time: TimeInterval, location: CGPoint)] = []

  mutating func add(_ location: CGPoint, at time: TimeInterval) {
    samples.append((time, location))
    let horizon = time - 2 * VelocityEstimator.window
    if let first = samples.firstIndex(where: { $0.time >= horizon }), first > 1 {
      samples.removeFirst(first - 1)
    }
  }

  func velocity(at time: TimeInterval) -> CGPoint {
    guard let last = samples.last, time - last.time < VelocityEstimator.window else {
      return .zero
    }
    let start = time - VelocityEstimator.window
    let anchor = samples.last(where: { $0.time <= start + 1e-9 }) ?? samples[0]
    let elapsed = last.time - anchor.time
    guard elapsed > 0 else { return .zero }
    return CGPoint(
      x: (last.location.x - anchor.location.x) / elapsed,
      y: (last.location.y - anchor.location.y) / elapsed)
  }
}
