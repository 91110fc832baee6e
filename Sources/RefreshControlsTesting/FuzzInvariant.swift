/// A check the fuzzer makes on every frame besides the rules of the control's base
/// (``RefreshRule``): bookkeeping any control must keep, whatever it looks like.
///
/// A failure names the one it broke (``FuzzFailure/invariant``), and a shrunk script checks it
/// by name: `expect invariant.idleInset held`.
public enum FuzzInvariant: String, CaseIterable, Codable, Sendable {
  /// The state is one the control may be in (a header never reports `.noMoreData`).
  case legalState
  /// No refresh calls its callback twice.
  case callbackOnce
  /// A refresh that stays a second on screen calls its callback.
  case callbackRuns
  /// Every end's completion runs once, not twice.
  case completionOnce
  /// Every end's completion has run by the time nothing moves.
  case completionRuns
  /// Once idle, each scroll view's inset is exactly the app's own (plus an automatic footer's
  /// height while it shows).
  case idleInset
  /// No frame, bounds or layer value in the window is NaN or infinite.
  case finite
  /// The offset stays within the rubber band's reach, unless a finger holds it (the limits
  /// can move under a finger: rows reloaded mid-drag); it is back within once the finger lifts.
  case rubberBand
  /// A scroll view carries exactly the observations its control registered when it attached,
  /// and none once the control has left.
  case observations
  /// After the sequence, the window, both scroll views, the control and its first layer are
  /// released, though a custom action the screen reader was offered is still held (performing
  /// it then does nothing).
  case released
  /// A refresh is announced once: never twice, and by the time it is on screen. Its words count
  /// whichever notification carries them, as a screen reader speaks them all.
  case announcedOnce
  /// A control's accessibility label is the text of its state (or of the result it holds) on
  /// every frame.
  case labelAgrees
  /// Every word the control draws is said by its accessibility label or value (whitespace
  /// ignored): a screen reader reads the words the screen shows. Read from the picture of its
  /// frame on the frame it comes to show whole, and again on each later frame on which its
  /// label, value or state changes while it shows whole. A control that draws no words is not
  /// judged.
  case drawnWordsAgree
  /// With async loads, 3 s after the last action no control on screen is still refreshing
  /// with no load running.
  case loadsEnd
  /// A script's `expect` line holds, when a replay or the corpus plays it.
  case expectation

  /// The name a script's `expect` line reads it by: `invariant.` and the case's name.
  public var expectName: String { "invariant.\(rawValue)" }
}
