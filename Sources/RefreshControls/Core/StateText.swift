import ViewKitLite

/// Keeps a label showing a refresh control's text for its state, or the result it holds: the
/// state label of the state header and the normal footers, set up as the HW design's (14 pt,
/// centred).
@MainActor
final class StateText {
  private var tokens: [KeyValueObservation] = []

  /// Sets `label` up, adds it to `control`, and shows the text for the control's state in it
  /// (through `format`: a trailer writes a character a line), now and whenever the state, the
  /// texts or the held result change.
  init(
    label: Label, in control: RefreshBaseView,
    format: @escaping @MainActor (String) -> String = { $0 }
  ) {
    label.fontSize = 14
    label.textAlignment = .center
    control.addSubview(label)
    let show: @MainActor (RefreshBaseView) -> Void = { [weak label] control in
      label?.text = format(
        control.heldResult?.text(with: control.texts) ?? control.texts.text(for: control.state))
    }
    tokens = [
      control.observe(\.state, options: .initial) { control, _ in show(control) },
      control.observe(\.texts) { control, _ in show(control) },
      control.observe(\.heldResult) { control, _ in show(control) },
    ]
  }
}
