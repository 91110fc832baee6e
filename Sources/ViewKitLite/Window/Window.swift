import Foundation

/// The root view of a scene, with its own virtual clock, main queue and diagnostics.
///
/// Nothing in a window moves until the test or demo advances its clock: ``advance(by:)`` runs
/// every task and frame due in that time, in order; ``runUntilIdle()`` runs until no work is
/// left. Each frame runs the display links (animations, scrolling, fingers) and then one layout
/// pass. Two windows never share time, work, diagnostics or registered images.
public final class Window: View {
  /// Frames per second of the window's clock.
  public var frameRate: Int { timeline.frameRate }
  let timeline: VirtualClock
  private let log = DiagnosticLog()
  @exclusivity(unchecked) private var displayLinks: [DisplayLink] = []
  let animator = ViewAnimator()
  /// The views whose geometry changed since a checker last looked, while one records; read
  /// through ``geometryChanges`` (Window+Testing.swift).
  let geometryChangeLog = GeometryChangeLog()
  /// Images registered in this window by name (``register(_:named:)``).
  var images: [String: Image] = [:]
  /// Names drawn that no registered or built-in image has, each reported once.
  var unknownImageNames: Set<String> = []
  /// Names looked for here and not registered yet (a built-in image may have answered).
  var soughtImageNames: Set<String> = []
  /// The fingers on the screen, in the order they touched down; a finger leaves when it lifts.
  @exclusivity(unchecked) public internal(set) var fingers: [Finger] = []
  /// The accessibility notifications posted to the window, oldest first.
  @exclusivity(unchecked) var accessibilityNotificationLog: [PostedAccessibilityNotification] = []
  @exclusivity(unchecked) private var isLayoutScheduled = false
  /// The handlers of ``observeFrameEnds(_:)``, held weakly.
  @exclusivity(unchecked) var frameEndObservations: [WeakReference] = []
  private static let maximumSteps = 100_000

  /// The insets of the screen's unsafe areas (status bar, home indicator): scroll views adjust
  /// their content by them according to their `contentInsetAdjustmentBehavior`.
  @Dynamic public var safeAreaInsets = EdgeInsets.zero

  /// The date the window's clock starts at: time 0 of ``now``.
  public let startDate: Date
  /// The time zone the window's dates are read in.
  public let timeZone: TimeZone

  /// The start date of a window unless given: 1 June 2026, 12:00 UTC. Never the machine's date,
  /// so every run shows the same dates.
  public static let defaultStartDate = Date(timeIntervalSince1970: 1_780_315_200)
  /// The time zone of a window unless given: UTC, never the machine's.
  public static let defaultTimeZone = TimeZone.gmt

  /// Creates a window of `size` points whose clock runs `frameRate` frames a second (1…1000)
  /// from `startDate`, read in `timeZone` (both fixed unless given, never the machine's).
  public init(
    size: CGSize, frameRate: Int = 60, startDate: Date = Window.defaultStartDate,
    timeZone: TimeZone = Window.defaultTimeZone
  ) {
    let rate = min(max(frameRate, 1), 1000)
    timeline = VirtualClock(frameRate: rate)
    sleepers = timeline.sleepers
    self.startDate = startDate
    self.timeZone = timeZone
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    self.calendar = calendar
    super.init(frame: CGRect(origin: .zero, size: size))
    cachedWindow = self
    scheduleLayout()
    if rate != frameRate {
      reportDiagnostic(
        member: "init(size:frameRate:)",
        "refused a frame rate of \(frameRate); using \(rate). Pass 1 to 1000 frames a second.")
    }
  }

  /// Wakes every task still asleep on the window's clock with `CancellationError`.
  deinit {
    sleepers.close()
  }

  override func diagnosticLog() -> DiagnosticLog { log }

  /// The time on the window's clock, in seconds since it was created.
  public var now: TimeInterval { timeline.now }

  /// The window's time as a Swift `Clock`, for `async` code:
  /// `try await window.clock.sleep(for: .seconds(2))` sleeps two seconds of this window's time.
  public var clock: WindowClock { WindowClock(sleepers: sleepers) }
  private let sleepers: ClockSleepers

  /// The date on the window's clock: ``startDate`` plus ``now``.
  public var date: Date { startDate.addingTimeInterval(now) }

  /// A Gregorian calendar in the window's ``timeZone``.
  public let calendar: Calendar

  /// How many frames have run.
  public var frameCount: Int { Int(timeline.framesRun) }

