import Foundation
import RefreshControls
import ViewKitLite

/// The refresh controls the fuzzer exercises: every built-in style and both footers, and a
/// header or footer of your own.
public enum FuzzStyle: String, CaseIterable, Codable, Sendable {
  /// The HW header, ``NormalRefreshHeader``.
  case header
  /// The HW pull-up footer, ``NormalRefreshFooter``.
  case footer
  /// The automatic footer, ``AutoNormalRefreshFooter``.
  case autoFooter
  /// The JK glyph.
  case jike
  /// The DZ blob.
  case blob
  /// The Arrow refresh control.
  case arrow
  /// The Stretchy indicator.
  case stretchy
  /// Your own control in the header slot (``RefreshFuzzer/run(sequences:from:header:)``).
  case customHeader
  /// Your own control in the footer slot (``RefreshFuzzer/run(sequences:from:footer:)``).
  case customFooter

  /// The built-in controls, in the order sequences take them: sequence `n` plays
  /// `builtIn[n % 7]`.
  public static let builtIn: [FuzzStyle] = [
    .header, .footer, .autoFooter, .jike, .blob, .arrow, .stretchy,
  ]

  /// The demo scene that shows this style, for replaying a failing script; `nil` for your own
  /// control.
  public var demoScene: String? {
    switch self {
    case .header, .footer, .autoFooter: "hw"
    case .jike: "jk"
    case .blob: "dz"
    case .arrow: "arrow"
    case .stretchy: "stretchy"
    case .customHeader, .customFooter: nil
    }
  }

  /// The states this style may be in.
  var legalStates: Set<RefreshState> {
    switch self {
    case .footer, .autoFooter, .customFooter: Set(RefreshState.allCases)
    default: [.normal, .pulling, .refreshing]
    }
  }
}
