import Foundation

extension RenderPass {
  /// Replays what `view`'s `draw(_:)` drew (running it first when it must be redrawn), through
  /// `transform` from the view's coordinates, cut to `clip`.
  mutating func drawDisplayList(of view: View, transform: Transform, clip: ClipArea) {
    let list = view.displayIfNeeded()
    guard !list.isEmpty, !clip.isNull else { return }
    for command in list.commands {
      switch command {
      case .fill(let path, let color):
        drawPath(path, fill: color, stroke: nil, transform: transform, clip: clip)
      case .stroke(let path, let style):
        drawPath(path, fill: nil, stroke: style, transform: transform, clip: clip)
      case .text(let text, let point, let fontSize, let color):
        drawText(
          text, at: point, fontSize: fontSize, color: color, transform: transform, clip: clip)
      case .image(let image, let rect, let ink):
        guard ink.alpha > 0.01 else { continue }
        drawImage(image, in: rect, transform: transform, clip: clip, ink: ink)
      }
    }
  }

  /// Writes a line of drawn text as a label writes its own: from the column nearest its left
  /// edge, on the row through the middle of its line (`fontSize` × 1.2 tall), left to right
  /// whatever the transform, cut at the clip.
  private mutating func drawText(
    _ text: String, at point: CGPoint, fontSize: CGFloat, color: Color, transform: Transform,
    clip: ClipArea
  ) {
    let middle = transform.apply(to: CGPoint(x: point.x, y: point.y + fontSize * 0.6))
    guard color.alpha > 0.01, clip.rect.minY <= middle.y, middle.y < clip.rect.maxY else {
      return
    }
    let row = Int(((middle.y - region.minY) / cell.pointsPerRow).rounded(.down))
    let column = Int(((middle.x - region.minX) / cell.pointsPerColumn).rounded())
    textRuns += 1
    writeText(
      text, column: column, row: row, within: columns(of: clip.rect), color: color, clip: clip)
  }
}
