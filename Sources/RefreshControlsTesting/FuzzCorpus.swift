import Foundation

/// Where a fuzzing run keeps the scripts it replays before its random sequences: failures
/// found once, shrunk, so that a fixed bug stays fixed.
///
/// By default a test's corpus lies beside it, as its snapshots do:
/// `__FuzzCorpus__/<TestFile>/<test>.<name>.script`. A run plays every script there first, and
/// when a random sequence fails it writes the shrunk script there (unless `CI` is set, or the
/// corpus says not to), so the next run replays it first. Review those files like code: each
/// names the check it broke and the seed that found it.
public struct FuzzCorpus: Sendable {
  enum Place: Sendable {
    case besideTheTest
    case folder(URL)
    case nowhere
  }

  let place: Place
  /// Whether a shrunk failure is written to the corpus. Never when the environment's `CI` is
  /// set, whatever this says.
  public var recordsFailures: Bool

  /// The scripts beside the calling test, in `__FuzzCorpus__/<TestFile>/` and named after the
  /// test; shrunk failures are written there.
  public static let besideTheTest = FuzzCorpus(place: .besideTheTest, recordsFailures: true)

  /// Every `.script` file of `folder`; shrunk failures are written there when
  /// `recordsFailures`.
  public static func folder(_ folder: URL, recordsFailures: Bool = true) -> FuzzCorpus {
    FuzzCorpus(place: .folder(folder), recordsFailures: recordsFailures)
  }

  /// No corpus: nothing replayed first, nothing written.
  public static let none = FuzzCorpus(place: .nowhere, recordsFailures: false)

  /// The folder, and the prefix of the scripts that belong to the test at `filePath`.
  func location(filePath: StaticString, function: StaticString) -> (URL, prefix: String)? {
    switch place {
    case .nowhere: return nil
    case .folder(let url): return (url, "")
    case .besideTheTest:
      let file = URL(fileURLWithPath: "\(filePath)")
      let folder = file.deletingLastPathComponent().appendingPathComponent("__FuzzCorpus__")
        .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
      return (folder, Self.sanitised("\(function)") + ".")
    }
  }

  /// The corpus's scripts, by name, in name order.
  static func scripts(at location: (URL, prefix: String)) -> [(name: String, text: String)] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: location.0.path)) ?? []
    return names.filter { $0.hasPrefix(location.prefix) && $0.hasSuffix(".script") }.sorted()
      .compactMap { name in
        (try? String(contentsOf: location.0.appendingPathComponent(name), encoding: .utf8))
          .map { (name, $0) }
      }
  }

  /// Writes `script` as `name` into the corpus, unless recording is off or `CI` is set;
  /// returns the file written.
  func record(
    _ script: String, named name: String, at location: (URL, prefix: String),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL? {
    guard recordsFailures, !Self.isCI(environment) else { return nil }
    let url = location.0.appendingPathComponent("\(location.prefix)\(name).script")
    do {
      try FileManager.default.createDirectory(at: location.0, withIntermediateDirectories: true)
      try Data(script.utf8).write(to: url)
      return url
    } catch {
      return nil
    }
  }

  /// Whether `CI` is set to anything but empty, `0` or `false`.
  static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !value.isEmpty && value != "0" && value.lowercased() != "false"
  }

  /// `name` with anything but letters, digits, `.` and `_` made a `-`: `findsIt()` → `findsIt`.
  static func sanitised(_ name: String) -> String {
    let kept = name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "-" }
    return String(kept).split(separator: "-").joined(separator: "-")
  }
}
