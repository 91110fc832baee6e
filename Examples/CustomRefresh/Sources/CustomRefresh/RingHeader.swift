import Foundation
import RefreshControls
import ViewKitLite

/// A header none of the built-in styles has: a ring that fills as you pull, with the
/// percentage beside it; past the threshold the text says to let go, and while refreshing the
/// ring, full, turns, and a held result (``RefreshBaseView/endRefreshing(result:holding:completion:)``)
/// shows in words of the window's language.
///
/// It draws the words it is read by: its texts (its own in English: "Let go", "Loading") for
/// each state, and the percentage, which it gives a screen reader as its value.
///
/// It only draws: the pull rule, the inset, the states and the callbacks are ``RefreshHeader``'s.
public final class RingHeader: RefreshHeader {
  /// The ring, drawn from the top clockwise as far as the pull has come.
  public let ring = ShapeLayer()
  /// The percentage, or what to do next.
  public let percentLabel = Label()
  private var textTokens: [KeyValueObservation] = []

  /// The header is 60 points high; the ring starts empty, and the starting state's
  /// `stateDidChange(from:)` writes the first percentage.
  public override func prepare() {
    super.prepare()
    frame.size.height = 60
    ring.strokeColor = .darkGray
    ring.fillColor = nil
    ring.lineWidth = 4
    ring.strokeEnd = 0
    layer.addSublayer(ring)
    percentLabel.fontSize = 14
    addSubview(percentLabel)
    textTokens = [
      observe(\.heldResult) { header, _ in header.showState() },
      observe(\.texts) { header, _ in header.showState() },  // the window's language changed
    ]
  }

  /// Its words in English: "Let go" past the threshold and "Loading" while refreshing; the
  /// built-in words in the other languages.
  public override func defaultTexts(for language: RefreshLanguage) -> RefreshTexts {
    var texts = RefreshTexts.header(in: language)
    if language == .english { (texts.release, texts.refreshing) = ("Let go", "Loading") }
    return texts
  }

  /// The percentage while it shows, what a screen reader says after the state's text.
  public override var accessibilityValue: String? {
    get { state == .normal ? percentText : nil }
    set {}
  }

  private var percentText: String { "\(Int((min(pullingPercent, 1) * 100).rounded()))%" }

  /// The ring left of the middle, the text right of it.
  public override func placeSubviews() {
    super.placeSubviews()
    ring.frame = CGRect(x: bounds.midX - 44, y: 12, width: 36, height: 36)
    ring.path =
      BezierPath(
        arcCenter: CGPoint(x: 18, y: 18), radius: 15, startAngle: -.pi / 2,
        endAngle: 3 * .pi / 2, clockwise: true
      ).cgPath
    percentLabel.frame = CGRect(x: bounds.midX, y: 20, width: 100, height: 20)
  }

  /// Fills the ring and counts the percentage as the pull grows.
  public override func pullingPercentDidChange() {
    super.pullingPercentDidChange()
    guard state != .refreshing else { return }
    ring.strokeEnd = min(pullingPercent, 1)
    showState()
  }

  /// Turns the ring while refreshing; empties it after.
  public override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if state == .refreshing {
      ring.strokeEnd = 1
      let spin = BasicAnimation(keyPath: "transform.rotation.z")
      spin.fromValue = 0
      spin.toValue = 2 * Double.pi
      spin.duration = 0.8
      spin.repeatCount = .infinity
      ring.add(spin, forKey: "spin")
    } else {
      ring.removeAnimation(forKey: "spin")
      ring.strokeEnd = min(pullingPercent, 1)
    }
    showState()
  }

  private func showState() {
    switch state {
    case .pulling: percentLabel.text = texts.release
    case .refreshing: percentLabel.text = accessibilityStateText
    default: percentLabel.text = percentText
    }
  }
}
