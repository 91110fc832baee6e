import Foundation
import RefreshControls
import ViewKitLite

/// The refresh controls the fuzzer exercises: every style and both footers.
public enum FuzzStyle: String, CaseIterable, Codable, Sendable {
  /// The HW header.
  case header
  /// The HW pull-up footer.
  case footer
  /// The automatic footer.
  case autoFooter
  /// The JK glyph.
  case jike
  /// The DZ blob.
  case blob
  /// The Arrow refresh control.
  case arrow
  /// The Stretchy indicator.
  case stretchy

  /// The demo scene that shows this style, for replaying a failing script.
  public var demoScene: String {
    switch self {
    case .header, .footer, .autoFooter: "hw"
    case .jike: "jk"
    case .blob: "dz"
    case .arrow: "arrow"
    case .stretchy: "stretchy"
    }
  }

  /// The states this style may be in.
  var legalStates: Set<RefreshState> {
    switch self {
    case .footer, .autoFooter: Set(RefreshState.allCases)
    default: [.normal, .pulling, .refreshing]
    }
  }

  /// The observations one attached control of this style keeps on its scroll view.
  var observationsOnScrollView: Int {
    switch self {
    case .jike: 4
    case .stretchy: 1
    default: 3
    }
  }
}
