import Foundation

/// When a snapshot assertion writes its reference file.
public enum SnapshotRecordMode: String, Hashable, Sendable, CaseIterable {
  /// Always write, and fail so the new file gets reviewed.
  case all
  /// Write only a missing reference (and fail, saying where); compare otherwise. The default.
  case missing
  /// Write when the reference is missing or differs (and fail).
  case failed
  /// Never write; a missing reference fails. The default when `CI` is set.
  case never

  /// The mode the environment asks for: `SNAPSHOT_RECORD` (`all`, `missing`, `failed`,
  /// `never`, in any case), else `never` when `CI` is set, else `missing`.
  ///
  /// - Throws: ``SnapshotSettingError`` when `SNAPSHOT_RECORD` holds anything else (`true`,
  ///   say), naming the valid values.
  public static func fromEnvironment(
    _ environment: [String: String]
  ) throws(SnapshotSettingError) -> SnapshotRecordMode {
    if let value = environment["SNAPSHOT_RECORD"] {
      guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
        throw SnapshotSettingError(variable: "SNAPSHOT_RECORD", value: value)
      }
      return mode
    }
    return isCI(environment) ? .never : .missing
  }

  /// Whether `environment` says it is CI: `CI` set to anything but empty, `0` or `false`.
  static func isCI(_ environment: [String: String]) -> Bool {
    guard let ci = environment["CI"] else { return false }
    return !ci.isEmpty && ci != "0" && ci.lowercased() != "false"
  }
}

/// An environment variable of the snapshot library holds a value it does not know.
public struct SnapshotSettingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The variable, `SNAPSHOT_RECORD`.
  public let variable: String
  /// What it holds.
  public let value: String

  /// The error of `variable` holding `value`.
  public init(variable: String, value: String) {
    self.variable = variable
    self.value = value
  }

  /// What is wrong, and the values that would be right.
  public var description: String {
    let valid = SnapshotRecordMode.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    return "\(variable)=\(value) is not a record mode; use one of \(valid), or unset it "
      + "('missing' locally, 'never' under CI). Nothing was compared or written."
  }
}
