import Foundation
import ViewKitLite

/// Small images of our own standing in for the example app's asset catalogue: a bun that fills
/// as it is pulled (60 frames), a bun with steam rising (3 frames), each 50 × 50 points as
/// MJRefresh's, and a logo. Names follow the example app's (`dropdown_anim__0001` …
/// `dropdown_anim__00060`, `dropdown_loading_01` … `03`, `Logo`).
@MainActor
public enum DianPingImages {
  /// The name of idle frame `index` (1…60), as the example app spells it.
  public static func idleName(_ index: Int) -> String { "dropdown_anim__000\(index)" }

  /// The name of loading frame `index` (1…3).
  public static func loadingName(_ index: Int) -> String { "dropdown_loading_0\(index)" }

  /// Registers every image under its name in `window`, as an app's asset catalogue would
  /// provide them.
  public static func register(in window: Window) {
    for index in 1...60 {
      window.register(bun(filled: CGFloat(index) / 60, steam: nil), named: idleName(index))
    }
    for index in 1...3 {
      window.register(bun(filled: 1, steam: index), named: loadingName(index))
    }
    window.register(logo, named: "Logo")
  }

  /// A bun 50 points across whose lower `filled` share is solid, its outline always drawn, and
  /// with `steam` (1…3), a wisp above it at one of three heights.
  static func bun(filled: CGFloat, steam: Int?) -> Image {
    Image(size: CGSize(width: 50, height: 50)) { x, y, columns, rows in
      let dx = (CGFloat(x) + 0.5) / CGFloat(columns) - 0.5
      let dy = (CGFloat(y) + 0.5) / CGFloat(rows) - 0.62
      let distance = (dx * dx + dy * dy).squareRoot()
      let inside = distance < 0.36
      let outline = inside && distance > 0.29
      let fillTop = 0.62 + 0.36 - 0.72 * filled
      let solid = inside && (CGFloat(y) + 0.5) / CGFloat(rows) >= fillTop
      guard let steam else { return outline || solid }
      let wisp = y == steam * 2 && abs(dx) < 0.12
      return outline || solid || wisp
    }
  }

  /// The logo: "MJ" in block letters, 22 × 10 points.
  static let logo = Image(art: [
    "#...#..####",
    "##.##.....#",
    "#.#.#.....#",
    "#...#.#...#",
    "#...#..###.",
  ])
}
