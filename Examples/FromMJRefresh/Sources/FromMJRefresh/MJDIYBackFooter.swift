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
  }

  /// The label across the footer, the logo's band below it, the spinner 30 points from the
  /// right.
  public override func placeSubviews() {
    super.placeSubviews()
    parts?.place(in: bounds, logoY: bounds.height)
  }

  /// The words, the switch and the spinner of each state, no more data included.
  public override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    switch state {
    case .normal: parts?.show("赶紧上拉吖(开关是打酱油滴)", switchOn: false, spinning: false)
    case .pulling: parts?.show("赶紧放开我吧(开关是打酱油滴)", switchOn: true, spinning: false)
    case .refreshing: parts?.show("加载数据中(开关是打酱油滴)", switchOn: true, spinning: true)
    case .noMoreData: parts?.show("木有数据了(开关是打酱油滴)", switchOn: false, spinning: false)
    }
  }

  /// The label's colour follows the pull.
  public override func pullingPercentDidChange() {
    super.pullingPercentDidChange()
    parts?.follow(pull: pullingPercent)
  }
}
