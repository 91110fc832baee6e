import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteHarness

/// The random actions a sequence draws. Each is drawn, written as script steps, and played
/// through those steps alone, so the script a sequence leaves plays it again exactly.
extension FuzzSequence {
  /// Plays `actions` actions drawn from `random`; with `arming`, before each action one time in
  /// eight a call back into the control is armed, drawn from that second stream so that the
  /// actions and their timing are the same with or without it; with ``overlapStream``, one
  /// time in four a gesture whose finger stays down through other actions comes first.
  func play(actions: Int, random: inout SplitMix64, arming: inout SplitMix64?) {
    play(letAlphaFollowThePull(arming: &arming))
    for _ in 0..<actions where failure == nil {
      play(step(random: &random, arming: &arming))
    }
    play([.wait(3)])
  }

  /// Plays as ``play(actions:random:arming:)`` does, with every refresh of a
  /// ``RefreshBaseView`` loading through its `asyncRefreshingCallback`: a load sleeps 0 to 1.5 s
  /// on the window's clock (drawn from `loads`, in the order loads start) and throws one time
  /// in four. The window runs with `run(for:)`, so loads start and end at their frames. After
  /// the last action, once 3 s have passed, a control on screen is no longer refreshing: its
  /// load ended it.
  func playWithAsyncLoads(
    actions: Int, random: inout SplitMix64, arming: inout SplitMix64?, loads: SplitMix64
  ) async {
    installAsyncLoads(random: loads)
    await run(letAlphaFollowThePull(arming: &arming))
    for _ in 0..<actions where failure == nil {
      await run(step(random: &random, arming: &arming))
    }
    await run([.wait(3), .call(.putBack), .wait(3)])
    guard let base = subject.base, failure == nil else { return }
    check(
      .loadsEnd, !(base.window != nil && base.isRefreshing && loadsRunning == 0),
      "3 s after the last action, with no load running, the control is still refreshing")
  }

  /// One time in two, drawn from `arming`, the control's alpha follows the pull.
  func letAlphaFollowThePull(arming: inout SplitMix64?) -> [GestureScript.Step] {
    guard var stream = arming, Bool.random(using: &stream) else { return [] }
    arming = stream
    return [.call(.alphaFollowsPull)]
  }

  /// The steps of one action and the pause after it. Played first: a call armed one time in
  /// eight, and a held gesture when drawn.
  func step(random: inout SplitMix64, arming: inout SplitMix64?) -> [GestureScript.Step] {
    if var stream = arming {
      if Int.random(in: 0..<FuzzAction.Odds.armedCall, using: &stream) == 0 {
        play([arm(random: &stream)])
      }
      arming = stream
    }
    if var stream = overlapStream {
      if Int.random(in: 0..<FuzzAction.Odds.heldGesture, using: &stream) == 0 {
        playHeldGesture(random: &stream)
      }
      overlapStream = stream
    }
    if var stream = screenReaderStream {
      if Int.random(in: 0..<FuzzAction.Odds.screenReader, using: &stream) == 0 {
        play(draw(from: FuzzAction.screenReader, counted: "screen reader: ", random: &stream))
      }
      screenReaderStream = stream
    }
    return act(random: &random) + [.wait(Double.random(in: 0...0.3, using: &random))]
  }

  var table: ScrollView? {
    subject.scrollView ?? (style == .stretchy ? tables[0] : nil)
  }

  /// The axis the control is pulled along: horizontal for the trailer.
  var pullAxis: ScrollView.Axis { style == .trailer ? .horizontal : .vertical }

  /// The steps of one action of ``FuzzAction/main`` drawn from `random`. What a callback
  /// removed is put back first, and played at once: the action is drawn on the scene as it
  /// then is.
  func act(random: inout SplitMix64) -> [GestureScript.Step] {
    if removedTable != nil || removedControlFrom != nil { play([.call(.putBack)]) }
    return draw(from: FuzzAction.main, counted: "", random: &random)
  }

  /// The steps of one action drawn from `table`, counted in the sequence's mix under its name
  /// after `prefix` when it plays anything.
  func draw(
    from table: [FuzzAction], counted prefix: String, random: inout SplitMix64
  ) -> [GestureScript.Step] {
    let action = FuzzAction.draw(from: table, using: &random)
    let steps = action.steps(self, &random)
    if !steps.isEmpty { mix[prefix + action.name, default: 0] += 1 }
    return steps
  }

