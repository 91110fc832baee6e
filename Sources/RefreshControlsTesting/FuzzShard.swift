import Foundation

/// One share of a fuzzing run, for spreading a run over the machines of a CI matrix:
/// `FUZZ_SHARD=3/8` plays the third eighth of the sequences.
///
/// Every run of ``RefreshFuzzer`` reads `FUZZ_SHARD` itself, so one test fuzzes a million
/// sequences on eight machines unchanged; each share's report goes to `FUZZ_REPORT_DIR` when
/// that is set, for a last step to merge (``FuzzReport/init(mergingReportsIn:)``).
public struct FuzzShard: Hashable, Sendable, CustomStringConvertible {
  /// Which share, from 1.
  public let index: Int
  /// How many shares the run is split into.
  public let count: Int

  /// Share `index` (from 1) of `count`; `nil` unless `1 ≤ index ≤ count`.
  public init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// The share `i/n` says, as `FUZZ_SHARD` holds it: `3/8`.
  ///
  /// - Throws: ``FuzzScriptError`` saying what to write instead.
  public init(_ text: String) throws(FuzzScriptError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
      let shard = FuzzShard(index: index, count: count)
    else {
      throw FuzzScriptError(
        "FUZZ_SHARD '\(text)' is not a share: write i/n, n the shares and i from 1 to n (3/8)")
    }
    self = shard
  }

  /// The share `FUZZ_SHARD` asks for, or `nil` when it is not set.
  ///
  /// - Throws: ``FuzzScriptError`` when it is set to anything but `i/n`.
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(FuzzScriptError) -> FuzzShard? {
    guard let text = environment["FUZZ_SHARD"], !text.isEmpty else { return nil }
    return try FuzzShard(text)
  }

  /// The sequences of `range` this share plays: a run of consecutive ones, the shares together
  /// playing each once.
  public func share(of range: Range<Int>) -> Range<Int> {
    let lower = range.lowerBound + range.count * (index - 1) / count
    let upper = range.lowerBound + range.count * index / count
    return lower..<upper
  }

  /// `i/n`.
  public var description: String { "\(index)/\(count)" }
}
