import ViewKitLite

/// What a control keeps about one refresh, from its begin until its end has finished: made
/// when the state turns `.refreshing`, dropped once the inset the refresh added has gone back
/// and the ends waiting for that have run. A refresh begun while the last one's end is still
/// finishing gets a new one, and the ends that waited for the last run then.
struct RefreshInProgress {
  /// What the control added to the inset when the refresh began: its end has finished once
  /// the control adds no more than this, shown.
  var insetBefore: EdgeInsets
  /// Whether the callback is due, waiting only for the control to be on screen.
  var callbackPending = false
  /// Whether the refresh has called back: each refresh calls back once.
  var hasCalledBack = false
  /// Whether the inset the begin shows has finished animating into place, on screen, and
  /// ``RefreshBaseView/refreshingInsetDidShow()`` has run.
  var insetShown = false
  /// Whether the refresh has yet to be announced: it began off screen.
  var announcementPending = false
  /// The completion of an end that holds its result, run with the collapse.
  var heldEndCompletion: (@MainActor () -> Void)?
  /// The completions of ends waiting for the inset to go back, oldest first.
  var endCompletions: [@MainActor () -> Void] = []

  /// A refresh beginning while the control adds `insetBefore` to the inset.
  init(insetBefore: EdgeInsets) {
    self.insetBefore = insetBefore
  }
}
