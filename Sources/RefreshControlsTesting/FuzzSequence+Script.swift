import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteHarness

/// Plays script steps on the scene, exactly as `GestureScript.play(in:vocabulary:)` plays them
/// with the scene's vocabulary (``FuzzScene``): the fuzzer, its replays and a test playing a
/// printed script move the same finger on the same frames.
extension FuzzSequence {
  /// Plays `steps` and writes them into the sequence's script.
  func play(_ steps: [GestureScript.Step]) {
    for step in steps {
      self.steps.append(step)
      perform(step)
    }
  }

  /// Plays `steps` as ``play(_:)`` does, running the window with `run(for:)` through each
  /// wait, so that tasks on its clock start and end at their frames.
  func run(_ steps: [GestureScript.Step]) async {
    for step in steps {
      self.steps.append(step)
      if case .wait(let seconds) = step {
        await window.run(for: seconds)
      } else {
        perform(step)
      }
    }
  }

  /// Plays one step; a `call` of a word the scene does not know is a diagnostic, as in
  /// `GestureScript.play`.
  func perform(_ step: GestureScript.Step) {
    switch step {
    case .down(let point):
      guard finger == nil else { return }
      finger = window.touchDown(at: point)
    case .move(let offset, let duration):
      finger?.move(by: offset, duration: duration)
    case .hold(let seconds):
      if let finger { finger.hold(for: seconds) } else { window.advance(by: seconds) }
    case .lift:
      finger?.lift()
      finger = nil
    case .wait(let seconds):
      window.advance(by: seconds)
    case .end:
      askEnd()
    case .call(let name, let words):
      if !perform(name, words) {
        window.reportDiagnostic(member: "FuzzScene", "no action is named '\(name)'; nothing done.")
      }
    case .expect(let expectation):
      let actual = read(expectation.name)
      check(
        .expectation, actual.map(expectation.isMet) ?? false,
        "expect \(expectation.name) \(expectation.value): "
          + (actual.map { "found \($0)" } ?? "no value is named '\(expectation.name)'"))
    case .snapshot:
      break
    }
  }

  /// The value an `expect` line names: `invariants` (`held` or `broken`), a check by name
  /// (`rule.arming`, `invariant.idleInset`), `state`, `callbacks`, or the geometry of the
  /// window's first scroll view.
  func read(_ name: String) -> String? {
    if name == "invariants" { return failure == nil ? "held" : "broken" }
    if Self.checkNames.contains(name) { return failedCheck?.expectName == name ? "broken" : "held" }
    switch name {
    case "state": return subject.state.rawValue
    case "callbacks": return String(subject.callbacks)
    default: return GestureScript.Vocabulary().read(name, in: window)
    }
  }

  /// The names of every check, as `expect` lines read them.
  static let checkNames = Set(
    RefreshRule.allCases.map(\.expectName) + FuzzInvariant.allCases.map(\.expectName))
}
