import Foundation
import RefreshControls
import ViewKitLite

/// One fuzzed sequence: its scene, its actions, and the checks run on every frame.
@MainActor
final class FuzzSequence: TableViewDataSource {
  let style: FuzzStyle
  let window = Window(size: CGSize(width: 375, height: 667))
  let container: View
  let tables: [TableView]
  let subject: FuzzSubject
  private var rows: Int
  /// The inset the app itself set on each table.
  private var appInsets: [EdgeInsets]
  private var baselines: [Int] = []
  /// Each table's observation count, and the registration change it was counted at: counted
  /// again only when a registration started or stopped since.
  private var counted: (counts: [Int], at: UInt64)?
  /// What the control registered on the table it attached to, measured when it attached.
  private var attachedObservations = 0
  /// The ends asked for, and those whose completion has run.
  private var endsAsked = 0
  private var endsCompleted: Set<Int> = []
  private var link: DisplayLink?
  private(set) var log: [String] = []
  private var scriptLines: [String] = []
  private(set) var frames = 0
  private(set) var checks = 0
  private(set) var failure: String?
  private var refreshEntry: (callbacks: Int, onScreen: TimeInterval)?
  private var stateToken: KeyValueObservation?
  /// The call into the control that its next callback, completion or change of state makes.
  private var armed: Reentry?
  /// The rows a callback armed to reload loads.
  private var reentryRows = 0
  /// What a callback removed, put back before the next action.
  private var removedTable: TableView?
  private var removedControlFrom: TableView?

