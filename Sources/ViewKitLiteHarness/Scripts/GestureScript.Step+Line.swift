import Foundation
import ViewKitLite

extension GestureScript.Step {
  /// The step as one line of a script, its numbers as ``GestureScript/number(_:)`` writes them:
  /// read back by ``GestureScript/init(_:)``, it is the same step.
  public var line: String {
    let n = GestureScript.number
    return switch self {
    case .down(let point): "down \(n(point.x)) \(n(point.y))"
    case .move(let offset, let duration): "move \(n(offset.x)) \(n(offset.y)) \(n(duration))"
    case .hold(let seconds): "hold \(n(seconds))"
    case .lift: "lift"
    case .wait(let seconds): "wait \(n(seconds))"
    case .end: "end"
    case .snapshot: "snapshot"
    case .call("voiceover", let words): (["voiceover"] + words).joined(separator: " ")
    case .call(let name, let words): (["call", name] + words).joined(separator: " ")
    case .expect(let expectation):
      "expect \(expectation.name) \(expectation.value)"
        + (expectation.tolerance == 0.001 ? "" : " ±\(n(expectation.tolerance))")
    }
  }
}

extension GestureScript {
  /// `value` in as few digits as read back exactly: at most three decimals when those hold it
  /// (`0.25`, `-44`), else every digit Swift needs (`0.30000000000000004`), so a script written
  /// from measured numbers replays on the same frames.
  public static func number(_ value: CGFloat) -> String {
    let short = NumberFormat.string(value)
    return Double(short) == Double(value) ? short : "\(Double(value))"
  }
}
