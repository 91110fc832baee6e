import Foundation
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("Pending snapshots: a failure leaves the new text beside its reference")
struct PendingSnapshotAssertionTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("PendingSnapshotAssertionTests-\(UUID().uuidString)")

  func files() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }

  func text(_ name: String) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  func reference(_ name: String, _ text: String) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: directory.appendingPathComponent(name))
  }

  @Test("a mismatch writes <name>.txt.new with the new text and names it; the reference stays")
  func mismatchWritesPending() throws {
    let sink = FailureSink()
    try reference("PendingSnapshotAssertionTests.mismatchWritesPending.s.txt", "old\n")
    assertSnapshot(
      of: "new\n", as: .lines, named: "s",
      configuration: sink.configuration(.missing, in: directory))
    #expect(
      files() == [
        "PendingSnapshotAssertionTests.mismatchWritesPending.s.txt",
        "PendingSnapshotAssertionTests.mismatchWritesPending.s.txt.new",
      ])
    #expect(try text("PendingSnapshotAssertionTests.mismatchWritesPending.s.txt") == "old\n")
    #expect(try text("PendingSnapshotAssertionTests.mismatchWritesPending.s.txt.new") == "new\n")
    let message = try #require(sink.messages.first)
    #expect(message.contains("pending at \(directory.path)/PendingSnapshotAssertionTests"))
    #expect(message.contains("`swift run snapshot-review`"))
    #expect(message.contains("snapshots --accept-all"))
  }

  @Test("a test that passes again removes its stale pending file, and only its own")
  func passRemovesStalePending() throws {
    let sink = FailureSink()
    let configuration = sink.configuration(.missing, in: directory)
    try reference("PendingSnapshotAssertionTests.passRemovesStalePending.a.txt", "same\n")
    try reference("PendingSnapshotAssertionTests.passRemovesStalePending.a.txt.new", "stale\n")
    try reference("PendingSnapshotAssertionTests.passRemovesStalePending.b.txt.new", "other\n")
    assertSnapshot(of: "same\n", as: .lines, named: "a", configuration: configuration)
    #expect(sink.messages.isEmpty)
    #expect(
      files() == [
        "PendingSnapshotAssertionTests.passRemovesStalePending.a.txt",
        "PendingSnapshotAssertionTests.passRemovesStalePending.b.txt.new",
      ])
  }

  @Test("under CI no pending file is written: the new text goes to the artifacts only, missing too")
  func ciWritesNoPending() throws {
    let sink = FailureSink()
    var configuration = sink.configuration(.never, in: directory)
    configuration.writesPendingSnapshots = false
    configuration.artifactsDirectory = directory.appendingPathComponent("artifacts")
    try reference("PendingSnapshotAssertionTests.ciWritesNoPending.s.txt", "old\n")
    assertSnapshot(of: "new\n", as: .lines, named: "s", configuration: configuration)
    assertSnapshot(of: "new\n", as: .lines, named: "missing", configuration: configuration)
    #expect(files() == ["PendingSnapshotAssertionTests.ciWritesNoPending.s.txt", "artifacts"])
    #expect(sink.messages.count == 2)
    #expect(sink.messages.allSatisfy { !$0.contains(".txt.new") })
    #expect(sink.messages[1].contains("Record it locally and commit it."))
    let artifacts = configuration.artifactsDirectory
      .appendingPathComponent(directory.lastPathComponent)
    let saved = artifacts.appendingPathComponent(
      "PendingSnapshotAssertionTests.ciWritesNoPending.missing.txt")
    #expect(sink.messages[1].contains("The new snapshot is in \(saved.path)."))
    #expect(try String(contentsOf: saved, encoding: .utf8) == "new\n")
  }

  @Test("CI set means no pending files; unset, or 0 or false, means pending files")
  func environment() {
    #expect(!SnapshotConfiguration.reading(["CI": "true"]).writesPendingSnapshots)
    #expect(
      !SnapshotConfiguration.reading(["CI": "1", "SNAPSHOT_RECORD": "failed"])
        .writesPendingSnapshots)
    #expect(SnapshotConfiguration.reading([:]).writesPendingSnapshots)
    #expect(SnapshotConfiguration.reading(["CI": "false"]).writesPendingSnapshots)
    #expect(SnapshotConfiguration.reading(["CI": "0"]).writesPendingSnapshots)
  }

  @Test("recording over the reference ('failed', 'all') leaves no pending file")
  func recordingLeavesNoPending() throws {
    let sink = FailureSink()
    try reference("PendingSnapshotAssertionTests.recordingLeavesNoPending.f.txt", "old\n")
    try reference("PendingSnapshotAssertionTests.recordingLeavesNoPending.f.txt.new", "stale\n")
    try reference("PendingSnapshotAssertionTests.recordingLeavesNoPending.a.txt.new", "stale\n")
    assertSnapshot(
      of: "new\n", as: .lines, named: "f", configuration: sink.configuration(.failed, in: directory)
    )
    assertSnapshot(
      of: "new\n", as: .lines, named: "a", configuration: sink.configuration(.all, in: directory))
    #expect(
      files() == [
        "PendingSnapshotAssertionTests.recordingLeavesNoPending.a.txt",
        "PendingSnapshotAssertionTests.recordingLeavesNoPending.f.txt",
      ])
    #expect(try text("PendingSnapshotAssertionTests.recordingLeavesNoPending.f.txt") == "new\n")
  }

  @Test("a second mismatch replaces the pending text with the newest")
  func newestPendingWins() throws {
    let sink = FailureSink()
    let configuration = sink.configuration(.missing, in: directory)
    try reference("PendingSnapshotAssertionTests.newestPendingWins.s.txt", "old\n")
    assertSnapshot(of: "first\n", as: .lines, named: "s", configuration: configuration)
    assertSnapshot(of: "second\n", as: .lines, named: "s", configuration: configuration)
    #expect(try text("PendingSnapshotAssertionTests.newestPendingWins.s.txt.new") == "second\n")
  }
}
