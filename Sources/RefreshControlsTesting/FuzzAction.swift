import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteHarness

/// One kind of action a fuzzed sequence draws: its name, its weight among the actions drawn
/// with it, and the script lines it writes, whose numbers it draws from the same stream.
///
/// Every action a sequence plays is a row of one of the three tables below, so the mix is
/// read here and nowhere else: ``main``, one drawn for each of a sequence's actions;
/// ``whileFingerDown``, what the app does between the strokes of a held gesture; and
/// ``screenReader``, the screen reader's. How often the held gesture, the screen reader and an
/// armed call come first is ``Odds``. A table draws one of its rows in proportion to their
/// weights, in row order: the rows and weights of a table are what decide a seed's sequences.
@MainActor
struct FuzzAction {
  /// The action's name, as a report's mix counts it.
  let name: String
  /// How many of the table's equal chances are this action's.
  let weight: Int
  /// Writes the action's script lines (none when the scene has nothing for it to act on),
  /// drawing its numbers from the stream.
  let steps: @MainActor (FuzzSequence, inout SplitMix64) -> [GestureScript.Step]

  /// How often, before an action of ``main``, something else comes first: one time in so many,
  /// each from a stream of its own, so that the main actions and their timing stay the same
  /// whether it is on or off.
  enum Odds {
    /// A call armed to run inside the control's callback, completion or observer.
    static let armedCall = 8
    /// A gesture whose finger stays down through other actions.
    static let heldGesture = 4
    /// A screen-reader action.
    static let screenReader = 4
    /// A refresh begun halfway through a pull's hold (of the pulls).
    static let beginUnderFinger = 3
  }

  /// Draws one row of `table`, in proportion to the weights.
  static func draw(from table: [FuzzAction], using random: inout SplitMix64) -> FuzzAction {
    var roll = Int.random(in: 0..<table.reduce(0) { $0 + $1.weight }, using: &random)
    for action in table {
      if roll < action.weight { return action }
      roll -= action.weight
    }
    return table[table.count - 1]
  }
}

extension FuzzAction {
  /// One action of a sequence.
  static let main: [FuzzAction] = [
    FuzzAction(name: "drag", weight: 1) { sequence, random in sequence.drag(random: &random) },
    FuzzAction(name: "pull", weight: 2) { sequence, random in
      sequence.pull(sequence.table ?? sequence.tables[0], random: &random)
    },
    FuzzAction(name: "fling", weight: 1) { sequence, random in
      sequence.fling(
        from: CGPoint(x: (sequence.table ?? sequence.tables[0]).bounds.midX, y: 300),
        random: &random)
    },
    FuzzAction(name: "wait", weight: 1) { sequence, random in
      let seconds = Double.random(in: 0...1.5, using: &random)
      sequence.log.append("wait \(NumberFormat.string(seconds))s")
      return [.wait(seconds)]
    },
    FuzzAction(name: "begin", weight: 1) { sequence, _ in
      sequence.log.append("beginRefreshing()")
      return [.call(.begin)]
    },
    FuzzAction(name: "end", weight: 1) { sequence, _ in
      sequence.log.append("endRefreshing()")
      return [.call(.end)]
    },
    FuzzAction(name: "rows", weight: 1) { sequence, random in
      let rows = Int.random(in: 0...60, using: &random)
      sequence.log.append("\(rows) rows")
      return [.call(.rows, [String(rows)])]
    },
    FuzzAction(name: "app inset", weight: 1) { sequence, random in
      sequence.appInset(random: &random)
    },
    FuzzAction(name: "table removed", weight: 1) { sequence, random in
      let seconds = Double.random(in: 0...1, using: &random)
      sequence.log.append("table removed for \(NumberFormat.string(seconds))s")
      return [.call(.tableRemove), .wait(seconds), .call(.tableRestore)]
    },
    FuzzAction(name: "control moved", weight: 1) { sequence, _ in
      guard sequence.style != .stretchy, sequence.subject.scrollView != nil else { return [] }
      sequence.log.append("control moved to the other table")
      return [.call(.controlMove)]
    },
    FuzzAction(name: "resize", weight: 1) { sequence, random in
      let size = CGSize(
        width: .random(in: 320...430, using: &random),
        height: .random(in: 500...900, using: &random))
      sequence.log.append("window resized to \(Int(size.width))×\(Int(size.height))")
      return [
        .call(.resize, [GestureScript.number(size.width), GestureScript.number(size.height)])
      ]
    },
  ]

