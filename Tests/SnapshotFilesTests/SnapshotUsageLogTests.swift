import Foundation
import SnapshotFiles
import Testing

@Suite("What a test run records about the references it used")
struct SnapshotUsageLogTests {
  @Test(
    "a run is filtered when SwiftPM names tests or passes --filter or --skip",
    arguments: [
      (["PackageTests.xctest"], false),
      (["PackageTests.xctest", "Tests.XT/testA"], true),
      (["PackageTests.xctest", "--skip-build", "--testing-library", "swift-testing"], false),
      (["PackageTests.xctest", "--parallel", "--testing-library", "swift-testing"], false),
      (["PackageTests.xctest", "--filter", "b", "--testing-library", "swift-testing"], true),
      (["PackageTests.xctest", "--skip", "XT", "--testing-library", "swift-testing"], true),
      // macOS: Xcode's xctest hosts the bundle, whose path is the last argument.
      (
        ["/Applications/Xcode.app/Contents/Developer/usr/bin/xctest", "/p/PackageTests.xctest"],
        false
      ),
      (["/usr/bin/xctest", "-XCTest", "Tests.XT/testA", "/p/PackageTests.xctest"], true),
      (["/usr/bin/xctest", "-XCTest", "All", "/p/PackageTests.xctest"], false),
      (["/usr/bin/xctest", "-XCTest"], false),
      (
        [
          "/usr/bin/swiftpm-testing-helper", "--test-bundle-path", "/p/PackageTests.xctest",
          "/p/PackageTests.xctest", "--testing-library", "swift-testing",
        ], false
      ),
      (
        [
          "/usr/bin/swiftpm-testing-helper", "--test-bundle-path", "/p/PackageTests.xctest",
          "--filter", "b", "--testing-library", "swift-testing",
        ], true
      ),
    ])
  func filtered(arguments: [String], expected: Bool) {
    #expect(SnapshotUsageLog.isFiltered(arguments) == expected)
  }

  @Test("the processes of one run write a file each; the next run's first record clears them")
  func runs() throws {
    let package = try TemporaryPackage()
    let reference = package.url("Tests/T/__Snapshots__/A/a.1.txt")
    let xctest = SnapshotUsageLog(arguments: ["x.xctest"], run: 7, process: 10)
    let testing = SnapshotUsageLog(
      arguments: ["x.xctest", "--filter", "b", "--testing-library", "swift-testing"], run: 7,
      process: 11)
    xctest.record(reference: reference, failed: false)
    testing.record(reference: reference, failed: true)
    xctest.finish()
    #expect(package.files(in: ".build/snapshot-usage") == ["run-7-10.txt", "run-7-11.txt"])
    #expect(
      package.read(".build/snapshot-usage/run-7-10.txt")
        == "filtered false\nused Tests/T/__Snapshots__/A/a.1.txt\nfinished\n")
    #expect(
      package.read(".build/snapshot-usage/run-7-11.txt")
        == "filtered true\nfailed Tests/T/__Snapshots__/A/a.1.txt\n")
    let next = SnapshotUsageLog(arguments: ["x.xctest"], run: 8, process: 12)
    next.record(reference: reference, failed: false)
    #expect(package.files(in: ".build/snapshot-usage") == ["run-8-12.txt"])
  }

  @Test("a run that reads no reference (inline snapshots only) still replaces the run before")
  func runWithoutReferences() throws {
    let package = try TemporaryPackage()
    try package.write(".build/snapshot-usage/run-1-2.txt", "filtered false\nused a.txt\nfinished\n")
    let log = SnapshotUsageLog(arguments: ["x", "Tests.T/testA"], run: 3, process: 4)
    log.noteRun(of: package.url("Tests/T/T.swift"))
    #expect(package.files(in: ".build/snapshot-usage") == ["run-3-4.txt"])
    #expect(SnapshotPruning.judge(SnapshotFolders(root: package.root)) == .filtered)
  }

  @Test("records from many threads at once all land, a line each")
  func concurrentRecords() async throws {
    let package = try TemporaryPackage()
    let log = SnapshotUsageLog(arguments: ["x"], run: 5, process: 6)
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for index in 0..<50 {
            log.record(
              reference: package.url("T/__Snapshots__/\(task)-\(index).txt"), failed: false)
          }
        }
      }
    }
    let lines = package.read(".build/snapshot-usage/run-5-6.txt")?.split(separator: "\n") ?? []
    #expect(lines.count == 401)
    #expect(Set(lines.dropFirst()).count == 400)
  }

  @Test("a reference outside any package (a test's temporary folder) is not noted")
  func outsidePackages() {
    let log = SnapshotUsageLog(arguments: ["x"], run: 1, process: 2)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    log.record(reference: folder.appendingPathComponent("a.txt"), failed: false)
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test("only run-….txt files are a run's records: a file being written or of another tool is not")
  func onlyRunRecords() throws {
    let package = try TemporaryPackage()
    try package.write(".build/snapshot-usage/run-3-1.txt", "filtered false\nused a.txt\nfinished\n")
    try package.write(".build/snapshot-usage/run-3-2.txt.partial", "failed b.txt\n")
    try package.write(".build/snapshot-usage/notes.txt", "failed c.txt\n")
    let run = try #require(SnapshotRun.last(in: package.root))
    #expect(run.used == ["a.txt"] && run.failed.isEmpty && run.processes == 1)
  }

  @Test("the run read back: used, failed, filtered, and whether every process finished")
  func readBack() throws {
    let package = try TemporaryPackage()
    try package.write(
      ".build/snapshot-usage/run-3-1.txt", "filtered false\nused a.txt\nused b.txt\nfinished\n")
    try package.write(".build/snapshot-usage/run-3-2.txt", "filtered false\nfailed c.txt\n")
    let run = try #require(SnapshotRun.last(in: package.root))
    #expect(run.used == ["a.txt", "b.txt", "c.txt"])
    #expect(run.failed == ["c.txt"])
    #expect(!run.filtered)
    #expect(run.processes == 2)
    #expect(run.finishedProcesses == 1)
    #expect(run.failedOrUnfinished)
    #expect(SnapshotRun.last(in: package.url("nowhere")) == nil)
  }
}
