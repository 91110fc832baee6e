import Foundation
@_spi(Testing) import RefreshControls
@_spi(Testing) import ViewKitLite
import ViewKitLiteHarness

/// One fuzzed sequence: its scene, its actions, and the checks run on every frame.
@MainActor
final class FuzzSequence: TableViewDataSource {
  let style: FuzzStyle
  let window = Window(size: CGSize(width: 375, height: 667))
  let container: View
  /// The two scroll views the control moves between: tables, or for the trailer horizontal
  /// strips of 150-point cards.
  let tables: [ScrollView]
  let subject: FuzzSubject
  var rows: Int
  /// The inset the app itself set on each table.
  var appInsets: [EdgeInsets]
  var baselines: [Int] = []
  /// Each table's observation count, and the registration change it was counted at: counted
  /// again only when a registration started or stopped since.
  var counted: (counts: [Int], at: UInt64)?
  /// What the control registered on the table it attached to, measured when it attached.
  var attachedObservations = 0
  /// The ends asked for, and those whose completion has run.
  var endsAsked = 0
  var endsCompleted: Set<Int> = []
  var link: DisplayLink?
  var log: [String] = []
  /// How many of each action of ``FuzzAction``'s tables the sequence played, by name.
  var mix: [String: Int] = [:]
  /// The scene's line and every step played, in order: the script that plays the sequence
  /// again.
  var steps: [GestureScript.Step] = []
  /// The finger the script holds down, if any.
  var finger: Finger?
  /// What the script removed, until it puts it back.
  var tableRemovedByScript: ScrollView?
  var controlRemovedByScript: ScrollView?
  var frames = 0
  var checks = 0
  var failure: String?
  /// The check that broke, with ``failure``.
  var failedCheck: FuzzCheck?
  var refreshEntry: (callbacks: Int, onScreen: TimeInterval)?
  var stateToken: KeyValueObservation?
  /// The call into the control that its next callback, completion or change of state makes.
  var armed: Reentry?
  /// The rows a callback armed to reload loads.
  var reentryRows = 0
  /// What a callback removed, put back before the next action.
  var removedTable: ScrollView?
  var removedControlFrom: ScrollView?
  /// The model of the control's base that the rules judge it by.
  let model: RefreshModel
  /// The rules not judged.
  let ignoredRules: Set<RefreshRule>
  /// What the rules remember between frames, and the rule broken, if any.
  var rules = RuleMemory()
  /// The stream that draws which pulls begin a refresh under the held finger; none, none do.
  var fingerStream: SplitMix64?
  /// The stream that draws the actions played while a finger is down; none, none are.
  var overlapStream: SplitMix64?
  /// The stream that draws the screen reader's actions; none, none are played.
  var screenReaderStream: SplitMix64?
  /// The last custom action the screen reader was offered, held past the sequence as a screen
  /// reader might: it must keep nothing alive.
  let heldAction = HeldAccessibilityAction()
  /// How many notifications the window had when the running refresh began; `nil` while none
  /// runs.
  var announcementsBeforeRefresh: Int?
  /// What the control said, its state and whether it showed whole, on the last frame.
  var lastDrawnWordsJudged: DrawnWordsJudged?
  /// The scene, as the script's first line says it.
  let setup: FuzzSetup

