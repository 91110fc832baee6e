import Foundation

extension ScrollView {
  /// Drags the content until its offset along `axis` (vertical unless given) is `offset`,
  /// through the rubber band, and returns the finger still down.
  ///
  /// The finger touches down at the scroll view's centre, on this scroll view whatever lies
  /// above it (or keeps the finger already dragging it), and moves exactly as far as the rubber
  /// band needs, over `duration` seconds. An offset
  /// the band cannot reach (a full screen past the limit) is refused with a diagnostic.
  @discardableResult
  public func pull(
    to offset: CGFloat, along axis: Axis = .vertical, duration: TimeInterval = 0.3
  ) -> Finger? {
    guard let window else {
      reportDiagnostic(
        member: "pull(to:)", "the scroll view is in no window; add it to one before pulling.")
      return nil
    }
    let finger =
      window.fingers.first { $0.scrollView === self && $0.isDown }
      ?? window.touchDown(at: convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil), on: self)
    guard let drag else { return finger }
    let unbanded = ScrollPhysics.unbanded(
      offset, limits: limits(axis), dimension: boundsLength(along: axis))
    guard unbanded.isFinite else {
      reportDiagnostic(
        member: "pull(to:)",
        "no pull reaches \(NumberFormat.string(offset)): the rubber band stops a full screen "
          + "past the limit.")
      return finger
    }
    let translation = Self.value(of: drag.startOffset, along: axis) - unbanded
    let step = translation - Self.value(of: finger.translation, along: axis)
    finger.move(by: Self.point(.zero, with: step, along: axis), duration: duration)
    return finger
  }
}
