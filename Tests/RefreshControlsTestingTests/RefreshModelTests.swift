import Foundation
import RefreshControls
import Testing
import ViewKitLite

@testable import RefreshControlsTesting

/// The fuzzer's model of the base classes: the pull it measures, and the threshold a release
/// past which must refresh.
@MainActor
@Suite("The refresh model")
struct RefreshModelTests {
  /// Whether the model counts `control` past its threshold with its scroll view pulled
  /// `beyond` points past `threshold` at the top, the pull counted from `rest` points above the
  /// content.
  func isPast(_ control: View, threshold: CGFloat, beyond: CGFloat, rest: CGFloat) -> Bool? {
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    scrollView.contentOffset.y = -(rest + threshold + beyond)
    return RefreshModel(control: control, pastThreshold: nil)
      .isPastThreshold(control, in: scrollView)
  }

  @Test(
    "each top control's threshold, half a point short, at it and half a point past: at it counts for the blob and the stretchy header, not for the others",
    arguments: [-0.5, 0, 0.5])
  func thresholds(beyond: CGFloat) {
    let header = NormalRefreshHeader()
    let system = RefreshControl()
    let stretchy = StretchyHeaderRefreshView(image: nil, height: 150)
    let controls: [(String, View, CGFloat, atItCounts: Bool, rest: CGFloat)] = [
      ("header", header, header.threshold, false, 0),
      ("blob", BlobRefreshView(), BlobRefreshView.height, true, 0),
      ("jike", JikeRefreshControl(), -2 * JikeRefreshControl.restCenterY, false, 0),
      ("system", system, system.triggerDistance, false, 0),
      ("stretchy", stretchy, stretchy.threshold, true, stretchy.headerHeight),
    ]
    for (name, control, threshold, atItCounts, rest) in controls {
      let expected = beyond > 0 || (beyond == 0 && atItCounts)
      #expect(
        isPast(control, threshold: threshold, beyond: beyond, rest: rest) == expected, "\(name)")
    }
  }
}
