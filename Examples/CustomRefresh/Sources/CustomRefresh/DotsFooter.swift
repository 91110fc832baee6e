import Foundation
import RefreshControls
import ViewKitLite

/// A pull-up footer of three dots: one shows for each third of the pull, and while loading they
/// blink in turn; with no more data a line of text replaces them: its texts' no-more-data words
/// (its own in English, "That's all"), the words it is read by.
///
/// It only draws: the pull rule, the inset, the states and the callbacks are
/// ``RefreshFooter``'s.
public final class DotsFooter: RefreshFooter {
  /// The three dots, left to right.
  public let dots = (0..<3).map { _ in ShapeLayer() }
  /// Shown with no more data.
  public let endLabel = Label()
  private var textsToken: KeyValueObservation?

  /// 40 points high; the starting state's `stateDidChange(from:)` hides the dots and the end
  /// text.
  public override func prepare() {
    super.prepare()
    frame.size.height = 40
    for dot in dots {
      dot.fillColor = .darkGray
      dot.path = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 8)).cgPath
      layer.addSublayer(dot)
    }
    endLabel.textAlignment = .center
    endLabel.fontSize = 14
    addSubview(endLabel)
    textsToken = observe(\.texts) { footer, _ in  // the window's language changed
      footer.endLabel.text = footer.state == .noMoreData ? footer.texts.noMoreData : nil
    }
  }

  /// Its words in English end with "That's all"; the built-in words in the other languages.
  public override func defaultTexts(for language: RefreshLanguage) -> RefreshTexts {
    var texts = RefreshTexts.footer(in: language)
    if language == .english { texts.noMoreData = "That's all" }
    return texts
  }

  /// The dots side by side in the middle, 16 points apart.
  public override func placeSubviews() {
    super.placeSubviews()
    for (index, dot) in dots.enumerated() {
      dot.frame = CGRect(x: bounds.midX - 20 + CGFloat(index) * 16, y: 16, width: 8, height: 8)
    }
    endLabel.frame = bounds
  }

  /// One dot for each third of the pull.
  public override func pullingPercentDidChange() {
    super.pullingPercentDidChange()
    guard state == .normal || state == .pulling else { return }
    showDots(count: Int((min(pullingPercent, 1) * 3).rounded(.down)))
  }

  /// Blinks the dots while loading; shows the end text with no more data.
  public override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    endLabel.text = state == .noMoreData ? texts.noMoreData : nil
    endLabel.isHidden = state != .noMoreData
    for (index, dot) in dots.enumerated() {
      dot.removeAnimation(forKey: "blink")
      guard state == .refreshing else { continue }
      let blink = BasicAnimation(keyPath: "opacity")
      blink.fromValue = 1
      blink.toValue = 0.2
      blink.duration = 0.3
      blink.beginTime = (window?.now ?? 0) + Double(index) * 0.2
      blink.autoreverses = true
      blink.repeatCount = .infinity
      dot.add(blink, forKey: "blink")
    }
    switch state {
    case .refreshing: showDots(count: 3)
    case .noMoreData: showDots(count: 0)
    default: showDots(count: Int((min(pullingPercent, 1) * 3).rounded(.down)))
    }
  }

  private func showDots(count: Int) {
    for (index, dot) in dots.enumerated() {
      dot.isHidden = index >= count
    }
  }
}
