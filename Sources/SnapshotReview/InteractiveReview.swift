import Foundation
import SnapshotFiles

/// Shows each pending snapshot beside its reference and asks what to do with it: accept,
/// reject, skip, accept all, quit; a key and Return each.
struct InteractiveReview {
  let reviewer: SnapshotReviewer

  /// The keys and what they do, as the prompt lists them.
  static let prompt = "[a]ccept  [r]eject  [s]kip  [A]ccept all  [q]uit > "

  func run() throws(ReviewError) {
    let pending = reviewer.folders.pending()
    guard !pending.isEmpty else {
      reviewer.output("No pending snapshots.\n")
      return
    }
    var tally = (accepted: 0, rejected: 0, skipped: 0)
    var acceptingAll = false
    for (index, snapshot) in pending.enumerated() {
      if !acceptingAll { show(snapshot, index + 1, of: pending.count) }
      let key = acceptingAll ? "A" : ask()
      switch key {
      case "a", "A":
        acceptingAll = key == "A"
        try reviewer.accept(snapshot)
        tally.accepted += 1
      case "r":
        try reviewer.reject(snapshot)
        tally.rejected += 1
      case "s":
        tally.skipped += 1
      default:
        tally.skipped += pending.count - index
        return summarise(tally)
      }
    }
    summarise(tally)
  }

  private func show(_ snapshot: PendingSnapshot, _ number: Int, of total: Int) {
    let path = reviewer.folders.relativePath(of: snapshot.reference)
    let new = (try? snapshot.newText()) ?? ""
    let reference = snapshot.referenceText()
    var text = "\n[\(number)/\(total)] \(path)"
    text += reference == nil ? " (no reference yet)\n" : "\n"
    text += SnapshotComparison.render(reference: reference, new: new)
    reviewer.output(text.hasSuffix("\n") ? text : text + "\n")
  }

  /// The key asked for: `a`, `r`, `s`, `A` or `q` (the end of input is `q`).
  private func ask() -> String {
    while true {
      reviewer.output(InteractiveReview.prompt)
      guard let line = reviewer.input() else { return "q" }
      let key = line.trimmingCharacters(in: .whitespaces)
      if ["a", "r", "s", "A", "q"].contains(key) { return key }
      reviewer.output("'\(key)' is not a key here.\n")
    }
  }

  private func summarise(_ tally: (accepted: Int, rejected: Int, skipped: Int)) {
    reviewer.output(
      "\nAccepted \(tally.accepted), rejected \(tally.rejected), skipped \(tally.skipped).\n")
  }
}
