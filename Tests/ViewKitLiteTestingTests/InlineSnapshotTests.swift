import Foundation
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("Inline snapshots: recorded into the test's source, compared from it")
struct InlineSnapshotTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("InlineSnapshotTests-\(UUID().uuidString)")

  /// A copy of a test file with two calls, on lines 3 and 6, neither with a snapshot yet.
  func sourceFile() throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("CopiedTests.swift")
    try Data(
      """
      @Test func one() {
        let a = 1
        assertInlineSnapshot(of: "\\(a)", as: .lines)
      }
      @Test func two() {
        assertInlineSnapshot(of: scene.window, as: .screen)
      }

      """.utf8
    ).write(to: url)
    return url
  }

  func source(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  @Test("recording writes each call's snapshot at the line it was compiled at, and fails saying so")
  func records() throws {
    let url = try sourceFile()
    let sink = FailureSink()
    let configuration = sink.configuration(.missing, in: folder)
    assertInlineSnapshot(
      of: "first\nline", as: .lines, configuration: configuration, sourcePath: url.path, line: 3,
      column: 3)
    assertInlineSnapshot(
      of: "second\n", as: .lines, configuration: configuration, sourcePath: url.path, line: 6,
      column: 3)
    #expect(
      try source(url) == """
        @Test func one() {
          let a = 1
          assertInlineSnapshot(of: "\\(a)", as: .lines) {
            \"""
            first
            line
            \"""
          }
        }
        @Test func two() {
          assertInlineSnapshot(of: scene.window, as: .screen) {
            \"""
            second
            \"""
          }
        }

        """)
    #expect(sink.messages.count == 2)
    #expect(
      sink.messages[0]
        == "Recorded an inline snapshot into \(url.path):3. Read it, then run the test again to assert against it."
    )
  }

  @Test("recorded out of order, the later call first, both land where compiled")
  func outOfOrder() throws {
    let url = try sourceFile()
    let configuration = FailureSink().configuration(.missing, in: folder)
    assertInlineSnapshot(
      of: "two", as: .lines, configuration: configuration, sourcePath: url.path, line: 6, column: 3)
    assertInlineSnapshot(
      of: "one", as: .lines, configuration: configuration, sourcePath: url.path, line: 3, column: 3)
    let lines = try source(url).split(separator: "\n").map(String.init)
    #expect(lines[4] == "    one")
    #expect(lines[11] == "    two")
  }

  @Test("two calls on one line, recorded in either order, both land", arguments: [false, true])
  func twoOnOneLine(laterFirst: Bool) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("OneLineTests-\(laterFirst).swift")
    let line = "  assertInlineSnapshot(of: 1, as: .lines); assertInlineSnapshot(of: 2, as: .lines)"
    try Data("@Test func both() {\n\(line)\n}\n".utf8).write(to: url)
    let sink = FailureSink()
    let configuration = sink.configuration(.missing, in: folder)
    let calls = [(text: "one", column: 3), (text: "two", column: 44)]
    for call in laterFirst ? calls.reversed() : calls {
      assertInlineSnapshot(
        of: call.text, as: .lines, configuration: configuration, sourcePath: url.path, line: 2,
        column: call.column)
    }
    #expect(
      try source(url) == """
        @Test func both() {
          assertInlineSnapshot(of: 1, as: .lines) {
            \"""
            one
            \"""
          }; assertInlineSnapshot(of: 2, as: .lines) {
            \"""
            two
            \"""
          }
        }

        """)
    #expect(
      sink.messages.allSatisfy { $0.hasPrefix("Recorded an inline snapshot") }, "\(sink.messages)")
  }

  @Test(
    "a match passes; a mismatch fails with a diff, keeps the new text in the artifacts, and writes nothing into the source unless recording"
  )
  func compares() throws {
    let url = try sourceFile()
    let before = try source(url)
    let sink = FailureSink()
    var configuration = sink.configuration(.missing, in: folder)
    configuration.artifactsDirectory = folder.appendingPathComponent("artifacts")
    assertInlineSnapshot(
      of: "same\n", as: .lines, configuration: configuration, sourcePath: url.path, line: 3,
      column: 3
    ) { "same" }
    #expect(sink.messages.isEmpty)
    assertInlineSnapshot(
      of: "new", as: .lines, configuration: configuration, sourcePath: url.path, line: 3, column: 3
    ) { "old" }
    #expect(try source(url) == before)
    let message = try #require(sink.messages.first)
    #expect(message.contains("Inline snapshot does not match at \(url.path):3:\n"))
    #expect(message.contains("\n-old\n+new\n"))
    #expect(message.contains("Run it with SNAPSHOT_RECORD=failed, and CI unset, to record"))
    let artifact = folder.appendingPathComponent("artifacts/CopiedTests/CopiedTests.line-3.txt")
    #expect(message.contains("the new snapshot in \(artifact.path)."))
    #expect(try String(contentsOf: artifact, encoding: .utf8) == "new")
  }

  @Test("'never' (CI) writes nothing, even with no snapshot yet")
  func never() throws {
    let url = try sourceFile()
    let before = try source(url)
    let sink = FailureSink()
    assertInlineSnapshot(
      of: "x", as: .lines, configuration: sink.configuration(.never, in: folder),
      sourcePath: url.path, line: 3, column: 3)
    #expect(try source(url) == before)
    #expect(sink.messages.first?.contains("the record mode is 'never'") == true)
  }

  @Test("under CI nothing is written into the source, whatever the record mode")
  func ci() throws {
    let url = try sourceFile()
    let before = try source(url)
    let sink = FailureSink()
    var configuration = sink.configuration(.all, in: folder)
    configuration.writesInlineSnapshots = false
    assertInlineSnapshot(
      of: "x", as: .lines, configuration: configuration, sourcePath: url.path, line: 3, column: 3)
    assertInlineSnapshot(
      of: "x", as: .lines, record: .failed, configuration: configuration, sourcePath: url.path,
      line: 6, column: 3
    ) { "y" }
    #expect(try source(url) == before)
    #expect(sink.messages.count == 2)
    #expect(sink.messages[0].contains("CI is set"))
    #expect(sink.messages[1].contains("Run it with SNAPSHOT_RECORD=failed, and CI unset"))
    #expect(
      !SnapshotConfiguration.reading(["CI": "1", "SNAPSHOT_RECORD": "all"]).writesInlineSnapshots)
    #expect(SnapshotConfiguration.reading(["SNAPSHOT_RECORD": "all"]).writesInlineSnapshots)
  }

  @Test("'failed' records a mismatch over the old snapshot")
  func failedRecords() throws {
    let url = try sourceFile()
    let configuration = FailureSink().configuration(.missing, in: folder)
    let withOld = try source(url).replacingOccurrences(
      of: "as: .screen)", with: "as: .screen) {\n    \"\"\"\n    old\n    \"\"\"\n  }")
    try Data(withOld.utf8).write(to: url)
    assertInlineSnapshot(
      of: "new", as: .lines, record: .failed, configuration: configuration, sourcePath: url.path,
      line: 6, column: 3
    ) { "old" }
    #expect(
      try source(url).contains(
        "  assertInlineSnapshot(of: scene.window, as: .screen) {\n    \"\"\"\n    new\n    \"\"\"\n  }\n"
      ))
  }

  @Test("a source changed since it was compiled is left alone, with a message saying so")
  func changedSource() throws {
    let url = try sourceFile()
    let sink = FailureSink()
    assertInlineSnapshot(
      of: "x", as: .lines, configuration: sink.configuration(.missing, in: folder),
      sourcePath: url.path, line: 2, column: 3)
    #expect(sink.messages.first?.contains("the file changed since the test was built") == true)
  }

  @Test("a table's tree, kept in this file: the test compares against it on every run")
  func ownSource() {
    let scene = TestScene(rows: 1, size: CGSize(width: 80, height: 44))
    assertInlineSnapshot(of: scene.tableView, as: .tree) {
      """
      TableView frame=(0, 0, 80, 44) background=rgba(255, 255, 255, 1) offset=(0, 0) size=(80, 44) rows=1
      `- TableViewCell frame=(0, 0, 80, 44) background=rgba(255, 255, 255, 1)
         `- View frame=(0, 0, 80, 44)
            |- Label frame=(16, 0, 48, 44) text="Row 1" textColor=#000000 font=17pt
            `- Label frame=(16, 0, 48, 44)
      """
    }
    assertInlineSnapshot(of: scene.window, as: .screen(scale: 0.5)) {
      """
      +----------+
      |          |
      |  Row 1   |
      |          |
      +----------+
      """
    }
  }

  @Test(
    "an inline snapshot notes its package's run, so a run of inline snapshots replaces the last")
  func notesRun() throws {
    let url = try sourceFile()
    try Data("// swift-tools-version: 6.2\n".utf8).write(
      to: folder.appendingPathComponent("Package.swift"))
    assertInlineSnapshot(
      of: "same", as: .lines, configuration: FailureSink().configuration(.missing, in: folder),
      sourcePath: url.path, line: 3, column: 3
    ) { "same" }
    let usage = folder.appendingPathComponent(".build/snapshot-usage")
    let files = try FileManager.default.contentsOfDirectory(atPath: usage.path)
    #expect(files.count == 1)
    #expect(files.first?.hasPrefix("run-") == true)
  }

  @Test("twenty recordings into one file, in whatever order their tasks run, all land")
  func parallel() async throws {
    let url = folder.appendingPathComponent("ManyTests.swift")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let calls = (1...20).map { "  assertInlineSnapshot(of: \($0), as: .lines)" }
    try Data((["func test() {"] + calls + ["}", ""]).joined(separator: "\n").utf8).write(to: url)
    let configuration = FailureSink().configuration(.missing, in: folder)
    await withTaskGroup(of: Void.self) { group in
      for line in 2...21 {
        group.addTask { @MainActor in
          assertInlineSnapshot(
            of: "row \(line - 1)", as: .lines, configuration: configuration,
            sourcePath: url.path, line: line, column: 3)
        }
      }
    }
    let text = try source(url)
    for number in 1...20 {
      #expect(
        text.contains(
          "assertInlineSnapshot(of: \(number), as: .lines) {\n    \"\"\"\n    row \(number)\n"))
    }
  }
}
