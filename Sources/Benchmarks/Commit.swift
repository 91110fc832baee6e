import Foundation

/// The commit the benchmarks measure and the day they run: what each figure they write names.
enum Commit {
  /// HEAD's short hash, `-dirty` after it when the work tree has changes; `unknown` outside a
  /// Git checkout.
  static var current: String {
    guard let hash = git(["rev-parse", "--short", "HEAD"]), !hash.isEmpty else { return "unknown" }
    let changes = git(["status", "--porcelain", "--untracked-files=no"]) ?? ""
    return changes.isEmpty ? hash : hash + "-dirty"
  }

  /// Today, in UTC, as `yyyy-MM-dd`.
  static var today: String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: Date())
    return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }

  /// What `git arguments` prints, trimmed; `nil` when it cannot run or fails.
  private static func git(_ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
