/// A call into a control from inside its own callback, an end's completion, or an observer of
/// its state: what an app does, and what a control must survive.
enum Reentry: String, CaseIterable {
  case endInCallback = "end inside the callback"
  case beginInCompletion = "begin inside an end's completion"
  case removeControlInCallback = "remove the control inside the callback"
  case removeTableInCallback = "remove the scroll view inside the callback"
  case reloadInCallback = "reload the rows inside the callback"
  case endWithResultInCallback = "end with a result inside the callback"
  case observerBegins = "an observer of the state begins"
  case observerEnds = "an observer of the state ends"

  /// The word a script arms it by: `call arm endInCallback 12`.
  var word: String { String(describing: self) }

  /// The call a script's word names.
  init?(word: String) {
    guard let match = Self.allCases.first(where: { $0.word == word }) else { return nil }
    self = match
  }
}
