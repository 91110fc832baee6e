import Foundation
import RefreshControls
import ViewKitLite

/// The async loads of ``FuzzSequence/playWithAsyncLoads(actions:random:arming:loads:)``.
extension FuzzSequence {
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

  /// The error a fuzzed async load throws when it is drawn to fail.
  struct LoadFailure: Error, CustomStringConvertible {
    var description: String { "the fuzzed load failed" }
  }
}
