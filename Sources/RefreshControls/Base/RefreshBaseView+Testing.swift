/// What tests and the refresh fuzzer read of a control: package members, not API (a control's
/// own code asks ``RefreshBaseView/hearsScrollView``).
extension RefreshBaseView {
  /// Whether the control holds its observations of a scroll view.
  package var isObservingScrollView: Bool { !observations.isEmpty }
}
