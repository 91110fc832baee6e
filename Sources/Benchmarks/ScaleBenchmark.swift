import Foundation
import RefreshControls
import ViewKitLite

#if canImport(Glibc)
import Glibc
#endif

/// `swift run -c release Benchmarks scale`: costs that must follow what is visible or grow
/// linearly, each beside its baseline from the same run.
@MainActor
enum ScaleBenchmark {
  static func run() {
    let visible = offScreenFrame(hiddenViews: 0)
    let crowded = offScreenFrame(hiddenViews: 10_000)
    Report.printFigures(
      "scale: a frame with views off screen", [visible, crowded], unit: "µs per frame",
      divisor: 1000)
    Report.printGoals([offScreenGoal(visible: visible, crowded: crowded)])
    let observers = [100, 1000, 10_000].map(notify)
    Report.printFigures("scale: one set notifying N observers", observers, unit: "ns per observer")
    Report.printGoals([observersGoal(few: observers[0], many: observers[2])])
    printSession(session())
  }

  /// The two goals, measured alone: what `Benchmarks goals` reads.
  static func goals() -> [Goal] {
    [
      offScreenGoal(
        visible: offScreenFrame(hiddenViews: 0), crowded: offScreenFrame(hiddenViews: 10_000)),
      observersGoal(few: notify(100), many: notify(10_000)),
    ]
  }

  static func offScreenGoal(visible: Measurement, crowded: Measurement) -> Goal {
    Goal(
      label: "10,000 views off screen ÷ visible part", measured: crowded, baseline: visible,
      limit: 1.2)
  }

  static func observersGoal(few: Measurement, many: Measurement) -> Goal {
    Goal(
      label: "10,000 observers ÷ 100 (per observer: linear means 1)", measured: many,
      baseline: few, limit: 1.2)
  }

  /// A scroll view of 20 visible labels, plus `hiddenViews` labels far below the visible part.
  static func offScreenFrame(hiddenViews: Int) -> Measurement {
    let window = Window(size: CGSize(width: 390, height: 844))
    let scrollView = ScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 390, height: 44 * CGFloat(20 + hiddenViews) + 2000)
    window.addSubview(scrollView)
    for index in 0..<(20 + hiddenViews) {
      let label = Label(
        frame: CGRect(
          x: 16, y: CGFloat(index) * 44 + (index >= 20 ? 2000 : 0), width: 300, height: 44))
      label.text = "Row \(index)"
      scrollView.addSubview(label)
    }
    var offset: CGFloat = 0
    return Measurement.run(
      "frame, \(hiddenViews) views off screen", operations: 200, repetitions: 5
    ) { count in
      for _ in 0..<count {
        offset = offset >= 40 ? 0 : offset + 2
        scrollView.contentOffset.y = offset
        window.advance(by: 1.0 / 60)
        blackHole(window.picture())
      }
    }
  }

  /// One set of an observed property with `count` typed observers, per observer.
  static func notify(_ count: Int) -> Measurement {
    let object = ObservedObject()
    var heard = 0
    let tokens = (0..<count).map { _ in object.observe(\.value) { _, _ in heard += 1 } }
    let sets = max(200_000 / count, 20)
    let result = Measurement.run("\(count) observers", operations: sets * count, repetitions: 5) {
      total in
      for index in 0..<(total / count) { object.value = Double(index) }
    }
    blackHole(heard)
    tokens.forEach { $0.invalidate() }
    return result
  }

  /// What ten simulated minutes of pulling cost, and the resident memory after the first
  /// minute and the last.
  struct Session {
    var simulated: TimeInterval
    var seconds: Double
    var frames: Int
    var firstMinute: Int
    var lastMinute: Int

    /// The growth from minute 1 to minute 10, in per cent; `nil` where memory is not read.
    var growth: Double? {
      firstMinute > 0 ? Double(lastMinute - firstMinute) / Double(firstMinute) * 100 : nil
    }
  }

  /// Ten simulated minutes of continuous pulling at 120 Hz, refreshing and ending.
  static func session() -> Session {
    let window = Window(size: CGSize(width: 390, height: 844), frameRate: 120)
    let table = TableView(frame: window.bounds)
    let rows = RenderBenchmark.Rows(count: 200)
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    window.addSubview(table)
    table.addHeaderRefresh { [weak table] in
      table?.mainQueue.asyncAfter(1) { table?.headerEndRefreshing() }
    }
    var readings: [Int] = []
    let elapsed = ContinuousClock().measure {
      for minute in 1...10 {
        while window.now < Double(minute) * 60 {
          let finger = table.pull(to: -90, duration: 0.6)
          finger?.hold(for: 0.1)
          finger?.lift()
          window.advance(by: 1.5)
          table.pull(to: 600, duration: 0.4)?.lift()
          window.advance(by: 1)
        }
        readings.append(residentKilobytes())
      }
    }
    return Session(
      simulated: window.now,
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
      frames: window.frameCount, firstMinute: readings.first ?? 0, lastMinute: readings.last ?? 0)
  }

  static func printSession(_ session: Session) {
    print("### scale: a 10-minute session at 120 Hz\n")
    print("| figure | value |")
    print("|---|---:|")
    print(
      "| simulated time | \(Report.format(session.simulated)) s in \(Report.format(session.seconds)) s |"
    )
    print("| frames | \(session.frames) |")
    print("| resident memory after minute 1 | \(session.firstMinute) KiB |")
    print("| resident memory after minute 10 | \(session.lastMinute) KiB |")
    let measured = session.growth.map { "\(Report.format($0)) %" } ?? "not measured (no /proc here)"
    print("| growth (goal < 5 %) | \(measured) |\n")
  }

  /// The process's resident set, from /proc/self/statm (0 where there is none).
  static func residentKilobytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
  }
}
