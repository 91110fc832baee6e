import Foundation
import ViewKitLite

/// A trailer that says its state in words, one character a line down its middle, as
/// MJRefresh's `MJRefreshNormalTrailer` does; what `addTrailerRefresh(_:)` installs.
open class NormalRefreshTrailer: RefreshTrailer {
  /// The state's text (or a held result), a character a line, 14 pt, centred.
  public let stateLabel = Label()
  private var tokens: [KeyValueObservation] = []

  /// Adds the state label and keeps it showing the state's words, a character a line.
  open override func prepare() {
    super.prepare()
    stateLabel.fontSize = 14
    stateLabel.textAlignment = .center
    stateLabel.numberOfLines = 0
    addSubview(stateLabel)
    let show: @MainActor (RefreshBaseView) -> Void = { [weak stateLabel] control in
      let words =
        control.heldResult?.text(with: control.texts) ?? control.texts.text(for: control.state)
      stateLabel?.text = words.map(String.init).joined(separator: "\n")
    }
    tokens = [
      observe(\.state, options: .initial) { control, _ in show(control) },
      observe(\.texts) { control, _ in show(control) },
      observe(\.heldResult) { control, _ in show(control) },
    ]
  }

  /// The label fills the trailer. Call `super`.
  open override func placeSubviews() {
    super.placeSubviews()
    stateLabel.frame = bounds
  }
}