  /// One thing the app does while a held gesture's finger is down.
  static let whileFingerDown: [FuzzAction] = [
    FuzzAction(name: "begin", weight: 1) { sequence, _ in
      sequence.whileDown("beginRefreshing()", [.call(.begin)])
    },
    FuzzAction(name: "end", weight: 1) { sequence, _ in
      sequence.whileDown("endRefreshing()", [.call(.end)])
    },
    FuzzAction(name: "no more data", weight: 1) { sequence, random in
      guard sequence.subject.control is any NoMoreDataFooter else {
        return sequence.whileDown("endRefreshing()", [.call(.end)])
      }
      let reset = Bool.random(using: &random)
      return sequence.whileDown(
        reset ? "resetNoMoreData()" : "endRefreshingWithNoMoreData()",
        [.call(reset ? .resetNoMoreData : .noMoreData)])
    },
    FuzzAction(name: "rows", weight: 1) { sequence, random in
      let rows = Int.random(in: 0...60, using: &random)
      return sequence.whileDown("\(rows) rows", [.call(.rows, [String(rows)])])
    },
    FuzzAction(name: "app inset", weight: 1) { sequence, random in
      sequence.appInset(random: &random)
    },
    FuzzAction(name: "resize", weight: 1) { sequence, random in
      let size = CGSize(
        width: CGFloat.random(in: 320...430, using: &random).rounded(),
        height: CGFloat.random(in: 500...900, using: &random).rounded())
      return sequence.whileDown(
        "window resized to \(Int(size.width))×\(Int(size.height))",
        [.call(.resize, [GestureScript.number(size.width), GestureScript.number(size.height)])])
    },
    FuzzAction(name: "table removed", weight: 1) { sequence, random in
      let seconds = Double.random(in: 0...0.5, using: &random)
      return sequence.whileDown(
        "table removed for \(NumberFormat.string(seconds))s",
        [.call(.tableRemove), .hold(seconds), .call(.tableRestore)])
    },
    FuzzAction(name: "control removed", weight: 1) { sequence, random in
      let seconds = Double.random(in: 0...0.5, using: &random)
      return sequence.whileDown(
        "control removed for \(NumberFormat.string(seconds))s",
        [.call(.controlRemove), .hold(seconds), .call(.controlRestore)])
    },
    FuzzAction(name: "hold", weight: 1) { sequence, random in
      let seconds = Double.random(in: 0...0.5, using: &random)
      return sequence.whileDown(
        "the finger holds \(NumberFormat.string(seconds))s", [.hold(seconds)])
    },
  ]

  /// One thing the screen reader does: a scroll (towards the control's edge one time in
  /// two), a custom action offered now, a move to the next element, or an activation.
  static let screenReader: [FuzzAction] = [
    FuzzAction(name: "scroll", weight: 2) { sequence, random in
      let directions: [AccessibilityScrollDirection] = [.up, .down, .left, .right]
      let edge = Bool.random(using: &random)
      let direction =
        edge ? sequence.towardsTheControl : directions.randomElement(using: &random) ?? .up
      return sequence.voiceOver(["scroll", direction.rawValue])
    },
    FuzzAction(name: "custom action", weight: 2) { sequence, random in
      let names = sequence.window.screenReader.actions.map(\.name)
      guard let name = names.randomElement(using: &random) else { return [] }
      return sequence.voiceOver(["action"] + name.split(separator: " ").map(String.init))
    },
    FuzzAction(name: "next", weight: 1) { sequence, _ in sequence.voiceOver(["next"]) },
    FuzzAction(name: "activate", weight: 1) { sequence, _ in sequence.voiceOver(["activate"]) },
  ]
}
