import Foundation
import PseudoTerminalSupport
import Testing

#if canImport(Glibc)
import Glibc

@Suite("snapshot-review in a terminal, as a person runs it")
struct SnapshotReviewTerminalTests {
  /// The built `snapshot-review`, beside the test bundle.
  static var executable: URL? {
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return [Bundle.main.bundleURL, runner, runner.deletingLastPathComponent()]
      .map { $0.appendingPathComponent("snapshot-review") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  @Test("keys typed in a terminal accept one snapshot and quit before the next")
  func review() async throws {
    let package = try TemporaryPackage()
    try package.write("Tests/A/__Snapshots__/T/a.1.txt", "+-+\n|a|\n+-+\n")
    try package.write("Tests/A/__Snapshots__/T/a.1.txt.new", "+-+\n|b|\n+-+\n")
    try package.write("Tests/A/__Snapshots__/T/b.1.txt.new", "tree\n")
    let executable = try #require(SnapshotReviewTerminalTests.executable)
    let terminal = try PseudoTerminal(columns: 80, rows: 24)
    let pid = try terminal.spawn(executable.path, ["--package-path", package.root.path])
    let first = await terminal.read(for: 30) { $0.contains("[q]uit > ") }
    #expect(first.contains("[1/2] Tests/A/__Snapshots__/T/a.1.txt"))
    #expect(first.contains("|a|       ≠ |b|"))
    terminal.write("a\n")
    let second = await terminal.read(for: 30) { $0.contains("[2/2]") && $0.contains("[q]uit > ") }
    #expect(second.contains("accepted Tests/A/__Snapshots__/T/a.1.txt"))
    terminal.write("q\n")
    let end = await terminal.readUntilExit(of: pid)
    #expect(end.status == 0)
    #expect(end.output.contains("Accepted 1, rejected 0, skipped 1."))
    #expect(package.read("Tests/A/__Snapshots__/T/a.1.txt") == "+-+\n|b|\n+-+\n")
    #expect(package.exists("Tests/A/__Snapshots__/T/b.1.txt.new"))
  }

  @Test("a verb it does not know exits 64 with the usage; --help lists the exit statuses")
  func usage() async throws {
    let executable = try #require(SnapshotReviewTerminalTests.executable)
    let terminal = try PseudoTerminal(columns: 80, rows: 24)
    let wrong = await terminal.readUntilExit(of: try terminal.spawn(executable.path, ["--nope"]))
    #expect(wrong.status == 64)
    #expect(wrong.output.contains("'--nope' is not a verb of snapshot-review"))
    let help = await terminal.readUntilExit(of: try terminal.spawn(executable.path, ["--help"]))
    #expect(help.status == 0)
    #expect(help.output.contains("EXIT STATUS:"))
  }
}
#endif
