/// What tests and the refresh fuzzer read of a control: testing API, behind `@_spi(Testing)` (a control's
/// own code asks ``RefreshBaseView/hearsScrollView``).
extension RefreshBaseView {
  /// Whether the control holds its observations of a scroll view.
  @_spi(Testing) public var isObservingScrollView: Bool { !observations.isEmpty }
}
