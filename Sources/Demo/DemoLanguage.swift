import Foundation
import RefreshControls
import ViewKitLite

/// The language of the scenes' refresh controls (`--lang`): Chinese, the HW design's own, or
/// English.
enum DemoLanguage: String, CaseIterable {
  case chinese = "zh"
  case english = "en"

  /// Sets the texts of every refresh control in `window` to this language: English gets
  /// MJRefresh's English header and footer texts, Chinese keeps the controls' own. The one
  /// place the demo chooses texts, for a window-level language setting to replace.
  @MainActor
  func apply(to window: Window) {
    guard self == .english else { return }
    var views: [View] = [window]
    while let view = views.popLast() {
      views += view.subviews
      guard let control = view as? RefreshBaseView else { continue }
      let isFooter = control is RefreshFooter || control is AutoRefreshFooter
      control.texts = isFooter ? .englishFooter : .englishHeader
    }
  }
}
