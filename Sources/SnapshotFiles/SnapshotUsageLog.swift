import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a test process writes about the references its snapshot assertions read, so that
/// `snapshots prune` can tell which references no test uses.
///
/// Each process of one `swift test` (XCTest's and Swift Testing's: SwiftPM starts both from
/// the same parent) writes `.build/snapshot-usage/run-<parent>-<process>.txt` in the package of
/// the test file: whether the run was filtered, each reference used (`used <path>`) or failed
/// (`failed <path>`), and `finished` when the process exits normally. The first record of a new
/// run removes the files of the run before.
package final class SnapshotUsageLog: @unchecked Sendable {
  /// The log of this process, judging its arguments.
  package static let shared = SnapshotUsageLog(
    arguments: CommandLine.arguments, run: Int(getppid()), process: Int(getpid()))

  /// The folder, below a package's root, that holds the usage files.
  package static let folder = ".build/snapshot-usage"

  private let lock = NSLock()
  private let filtered: Bool
  private let run: Int
  private let process: Int
  private var files: [String: FileHandle] = [:]
  private var registeredExit = false

  /// A log for a process started with `arguments`, in run `run` (its parent's id).
  package init(arguments: [String], run: Int, process: Int) {
    self.filtered = SnapshotUsageLog.isFiltered(arguments)
    self.run = run
    self.process = process
  }

  /// Whether a test process started with `arguments` runs only some tests: Swift Testing's
  /// with `--filter` or `--skip`, XCTest's with a test named (as SwiftPM starts it for
  /// `--filter`, and for each test of a `--parallel` run). XCTest's process is started two
  /// ways: on Linux the bundle runs itself, `Bundle.xctest [TESTS]`; on macOS Xcode's `xctest`
  /// hosts it, `…/xctest [-XCTest TESTS] …/Bundle.xctest`, where the bundle's path is no filter
  /// and `-XCTest All` runs every test.
  package static func isFiltered(_ arguments: [String]) -> Bool {
    let rest = arguments.dropFirst()
    if rest.contains("--testing-library") {
      return rest.contains("--filter") || rest.contains("--skip")
    }
    if let host = arguments.first, host.split(separator: "/").last == "xctest" {
      guard let flag = rest.firstIndex(of: "-XCTest"), flag + 1 < rest.endIndex else {
        return false
      }
      return rest[flag + 1] != "All"
    }
    return rest.contains { !$0.hasPrefix("-") }
  }

  /// Notes that an assertion read `reference`, and whether it failed. References outside any
  /// package (a test's temporary folder) are not noted.
  package func record(reference: URL, failed: Bool) {
    guard let root = PackageRoot.containing(reference) else { return }
    let path = PackageRoot.relativePath(of: reference, in: root)
    lock.lock()
    defer { lock.unlock() }
    guard let file = file(for: root) else { return }
    file.write(Data("\(failed ? "failed" : "used") \(path)\n".utf8))
  }

  /// Notes that this process runs tests of the package holding `file` (a test's source) even
  /// if it reads no reference there: an inline snapshot's run replaces the run before.
  package func noteRun(of file: URL) {
    guard let root = PackageRoot.containing(file) else { return }
    lock.lock()
    defer { lock.unlock() }
    _ = self.file(for: root)
  }

  /// Writes `finished` to every file this process opened: it ran to its end.
  package func finish() {
    lock.lock()
    defer { lock.unlock() }
    for file in files.values {
      file.write(Data("finished\n".utf8))
      try? file.close()
    }
    files = [:]
  }

  /// This process's file in `root`, opened on first use after removing an earlier run's.
  private func file(for root: URL) -> FileHandle? {
    if let file = files[root.path] { return file }
    let folder = root.appendingPathComponent(SnapshotUsageLog.folder)
    let manager = FileManager.default
    try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
    let ours = "run-\(run)-"
    for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    where !name.hasPrefix(ours) {
      try? manager.removeItem(at: folder.appendingPathComponent(name))
    }
    let url = folder.appendingPathComponent("\(ours)\(process).txt")
    guard manager.createFile(atPath: url.path, contents: Data("filtered \(filtered)\n".utf8)),
      let file = try? FileHandle(forWritingTo: url)
    else { return nil }
    file.seekToEndOfFile()
    files[root.path] = file
    registerExit()
    return file
  }

  private func registerExit() {
    guard !registeredExit, self === SnapshotUsageLog.shared else { return }
    registeredExit = true
    atexit { SnapshotUsageLog.shared.finish() }
  }
}
