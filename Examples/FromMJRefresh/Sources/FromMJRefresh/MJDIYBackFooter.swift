import Foundation
import RefreshControls
import ViewKitLite

/// MJRefresh's example `MJDIYBackFooter`, ported: a footer pulled up past the content's end
/// (it springs back), with the DIY header's parts; the logo's band hangs below it, and its
/// label turns orange to purple with the pull.
public final class MJDIYBackFooter: RefreshFooter {
  /// The label, switch, logo and spinner.
  public private(set) var parts: DIYParts?

  /// 50 points high, with the four parts.
  public override func prepare() {
    super.prepare()
    frame.size.height = 50
    parts = DIYParts(in: self, withLogo: true)
    texts = DIYParts.texts(pullingUp: true)
    accessibilityLanguage = "zh-Hans"
  }

  /// The label across the footer, the logo's band below it, the spinner 30 points from the
  /// right.
  public override func placeSubviews() {
    super.placeSubviews()
    parts?.place(in: bounds, logoY: bounds.height)
  }

  /// The switch and the spinner of each state (the label shows `texts`), no more data included.
  public override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    switch state {
    case .normal: parts?.show(switchOn: false, spinning: false)
    case .pulling: parts?.show(switchOn: true, spinning: false)
    case .refreshing: parts?.show(switchOn: true, spinning: true)
    case .noMoreData: parts?.show(switchOn: false, spinning: false)
    }
  }

  /// The label's colour follows the pull.
  public override func pullingPercentDidChange() {
    super.pullingPercentDidChange()
    parts?.follow(pull: pullingPercent)
  }
}
