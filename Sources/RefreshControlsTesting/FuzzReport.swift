import Foundation
import ViewKitLite

/// What a fuzzing run did, and the first failure of each failing sequence. Reports are
/// `Codable`, so runs split across processes can be merged.
public struct FuzzReport: Codable, Sendable {
  /// Sequences played.
  public var sequences = 0
  /// Corpus scripts replayed before them (``FuzzCorpus``).
  public var corpusScripts = 0
  /// Actions played.
  public var actions = 0
  /// Frames on which every invariant was checked.
  public var frames = 0
  /// Individual invariant checks made.
  public var checks = 0
  /// How many of each action were played, by name (`pull`, `finger down: rows`, `screen
  /// reader: scroll`): the mix of ``RefreshFuzzer``'s action tables as it came out.
  public var mix: [String: Int] = [:]
  /// Sequences per style.
  public var sequencesPerStyle: [FuzzStyle: Int] = [:]
  /// The failures, at most one a sequence.
  public var failures: [FuzzFailure] = []

  /// An empty report.
  public init() {}

  /// One line of counts.
  public var summary: String {
    (corpusScripts > 0 ? "\(corpusScripts) corpus scripts, " : "")
      + "\(sequences) sequences, \(actions) actions, \(frames) frames, \(checks) checks, "
      + "\(failures.count) failing"
  }

  /// The mix, one `name: count (share)` a line, most played first, ties by name; the share
  /// is of all the actions counted.
  public var mixDescription: String {
    let total = max(mix.values.reduce(0, +), 1)
    return mix.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      .map {
        "\($0.key): \($0.value) (\(String(format: "%.1f", Double($0.value) * 100 / Double(total))) %)"
      }
      .joined(separator: "\n")
  }

  /// Adds `other`'s counts and failures to this report.
  public mutating func merge(_ other: FuzzReport) {
    sequences += other.sequences
    corpusScripts += other.corpusScripts
    actions += other.actions
    frames += other.frames
    checks += other.checks
    failures += other.failures
    for (name, count) in other.mix {
      mix[name, default: 0] += count
    }
    for (style, count) in other.sequencesPerStyle {
      sequencesPerStyle[style, default: 0] += count
    }
  }
}

extension FuzzReport {
  /// The reports in `folder` (every `.json` file, as ``RefreshFuzzer`` writes them into
  /// `FUZZ_REPORT_DIR`), merged: the last step of a run spread over a CI matrix.
  ///
  /// - Throws: the error of a file that cannot be read or is not a report, naming the file.
  public init(mergingReportsIn folder: URL) throws {
    self.init()
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    for name in names {
      let url = folder.appendingPathComponent(name)
      do {
        merge(try JSONDecoder().decode(FuzzReport.self, from: Data(contentsOf: url)))
      } catch {
        throw FuzzScriptError("\(url.path) is not a fuzz report: \(error)")
      }
    }
  }

  /// The report as JSON, its keys sorted, for `FUZZ_REPORT_DIR`.
  func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    return try encoder.encode(self)
  }
}
