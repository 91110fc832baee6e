import Foundation
import ViewKitLite

/// A trailer that says its state in words, one character a line down its middle, as
/// MJRefresh's `MJRefreshNormalTrailer` does, in its look (bold 14 pt, `#5A5A5A`); what
/// `addTrailerRefresh(_:)` installs.
open class NormalRefreshTrailer: RefreshTrailer {
  /// The state's text (or a held result), a character a line, in the class's
  /// ``RefreshBaseView/labelFont`` and ``RefreshBaseView/labelTextColor``, centred.
  public let stateLabel = Label()

  /// Adds the state label, across the trailer, saying the state a character a line.
  open override func prepare() {
    super.prepare()
    stateLabel.numberOfLines = 0
    showState(in: stateLabel) { words in words.map(String.init).joined(separator: "\n") }
  }
}
