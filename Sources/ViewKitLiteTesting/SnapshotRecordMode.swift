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
  /// `never`), else `never` when `CI` is set, else `missing`.
  public static func fromEnvironment(_ environment: [String: String]) -> SnapshotRecordMode {
    if let value = environment["SNAPSHOT_RECORD"]?.lowercased(),
      let mode = SnapshotRecordMode(rawValue: value)
    {
      return mode
    }
    if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" {
      return .never
    }
    return .missing
  }
}
