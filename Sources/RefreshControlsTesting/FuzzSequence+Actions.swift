import Foundation
import RefreshControls
import ViewKitLite

/// The actions a sequence plays, and the calls into the control it arms from inside the
/// control's own callbacks.
extension FuzzSequence {
  /// Plays `actions` actions drawn from `random`; with `arming`, before each action one time in
  /// eight a call back into the control is armed, drawn from that second stream so that the
  /// actions and their timing are the same with or without it.
  func play(actions: Int, random: inout SplitMix64, arming: inout SplitMix64?) {
    letAlphaFollowThePull(arming: &arming)
    for _ in 0..<actions where failure == nil {
      let pause = step(random: &random, arming: &arming)
      window.advance(by: pause.seconds)
      pause.then?()
      window.advance(by: Double.random(in: 0...0.3, using: &random))
    }
    window.advance(by: 3)
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
    letAlphaFollowThePull(arming: &arming)
    for _ in 0..<actions where failure == nil {
      let pause = step(random: &random, arming: &arming)
      await window.run(for: pause.seconds)
      pause.then?()
      await window.run(for: Double.random(in: 0...0.3, using: &random))
    }
    await window.run(for: 3)
    bringBackWhatACallbackRemoved()
    await window.run(for: 3)
    guard let base = subject.base, failure == nil else { return }
    check(
      !(base.window != nil && base.isRefreshing && loadsRunning == 0),
      "3 s after the last action, with no load running, the control is still refreshing")
  }

  /// One time in two, drawn from `arming`, the control's alpha follows the pull.
  func letAlphaFollowThePull(arming: inout SplitMix64?) {
    if var stream = arming, Bool.random(using: &stream) {
      subject.base?.automaticallyChangeAlpha = true
      log.append("(its alpha follows the pull)")
      arming = stream
    }
  }

  /// Arms a call back into the control one time in eight, then plays one action.
  func step(random: inout SplitMix64, arming: inout SplitMix64?) -> Pause {
    if var stream = arming {
      if Int.random(in: 0..<8, using: &stream) == 0 { arm(random: &stream) }
      arming = stream
    }
    return act(random: &random)
  }

  // MARK: - Async loads

  /// Gives the control an async callback that loads as ``playWithAsyncLoads`` says.
  func installAsyncLoads(random: SplitMix64) {
    loadRandom = random
    subject.base?.asyncRefreshingCallback = { [weak self] in try await self?.load() }
  }

  func load() async throws {
    let seconds = Double.random(in: 0...1.5, using: &loadRandom)
    let fails = Int.random(in: 0..<4, using: &loadRandom) == 0
    log.append("(a load of \(NumberFormat.string(seconds))s starts\(fails ? ", to fail" : ""))")
    loadsRunning += 1
    defer { loadsRunning -= 1 }
    try await window.clock.sleep(for: .seconds(seconds))
    if fails { throw LoadFailure() }
  }

  var table: ScrollView? {
    subject.scrollView ?? (style == .stretchy ? tables[0] : nil)
  }

  /// The axis the control is pulled along: horizontal for the trailer.
  var pullAxis: ScrollView.Axis { style == .trailer ? .horizontal : .vertical }

  func record(_ action: String, script lines: [String] = []) {
    log.append(action)
    scriptLines += lines.isEmpty ? ["# \(action)"] : lines
  }

  /// Plays one action; returns how long to wait after it, and what to do then.
  func act(random: inout SplitMix64) -> Pause {
    bringBackWhatACallbackRemoved()
    let table = self.table ?? tables[0]
    let x = table.bounds.midX
    switch Int.random(in: 0..<12, using: &random) {
    case 0:
      let y = CGFloat.random(in: 100...500, using: &random)
      let move = CGPoint(
        x: CGFloat.random(in: -300...300, using: &random),
        y: CGFloat.random(in: -300...300, using: &random))
      let duration = Double.random(in: 0.05...0.6, using: &random)
      record(
        "drag by \(Int(move.x)),\(Int(move.y)) over \(duration)s",
        script: dragScript(CGPoint(x: x, y: y), move, duration))
      window.drag(from: CGPoint(x: x, y: y), by: move, duration: duration)
    case 1, 2:
      let top = Int.random(in: 0...1, using: &random) == 0
      let limits = table.limits(pullAxis)
      let target =
        top
        ? limits.lowerBound - .random(in: 0...200, using: &random)
        : limits.upperBound + .random(in: 0...150, using: &random)
      let hold = Double.random(in: 0...0.3, using: &random)
      record("pull to \(Int(target)), hold \(hold)s, lift")
      let finger = table.pull(to: target, along: pullAxis)
      holdStill(finger, for: hold, beginning: drawsBeginUnderFinger())
      finger?.lift()
    case 3:
      let sign: CGFloat = Bool.random(using: &random) ? 1 : -1
      let move = CGPoint(
        x: CGFloat.random(in: -150...150, using: &random),
        y: CGFloat.random(in: 50...300, using: &random) * sign)
      let velocity = CGFloat.random(in: 300...3000, using: &random)
      let fling = pullAxis == .vertical ? move : CGPoint(x: move.y, y: move.x)
      let distance = (fling.x * fling.x + fling.y * fling.y).squareRoot()
      record(
        "fling by \(Int(fling.x)),\(Int(fling.y)) at \(Int(velocity)) pt/s",
        script: dragScript(CGPoint(x: x, y: 300), fling, Double(distance / velocity)))
      window.fling(from: CGPoint(x: x, y: 300), by: fling, velocity: velocity)
    case 4:
      let seconds = Double.random(in: 0...1.5, using: &random)
      record("wait \(seconds)s", script: ["wait \(NumberFormat.string(seconds))"])
      return Pause(seconds: seconds)
    case 5:
      record("beginRefreshing()")
      beginRefresh()
    case 6:
      record("endRefreshing()", script: ["end"])
      askEnd()
    case 7:
      rows = Int.random(in: 0...60, using: &random)
      record("\(rows) rows")
      tables.forEach(reload)
    case 8:
      changeAppInset(of: table, random: &random)
    case 9:
      let seconds = Double.random(in: 0...1, using: &random)
      record("table removed for \(seconds)s")
      table.removeFromSuperview()
      return Pause(seconds: seconds) { [container] in container.insertSubview(table, at: 0) }
    case 10:
      guard style != .stretchy, let current = subject.scrollView else {
        return Pause()
      }
      let other = tables.first { $0 !== current } ?? current
      record("control moved to the other table")
      current.isHidden = true
      other.isHidden = false
      attach(to: other)
    default:
      let size = CGSize(
        width: .random(in: 320...430, using: &random),
        height: .random(in: 500...900, using: &random))
      record("window resized to \(Int(size.width))×\(Int(size.height))")
      window.frame.size = size
    }
    return Pause()
  }

