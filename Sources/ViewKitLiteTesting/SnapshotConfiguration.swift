import Foundation

/// Everything a snapshot assertion depends on beside its value, injectable so the library's own
/// behaviour can be tested without touching the environment or the real test runner.
public struct SnapshotConfiguration: Sendable {
  /// When references are written.
  public var recordMode: SnapshotRecordMode
  /// Where references live; `nil` means `__Snapshots__/<TestFile>/` beside the test file.
  public var directory: URL?
  /// Where failures go; `nil` means the running framework (Swift Testing or XCTest).
  public var reporter: (@Sendable (SnapshotFailure) -> Void)?
  /// Where a failed comparison leaves the new snapshot and the whole diff: `SNAPSHOT_ARTIFACTS`,
  /// else `ViewKitLiteTesting` in the temporary directory.
  public var artifactsDirectory: URL
  /// Whether a mismatch, or a missing reference not recorded, leaves the new snapshot beside
  /// its reference as `<name>.txt.new` for `snapshot-review`; off when `CI` is set (the new
  /// snapshot then goes to ``artifactsDirectory`` only).
  public var writesPendingSnapshots: Bool
  /// Whether `assertInlineSnapshot` may write into test sources when its record mode asks;
  /// off when `CI` is set, whatever the mode.
  public var writesInlineSnapshots: Bool
  /// A setting the configuration could not take (an unknown `SNAPSHOT_RECORD`): every
  /// assertion that uses the configuration fails with it, unless it passes `record:` itself.
  public var settingError: SnapshotSettingError?

  /// A configuration.
  public init(
    recordMode: SnapshotRecordMode = .missing, directory: URL? = nil,
    artifactsDirectory: URL = SnapshotConfiguration.defaultArtifactsDirectory,
    writesPendingSnapshots: Bool = true, writesInlineSnapshots: Bool = true,
    reporter: (@Sendable (SnapshotFailure) -> Void)? = nil
  ) {
    self.recordMode = recordMode
    self.writesPendingSnapshots = writesPendingSnapshots
    self.writesInlineSnapshots = writesInlineSnapshots
    self.directory = directory
    self.artifactsDirectory = artifactsDirectory
    self.reporter = reporter
  }

  /// `SNAPSHOT_ARTIFACTS`, else `ViewKitLiteTesting` in the temporary directory.
  public static var defaultArtifactsDirectory: URL {
    artifactsDirectory(in: ProcessInfo.processInfo.environment)
  }

  /// `SNAPSHOT_ARTIFACTS` of `environment` unless empty, else `ViewKitLiteTesting` in the
  /// temporary directory.
  package static func artifactsDirectory(in environment: [String: String]) -> URL {
    if let path = environment["SNAPSHOT_ARTIFACTS"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("ViewKitLiteTesting")
  }

  /// The configuration the process environment asks for (`SNAPSHOT_RECORD`, `CI`,
  /// `SNAPSHOT_ARTIFACTS`); an unknown `SNAPSHOT_RECORD` is kept as ``settingError``.
  public static var fromEnvironment: SnapshotConfiguration {
    reading(ProcessInfo.processInfo.environment)
  }

  /// The configuration `environment` asks for.
  package static func reading(_ environment: [String: String]) -> SnapshotConfiguration {
    let ci = SnapshotRecordMode.isCI(environment)
    var configuration = SnapshotConfiguration(
      artifactsDirectory: artifactsDirectory(in: environment), writesPendingSnapshots: !ci,
      writesInlineSnapshots: !ci)
    do {
      configuration.recordMode = try .fromEnvironment(environment)
    } catch {
      configuration.settingError = error
    }
    return configuration
  }
}

extension SnapshotConfiguration {
  /// This configuration with `record`, when given, as its record mode (an argument clears a
  /// setting error of the environment's).
  func overriding(record: SnapshotRecordMode?) -> SnapshotConfiguration {
    guard let record else { return self }
    var configuration = self
    configuration.recordMode = record
    configuration.settingError = nil
    return configuration
  }

  /// Sends `failure` to the reporter, or to `runningFramework` when none is set.
  func report(_ failure: SnapshotFailure, else runningFramework: (SnapshotFailure) -> Void) {
    if let reporter {
      reporter(failure)
    } else {
      runningFramework(failure)
    }
  }
}

/// A failed snapshot assertion: its message and where it was made.
public struct SnapshotFailure: Sendable, CustomStringConvertible {
  /// What went wrong, with the diff or the recorded file's path.
  public let message: String
  /// The file of the assertion.
  public let filePath: String
  /// The line of the assertion.
  public let line: Int
  /// The column of the assertion.
  public let column: Int

  /// The message.
  public var description: String { message }
}
