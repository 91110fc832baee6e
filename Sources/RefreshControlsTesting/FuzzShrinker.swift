import Foundation
import ViewKitLite
import ViewKitLiteHarness

/// Shrinks a failing fuzz script: drops actions, then steps inside gestures, then makes numbers
/// smaller and rounder, keeping each change only if a replay still breaks the same check.
/// Deterministic: the same failure shrinks to the same script on every machine, in at most
/// `budget` replays.
@MainActor
package struct FuzzShrinker {
  /// A replay: the check the steps break on a scene for the setup, if any.
  typealias Replay = @MainActor (FuzzSetup, [GestureScript.Step]) -> FuzzCheck?

  let check: FuzzCheck
  let budget: Int
  let replay: Replay
  private(set) var replays = 0

  init(check: FuzzCheck, budget: Int, replay: @escaping Replay) {
    self.check = check
    self.budget = budget
    self.replay = replay
  }

  /// The smallest setup and steps found that still break ``check``.
  mutating func shrink(
    _ setup: FuzzSetup, _ steps: [GestureScript.Step]
  ) -> (FuzzSetup, [GestureScript.Step]) {
    var setup = setup
    var units = Self.units(of: steps)
    var count = Int.max
    while units.joined().count < count, replays < budget {
      count = units.joined().count
      dropUnits(&units, setup)
      dropStepsInsideGestures(&units, setup)
      unwrapGestures(&units, setup)
      mergeNeighbours(&units, setup)
    }
    simplifyRows(&setup, units)
    simplifyNumbers(&units, setup)
    return (setup, units.flatMap { $0 })
  }

  /// Whether `steps` on `setup` still break the check; `false` once the budget is spent.
  mutating func stillFails(_ setup: FuzzSetup, _ units: [[GestureScript.Step]]) -> Bool {
    guard replays < budget else { return false }
    replays += 1
    return replay(setup, units.flatMap { $0 }) == check
  }

  /// The steps in units that are dropped whole: a gesture from its `down` (or `call pull`) to
  /// its `lift`, and every other step alone.
  static func units(of steps: [GestureScript.Step]) -> [[GestureScript.Step]] {
    var units: [[GestureScript.Step]] = []
    var gesture: [GestureScript.Step]?
    for step in steps {
      if var open = gesture {
        open.append(step)
        gesture = step == .lift ? nil : open
        if step == .lift { units.append(open) }
      } else if step.startsGesture {
        gesture = [step]
      } else {
        units.append([step])
      }
    }
    if let gesture { units.append(gesture) }
    return units
  }

  /// Drops runs of units, halving the run's length down to one unit at a time.
  mutating func dropUnits(_ units: inout [[GestureScript.Step]], _ setup: FuzzSetup) {
    var size = max(units.count / 2, 1)
    while true {
      var index = 0
      var dropped = false
      while index < units.count {
        var candidate = units
        candidate.removeSubrange(index..<min(index + size, units.count))
        if stillFails(setup, candidate) {
          units = candidate
          dropped = true
        } else {
          index += size
        }
      }
      if size == 1 && !dropped || replays >= budget { return }
      size = max(size / 2, 1)
    }
  }

  /// Drops the steps between a gesture's first and last, one at a time.
  mutating func dropStepsInsideGestures(
    _ units: inout [[GestureScript.Step]], _ setup: FuzzSetup
  ) {
    for unit in units.indices where units[unit].count > 2 {
      var inner = units[unit].count - 2
      while inner >= 1 {
        var candidate = units
        candidate[unit].remove(at: inner)
        if stillFails(setup, candidate) { units = candidate }
        inner -= 1
      }
    }
  }

  /// A gesture whose finger does not matter becomes what happens while it is down, with the
  /// time its moves and holds took as waits.
  mutating func unwrapGestures(_ units: inout [[GestureScript.Step]], _ setup: FuzzSetup) {
    var index = 0
    while index < units.count {
      guard units[index].first?.startsGesture == true else {
        index += 1
        continue
      }
      let inner: [[GestureScript.Step]] = units[index].compactMap { step in
        switch step {
        case .move(_, let seconds), .hold(let seconds): [.wait(seconds)]
        case .call(FuzzWord.pull.rawValue, _), .down, .lift: nil
        default: [step]
        }
      }
      var candidate = units
      candidate.replaceSubrange(index...index, with: inner)
      if stillFails(setup, candidate) {
        units = candidate
        index += inner.count
      } else {
        index += 1
      }
    }
  }

  /// Two waits in a row become one as long, and so do two moves of a gesture in a row: the
  /// same time passes in fewer lines.
  mutating func mergeNeighbours(_ units: inout [[GestureScript.Step]], _ setup: FuzzSetup) {
    var index = 0
    while index + 1 < units.count {
      if case .wait(let first) = units[index].first, units[index].count == 1,
        case .wait(let second) = units[index + 1].first, units[index + 1].count == 1
      {
        var candidate = units
        candidate[index] = [.wait(first + second)]
        candidate.remove(at: index + 1)
        if stillFails(setup, candidate) {
          units = candidate
          continue
        }
      }
      index += 1
    }
    for unit in units.indices {
      mergeMoves(&units, unit, setup)
    }
  }

  private mutating func mergeMoves(
    _ units: inout [[GestureScript.Step]], _ unit: Int, _ setup: FuzzSetup
  ) {
    var step = 0
    while step + 1 < units[unit].count {
      if case .move(let first, let firstTime) = units[unit][step],
        case .move(let second, let secondTime) = units[unit][step + 1]
      {
        var candidate = units
        let offset = CGPoint(x: first.x + second.x, y: first.y + second.y)
        candidate[unit][step] = .move(offset, firstTime + secondTime)
        candidate[unit].remove(at: step + 1)
        if stillFails(setup, candidate) {
          units = candidate
          continue
        }
      }
      step += 1
    }
  }

  /// Fewer rows: none, or half as many.
  mutating func simplifyRows(_ setup: inout FuzzSetup, _ units: [[GestureScript.Step]]) {
    for rows in [0, setup.rows / 2] where rows < setup.rows {
      var candidate = setup
      candidate.rows = rows
      if stillFails(candidate, units) {
        setup = candidate
        return
      }
    }
  }

  /// Each number of each step made smaller or rounder: the first of its candidates that still
  /// fails is kept.
  mutating func simplifyNumbers(_ units: inout [[GestureScript.Step]], _ setup: FuzzSetup) {
    for unit in units.indices {
      for step in units[unit].indices {
        for field in 0..<units[unit][step].numberCount {
          for simpler in units[unit][step].simplerSteps(field: field) {
            var candidate = units
            candidate[unit][step] = simpler
            if stillFails(setup, candidate) {
              units = candidate
              break
            }
          }
        }
      }
    }
  }
}