  init(style: FuzzStyle, custom: RefreshBaseView? = nil, random: inout SplitMix64) {
    self.style = style
    container = View(frame: window.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    rows = Int.random(in: 0...40, using: &random)
    tables = (0..<2).map { _ in TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667)) }
    subject = FuzzSubject(style: style, custom: custom)
    appInsets = Array(repeating: .zero, count: 2)
    window.addSubview(container)
    for table in tables {
      table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      table.register(TableViewCell.self, forCellReuseIdentifier: "row")
      table.dataSource = self
      container.addSubview(table)
      table.reloadData()
      let probe = RefreshHeader()
      table.addSubview(probe)
      probe.removeFromSuperview()
    }
    baselines = tables.map(Self.observationCount)
    tables[1].isHidden = true
    attach(to: tables[0])
    stateToken = subject.observeState { [weak self] old, new in
      self?.stateChanged(from: old, to: new)
      self?.observeStateForReentry(new)
    }
    subject.callbackRan = { [weak self] in self?.callbackRan() }
    if style == .stretchy { appInsets[0].top = 150 }
    window.geometryChanges.startRecording(in: window)
    link = DisplayLink(window: window) { [weak self] _ in self?.checkFrame() }
    window.advance(by: 1.0 / 60)
  }

  /// Attaches the control to `table`, and counts what it registered there.
  private func attach(to table: TableView) {
    subject.attach(to: table, container: container)
    let index = tables.firstIndex { $0 === table } ?? 0
    attachedObservations = Self.observationCount(table) - baselines[index]
  }

  /// The observations on table `index` now, counted again only when a registration has
  /// started or stopped since the last count.
  private func observationCount(ofTable index: Int) -> Int {
    let changes = KVObject.registrationChanges
    if let counted, counted.at == changes { return counted.counts[index] }
    let counts = tables.map(Self.observationCount)
    counted = (counts, changes)
    return counts[index]
  }

  static func observationCount(_ table: TableView) -> Int {
    table.activeObservationCount + table.panGestureRecognizer.activeObservationCount
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel.text = "Row \(indexPath.row)"
    return cell
  }

  /// What ``releaseChecks`` check, in order.
  static let releasedNames = [
    "the window", "the table", "the other table", "the control", "the control's first layer",
  ]

  /// What the tests hold weakly: each must be nil after the sequence.
  var releaseChecks: [() -> Bool] {
    weak let window = window
    weak let table = tables[0]
    weak let other = tables[1]
    weak let control = subject.control
    weak let layer = subject.control.layer.sublayers.first
    return [
      { window == nil }, { table == nil }, { other == nil }, { control == nil }, { layer == nil },
    ]
  }

  /// The gestures played, as a script.
  var script: String { scriptLines.joined(separator: "\n") + "\n" }

  // MARK: - Actions

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
  private func letAlphaFollowThePull(arming: inout SplitMix64?) {
    if var stream = arming, Bool.random(using: &stream) {
      subject.base?.automaticallyChangeAlpha = true
      log.append("(its alpha follows the pull)")
      arming = stream
    }
  }

  /// Arms a call back into the control one time in eight, then plays one action.
  private func step(random: inout SplitMix64, arming: inout SplitMix64?) -> Pause {
    if var stream = arming {
      if Int.random(in: 0..<8, using: &stream) == 0 { arm(random: &stream) }
      arming = stream
    }
    return act(random: &random)
  }

  // MARK: - Async loads

  /// Loads running now.
  private var loadsRunning = 0
  /// The stream the loads draw their durations and failures from.
  private var loadRandom = SplitMix64(seed: 0)

  /// Gives the control an async callback that loads as ``playWithAsyncLoads`` says.
  private func installAsyncLoads(random: SplitMix64) {
    loadRandom = random
    subject.base?.asyncRefreshingCallback = { [weak self] in try await self?.load() }
  }

  private func load() async throws {
    let seconds = Double.random(in: 0...1.5, using: &loadRandom)
    let fails = Int.random(in: 0..<4, using: &loadRandom) == 0
    log.append("(a load of \(NumberFormat.string(seconds))s starts\(fails ? ", to fail" : ""))")
    loadsRunning += 1
    defer { loadsRunning -= 1 }
    try await window.clock.sleep(for: .seconds(seconds))
    if fails { throw FuzzLoadFailure() }
  }

  private var table: TableView? {
    subject.scrollView as? TableView ?? (style == .stretchy ? tables[0] : nil)
  }

  private func record(_ action: String, script lines: [String] = []) {
    log.append(action)
    scriptLines += lines.isEmpty ? ["# \(action)"] : lines
  }

  /// Plays one action; returns how long to wait after it, and what to do then.
  private func act(random: inout SplitMix64) -> Pause {
    bringBackWhatACallbackRemoved()
    let table = self.table ?? tables[0]
    let x = table.bounds.midX
    switch Int.random(in: 0..<12, using: &random) {
    case 0:
      let y = CGFloat.random(in: 100...500, using: &random)
      let dy = CGFloat.random(in: -300...300, using: &random)
      let duration = Double.random(in: 0.05...0.6, using: &random)
      record("drag by \(Int(dy)) over \(duration)s", script: dragScript(x, y, dy, duration))
      window.drag(from: CGPoint(x: x, y: y), by: CGPoint(x: 0, y: dy), duration: duration)
    case 1, 2:
      let top = Int.random(in: 0...1, using: &random) == 0
      let limits = table.verticalLimits
      let target =
        top
        ? limits.lowerBound - .random(in: 0...200, using: &random)
        : limits.upperBound + .random(in: 0...150, using: &random)
      let hold = Double.random(in: 0...0.3, using: &random)
      record("pull to \(Int(target)), hold \(hold)s, lift")
      let finger = table.pull(to: target)
      finger?.hold(for: hold)
      finger?.lift()
    case 3:
      let dy = CGFloat.random(in: 50...300, using: &random) * (Bool.random(using: &random) ? 1 : -1)
      let velocity = CGFloat.random(in: 300...3000, using: &random)
      record(
        "fling by \(Int(dy)) at \(Int(velocity)) pt/s",
        script: dragScript(x, 300, dy, Double(abs(dy) / velocity)))
      window.fling(from: CGPoint(x: x, y: 300), by: CGPoint(x: 0, y: dy), velocity: velocity)
    case 4:
      let seconds = Double.random(in: 0...1.5, using: &random)
      record("wait \(seconds)s", script: ["wait \(NumberFormat.string(seconds))"])
      return Pause(seconds: seconds)
    case 5:
      record("beginRefreshing()")
      subject.begin()
    case 6:
      record("endRefreshing()", script: ["end"])
      askEnd()
    case 7:
      rows = Int.random(in: 0...60, using: &random)
      record("\(rows) rows")
      tables.forEach { $0.reloadData() }
    case 8:
      changeAppInset(of: table, random: &random)
    case 9:
      let seconds = Double.random(in: 0...1, using: &random)
      record("table removed for \(seconds)s")
      table.removeFromSuperview()
      return Pause(seconds: seconds) { [container] in container.insertSubview(table, at: 0) }
    case 10:
      guard style != .stretchy, let current = subject.scrollView as? TableView else {
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
  private func askEnd(result: RefreshResult? = nil) {
    endsAsked += 1
    let end = endsAsked
    subject.end(result: result) { [weak self] in
      guard let self else { return }
      self.check(
        self.endsCompleted.insert(end).inserted, "the completion of end \(end) ran twice")
      if self.armed == .beginInCompletion {
        self.armed = nil
        self.log.append("(the completion begins)")
        self.subject.begin()
      }
    }
  }

  // MARK: - Calling back into the control

  /// Arms one call into the control from inside its own callback, completion or observer.
  private func arm(random: inout SplitMix64) {
    let reentry = Reentry.allCases[Int.random(in: 0..<Reentry.allCases.count, using: &random)]
    reentryRows = Int.random(in: 0...60, using: &random)
    armed = reentry
    record("armed: \(reentry.rawValue)")
  }

  /// The callback ran: does what was armed for it.
  private func callbackRan() {
    guard let reentry = armed else { return }
    switch reentry {
    case .endInCallback:
      log.append("(the callback ends)")
      askEnd()
    case .removeControlInCallback:
      guard subject.base != nil else { break }
      log.append("(the callback removes the control)")
      removedControlFrom = subject.scrollView as? TableView
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
      tables.forEach { $0.reloadData() }
    case .beginInCompletion, .observerBegins, .observerEnds:
      return
    }
    armed = nil
  }

  /// The state changed: an observer armed to begin or end does.
  private func observeStateForReentry(_ new: RefreshState) {
    if armed == .observerBegins, new == .normal {
      armed = nil
      log.append("(an observer of the state begins)")
      subject.begin()
    } else if armed == .observerEnds, new == .refreshing {
      armed = nil
      log.append("(an observer of the state ends)")
      askEnd()
    }
  }

  /// Puts back the table or the control a callback removed, before the next action.
  private func bringBackWhatACallbackRemoved() {
    if let table = removedTable {
      removedTable = nil
      container.insertSubview(table, at: 0)
    }
    if let table = removedControlFrom {
      removedControlFrom = nil
      attach(to: table)
    }
  }

  private func changeAppInset(of table: TableView, random: inout SplitMix64) {
    guard let index = tables.firstIndex(where: { $0 === table }) else { return }
    let top: CGFloat =
      style == .stretchy && index == 0 ? 150 : [0, 20, 64, 100].randomElement(using: &random) ?? 0
    let inset = EdgeInsets(
      top: top, left: 0, bottom: [0, 34].randomElement(using: &random) ?? 0, right: 0)
    record("app inset \(inset)")
    appInsets[index] = inset
    table.contentInset = inset
  }

  private func dragScript(
    _ x: CGFloat, _ y: CGFloat, _ dy: CGFloat, _ duration: TimeInterval
  ) -> [String] {
    let n: (CGFloat) -> String = { NumberFormat.string($0) }
    return ["down \(n(x)) \(n(y))", "move 0 \(n(dy)) \(n(CGFloat(duration)))", "lift"]
  }

  // MARK: - Checks

  private func fail(_ message: String) {
    guard failure == nil else { return }
    failure = "t=\(NumberFormat.string(window.now))s after \(log.last ?? "setup"): \(message)"
  }

  private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    checks += 1
    if !condition { fail(message()) }
  }

  private func checkFrame() {
    guard failure == nil else { return }
    frames += 1
    let state = subject.state
    check(style.legalStates.contains(state), "state \(state) is not legal for \(style)")
    checkCallbacks(state)
    checkEndCompletions()
    for (index, table) in tables.enumerated() {
      checkTable(table, index: index)
    }
    checkFinite()
  }

  /// A refresh starts counting when the state becomes refreshing (before its callback runs)
  /// and is judged when it leaves it.
  private func stateChanged(from old: RefreshState, to new: RefreshState) {
    if new == .refreshing {
      refreshEntry = (subject.callbacks, 0)
    } else if old == .refreshing, let entry = refreshEntry {
      let calls = subject.callbacks - entry.callbacks
      check(calls <= 1, "one refresh called its callback \(calls) times")
      check(
        calls == 1 || entry.onScreen < 1,
        "a refresh a second long on screen ended without its callback")
      refreshEntry = nil
    }
  }

  private func checkCallbacks(_ state: RefreshState) {
    guard var entry = refreshEntry else { return }
    let calls = subject.callbacks - entry.callbacks
    check(calls <= 1, "one refresh called its callback \(calls) times")
    if subject.control.window != nil { entry.onScreen += 1.0 / 60 }
    refreshEntry = entry
  }

  /// Once no view of the window animates and the control is not refreshing, every end's
  /// completion has run.
  private func checkEndCompletions() {
    guard endsCompleted.count != endsAsked else { return }
    let still = !subject.isRefreshing && window.animatingViews.isEmpty
    check(
      !still,
      "\(endsAsked - endsCompleted.count) end completions have not run, and nothing moves")
  }

  private func checkTable(_ table: TableView, index: Int) {
    let limits = table.verticalLimits
    let y = table.contentOffset.y
    let reach = table.bounds.height
    check(
      y >= limits.lowerBound - reach && y <= limits.upperBound + reach,
      "offset \(y) is beyond the rubber band's reach of \(limits)")
    let attached = subject.scrollView === table || (style == .stretchy && index == 0)
    let expectedObservations = baselines[index] + (attached ? attachedObservations : 0)
    let carried = observationCount(ofTable: index)
    check(
      carried == expectedObservations,
      "the table carries \(carried) observations, expected \(expectedObservations)"
    )
    let idle =
      !subject.isRefreshing && !table.isTracking && !table.isDecelerating
      && !table.hasRunningAnimations
      && !subject.control.hasRunningAnimations && subject.base?.insetContribution.top ?? 0 == 0
    guard idle else { return }
    var expected = appInsets[index]
    if let footer = subject.control as? AutoRefreshFooter, attached, !footer.isHidden {
      expected.bottom += footer.frame.height
    }
    check(
      table.contentInset == expected,
      "idle inset \(table.contentInset) is not the app's own \(expected)")
  }

  /// No value in the window is NaN or infinite. Judged every frame on what can have changed:
  /// the views the window's change log noted (their geometry or their layers' was written, or
  /// they joined the window; every view on the first frame) and everything that animates. A
  /// value nobody wrote and nothing animates is the one judged before.
  private func checkFinite() {
    for view in window.geometryChanges.take() where view.window === window {
      check(
        view.frame.isFinite && view.bounds.isFinite,
        "\(view.diagnosticName) has a non-finite frame or bounds")
      for layer in view.layer.sublayers {
        checkFinite(layer, of: view)
      }
    }
    for view in window.animatingViews {
      check(
        view.presentation().frame.isFinite,
        "\(view.diagnosticName) is shown at a non-finite frame")
    }
    for layer in window.animatingLayers {
      checkFinite(layer, of: layer.owningView ?? layer.superlayer?.owningView ?? window)
    }
  }

  private func checkFinite(_ layer: Layer, of view: View) {
    let shown = layer.presentation()
    check(
      layer.frame.isFinite && shown.rotation.isFinite && shown.strokeEnd.isFinite,
      "a layer of \(view.diagnosticName) has a non-finite value")
  }

  /// Ends the sequence: invalidates the checker and lets go of everything.
  func tearDown() {
    window.geometryChanges.stopRecording()
    stateToken?.invalidate()
    link?.invalidate()
    link = nil
    subject.control.removeFromSuperview()
    container.removeFromSuperview()
  }
}

/// What an action leaves to do: wait `seconds`, then run `then`.
struct Pause {
  var seconds: TimeInterval = 0
  var then: (@MainActor () -> Void)?
}

/// The error a fuzzed async load throws when it is drawn to fail.
struct FuzzLoadFailure: Error, CustomStringConvertible {
  var description: String { "the fuzzed load failed" }
}

/// A call into a control from inside its own callback, an end's completion, or an observer of
/// its state: what an app does, and what a control must survive.
enum Reentry: String, CaseIterable {
  case endInCallback = "end inside the callback"
  case beginInCompletion = "begin inside an end's completion"
  case removeControlInCallback = "remove the control inside the callback"
  case removeTableInCallback = "remove the scroll view inside the callback"
  case reloadInCallback = "reload the rows inside the callback"
  case endWithResultInCallback = "end with a result inside the callback"
  case observerBegins = "an observer of the state begins"
  case observerEnds = "an observer of the state ends"
}