  /// A finger down at a random height, a random move and a lift.
  func drag(random: inout SplitMix64) -> [GestureScript.Step] {
    let x = (table ?? tables[0]).bounds.midX
    let start = CGPoint(x: x, y: CGFloat.random(in: 100...500, using: &random))
    let move = CGPoint(
      x: CGFloat.random(in: -300...300, using: &random),
      y: CGFloat.random(in: -300...300, using: &random))
    let duration = Double.random(in: 0.05...0.6, using: &random)
    log.append("drag by \(Int(move.x)),\(Int(move.y)) over \(NumberFormat.string(duration))s")
    return [.down(start), .move(move, duration), .lift]
  }

  /// A pull past the top or the bottom (the left or the right for the trailer), held still and
  /// released; one time in three, drawn from ``fingerStream``, a refresh begins halfway
  /// through the hold.
  func pull(_ table: ScrollView, random: inout SplitMix64) -> [GestureScript.Step] {
    let top = Int.random(in: 0...1, using: &random) == 0
    let limits = table.limits(pullAxis)
    let beyond =
      top ? CGFloat.random(in: 0...200, using: &random) : .random(in: 0...150, using: &random)
    let hold = Double.random(in: 0...0.3, using: &random)
    let target = top ? limits.lowerBound - beyond : limits.upperBound + beyond
    log.append("pull to \(Int(target)), hold \(hold)s, lift")
    let edge =
      pullAxis == .vertical ? (top ? "top" : "bottom") : (top ? "left" : "right")
    let pull = GestureScript.Step.call(.pull, [edge, GestureScript.number(beyond)])
    guard drawsBeginUnderFinger(), self.table != nil else { return [pull, .hold(hold), .lift] }
    return [pull, .hold(hold / 2), .call(.begin), .hold(hold / 2), .lift]
  }

  /// A fling of random length and speed, along the pull's axis.
  func fling(from start: CGPoint, random: inout SplitMix64) -> [GestureScript.Step] {
    let sign: CGFloat = Bool.random(using: &random) ? 1 : -1
    let move = CGPoint(
      x: CGFloat.random(in: -150...150, using: &random),
      y: CGFloat.random(in: 50...300, using: &random) * sign)
    let velocity = CGFloat.random(in: 300...3000, using: &random)
    let fling = pullAxis == .vertical ? move : CGPoint(x: move.y, y: move.x)
    let distance = (fling.x * fling.x + fling.y * fling.y).squareRoot()
    log.append("fling by \(Int(fling.x)),\(Int(fling.y)) at \(Int(velocity)) pt/s")
    return [.down(start), .move(fling, TimeInterval(distance / velocity)), .lift]
  }

  /// The app sets its own inset on the control's table: 0, 20, 64 or 100 at the top (the left
  /// for the trailer's strip), 0 or 34 at the bottom (the right). Stretchy's table, the first,
  /// which its indicator never leaves, keeps the 150 at the top that its header image needs.
  func appInset(random: inout SplitMix64) -> [GestureScript.Step] {
    let top: CGFloat =
      style == .stretchy ? 150 : [0, 20, 64, 100].randomElement(using: &random) ?? 0
    let bottom: CGFloat = [0, 34].randomElement(using: &random) ?? 0
    log.append(
      "app inset \(style == .trailer ? EdgeInsets(top: 0, left: top, bottom: 0, right: bottom) : EdgeInsets(top: top, left: 0, bottom: bottom, right: 0))"
    )
    let words = [GestureScript.number(top), GestureScript.number(bottom)]
    return [.call(style == .trailer ? .insetSides : .inset, words)]
  }

  /// One pull in three (``FuzzAction/Odds/beginUnderFinger``), drawn from ``fingerStream``,
  /// begins a refresh under the held finger.
  func drawsBeginUnderFinger() -> Bool {
    guard var stream = fingerStream else { return false }
    defer { fingerStream = stream }
    return Int.random(in: 0..<FuzzAction.Odds.beginUnderFinger, using: &stream) == 0
  }

  /// Arms one call into the control from inside its own callback, completion or observer.
  func arm(random: inout SplitMix64) -> GestureScript.Step {
    let reentry = Reentry.allCases[Int.random(in: 0..<Reentry.allCases.count, using: &random)]
    let rows = Int.random(in: 0...60, using: &random)
    return .call(.arm, [reentry.word, String(rows)])
  }
}
