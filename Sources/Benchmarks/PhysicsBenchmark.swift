import Foundation
import ViewKitLite

/// `swift run -c release Benchmarks physics`: a scripted 2 s pull, release and settle at
/// 120 Hz, with a header-like observer that raises the inset on release, timed against the
/// 2 s of real time it simulates. Goal: at least 1,000 times faster than real time.
@MainActor
enum PhysicsBenchmark {
  static func run() {
    let (simulated, seconds) = measure()
    let speedup = simulated / seconds
    print("### physics\n")
    print("| figure | value |")
    print("|---|---:|")
    print("| simulated time (50 sessions) | \(Report.format(simulated)) s |")
    print("| wall time | \(Report.format(seconds * 1000)) ms |")
    print("| times faster than real time | \(Report.format(speedup)) |")
    print("| goal | ≥ 1000: \(speedup >= 1000 ? "met" : "NOT met") |\n")
  }

  /// How many times faster than real time 50 sessions play.
  static func speedup() -> Double {
    let (simulated, seconds) = measure()
    return simulated / seconds
  }

  /// The simulated and the wall seconds of 50 sessions.
  private static func measure() -> (simulated: TimeInterval, seconds: Double) {
    var simulated: TimeInterval = 0
    let elapsed = ContinuousClock().measure {
      for _ in 0..<50 { simulated += session() }
    }
    return (
      simulated, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    )
  }

  /// One pull to −100 over 0.8 s, a hold, a release that raises the inset like a header, and
  /// the settle; returns the simulated seconds.
  static func session() -> TimeInterval {
    let window = Window(size: CGSize(width: 390, height: 844), frameRate: 120)
    let scrollView = ScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 390, height: 3000)
    window.addSubview(scrollView)
    var refreshing = false
    let token = scrollView.observe(\.contentOffset, options: .new) { scrollView, change in
      guard let y = change.newValue?.y else { return }
      if !refreshing, !scrollView.isDragging, y < -54 {
        refreshing = true
        View.animate(withDuration: 0.25) {
          scrollView.contentInset.top = 54
          scrollView.contentOffset.y = -54
        }
      }
    }
    let start = window.now
    let finger = scrollView.pull(to: -100, duration: 0.8)
    finger?.hold(for: 0.2)
    finger?.lift()
    window.advance(by: 1)
    token.invalidate()
    return window.now - start
  }
}
