import Foundation
import ViewKitLite

/// The images of the five source designs, redrawn as dots: typed constants, and, by their
/// names, in every window a refresh control is shown in (``register(in:)``; an image the app
/// registered under the same name first wins).
///
/// ```swift
/// let ring = ImageView(image: RefreshImages.quan)
/// let sameRing = Image(named: "quan", in: window)  // once a refresh control is shown there
/// ```
public enum RefreshImages {
  /// The loading ring of the JK and Stretchy designs ("quan"), 30 × 30 pt: a ring open 50° at
  /// the top.
  public static let quan = Image(size: CGSize(width: 30, height: 30)) { x, y, columns, rows in
    let dx = CGFloat(x) + 0.5 - CGFloat(columns) / 2
    let dy = CGFloat(y) + 0.5 - CGFloat(rows) / 2
    let distance = (dx * dx + dy * dy).squareRoot()
    let angle = atan2(dx, -dy) * 180 / .pi
    return abs(distance - 5.5) < 0.75 && abs(angle) >= 25
  }

  /// The HW header's still image ("refreshing"), 30 × 30 pt: an arrow pointing down, a shaft
  /// and a solid head, which the header turns up once a release would refresh.
  public static let refreshing = Image(size: CGSize(width: 30, height: 30)) { x, y, columns, _ in
    let middle = columns / 2
    let shaft = x == middle && (1...8).contains(y)
    let head = (7...12).contains(y) && abs(x - middle) <= 12 - y
    return shaft || head
  }
  /// The HW header's first refreshing frame ("refreshing01"): every other spoke long.
  public static let refreshing01 = spinner(spokes: 8, highlight: 0)
  /// The HW header's second refreshing frame ("refreshing02"): the other spokes long.
  public static let refreshing02 = spinner(spokes: 8, highlight: 1)

  /// The Stretchy design's header photo, 375 × 150 pt: a setting sun with eight thin rays over a
  /// line of hills, and sparse ground below ("huanghun", dusk).
  public static let huanghun = Image(size: CGSize(width: 375, height: 150)) { x, y, columns, rows in
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

  /// Every image by the name the designs load it by.
  public static let all: [String: Image] = [
    "quan": quan, "refreshing": refreshing, "refreshing01": refreshing01,
    "refreshing02": refreshing02, "huanghun": huanghun,
  ]

  /// Registers every image in `window` under its name, unless the window already has an image
  /// of that name (the app's own wins). Refresh controls call it as they join a window.
  @MainActor
  public static func register(in window: Window) {
    for (name, image) in all.sorted(by: { $0.key < $1.key })
    where !window.hasRegisteredImage(named: name) {
      window.register(image, named: name)
    }
  }

  /// HW's spinner, 30 × 30 pt: `spokes` spokes, every other spoke (from the parity
  /// `highlight`) drawn long, so the two frames alternate.
  private static func spinner(spokes: Int, highlight: Int) -> Image {
    Image(size: CGSize(width: 30, height: 30)) { x, y, columns, rows in
      let dx = CGFloat(x) + 0.5 - CGFloat(columns) / 2
      let dy = CGFloat(y) + 0.5 - CGFloat(rows) / 2
      let distance = (dx * dx + dy * dy).squareRoot()
      let angle = atan2(dy, dx) + .pi
      let slot = Int((angle / (2 * .pi) * CGFloat(spokes)).rounded()) % spokes
      let spokeAngle = CGFloat(slot) * 2 * .pi / CGFloat(spokes)
      let offAxis = abs(distance * sin(angle - spokeAngle))
      let outer: CGFloat = slot % 2 == highlight ? 7 : 4.5
      return distance >= 2.5 && distance <= outer && offAxis < 0.6
    }
  }
}
