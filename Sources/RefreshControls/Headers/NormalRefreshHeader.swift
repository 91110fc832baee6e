import Foundation
import ViewKitLite

/// The HW design's header, what `addHeaderRefresh(_:)` installs: MJRefresh's
/// `MJRefreshNormalHeader`.
///
/// 44 points high with its last updated time hidden, as the HW design has it (shown, the header
/// is 54 points and the time sits under the pair), an image 30 × 30 and the state label 100 × 20
/// side by side, the pair centred:
/// the image at ((width − 130) / 2, 7), the label after it at y 12. The image shows the HW
/// design's still frame, drawn here as an arrow pointing down, and turns it up (0.25 s) once a
/// release would refresh and down again when the pull falls back, as MJRefresh's normal header
/// turns its arrow; while refreshing it cycles HW's two frames every 0.3 s. Its labels keep the HW
/// design's look, regular 14 pt in black, and in simplified Chinese its words
/// (``RefreshTexts/chineseHeader``: 下拉即可刷新, 释放即可刷新, 刷新中...); in the other languages
/// it says MJRefresh's.
open class NormalRefreshHeader: StateRefreshHeader {
  /// The header's height: 44 points.
  public static let height: CGFloat = 44
  /// The image: the arrow at rest (turned up while armed), two frames cycling every 0.3 s while
  /// refreshing.
  public let imageView = ImageView()

  /// The HW design's label font: regular 14 pt.
  open override class var labelFont: Font { .systemFont(ofSize: 14) }

  /// The HW design's label colour: black.
  open override class var labelTextColor: Color { .black }

  /// The HW design's words in simplified Chinese (``RefreshTexts/chineseHeader``), MJRefresh's
  /// in the other languages.
  open override func defaultTexts(for language: RefreshLanguage) -> RefreshTexts {
    language == .simplifiedChinese ? .chineseHeader : super.defaultTexts(for: language)
  }

  /// Sets the HW image and animation.
  open override func prepare() {
    super.prepare()
    lastUpdatedTimeLabel.isHidden = true
    frame.size.height = NormalRefreshHeader.height
    imageView.image = RefreshImages.refreshing
    imageView.animationImages = [RefreshImages.refreshing01, RefreshImages.refreshing02]
    imageView.animationDuration = 0.3
    insertSubview(imageView, at: 0)
  }

  /// The image and label pair, centred; with the time shown, the pair 5 points higher and
  /// the time in the last 20 points. Call `super`.
  open override func placeSubviews() {
    super.placeSubviews()
    let x = (bounds.width - 30 - 100) / 2
    let lift: CGFloat = lastUpdatedTimeLabel.isHidden ? 0 : 5
    imageView.frame = CGRect(x: x, y: 7 - lift, width: 30, height: 30)
    stateLabel.frame = CGRect(x: x + 30, y: 12 - lift, width: 100, height: 20)
    if !lastUpdatedTimeLabel.isHidden {
      lastUpdatedTimeLabel.frame = CGRect(
        x: 0, y: bounds.height - 20, width: bounds.width, height: 20)
    }
  }

  /// Turns the arrow up while armed and down otherwise, and animates the image while
  /// refreshing. Call `super`.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if state == .refreshing {
      imageView.transform = .identity
      imageView.startAnimating()
      return
    }
    imageView.stopAnimating()
    let turn = state == .pulling ? Transform(rotationAngle: .pi) : .identity
    guard oldState != state, oldState != .refreshing, window != nil else {
      imageView.transform = turn
      return
    }
    View.animate(withDuration: fastAnimationDuration) { self.imageView.transform = turn }
  }
}
