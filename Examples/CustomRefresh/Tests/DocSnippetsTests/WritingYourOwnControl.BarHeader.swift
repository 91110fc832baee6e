// Generated from Sources/RefreshControls/RefreshControls.docc/WritingYourOwnControl.md (swift block 1) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import RefreshControls
import ViewKitLite

final class BarHeader: RefreshHeader {
  private let bar = ShapeLayer()
  private let label = Label()

  override func prepare() {
    super.prepare()
    frame.size.height = 50  // also the threshold, unless `threshold` is set
    bar.strokeColor = .darkGray
    bar.lineWidth = 6
    layer.addSublayer(bar)
    label.textAlignment = .center  // its text comes from stateDidChange(from:), from the start
    addSubview(label)
  }

  override func placeSubviews() {
    super.placeSubviews()  // the header has placed itself its height above the content
    let line = BezierPath()
    line.move(to: CGPoint(x: 40, y: 14))
    line.addLine(to: CGPoint(x: bounds.width - 40, y: 14))
    bar.path = line.cgPath
    label.frame = CGRect(x: 0, y: 26, width: bounds.width, height: 20)
  }

  override func pullingPercentDidChange() {
    super.pullingPercentDidChange()
    bar.strokeEnd = min(pullingPercent, 1)
  }

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)  // the inset has already been changed
    label.text = [.pulling: "Let go", .refreshing: "Loading…"][state] ?? "Pull"  // at rest too
  }
}
