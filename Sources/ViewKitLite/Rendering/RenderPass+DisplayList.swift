import Foundation

extension RenderPass {
  /// Replays what `view`'s `draw(_:)` drew (running it first when it must be redrawn), through
  /// `transform` from the view's coordinates, `bounds` its shown bounds: paths and images cut to
  /// `ownClip` (the view's bounds within `clip`), text by the label rule within `clip`. While
  /// the shown size differs from the size it drew at (its size animates), what it drew is
  /// stretched to the shown bounds, as UIKit stretches a layer's contents: a centred label's
  /// text stays centred in the frame the screen shows.
  mutating func drawDisplayList(
    of view: View, bounds: CGRect, transform: Transform, clip: ClipArea, ownClip: ClipArea
  ) {
    let list = view.displayIfNeeded()
    guard !list.isEmpty, !ownClip.isNull else { return }
    let transform = Self.stretch(from: view.displayedSize, to: bounds).concatenating(transform)
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

  /// The stretch from bounds of the size drawn at to the shown `bounds`, about their origin;
  /// none when the sizes match or the drawn size is empty.
  static func stretch(from drawn: CGSize?, to bounds: CGRect) -> Transform {
    guard let drawn, drawn != bounds.size, drawn.width > 0, drawn.height > 0 else {
      return .identity
    }
    return Transform(translationX: -bounds.minX, y: -bounds.minY)
      .concatenating(
        Transform(scaleX: bounds.width / drawn.width, y: bounds.height / drawn.height)
      )
      .concatenating(Transform(translationX: bounds.minX, y: bounds.minY))
  }
}
