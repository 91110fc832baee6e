import Foundation
import RefreshControls
import ViewKitLite

/// ESPullToRefresh's default header, ported: an arrow that turns as the pull passes the
/// threshold, a spinner while refreshing, and a line of words (ESPullToRefresh's own in English:
/// "Pull to refresh", "Release to refresh", "Loading..."). Like ESPullToRefresh, it calls its
/// handler once its begin has shown: it defers the callback and sends it from
/// ``RefreshBaseView/refreshingInsetDidShow()``, with no timer guessing how long the inset takes.
/// As a refresh ends, its words fold away to nothing, and come back at rest.
public final class ESStyleHeader: RefreshHeader {
  /// The arrow, pointing down until the pull passes the threshold.
  public let arrow = ImageView(image: Image(named: "arrow"))
  /// Turns while refreshing, in the arrow's place.
  public let spinner = ActivityIndicatorView()
  /// The state's words.
  public let label = Label()
  private var foldsWords = false

  /// 54 points high: ESPullToRefresh's trigger, and its header's height.
  public override func prepare() {
    super.prepare()
    frame.size.height = 54
    arrow.frame.size = CGSize(width: 18, height: 18)
    arrow.contentMode = .scaleAspectFit
    addSubview(arrow)
    addSubview(spinner)
    showState(in: label, fillingControl: false)
  }

  /// ESPullToRefresh's words in English; the built-in ones in the other languages.
  public override func defaultTexts(for language: RefreshLanguage) -> RefreshTexts {
    var texts = RefreshTexts.header(in: language)
    if language == .english {
      (texts.pull, texts.release, texts.refreshing) = (
        "Pull to refresh", "Release to refresh", "Loading..."
      )
    }
    return texts
  }

  /// The handler runs once the begin has shown, as ESPullToRefresh's does.
  public override var defersRefreshingCallback: Bool { true }

  /// The begin's inset is in place: call back now.
  public override func refreshingInsetDidShow() {
    super.refreshingInsetDidShow()
    sendRefreshingCallback()
  }

  /// The arrow and spinner left of the words; the words fold to nothing while an end runs.
  public override func placeSubviews() {
    super.placeSubviews()
    arrow.center = CGPoint(x: bounds.midX - 80, y: bounds.midY)
    spinner.center = arrow.center
    label.frame = CGRect(
      x: bounds.midX - 60, y: bounds.midY - 10, width: 160, height: foldsWords ? 0 : 20)
  }

  /// Turns the arrow at the threshold, spins while refreshing, folds the words at the end.
  public override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    arrow.isHidden = state == .refreshing
    if state == .refreshing { spinner.startAnimating() } else { spinner.stopAnimating() }
    View.animate(withDuration: 0.2) {
      self.arrow.transform = self.state == .pulling ? Transform(rotationAngle: .pi) : .identity
    }
    guard oldState == .refreshing else { return }
    foldsWords = true
    View.animate(withDuration: slowAnimationDuration) {
      self.setNeedsLayout()
      self.layoutIfNeeded()
    } completion: { [weak self] _ in
      self?.foldsWords = false
      self?.setNeedsLayout()
    }
  }
}
