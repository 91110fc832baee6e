// Generated from Sources/RefreshControls/RefreshControls.docc/WritingYourOwnControl.md (swift block 2) by .ci/doc-snippets: edit the article, then run it.

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
    showState(in: label, fillingControl: false)  // it says the state's text, from the start
  }

  // Its own words in English, what it draws and what it is read by; the built-in words
  // elsewhere.
  override func defaultTexts(for language: RefreshLanguage) -> RefreshTexts {
    var texts = RefreshTexts.header(in: language)
    if language == .english {
      (texts.pull, texts.release, texts.refreshing) = ("Pull", "Let go", "Loading…")
    }
    return texts
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
}
