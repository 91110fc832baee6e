import Foundation
import ViewKitLite
import ViewKitLiteHarness

/// What the shrinker may change in a step.
extension GestureScript.Step {
  /// Whether the step puts a finger down that a later `lift` lifts.
  var startsGesture: Bool {
    switch self {
    case .down: true
    case .call(FuzzWord.pull.rawValue, _): true
    default: false
    }
  }

  /// How many of the step's numbers the shrinker may change.
  var numberCount: Int {
    switch self {
    case .down, .call(FuzzWord.resize.rawValue, _): 2
    case .move: 3
    case .hold, .wait, .call(FuzzWord.pull.rawValue, _), .call(FuzzWord.rows.rawValue, _),
      .call(FuzzWord.arm.rawValue, _):
      1
    default: 0
    }
  }

  /// The step with number `field` smaller or rounder, simplest first; none equal to it.
  func simplerSteps(field: Int) -> [Self] {
    switch self {
    case .down(let point):
      let value = field == 0 ? point.x : point.y
      return Self.rounder(value).map {
        .down(field == 0 ? CGPoint(x: $0, y: point.y) : CGPoint(x: point.x, y: $0))
      }
    case .move(let offset, let duration):
      return simplerMoves(offset, duration, field: field)
    case .hold(let seconds):
      return Self.shorter(seconds, places: 3).map { .hold(TimeInterval($0)) }
    case .wait(let seconds):
      return Self.shorter(seconds, places: 3).map { .wait(TimeInterval($0)) }
    case .call(let name, let words):
      return simplerWords(name, words, field: field).map { .call(name, $0) }
    default:
      return []
    }
  }

  private func simplerMoves(_ offset: CGPoint, _ duration: TimeInterval, field: Int) -> [Self] {
    switch field {
    case 0: Self.shorter(offset.x, places: 0).map { .move(CGPoint(x: $0, y: offset.y), duration) }
    case 1: Self.shorter(offset.y, places: 0).map { .move(CGPoint(x: offset.x, y: $0), duration) }
    default:
      Self.rounder(duration, places: 2).filter { $0 > 0 }.map { .move(offset, TimeInterval($0)) }
    }
  }

  private func simplerWords(_ name: String, _ words: [String], field: Int) -> [[String]] {
    let index =
      switch name {
      case "pull", "arm": 1
      case "resize": field
      default: 0
      }
    guard words.indices.contains(index), let value = Double(words[index]) else { return [] }
    let candidates: [CGFloat] =
      switch name {
      case "rows", "arm": [0, CGFloat(Int(value) / 2)].filter { $0 != CGFloat(value) }
      case "resize": Self.rounder(CGFloat(value), places: 0)
      default: Self.shorter(CGFloat(value), places: 0).filter { $0 >= 0 }
      }
    return candidates.map { candidate in
      var simpler = words
      simpler[index] = GestureScript.number(candidate)
      return simpler
    }
  }

  /// 0, half of `value`, then `value` rounded: the shortest first.
  static func shorter(_ value: CGFloat, places: Int) -> [CGFloat] {
    unique([0, round(value / 2, places: 1)] + rounder(value, places: places), other: value)
  }

  /// `value` rounded to whole numbers, then to `places` decimals at most… down to the one.
  static func rounder(_ value: CGFloat, places: Int = 1) -> [CGFloat] {
    unique((0...max(places, 1)).map { round(value, places: $0) }, other: value)
  }

  static func round(_ value: CGFloat, places: Int) -> CGFloat {
    let scale = CGFloat([1, 10, 100, 1000][min(places, 3)])
    return (value * scale).rounded() / scale
  }

  private static func unique(_ values: [CGFloat], other value: CGFloat) -> [CGFloat] {
    var seen: Set<CGFloat> = [value]
    return values.filter { seen.insert($0).inserted }
  }
}
