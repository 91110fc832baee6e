import Foundation
import RefreshControls
import ViewKitLite

/// The refresh controls the fuzzer exercises: every built-in style and both footers, and a
/// header or footer of your own.
public enum FuzzStyle: String, CaseIterable, Codable, Sendable {
  /// The HW header, `NormalRefreshHeader`.
  case hwHeader
  /// The HW pull-up footer, `NormalRefreshFooter`.
  case hwFooter
  /// The automatic footer beside the HW ones, MJRefresh's `AutoNormalRefreshFooter` (the HW
  /// screen loads more near the bottom; the HW design draws no automatic footer of its own).
  case hwAutoFooter
  /// The JK glyph, `JikeRefreshControl`.
  case jk
  /// The DZ blob, `BlobRefreshView`.
  case dz
  /// The Arrow refresh control, `ArrowRefreshControl`.
  case arrow
  /// The Stretchy indicator, `StretchyHeaderRefreshView`.
  case stretchy
  /// The trailer of a horizontal strip, `NormalRefreshTrailer`: its strip pages in half the
  /// sequences, locks its drags' direction in half, and is taller than the screen (scrolling
  /// both ways) in half.
  case trailer
  /// Your own control in the header slot (``RefreshFuzzer/run(sequences:from:corpus:header:filePath:function:)``).
  case customHeader
  /// Your own control in the footer slot (``RefreshFuzzer/run(sequences:from:corpus:footer:filePath:function:)``).
  case customFooter

  /// The built-in controls, in the order sequences take them: sequence `n` plays
  /// `builtIn[n % 8]`.
  public static let builtIn: [FuzzStyle] = [
    .hwHeader, .hwFooter, .hwAutoFooter, .jk, .dz, .arrow, .stretchy, .trailer,
  ]

  /// The demo scene that shows this style, where `swift run Demo --script FILE` plays a
  /// failure's script (the demo reads the scene from its first line); `nil` for your own
  /// control and the trailer (replay those with ``RefreshFuzzer/replay(_:)``).
  public var demoScene: String? {
    switch self {
    case .hwHeader, .hwFooter, .hwAutoFooter: "hw"
    case .jk: "jk"
    case .dz: "dz"
    case .arrow: "arrow"
    case .stretchy: "stretchy"
    case .trailer, .customHeader, .customFooter: nil
    }
  }

  /// The states this style may be in.
  var legalStates: Set<RefreshState> {
    switch self {
    case .hwFooter, .hwAutoFooter, .customFooter: Self.everyState
    default: Self.headerStates
    }
  }

  private static let everyState = Set(RefreshState.allCases)
  private static let headerStates: Set<RefreshState> = [.normal, .pulling, .refreshing]
}