  /// Asks the control to end, with a result when given; the completion is counted, and begins
  /// again when armed to.
  func askEnd(result: RefreshResult? = nil) {
    endsAsked += 1
    let end = endsAsked
    subject.end(result: result) { [weak self] in
      guard let self else { return }
      self.check(
        self.endsCompleted.insert(end).inserted, "the completion of end \(end) ran twice")
      self.checkCompletionMoment()
      if self.armed == .beginInCompletion {
        self.armed = nil
        self.log.append("(the completion begins)")
        self.beginRefresh()
      }
    }
  }

  /// One pull in three, drawn from ``fingerStream``, begins a refresh under the held finger.
  func drawsBeginUnderFinger() -> Bool {
    guard var stream = fingerStream else { return false }
    defer { fingerStream = stream }
    return Int.random(in: 0..<3, using: &stream) == 0
  }

  // MARK: - Calling back into the control

  /// Arms one call into the control from inside its own callback, completion or observer.
  func arm(random: inout SplitMix64) {
    let reentry = Reentry.allCases[Int.random(in: 0..<Reentry.allCases.count, using: &random)]
    reentryRows = Int.random(in: 0...60, using: &random)
    armed = reentry
    record("armed: \(reentry.rawValue)")
  }

  /// The callback ran: checks its moment, and does what was armed for it.
  func callbackRan() {
    checkCallbackMoment()
    guard let reentry = armed else { return }
    switch reentry {
    case .endInCallback:
      log.append("(the callback ends)")
      askEnd()
    case .removeControlInCallback:
      guard subject.base != nil else { break }
      log.append("(the callback removes the control)")
      removedControlFrom = subject.scrollView
      subject.control.removeFromSuperview()
    case .removeTableInCallback:
      guard let table else { break }
      log.append("(the callback removes the table)")
      removedTable = table
      table.removeFromSuperview()
    case .endWithResultInCallback:
      log.append("(the callback ends with a result)")
      askEnd(result: reentryRows.isMultiple(of: 2) ? .success(nil) : .failure("offline"))
    case .reloadInCallback:
      rows = reentryRows
      log.append("(the callback reloads \(rows) rows)")
      tables.forEach(reload)
    case .beginInCompletion, .observerBegins, .observerEnds:
      return
    }
    armed = nil
  }

  /// The state changed: an observer armed to begin or end does.
  func observeStateForReentry(_ new: RefreshState) {
    if armed == .observerBegins, new == .normal {
      armed = nil
      log.append("(an observer of the state begins)")
      beginRefresh()
    } else if armed == .observerEnds, new == .refreshing {
      armed = nil
      log.append("(an observer of the state ends)")
      askEnd()
    }
  }

  /// Puts back the table or the control a callback removed, before the next action.
  func bringBackWhatACallbackRemoved() {
    if let table = removedTable {
      removedTable = nil
      container.insertSubview(table, at: 0)
    }
    if let table = removedControlFrom {
      removedControlFrom = nil
      attach(to: table)
    }
  }

  func changeAppInset(of table: ScrollView, random: inout SplitMix64) {
    guard let index = tables.firstIndex(where: { $0 === table }) else { return }
    let top: CGFloat =
      style == .stretchy && index == 0 ? 150 : [0, 20, 64, 100].randomElement(using: &random) ?? 0
    let bottom: CGFloat = [0, 34].randomElement(using: &random) ?? 0
    // A strip's insets are its sides': the trailer measures from them.
    let inset =
      style == .trailer
      ? EdgeInsets(top: 0, left: top, bottom: 0, right: bottom)
      : EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    record("app inset \(inset)")
    appInsets[index] = inset
    table.contentInset = inset
  }

  func dragScript(_ start: CGPoint, _ move: CGPoint, _ duration: TimeInterval) -> [String] {
    let n: (CGFloat) -> String = { NumberFormat.string($0) }
    return [
      "down \(n(start.x)) \(n(start.y))",
      "move \(n(move.x)) \(n(move.y)) \(n(CGFloat(duration)))", "lift",
    ]
  }

  /// What an action leaves to do: wait `seconds`, then run `then`.
  struct Pause {
    var seconds: TimeInterval = 0
    var then: (@MainActor () -> Void)?
  }

  /// The error a fuzzed async load throws when it is drawn to fail.
  struct LoadFailure: Error, CustomStringConvertible {
    var description: String { "the fuzzed load failed" }
  }
}
