import Foundation
import SnapshotFiles
import Testing

@Suite("Pruning: references the last run did not use")
struct SnapshotPruningTests {
  /// A package with references used and unused, a pending snapshot, and snapshot folders that
  /// are not its own (a nested package's, the build folder's, a hidden folder's).
  func package(run: String?) throws -> TemporaryPackage {
    let package = try TemporaryPackage()
    try package.write("Tests/A/__Snapshots__/ATests/used.1.txt", "u")
    try package.write("Tests/A/__Snapshots__/ATests/unused.1.txt", "x")
    try package.write("Tests/A/__Snapshots__/ATests/used.1.txt.new", "p")
    try package.write("Tests/B/__Snapshots__/deep/BTests/old.txt", "x")
    try package.write("Examples/E/Package.swift", "")
    try package.write("Examples/E/Tests/__Snapshots__/E/e.txt", "e")
    try package.write(".build/checkouts/__Snapshots__/c.txt", "c")
    try package.write(".hidden/__Snapshots__/h.txt", "h")
    if let run { try package.write(".build/snapshot-usage/run-1-2.txt", run) }
    return package
  }

  func paths(_ verdict: SnapshotPruning, in package: TemporaryPackage) -> [String] {
    guard case .judged(let unused, _) = verdict else { return ["not judged"] }
    return unused.map { PackageRoot.relativePath(of: $0, in: package.root) }
  }

  @Test("unused: the package's own references no test used; pending files are not references")
  func unused() throws {
    let package = try package(
      run: "filtered false\nused Tests/A/__Snapshots__/ATests/used.1.txt\nfinished\n")
    let verdict = SnapshotPruning.judge(SnapshotFolders(root: package.root))
    #expect(
      paths(verdict, in: package) == [
        "Tests/A/__Snapshots__/ATests/unused.1.txt", "Tests/B/__Snapshots__/deep/BTests/old.txt",
      ])
    #expect(
      verdict
        == .judged(
          unused: [
            package.url("Tests/A/__Snapshots__/ATests/unused.1.txt").standardizedFileURL,
            package.url("Tests/B/__Snapshots__/deep/BTests/old.txt").standardizedFileURL,
          ], runFailed: false))
  }

  @Test("references named in .snapshots-keep (a disabled test's) are never unused")
  func kept() throws {
    let package = try package(
      run: "filtered false\nused Tests/A/__Snapshots__/ATests/used.1.txt\nfinished\n")
    try package.write(
      ".snapshots-keep", "# a test disabled on Linux\n  Tests/B/__Snapshots__/*/BTests/*.txt  \n\n")
    let verdict = SnapshotPruning.judge(SnapshotFolders(root: package.root))
    #expect(paths(verdict, in: package) == ["Tests/A/__Snapshots__/ATests/unused.1.txt"])
  }

  @Test("no run recorded, or a filtered one, judges nothing; a failing run is said so")
  func verdicts() throws {
    let none = try package(run: nil)
    #expect(SnapshotPruning.judge(SnapshotFolders(root: none.root)) == .noRun)
    let filtered = try package(run: "filtered true\nfinished\n")
    #expect(SnapshotPruning.judge(SnapshotFolders(root: filtered.root)) == .filtered)
    let failing = try package(
      run: "filtered false\nfailed Tests/A/__Snapshots__/ATests/used.1.txt\nfinished\n")
    #expect(runFailed(failing) == true)
    let crashed = try package(
      run: "filtered false\nused Tests/A/__Snapshots__/ATests/used.1.txt\n")
    #expect(runFailed(crashed) == true)
    let passed = try package(
      run: "filtered false\nused Tests/A/__Snapshots__/ATests/used.1.txt\nfinished\n")
    #expect(runFailed(passed) == false)
  }

  /// Whether the package's last run is judged failing; `nil` when it is not judged.
  func runFailed(_ package: TemporaryPackage) -> Bool? {
    guard
      case .judged(_, let runFailed) = SnapshotPruning.judge(SnapshotFolders(root: package.root))
    else { return nil }
    return runFailed
  }

  @Test("pending snapshots are listed with their references, sorted")
  func pending() throws {
    let package = try package(run: nil)
    try package.write("Tests/A/__Snapshots__/ATests/a.txt.new", "n")
    let pending = SnapshotFolders(root: package.root).pending()
    #expect(
      pending.map { PackageRoot.relativePath(of: $0.reference, in: package.root) } == [
        "Tests/A/__Snapshots__/ATests/a.txt", "Tests/A/__Snapshots__/ATests/used.1.txt",
      ])
  }
}
