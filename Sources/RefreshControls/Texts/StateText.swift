import Foundation
import ViewKitLite

/// Keeps a label showing a refresh control's text for its state, or the result it holds: the
/// state label of the state header, the footers and the trailer, in the control's
/// ``RefreshBaseView/labelFont`` and ``RefreshBaseView/labelTextColor``, centred.
///
/// The control keeps it (``RefreshBaseView/showState(in:fillingControl:format:)``) and shows it
/// just before each ``RefreshBaseView/stateDidChange(from:)``, which also runs for the starting
/// state, so the label shows the state's text from the start, as MJRefresh's state label gets
/// its idle title from the first `setState:`. It shows again by itself when the texts or the
/// held result change. A label that fills its control is placed at each layout, before
/// ``RefreshBaseView/placeSubviews()``.
@MainActor
final class StateText {
  private let label: Label
  private let format: @MainActor (String) -> String
  private let fillsControl: Bool
  private var tokens: [KeyValueObservation] = []

  /// Styles `label`, adds it to `control`, and keeps it showing the control's texts or held
  /// result (through `format`: a trailer writes a character a line) as they change; with
  /// `fillsControl`, across the control's bounds.
  init(
    label: Label, in control: RefreshBaseView, fillsControl: Bool,
    format: @escaping @MainActor (String) -> String
  ) {
    self.label = label
    self.format = format
    self.fillsControl = fillsControl
    control.styleLabel(label)
    control.addSubview(label)
    tokens = [
      control.observe(\.texts) { [weak self] control, _ in self?.show(for: control) },
      control.observe(\.heldResult) { [weak self] control, _ in self?.show(for: control) },
    ]
  }

  /// Shows the held result, or the text for the control's state.
  func show(for control: RefreshBaseView) {
    label.text = format(
      control.heldResult?.text(with: control.texts) ?? control.texts.text(for: control.state))
  }

  /// Lays the label across `bounds` when it fills its control.
  func place(in bounds: CGRect) {
    if fillsControl { label.frame = bounds }
  }
}
