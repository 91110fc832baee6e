import Foundation
import RefreshControls
import ViewKitLite

/// MJRefresh's example `MJDIYAutoFooter`, ported: a footer that loads by itself when the end of
/// the content comes into view, with the label, the switch (placed at the right, as MJRefresh
/// places it) and a spinner at the left; no logo, and a label that stays orange.
public final class MJDIYAutoFooter: AutoRefreshFooter {
  /// The label, switch and spinner.
  public private(set) var parts: DIYParts?

  /// 50 points high, with three parts.
  public override func prepare() {
    super.prepare()
    frame.size.height = 50
    parts = DIYParts(in: self, withLogo: false)
    texts = DIYParts.texts(pullingUp: true)
    accessibilityLanguage = "zh-Hans"
  }

  /// The label across the footer, the switch's centre 20 points in from the right and bottom,
  /// the spinner 30 points from the left.
  public override func placeSubviews() {
    super.placeSubviews()
    guard let parts else { return }
    parts.label.frame = bounds
    parts.toggle.center = CGPoint(x: bounds.width - 20, y: bounds.height - 20)
    parts.loading.center = CGPoint(x: 30, y: bounds.height / 2)
  }

  /// The switch and the spinner of each state; the label shows `texts` (an automatic footer is
  /// never `.pulling`).
  public override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    switch state {
    case .normal: parts?.show(switchOn: false, spinning: false)
    case .refreshing: parts?.show(switchOn: true, spinning: true)
    case .noMoreData: parts?.show(switchOn: false, spinning: false)
    case .pulling: break
    }
  }
}