  init(
    setup: FuzzSetup, custom: RefreshBaseView? = nil, ignoredRules: Set<RefreshRule> = [],
    pastThreshold: (@MainActor (RefreshBaseView) -> Bool)? = nil,
    prepareWindow: (@MainActor (Window) -> Void)? = nil, checksFrames: Bool = true
  ) {
    self.setup = setup
    style = setup.style
    self.ignoredRules = ignoredRules
    container = View(frame: window.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    rows = setup.rows
    let frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    let strips = setup.style == .trailer
    tables = (0..<2).map { _ in
      strips ? ScrollView(frame: frame) : TableView(frame: frame)
    }
    subject = FuzzSubject(style: style, custom: custom)
    model = RefreshModel(control: subject.control, pastThreshold: pastThreshold)
    appInsets = Array(repeating: .zero, count: 2)
    if let strips = setup.strips { shape(strips) }
    prepareWindow?(window)
    window.addSubview(container)
    for table in tables {
      table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      (table as? TableView)?.register(TableViewCell.self, forCellReuseIdentifier: "row")
      (table as? TableView)?.dataSource = self
      container.addSubview(table)
      reload(table)
      let probe = RefreshHeader()
      table.addSubview(probe)
      probe.removeFromSuperview()
    }
    baselines = tables.map(Self.observationCount)
    tables[1].isHidden = true
    attach(to: tables[0])
    stateToken = subject.observeState { [weak self] old, new in
      self?.noteRefreshRules(from: old, to: new)
      self?.stateChanged(from: old, to: new)
      self?.noteRefreshForAnnouncements(from: old, to: new)
      self?.observeStateForReentry(new)
    }
    subject.callbackRan = { [weak self] in self?.callbackRan() }
    if style == .stretchy { appInsets[0].top = 150 }
    steps.append(setup.step)
    listenToFeedback()
    if checksFrames {
      window.geometryChanges.startRecording(in: window)
      link = DisplayLink(window: window) { [weak self] _ in self?.checkFrame() }
    }
    window.advance(by: 1.0 / 60)
  }

  /// A strip's content: a card of 150 points a row, as tall as the strip or, with `taller`,
  /// twice as tall (so it scrolls both ways).
  private var stripHeightFactor: CGFloat = 1

  /// Gives the trailer's strips their paging, direction lock and height.
  private func shape(_ strips: FuzzSetup.Strips) {
    stripHeightFactor = CGFloat(strips.heightFactor)
    for strip in tables {
      strip.isPagingEnabled = strips.paging
      strip.isDirectionalLockEnabled = strips.locking
    }
    log.append(
      "(strips: paging \(strips.paging), directional lock \(strips.locking), height "
        + "×\(strips.heightFactor))")
  }

  /// Loads `table`'s rows: a table reloads; a strip's content is 150 points a row wide.
  func reload(_ table: ScrollView) {
    if let table = table as? TableView {
      table.reloadData()
    } else {
      table.contentSize = CGSize(
        width: CGFloat(rows) * 150, height: table.bounds.height * stripHeightFactor)
    }
  }

  /// Attaches the control to `table`, and counts what it registered there.
  func attach(to table: ScrollView) {
    subject.attach(to: table, container: container)
    rules.refresh = nil
    rules.last = nil
    let index = tables.firstIndex { $0 === table } ?? 0
    attachedObservations = Self.observationCount(table) - baselines[index]
  }

  /// The observations on table `index` now, counted again only when a registration has
  /// started or stopped since the last count.
  func observationCount(ofTable index: Int) -> Int {
    let changes = KVObject.registrationChanges
    if let counted, counted.at == changes { return counted.counts[index] }
    let counts = tables.map(Self.observationCount)
    counted = (counts, changes)
    return counts[index]
  }

  static func observationCount(_ table: ScrollView) -> Int {
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
    "the custom action the screen reader held (performing it did something)",
  ]

  /// What the tests hold weakly: each must be nil after the sequence.
  var releaseChecks: [() -> Bool] {
    weak let window = window
    weak let table = tables[0]
    weak let other = tables[1]
    weak let control = subject.control
    weak let layer = subject.control.layer.sublayers.first
    let held = heldAction
    return [
      { window == nil }, { table == nil }, { other == nil }, { control == nil }, { layer == nil },
      { held.action?.perform() != true },
    ]
  }

  /// Every step played, as a script that plays the sequence again.
  var script: String { GestureScript(steps: steps).text }

  /// Loads running now.
  var loadsRunning = 0
  /// The stream the loads draw their durations and failures from.
  var loadRandom = SplitMix64(seed: 0)

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

/// What the drawn-words check last saw of a control: it judges again when one changes.
struct DrawnWordsJudged: Equatable {
  let label: String?
  let value: String?
  let state: RefreshState
  let whole: Bool
}
