import Foundation
import Testing
import ViewKitLite
import ViewKitLiteTesting

/// Collects the failures an assertion reports.
final class FailureSink: Sendable {
  private let storage = Storage()

  final class Storage: @unchecked Sendable {
    let lock = NSLock()
    var messages: [String] = []
  }

  var messages: [String] {
    storage.lock.lock()
    defer { storage.lock.unlock() }
    return storage.messages
  }

  func configuration(_ mode: SnapshotRecordMode, in directory: URL) -> SnapshotConfiguration {
    let storage = self.storage
    return SnapshotConfiguration(recordMode: mode, directory: directory) { failure in
      storage.lock.lock()
      storage.messages.append(failure.message)
      storage.lock.unlock()
    }
  }
}

@MainActor
@Suite("Snapshot assertions, with injected configuration")
struct AssertSnapshotTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("ViewKitLiteTestingTests-\(UUID().uuidString)")

  func files() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }

  @Test("a missing reference is recorded and the test fails saying where")
  func missingRecords() throws {
    let sink = FailureSink()
    assertSnapshot(
      of: "hello\n", as: .lines, configuration: sink.configuration(.missing, in: directory))
    #expect(sink.messages.count == 1)
    #expect(sink.messages[0].contains("recorded one at"))
    let name = try #require(files().first)
    #expect(name == "AssertSnapshotTests.missingRecords.1.txt")
    let written = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    #expect(written == "hello\n")
  }

  @Test("a name keeps ASCII letters, digits, . and _; any other run is one -, none at the ends")
  func sanitisedNames() {
    let sink = FailureSink()
    let configuration = sink.configuration(.missing, in: directory)
    for name in ["-Pull 下拉 é1.", "a.b_C9", "..x  / y--", "Ünïcode"] {
      assertSnapshot(of: "x", as: .lines, named: name, configuration: configuration)
    }
    #expect(
      files()
        == [
          "AssertSnapshotTests.sanitisedNames.n-code.txt",
          "AssertSnapshotTests.sanitisedNames.Pull-1.txt",
          "AssertSnapshotTests.sanitisedNames.a.b_C9.txt",
          "AssertSnapshotTests.sanitisedNames.x-y.txt",
        ].sorted(), "\(files())")
  }

  @Test("a matching reference passes; unnamed snapshots are numbered per test")
  func matchAndNumbering() {
    let sink = FailureSink()
    let configuration = sink.configuration(.missing, in: directory)
    assertSnapshot(of: "a", as: .lines, configuration: configuration)
    assertSnapshot(of: "b", as: .lines, named: "second", configuration: configuration)
    #expect(sink.messages.count == 2)
    #expect(
      files().map { $0.components(separatedBy: ".").suffix(2).joined(separator: ".") } == [
        "1.txt", "second.txt",
      ])
  }

  @Test("a mismatch fails with a unified diff in which trailing spaces are visible")
  func mismatchDiff() throws {
    let sink = FailureSink()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("one\ntwo\nthree\n".utf8).write(
      to: directory.appendingPathComponent("AssertSnapshotTests.mismatchDiff.1.txt"))
    assertSnapshot(
      of: "one\ntwo \nthree\n", as: .lines,
      configuration: sink.configuration(.missing, in: directory))
    #expect(sink.messages.count == 1)
    let message = sink.messages[0]
    #expect(message.contains("does not match the reference"))
    #expect(message.contains("@@ -1,4 +1,4 @@"))
    #expect(message.contains("\n-two\n+two ¬\n"))
  }

  @Test("a long mismatch is cut in the message and whole in the artifacts, named in it")
  func longMismatch() throws {
    let sink = FailureSink()
    var configuration = sink.configuration(.missing, in: directory)
    configuration.artifactsDirectory = directory.appendingPathComponent("artifacts")
    let old = (1...60).map { "line \($0)" }.joined(separator: "\n")
    let new = (1...60).map { "row \($0)" }.joined(separator: "\n")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(old.utf8).write(
      to: directory.appendingPathComponent("AssertSnapshotTests.longMismatch.1.txt"))
    assertSnapshot(of: new, as: .lines, configuration: configuration)
    let message = try #require(sink.messages.first)
    #expect(message.split(separator: "\n").count < 30)
    #expect(message.contains("… 99 more lines of diff"))
    let folder = configuration.artifactsDirectory
      .appendingPathComponent(directory.lastPathComponent)
    let actual = folder.appendingPathComponent("AssertSnapshotTests.longMismatch.1.txt")
    #expect(message.contains("The whole diff is in \(actual.path).diff"))
    let lines = message.split(separator: "\n")
    let cut = try #require(lines.firstIndex { $0.hasPrefix("… 99 more lines") })
    #expect(
      lines[cut + 1].hasPrefix("The whole diff is in"),
      "the cut diff, then where to find the rest: \(message)")
    #expect(try String(contentsOf: actual, encoding: .utf8) == new)
    let diff = try String(contentsOf: actual.appendingPathExtension("diff"), encoding: .utf8)
    #expect(diff.split(separator: "\n").count == 123)
  }

  @Test(
    "record mode 'all' rewrites and fails; 'never' fails a missing file, writing it only as pending"
  )
  func recordModes() throws {
    let sink = FailureSink()
    assertSnapshot(
      of: "x", as: .lines, named: "all", configuration: sink.configuration(.all, in: directory))
    assertSnapshot(
      of: "x", as: .lines, named: "never", configuration: sink.configuration(.never, in: directory))
    #expect(sink.messages.count == 2)
    #expect(sink.messages[0].contains("Record mode is 'all'"))
    #expect(sink.messages[1].contains("record mode is 'never'"))
    #expect(
      files() == [
        "AssertSnapshotTests.recordModes.all.txt", "AssertSnapshotTests.recordModes.never.txt.new",
      ])
  }

  @Test("record mode 'failed' writes over a differing reference, and passes a matching one")
  func recordFailed() throws {
    let sink = FailureSink()
    let configuration = sink.configuration(.failed, in: directory)
    assertSnapshot(
      of: "old", as: .lines, named: "s", configuration: sink.configuration(.missing, in: directory))
    assertSnapshot(of: "new", as: .lines, named: "s", configuration: configuration)
    assertSnapshot(of: "new", as: .lines, named: "s", configuration: configuration)
    #expect(sink.messages.count == 2)
    #expect(sink.messages[1].contains("Recorded the new snapshot over the reference"))
  }

  @Test("the record argument wins over the configuration")
  func argumentWins() {
    let sink = FailureSink()
    assertSnapshot(
      of: "x", as: .lines, named: "arg", record: .never,
      configuration: sink.configuration(.all, in: directory))
    #expect(files() == ["AssertSnapshotTests.argumentWins.arg.txt.new"])
    #expect(sink.messages.first?.contains("'never'") == true)
  }

  @Test(
    "the environment: SNAPSHOT_RECORD, else never under CI, else missing",
    arguments: [
      ([:], SnapshotRecordMode.missing), (["CI": "true"], .never),
      (["CI": "1", "SNAPSHOT_RECORD": "all"], .all),
      (["SNAPSHOT_RECORD": "failed"], .failed), (["SNAPSHOT_RECORD": "NEVER"], .never),
      (["CI": "false"], .missing),
    ])
  func environment(variables: [String: String], expected: SnapshotRecordMode) throws {
    #expect(try SnapshotRecordMode.fromEnvironment(variables) == expected)
  }

  @Test(
    "the environment's SNAPSHOT_ARTIFACTS is where artifacts go; unset or empty, the temporary one",
    arguments: [
      ([:], nil), (["SNAPSHOT_ARTIFACTS": ""], nil),
      (["SNAPSHOT_ARTIFACTS": "/work/artifacts", "CI": "1"], "/work/artifacts"),
    ])
  func artifactsFolder(variables: [String: String], path: String?) {
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ViewKitLiteTesting")
    #expect(
      SnapshotConfiguration.reading(variables).artifactsDirectory
        == path.map { URL(fileURLWithPath: $0) } ?? temporary)
  }

  @Test("the configuration the environment asks for takes its record mode, or keeps its error")
  func configurationFromEnvironment() {
    #expect(SnapshotConfiguration.reading(["SNAPSHOT_RECORD": "all"]).recordMode == .all)
    let ci = SnapshotConfiguration.reading(["CI": "1"])
    #expect(ci.recordMode == .never && !ci.writesPendingSnapshots && !ci.writesInlineSnapshots)
    #expect(
      SnapshotConfiguration.reading(["SNAPSHOT_RECORD": "true"]).settingError
        == SnapshotSettingError(variable: "SNAPSHOT_RECORD", value: "true"))
  }

  @Test("an unknown SNAPSHOT_RECORD is an error naming the valid values", arguments: ["true", ""])
  func unknownRecordMode(value: String) {
    #expect(throws: SnapshotSettingError(variable: "SNAPSHOT_RECORD", value: value)) {
      try SnapshotRecordMode.fromEnvironment(["SNAPSHOT_RECORD": value, "CI": "1"])
    }
  }

  @Test(
    "an assertion under an unknown SNAPSHOT_RECORD fails naming the valid values, and writes nothing"
  )
  func assertionUnderUnknownRecordMode() {
    let sink = FailureSink()
    var configuration = sink.configuration(.missing, in: directory)
    configuration.settingError = SnapshotSettingError(variable: "SNAPSHOT_RECORD", value: "true")
    assertSnapshot(of: "x", as: .lines, configuration: configuration)
    #expect(files().isEmpty)
    #expect(sink.messages.count == 1)
    #expect(
      sink.messages.first?.contains(
        "SNAPSHOT_RECORD=true is not a record mode; use one of 'all', 'missing', 'failed', 'never'")
        == true)
    assertSnapshot(of: "x", as: .lines, record: .missing, configuration: configuration)
    #expect(files().count == 1, "a record: argument of its own does not read the setting")
  }

  @Test("counting starts at 1 in each test, so a test run alone finds the same files")
  func countsPerTest() {
    let sink = FailureSink()
    let configuration = sink.configuration(.missing, in: directory)
    assertSnapshot(of: "a", as: .lines, configuration: configuration)
    assertSnapshot(of: "b", as: .lines, configuration: configuration)
    #expect(
      files() == [
        "AssertSnapshotTests.countsPerTest.1.txt", "AssertSnapshotTests.countsPerTest.2.txt",
      ])
  }

  @Test("parameterised cases get their own files", arguments: ["first", "second"])
  func parameterised(value: String) {
    let sink = FailureSink()
    assertSnapshot(
      of: value, as: .lines, configuration: sink.configuration(.missing, in: directory))
    #expect(files().count == 1)
    #expect(files()[0].contains(value))
  }

  @Test("\\r\\n line endings are stored as \\n")
  func lineEndings() throws {
    let sink = FailureSink()
    assertSnapshot(
      of: "a\r\nb\r\n", as: .lines, named: "crlf",
      configuration: sink.configuration(.missing, in: directory))
    let name = try #require(files().first)
    let data = try Data(contentsOf: directory.appendingPathComponent(name))
    #expect(String(decoding: data, as: UTF8.self) == "a\nb\n")
  }

  @Test("strategies: screen, tree and filmstrip of a test scene")
  func strategies() {
    let scene = TestScene(rows: 3, size: CGSize(width: 80, height: 40))
    let screen = Snapshotting<Window>.screen.snapshot(scene.window)
    #expect(screen.hasPrefix("+" + String(repeating: "-", count: 20) + "+\n"))
    #expect(screen.contains("Row 1"))
    let tree = Snapshotting<TableView>.tree.snapshot(scene.tableView)
    #expect(tree.hasPrefix("TableView frame=(0, 0, 80, 40)"))
    var strip = Filmstrip(window: scene.window) { "rows=\(scene.rows.count)" }
    strip.capture("first")
    let text = Snapshotting<Filmstrip>.filmstrip.snapshot(strip)
    #expect(text.hasPrefix("t=0.017s first | rows=3\n+"))
  }
}
