import Foundation
import Testing
import ViewKitLite

/// Observers that write back to what they observe from their `.initial` or `.prior` call, as
/// KVO code does to clamp or normalise a value: the write is a change of its own, heard in
/// order, and the outer change still ends with its own value.
@MainActor
@Suite("Observers that write back")
struct WriteBackObservationTests {
  @Test("from the initial call: the write is heard as a change, after the initial value")
  func fromInitial() {
    let view = View()
    var heard: [String] = []
    let token = view.observe(\.alpha, options: [.initial, .new]) { view, change in
      heard.append("new \(change.newValue.map { NumberFormat.string($0) } ?? "-")")
      if change.newValue == 1 { view.alpha = 0.5 }
    }
    #expect(heard == ["new 1", "new 0.5"])
    #expect(view.alpha == 0.5)
    view.alpha = 0.25
    #expect(heard == ["new 1", "new 0.5", "new 0.25"])
    _ = token
  }

  /// The outer change reports the old value it saw before it began, as Foundation's KVO does.
  @Test("from the prior call: the write is heard whole, then the outer change lands on top")
  func fromPrior() {
    let view = View()
    var heard: [String] = []
    var wrote = false
    let token = view.observe(\.alpha, options: [.prior, .old, .new]) { view, change in
      let old = change.oldValue.map { NumberFormat.string($0) } ?? "-"
      let new = change.newValue.map { NumberFormat.string($0) } ?? "-"
      heard.append("\(change.isPrior ? "prior" : "did") \(old)→\(new)")
      if change.isPrior, !wrote {
        wrote = true
        view.alpha = 0.25
      }
    }
    view.alpha = 0.75
    #expect(view.alpha == 0.75)
    #expect(heard == ["prior 1→-", "prior 1→-", "did 1→0.25", "did 1→0.75"])
    _ = token
  }
}