  /// Runs every task and frame due in the next `seconds`, in time order, and leaves the clock
  /// `seconds` later. A negative or non-finite duration does nothing, with a diagnostic.
  public func advance(by seconds: TimeInterval) {
    guard seconds.isFinite, seconds >= 0 else {
      reportDiagnostic(
        member: "advance(by:)",
        "refused \(NumberFormat.string(seconds)) s; the clock only moves forward by a finite "
          + "number of seconds.")
      return
    }
    advance(toTicks: timeline.ticks + VirtualClock.ticks(seconds))
  }

  /// Runs every task and frame due by `target` ticks, in time order, and leaves the clock at
  /// `target`.
  func advance(toTicks target: Int64) {
    var pace = StepPace(lastTime: timeline.ticks)
    while true {
      switch runNextStep(upTo: target, pace: &pace) {
      case .ran: continue
      case .reachedTarget: return timeline.settle(at: target)
      case .stopped: return
      }
    }
  }

  /// What ``runNextStep(upTo:pace:)`` did.
  enum StepOutcome {
    /// It ran a wake, a task or a frame.
    case ran
    /// Nothing more is due by the target.
    case reachedTarget
    /// Too many steps ran at one instant; the rest stay queued, with a diagnostic.
    case stopped
  }

  /// How many steps ran at the latest instant, to stop work that queues itself without delay.
  struct StepPace {
    var lastTime: Int64
    var stepsAtOneInstant = 0
  }

  /// Runs the next wake, task or frame due by `target`, if any.
  func runNextStep(upTo target: Int64, pace: inout StepPace) -> StepOutcome {
    let next = timeline.nextEvent()
    guard next.time <= target else { return .reachedTarget }
    pace.stepsAtOneInstant = next.time == pace.lastTime ? pace.stepsAtOneInstant + 1 : 0
    pace.lastTime = next.time
    guard pace.stepsAtOneInstant < Window.maximumSteps else {
      reportDiagnostic(
        member: "advance(by:)",
        "stopped at \(NumberFormat.string(now)) s after \(Window.maximumSteps) tasks queued "
          + "for the same instant; the rest stay queued. Some work queues itself again "
          + "with no delay.")
      return .stopped
    }
    step(next)
    return .ran
  }

  /// Runs tasks and frames until no task is queued, no display link or view animation is
  /// running and no layout is pending.
  ///
  /// - Throws: ``RunLoopError`` after 100,000 tasks and frames when the work never ends.
  public func runUntilIdle() throws {
    var steps = 0
    while !isIdle {
      guard steps < Window.maximumSteps else {
        throw RunLoopError(stepsRun: steps, remaining: remainingWorkDescription)
      }
      step(timeline.nextEvent())
      steps += 1
    }
  }

  /// Whether nothing is queued, animating or waiting for layout.
  public var isIdle: Bool {
    !timeline.hasTasks && !displayLinks.contains(where: \.isActive) && !isLayoutScheduled
      && animator.isIdle
  }

  private var remainingWorkDescription: String {
    let links = displayLinks.filter(\.isActive).count
    return "\(timeline.taskCount) queued tasks, \(links) active display links"
  }

  func step(_ next: (event: VirtualClock.Event, time: Int64)) {
    switch next.event {
    case .wake:
      timeline.wakeSleeper(at: next.time)
    case .task:
      timeline.runNextTask(at: next.time)
    case .frame:
      timeline.beginFrame(at: next.time)
      runFrame()
    }
  }

  private func runFrame() {
    for finger in fingers {
      finger.advanceFrame()
    }
    displayLinks.removeAll { !$0.isValid }
    for link in displayLinks {
      link.tick(at: now)
    }
    animator.tick(at: now)
    if isLayoutScheduled {
      isLayoutScheduled = false
      layoutIfNeeded()
    }
    endFrame()
  }

  func add(_ link: DisplayLink) {
    displayLinks.append(link)
  }

  func scheduleLayout() {
    isLayoutScheduled = true
  }

  /// Takes in a subtree that joined the window: its diagnostics, the work it queued while it was
  /// outside, and its pending layout.
  func adopt(subtreeOf root: View) {
    var pending: [PendingWork] = []
    root.forEachInSubtree { view in
      view.moveDiagnostics(to: log)
      guard !view.pendingWork.isEmpty else { return }
      pending.append(contentsOf: view.pendingWork)
      view.pendingWork.removeAll()
    }
    for work in pending.sorted(by: { $0.serial < $1.serial }) {
      timeline.schedule(at: timeline.ticks + work.delay, work.work)
    }
    if root.subtreeNeedsLayout {
      scheduleLayout()
    }
  }
}
