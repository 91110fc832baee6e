/// The animations started by one `View.animate` block, and its completion.
///
/// The completion runs once, on the frame the last animation ends: with `true` when every
/// animation ran to its end, `false` when any was replaced or removed first.
@MainActor
final class AnimationGroup {
  private var pending = 0
  private var allFinished = true
  private var completion: (@MainActor (Bool) -> Void)?

  init(completion: (@MainActor (Bool) -> Void)?) {
    self.completion = completion
  }

  func add() {
    pending += 1
  }

  /// One animation ended; `finished` tells whether it reached its end.
  func end(finished: Bool) {
    allFinished = allFinished && finished
    pending -= 1
    if pending == 0 {
      complete()
    }
  }

  /// Runs the completion now (once).
  func complete() {
    let completion = self.completion
    self.completion = nil
    completion?(allFinished)
  }
}
