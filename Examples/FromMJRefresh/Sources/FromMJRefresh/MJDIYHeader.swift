import Foundation
import RefreshControls
import ViewKitLite

/// MJRefresh's example `MJDIYHeader`, ported: a plain header (no stock labels) whose label
/// turns from orange to purple as it is pulled, with a switch that follows the state, a logo
/// revealed above it by a long pull, and a spinner while refreshing.
///
/// As in MJRefresh, the label gets its first text from the state change for the
/// starting state, the switch is never placed (it stays at the header's top-left), and the
/// logo hangs in a 100-point band above the header.
public final class MJDIYHeader: RefreshHeader {
  /// The label, switch, logo and spinner.
  public private(set) var parts: DIYParts?

  /// 50 points high, with the four parts (MJRefresh's `prepare`).
  public override func prepare() {
    super.prepare()
    frame.size.height = 50
    parts = DIYParts(in: self, withLogo: true)
    texts = DIYParts.texts(pullingUp: false)
    accessibilityLanguage = "zh-Hans"
  }

  /// The label across the header, the logo's band above it, the spinner 30 points from the
  /// right (MJRefresh's `placeSubviews`).
  public override func placeSubviews() {
    super.placeSubviews()
    parts?.place(in: bounds, logoY: -130)
  }

  /// The switch and the spinner of each state (the label shows `texts`) (MJRefresh's `setState:`).
  public override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    switch state {
    case .normal: parts?.show(switchOn: false, spinning: false)
    case .pulling: parts?.show(switchOn: true, spinning: false)
    case .refreshing: parts?.show(switchOn: true, spinning: true)
    case .noMoreData: break
    }
  }

  /// The label's colour follows the pull (MJRefresh's `setPullingPercent:`).
  public override func pullingPercentDidChange() {
    super.pullingPercentDidChange()
    parts?.follow(pull: pullingPercent)
  }
}
