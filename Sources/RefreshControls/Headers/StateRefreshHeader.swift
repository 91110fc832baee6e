import Foundation
import ViewKitLite

/// A header that shows its state in words: MJRefresh's `MJRefreshStateHeader`.
///
/// ``stateLabel`` fills the header and shows ``RefreshBaseView/texts`` for the state (the HW
/// design's Chinese texts unless set: `.englishHeader` gives MJRefresh's English ones); set one
/// text with ``RefreshBaseView/setTitle(_:for:)``.
open class StateRefreshHeader: RefreshHeader {
  /// The state's text, 14 pt, centred.
  public let stateLabel = Label()
  private var stateText: StateText?

  /// Adds the state label with the header texts.
  open override func prepare() {
    super.prepare()
    texts = .chineseHeader
    stateText = StateText(label: stateLabel, in: self)
  }

  /// The label fills the header. Call `super`.
  open override func placeSubviews() {
    super.placeSubviews()
    stateLabel.frame = bounds
  }

  /// The HW name of the text shown at rest.
  public var pullToRefreshText: String {
    get { texts.pull }
    set { texts.pull = newValue }
  }

  /// The HW name of the text shown past the threshold.
  public var releaseToRefreshText: String {
    get { texts.release }
    set { texts.release = newValue }
  }

  /// The HW name of the text shown while refreshing.
  public var refreshingText: String {
    get { texts.refreshing }
    set { texts.refreshing = newValue }
  }
}
