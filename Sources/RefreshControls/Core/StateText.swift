import ViewKitLite

/// Keeps a label showing a refresh control's text for its state: the state label of the state
/// header and the normal footers, set up as the HW design's (14 pt, centred).
@MainActor
final class StateText {
  private var tokens: [KeyValueObservation] = []

  /// Sets `label` up, adds it to `control`, and shows the text for the control's state in it,
  /// now and whenever the state or the texts change.
  init(label: Label, in control: RefreshBaseView) {
    label.fontSize = 14
    label.textAlignment = .center
    control.addSubview(label)
    tokens = [
      control.observe(\.state, options: .initial) { [weak label] control, _ in
        label?.text = control.texts.text(for: control.state)
      },
      control.observe(\.texts) { [weak label] control, _ in
        label?.text = control.texts.text(for: control.state)
      },
    ]
  }
}
