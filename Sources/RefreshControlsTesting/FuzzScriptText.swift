import Foundation
import ViewKitLite

/// Writes a fuzzed sequence's steps as a gesture script whose numbers read back exactly: a
/// number that three decimals hold is written with at most three; any other in full, so a
/// replay moves the finger through the same points on the same frames.
enum FuzzScriptText {
  /// The steps as a script, one a line.
  static func text(of steps: [GestureScript.Step]) -> String {
    steps.map(line).joined(separator: "\n") + "\n"
  }

  /// One step as a line.
  static func line(_ step: GestureScript.Step) -> String {
    switch step {
    case .down(let point): "down \(number(point.x)) \(number(point.y))"
    case .move(let offset, let duration):
      "move \(number(offset.x)) \(number(offset.y)) \(number(duration))"
    case .hold(let seconds): "hold \(number(seconds))"
    case .lift: "lift"
    case .wait(let seconds): "wait \(number(seconds))"
    case .end: "end"
    case .snapshot: "snapshot"
    case .call(let name, let words): (["call", name] + words).joined(separator: " ")
    case .expect(let expectation):
      "expect \(expectation.name) \(expectation.value)"
    }
  }

  /// `value` in as few digits as read back exactly.
  static func number(_ value: CGFloat) -> String {
    number(Double(value))
  }

  /// `value` in as few digits as read back exactly.
  static func number(_ value: Double) -> String {
    let short = NumberFormat.string(CGFloat(value))
    return Double(short) == value ? short : "\(value)"
  }
}
