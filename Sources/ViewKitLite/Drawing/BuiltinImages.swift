import Foundation

/// The images the seeds load by name, redrawn as dots, plus a ring and spinner frames.
enum BuiltinImages {
  static var all: [String: Image] {
    var images: [String: Image] = [
      "arrow": arrow,
      "quan": ring(gapDegrees: 50),
      "ring": ring(gapDegrees: 0),
      "refreshing": spinner(spokes: 8, highlight: nil),
      "refreshing01": spinner(spokes: 8, highlight: 0),
      "refreshing02": spinner(spokes: 8, highlight: 1),
      "huanghun": dusk,
    ]
    for frame in 0..<8 {
      images["spinner\(frame)"] = spinnerFrame(frame)
    }
    return images
  }

  /// A down arrow, 30 × 30 pt: rotated by π it points up.
  static let arrow = Image(art: [
    "...............",
    ".......#.......",
    ".......#.......",
    ".......#.......",
    ".......#.......",
    ".......#.......",
    ".......#.......",
    ".......#.......",
    ".......#.......",
    "..#....#....#..",
    "...#...#...#...",
    "....#..#..#....",
    ".....#.#.#.....",
    "......###......",
    ".......#.......",
  ])

  /// A ring 30 × 30 pt with an opening at the top of `gapDegrees`.
  static func ring(gapDegrees: CGFloat) -> Image {
    Image(size: CGSize(width: 30, height: 30)) { x, y, columns, rows in
      let dx = CGFloat(x) + 0.5 - CGFloat(columns) / 2
      let dy = CGFloat(y) + 0.5 - CGFloat(rows) / 2
      let distance = (dx * dx + dy * dy).squareRoot()
      let angle = atan2(dx, -dy) * 180 / .pi
      return abs(distance - 5.5) < 0.75 && abs(angle) >= gapDegrees / 2
    }
  }

  /// HW's spinner, 30 × 30 pt: `spokes` spokes; with `highlight`, every other spoke (from that
  /// parity) is drawn long, so the two frames alternate.
  static func spinner(spokes: Int, highlight: Int?) -> Image {
    Image(size: CGSize(width: 30, height: 30)) { x, y, columns, rows in
      let dx = CGFloat(x) + 0.5 - CGFloat(columns) / 2
      let dy = CGFloat(y) + 0.5 - CGFloat(rows) / 2
      let distance = (dx * dx + dy * dy).squareRoot()
      let angle = atan2(dy, dx) + .pi
      let slot = Int((angle / (2 * .pi) * CGFloat(spokes)).rounded()) % spokes
      let spokeAngle = CGFloat(slot) * 2 * .pi / CGFloat(spokes)
      let offAxis = abs(distance * sin(angle - spokeAngle))
      let outer: CGFloat = highlight.map { slot % 2 == $0 ? 7 : 4.5 } ?? 6
      return distance >= 2.5 && distance <= outer && offAxis < 0.6
    }
  }

  /// Frame `index` of 8 of an activity spinner: a 270° arc turned by 45° a frame.
  static func spinnerFrame(_ index: Int) -> Image {
    Image(size: CGSize(width: 20, height: 20)) { x, y, columns, rows in
      let dx = CGFloat(x) + 0.5 - CGFloat(columns) / 2
      let dy = CGFloat(y) + 0.5 - CGFloat(rows) / 2
      let distance = (dx * dx + dy * dy).squareRoot()
      var angle = atan2(dy, dx) - CGFloat(index) * .pi / 4
      angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
      if angle < 0 { angle += 2 * .pi }
      return abs(distance - 3.8) < 0.75 && angle < 1.5 * .pi
    }
  }

  /// The Stretchy design's header photo ("dusk"), 375 × 150 pt: a setting sun with eight thin
  /// rays over a line of hills, and sparse ground below.
  static let dusk = Image(size: CGSize(width: 375, height: 150)) { x, y, columns, rows in
    let u = CGFloat(x) / CGFloat(columns)
    let v = CGFloat(y) / CGFloat(rows)
    let dx = (CGFloat(x) + 0.5) - 0.68 * CGFloat(columns)
    let dy = (CGFloat(y) + 0.5) - 0.5 * CGFloat(rows)
    let sun = (dx * dx + dy * dy).squareRoot()
    let horizon = (0.74 + 0.06 * sin(u * 11) + 0.03 * sin(u * 29)) * CGFloat(rows)
    let hill = abs(CGFloat(y) + 0.5 - horizon) < 0.75
    let disc = abs(sun - 0.13 * CGFloat(rows)) < 0.75 && CGFloat(y) < horizon
    let angle = atan2(dy, dx)
    let spoke = (angle / (.pi / 4)).rounded() * (.pi / 4)
    let ray =
      sun > 0.2 * CGFloat(rows) && sun < 0.32 * CGFloat(rows)
      && abs(sun * sin(angle - spoke)) < 0.6 && CGFloat(y) < horizon - 2
    let ground = CGFloat(y) > horizon + 1 && (x + 2 * y) % 9 == 0
    return hill || disc || ray || ground
  }
}
