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
  var scriptLines: [String] = []
  var frames = 0
  var checks = 0
  var failure: String?
  var refreshEntry: (callbacks: Int, onScreen: TimeInterval)?
  var stateToken: KeyValueObservation?
  /// The call into the control that its next callback, completion or change of state makes.
  var armed: Reentry?
  /// The rows a callback armed to reload loads.
  var reentryRows = 0
  /// What a callback removed, put back before the next action.
  var removedTable: TableView?
  var removedControlFrom: TableView?

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
  func attach(to table: TableView) {
    subject.attach(to: table, container: container)
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
