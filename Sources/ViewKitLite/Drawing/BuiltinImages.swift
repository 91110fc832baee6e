import Foundation

/// ViewKitLite's generic images, found by name in every window: an arrow, a ring and the
/// activity spinner's frames.
enum BuiltinImages {
  static let all: [String: Image] = {
    var images: [String: Image] = ["arrow": arrow, "ring": ring]
    for frame in 0..<8 {
      images["spinner\(frame)"] = spinnerFrame(frame)
    }
    return images
  }()

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

  /// A ring 30 × 30 pt.
  static let ring = Image(size: CGSize(width: 30, height: 30)) { x, y, columns, rows in
    let dx = CGFloat(x) + 0.5 - CGFloat(columns) / 2
    let dy = CGFloat(y) + 0.5 - CGFloat(rows) / 2
    return abs((dx * dx + dy * dy).squareRoot() - 5.5) < 0.75
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
}
