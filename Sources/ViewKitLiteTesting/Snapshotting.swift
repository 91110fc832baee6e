import Foundation
import ViewKitLite

/// How a value becomes snapshot text: a strategy such as ``lines``, ``screen(region:scale:)``,
/// ``styledScreen(region:scale:)``, ``tree``, ``filmstrip`` or ``styledFilmstrip``. Make your own
/// with ``init(pathExtension:describeDifference:snapshot:)`` or ``pullback(_:)``.
@MainActor
public struct Snapshotting<Value> {
  /// The reference file's extension.
  public let pathExtension: String
  /// The text of a value.
  public let snapshot: @MainActor (Value) -> String
  /// What differs between a reference and a new text, in words, put before the line diff of a
  /// mismatch; `nil` when it has nothing to add.
  public let describeDifference: @MainActor (_ reference: String, _ actual: String) -> String?

  /// A strategy writing `pathExtension` files with the text `snapshot` makes; a mismatch's
  /// message opens with what `describeDifference` says of the two texts.
  public init(
    pathExtension: String = "txt",
    describeDifference: @escaping @MainActor (String, String) -> String? = { _, _ in nil },
    snapshot: @escaping @MainActor (Value) -> String
  ) {
    self.pathExtension = pathExtension
    self.describeDifference = describeDifference
    self.snapshot = snapshot
  }

  /// This strategy for another type, through `transform`.
  public func pullback<Other>(
    _ transform: @escaping @MainActor (Other) -> Value
  ) -> Snapshotting<Other> {
    let snapshot = self.snapshot
    return Snapshotting<Other>(
      pathExtension: pathExtension, describeDifference: describeDifference
    ) { snapshot(transform($0)) }
  }
}

extension Snapshotting where Value == String {
  /// The string itself, compared line by line.
  public static var lines: Snapshotting<String> { Snapshotting { $0 } }
}

extension Snapshotting where Value == Window {
  /// The window's picture, or a region of it, at a scale (see `Window.picture(of:scale:)`).
  public static func screen(region: CGRect? = nil, scale: CGFloat = 1) -> Snapshotting<Window> {
    Snapshotting { $0.picture(of: region, scale: scale).text }
  }

  /// The whole window's picture at the default metric.
  public static var screen: Snapshotting<Window> { screen() }

  /// The window's picture, then a grid naming each cell's style and a legend (see
  /// `Picture.styledText`): text and ink colours, background fills, the opacity each shows at
  /// through its ancestors, and font weights. A change the plain ``screen`` cannot see fails
  /// here, and the failure names it in words: `row 5, columns 12–19: text #999999 → text
  /// #FF0000`.
  public static func styledScreen(
    region: CGRect? = nil, scale: CGFloat = 1
  ) -> Snapshotting<Window> {
    Snapshotting(describeDifference: StyleDifference.describe) {
      $0.picture(of: region, scale: scale).styledText
    }
  }

  /// The whole window's styled picture at the default metric.
  public static var styledScreen: Snapshotting<Window> { styledScreen() }
}

extension Snapshotting where Value == Window {
  /// What a screen reader finds on the window (see `Window.accessibilityTree()`): one element a
  /// line in reading order with its frame, label, value, traits, language and actions, the
  /// focused one marked `→`. A change of what a VoiceOver user hears fails here.
  public static var accessibility: Snapshotting<Window> {
    Snapshotting { $0.accessibilityTree() }
  }
}

extension Snapshotting where Value == AccessibilityFilmstrip {
  /// Every frame's accessibility tree and the notifications posted, stamped; unchanged frames
  /// are one stamp line (see `AccessibilityFilmstrip.text`). A mismatch names the first frame
  /// that differs.
  public static var accessibilityFilmstrip: Snapshotting<AccessibilityFilmstrip> {
    Snapshotting(describeDifference: FilmstripDifference.describe) { $0.text }
  }
}

extension Snapshotting where Value: View {
  /// The view's tree dump (see `View.treeDump()`).
  public static var tree: Snapshotting<Value> { Snapshotting { $0.treeDump() } }
}

extension Snapshotting where Value == Filmstrip {
  /// Every frame of the filmstrip, stamped. A mismatch names the first differing frame (its
  /// number, time and stamp), shows it and the frames either side of it in the reference and
  /// now side by side, and counts the frames that differ.
  public static var filmstrip: Snapshotting<Filmstrip> {
    Snapshotting(describeDifference: FilmstripDifference.describe) { $0.text }
  }

  /// Every frame of the filmstrip, stamped, each picture with its style grid and legend (see
  /// ``styledScreen``); a mismatch names the first differing frame as ``filmstrip``'s does,
  /// then the frames and cells whose styles changed, in words.
  public static var styledFilmstrip: Snapshotting<Filmstrip> {
    Snapshotting(
      describeDifference: { reference, actual in
        let words = [
          FilmstripDifference.describe(reference, actual),
          StyleDifference.describe(reference, actual),
        ].compactMap { $0 }
        return words.isEmpty ? nil : words.joined(separator: "\n")
      },
      snapshot: { $0.styledText })
  }
}
