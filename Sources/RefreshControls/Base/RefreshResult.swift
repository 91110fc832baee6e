/// How a refresh went, shown for a moment before the control collapses: see
/// ``RefreshBaseView/endRefreshing(result:holding:completion:)``.
public enum RefreshResult: Hashable, Sendable {
  /// It worked; the text, or the control's ``RefreshTexts/success`` when `nil`.
  case success(String?)
  /// It failed; the text, or the control's ``RefreshTexts/failure`` when `nil`.
  case failure(String?)

  /// The words to show, from `texts` when the result carries none.
  public func text(with texts: RefreshTexts) -> String {
    switch self {
    case .success(let text): text ?? texts.success
    case .failure(let text): text ?? texts.failure
    }
  }
}
