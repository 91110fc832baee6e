import Foundation

extension RenderPass {
  /// Replays what `view`'s `draw(_:)` drew (running it first when it must be redrawn), through
  /// `transform` from the view's coordinates, `bounds` its shown bounds: paths and images cut to
  /// `ownClip` (the view's bounds within `clip`), text by the label rule within `clip`.
  mutating func drawDisplayList(
    of view: View, bounds: CGRect, transform: Transform, clip: ClipArea, ownClip: ClipArea
  ) {
    let list = view.displayIfNeeded()
    guard !list.isEmpty, !ownClip.isNull else { return }
    for command in list.commands {
      switch command {
      case .fill(let path, let color):
        drawPath(path, fill: color, stroke: nil, transform: transform, clip: ownClip)
      case .stroke(let path, let style):
        drawPath(path, fill: nil, stroke: style, transform: transform, clip: ownClip)
      case .text(let run):
        drawText(
          run, transform: transform, bounds: bounds,
          clip: run.cutsAtRect ? clip : ownClip)
      case .image(let image, let rect, let ink):
        let found = window.map { $0.imageForDrawing(image) } ?? image.resolved(in: nil)
        guard ink.alpha > 0.01, let found else { continue }
        drawImage(found, in: rect, transform: transform, clip: ownClip, ink: shown(ink))
      }
    }
  }
}
