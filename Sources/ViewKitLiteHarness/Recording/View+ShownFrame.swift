import Foundation
import ViewKitLite

extension View {
  /// Where the screen shows the view now, in its window's points: its bounds through its own and
  /// every ancestor's position and transform, at their presentation values (running animations
  /// included), cut by the window's bounds and those of every ancestor that clips, quantised to
  /// 1/1024 of a point as pictures' geometry is; `nil` when it is in no window or nothing of it
  /// shows (a header above its table's top, say), or where its geometry is not finite. What a
  /// camera follows.
  public var shownFrame: CGRect? {
    var chain = [self]
    while let parent = chain[chain.count - 1].superview { chain.append(parent) }
    guard let window = chain.popLast() as? Window else { return nil }
    var transform = Transform.identity
    var frame = window.presentation().bounds
    for current in chain.reversed() {
      let shown = current.presentation()
      transform = RenderPass.localTransform(
        center: shown.center, bounds: shown.bounds,
        transform: RenderPass.shownTransform(of: current)
      ).concatenating(transform)
      if current === self || current.clipsToBounds {
        let box = shown.bounds.boundingBox(through: transform)
        guard box.isFinite else { return nil }
        frame = frame.intersection(box)
      }
    }
    guard !frame.isNull, !frame.isEmpty else { return nil }
    let origin = Polyline.quantise(frame.origin)
    let corner = Polyline.quantise(CGPoint(x: frame.maxX, y: frame.maxY))
    return CGRect(x: origin.x, y: origin.y, width: corner.x - origin.x, height: corner.y - origin.y)
  }
}
