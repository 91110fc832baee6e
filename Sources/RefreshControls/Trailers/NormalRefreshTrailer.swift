import Foundation
import ViewKitLite

/// A trailer that says its state in words, one character a line down its middle, as
/// MJRefresh's `MJRefreshNormalTrailer` does, in its look (bold 14 pt, `#5A5A5A`); what
/// `addTrailerRefresh(_:)` installs.
open class NormalRefreshTrailer: RefreshTrailer {
  /// The state's text (or a held result), a character a line, in the class's
  /// ``RefreshBaseView/labelFont`` and ``RefreshBaseView/labelTextColor``, centred.
  public let stateLabel = Label()
  private var stateText: StateText?

  /// Adds the state label and keeps it showing the state's words, a character a line.
  open override func prepare() {
    super.prepare()
    stateLabel.numberOfLines = 0
    stateText = StateText(label: stateLabel, in: self) { words in
      words.map(String.init).joined(separator: "\n")
    }
  }

  /// The label fills the trailer. Call `super`.
  open override func placeSubviews() {
    super.placeSubviews()
    stateLabel.frame = bounds
  }

  /// Shows the state's text, the starting state's too. Call `super`.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    stateText?.show(for: self)
  }
}
