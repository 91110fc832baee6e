import Foundation
import SnapshotFiles
import Testing

@testable import SnapshotReview

/// A reviewer of `package` whose output is collected and whose input is `keys`, one a line.
final class ReviewSession {
  private(set) var output = ""
  private var keys: [String]
  let package: TemporaryPackage

  init(_ package: TemporaryPackage, keys: [String] = []) {
    self.package = package
    self.keys = keys
  }

  func run(_ verb: ReviewCommand.Verb) throws -> Int32 {
    let reviewer = SnapshotReviewer(
      folders: SnapshotFolders(root: package.root), output: { self.output += $0 },
      input: { self.keys.isEmpty ? nil : self.keys.removeFirst() })
    return try reviewer.run(verb)
  }
}

@Suite("snapshot-review's verbs, on a package's files")
struct SnapshotReviewerTests {
  /// Two pending snapshots: a changed picture and a new tree.
  func package() throws -> TemporaryPackage {
    let package = try TemporaryPackage()
    try package.write("Tests/A/__Snapshots__/T/pic.1.txt", "+--+\n|ab|\n+--+\n")
    try package.write("Tests/A/__Snapshots__/T/pic.1.txt.new", "+--+\n|aX|\n+--+\n")
    try package.write("Tests/A/__Snapshots__/T/tree.1.txt.new", "View\n  Label\n")
    return package
  }

  @Test("--list names each pending snapshot, changed or new, and counts them")
  func list() throws {
    let session = ReviewSession(try package())
    #expect(try session.run(.list) == 0)
    #expect(
      session.output == """
        Tests/A/__Snapshots__/T/pic.1.txt.new (changed)
        Tests/A/__Snapshots__/T/tree.1.txt.new (new reference)
        2 pending snapshots

        """)
  }

  @Test("--accept-all moves every pending text over its reference")
  func acceptAll() throws {
    let package = try package()
    let session = ReviewSession(package)
    #expect(try session.run(.acceptAll) == 0)
    #expect(package.files(in: "Tests/A/__Snapshots__/T") == ["pic.1.txt", "tree.1.txt"])
    #expect(package.read("Tests/A/__Snapshots__/T/pic.1.txt") == "+--+\n|aX|\n+--+\n")
    #expect(session.output.hasSuffix("Accepted 2 pending snapshots.\n"))
  }

  @Test("--reject-all deletes every pending text; references stay")
  func rejectAll() throws {
    let package = try package()
    let session = ReviewSession(package)
    #expect(try session.run(.rejectAll) == 0)
    #expect(package.files(in: "Tests/A/__Snapshots__/T") == ["pic.1.txt"])
    #expect(package.read("Tests/A/__Snapshots__/T/pic.1.txt") == "+--+\n|ab|\n+--+\n")
    #expect(session.output.hasSuffix("Rejected 2 pending snapshots.\n"))
  }

  @Test("lines only one side has count as differing, whichever side is longer")
  func unevenSides() {
    let short = "+--+\n|ab|\n"
    let long = "+--+\n|ac|\n+--+\n"
    #expect(SnapshotComparison.sideBySide(short, long).hasSuffix("\n2 of 3 lines differ\n"))
    #expect(SnapshotComparison.sideBySide(long, short).hasSuffix("\n2 of 3 lines differ\n"))
    #expect(SnapshotComparison.sideBySide(long, long).hasSuffix("\n0 of 3 lines differ\n"))
  }

  @Test("interactive: a picture side by side, changed lines marked; a key each; r and a")
  func interactive() throws {
    let package = try package()
    let session = ReviewSession(package, keys: ["x", "r", "a"])
    #expect(try session.run(.interactive) == 0)
    #expect(
      session.output.contains(
        """
        [1/2] Tests/A/__Snapshots__/T/pic.1.txt
        reference   new
        +--+        +--+
        |ab|      ≠ |aX|
        +--+        +--+
        1 of 3 lines differ

        """))
    #expect(session.output.contains("'x' is not a key here."))
    #expect(session.output.contains("rejected Tests/A/__Snapshots__/T/pic.1.txt.new\n"))
    #expect(session.output.contains("accepted Tests/A/__Snapshots__/T/tree.1.txt\n"))
    #expect(
      session.output.contains(
        "[2/2] Tests/A/__Snapshots__/T/tree.1.txt (no reference yet)\nnew:\nView\n  Label\n"))
    #expect(session.output.hasSuffix("Accepted 1, rejected 1, skipped 0.\n"))
    #expect(package.files(in: "Tests/A/__Snapshots__/T") == ["pic.1.txt", "tree.1.txt"])
    #expect(package.read("Tests/A/__Snapshots__/T/pic.1.txt") == "+--+\n|ab|\n+--+\n")
  }

  @Test("interactive: s skips, A accepts the rest unseen, q or the input's end stops")
  func interactiveKeys() throws {
    let skipAll = try package()
    #expect(try ReviewSession(skipAll, keys: ["A"]).run(.interactive) == 0)
    #expect(skipAll.files(in: "Tests/A/__Snapshots__/T") == ["pic.1.txt", "tree.1.txt"])
    let quit = try package()
    let session = ReviewSession(quit, keys: ["s", "q"])
    #expect(try session.run(.interactive) == 0)
    #expect(session.output.hasSuffix("Accepted 0, rejected 0, skipped 2.\n"))
    #expect(quit.files(in: "Tests/A/__Snapshots__/T").count == 3)
    let ended = ReviewSession(try package(), keys: [])
    #expect(try ended.run(.interactive) == 0)
    #expect(ended.output.hasSuffix("skipped 2.\n"))
    let empty = ReviewSession(try TemporaryPackage())
    #expect(try empty.run(.interactive) == 0)
    #expect(empty.output == "No pending snapshots.\n")
  }

  @Test("a tree or text is shown as a line diff")
  func lineDiff() {
    #expect(
      SnapshotComparison.render(reference: "View\n  Label a\n", new: "View\n  Label b\n")
        == "--- reference\n+++ actual\n@@ -1,3 +1,3 @@\n View\n-  Label a\n+  Label b\n \n")
  }
}

@Suite("snapshot-review prune, and its exit statuses")
struct SnapshotReviewPruneTests {
  func package(run: String?) throws -> TemporaryPackage {
    let package = try TemporaryPackage()
    try package.write("Tests/A/__Snapshots__/T/used.txt", "u")
    try package.write("Tests/A/__Snapshots__/T/old.txt", "o")
    if let run { try package.write(".build/snapshot-usage/run-1-2.txt", run) }
    return package
  }

  let passed = "filtered false\nused Tests/A/__Snapshots__/T/used.txt\nfinished\n"

  @Test("prune lists (0), --check fails on any (1), --delete removes them (0)")
  func modes() throws {
    let package = try package(run: passed)
    let session = ReviewSession(package)
    #expect(try session.run(.prune(.list)) == 0)
    #expect(
      session.output
        == "unused Tests/A/__Snapshots__/T/old.txt\n1 reference no test of the last run used.\n")
    let check = ReviewSession(package)
    #expect(try check.run(.prune(.check)) == 1)
    #expect(
      check.output.hasSuffix(
        "1 reference no test of the last run used: delete it with `prune --delete`, or keep it "
          + "by a line in .snapshots-keep.\n"))
    #expect(try ReviewSession(package).run(.prune(.delete)) == 0)
    #expect(package.files(in: "Tests/A/__Snapshots__/T") == ["used.txt"])
    #expect(try ReviewSession(package).run(.prune(.check)) == 0)
  }

  @Test("no run, a filtered run: 2 and nothing deleted; after a failing run --delete refuses")
  func refusals() throws {
    for run in [nil, "filtered true\nfinished\n"] {
      let package = try package(run: run)
      let session = ReviewSession(package)
      #expect(try session.run(.prune(.delete)) == 2)
      #expect(package.exists("Tests/A/__Snapshots__/T/old.txt"))
      #expect(session.output.contains(run == nil ? "No test run is recorded" : "judges nothing"))
    }
    let failing = try package(
      run: "filtered false\nfailed Tests/A/__Snapshots__/T/used.txt\nfinished\n")
    let session = ReviewSession(failing)
    #expect(try session.run(.prune(.delete)) == 2)
    #expect(session.output.contains("not deleted: the last run failed a snapshot or ended early"))
    #expect(failing.exists("Tests/A/__Snapshots__/T/old.txt"))
    #expect(try ReviewSession(failing).run(.prune(.check)) == 1)
  }

  @Test("arguments: verbs, --package-path anywhere, and a usage error (64) for the rest")
  func arguments() throws {
    #expect(try ReviewCommand.parse([]) == ReviewCommand(verb: .interactive, packagePath: nil))
    #expect(
      try ReviewCommand.parse(["prune", "--check", "--package-path", "/p"])
        == ReviewCommand(verb: .prune(.check), packagePath: "/p"))
    #expect(try ReviewCommand.parse(["--accept-all"]).verb == .acceptAll)
    #expect(try ReviewCommand.parse(["--reject-all"]).verb == .rejectAll)
    #expect(try ReviewCommand.parse(["--list"]).verb == .list)
    #expect(try ReviewCommand.parse(["prune", "--delete"]).verb == .prune(.delete))
    #expect(throws: ReviewError.usage("'--accept' is not a verb of snapshot-review")) {
      try ReviewCommand.parse(["--accept"])
    }
    #expect(throws: ReviewError.usage("--package-path needs a folder")) {
      try ReviewCommand.parse(["--package-path"])
    }
    for (arguments, word) in [(["--check"], "--check"), (["--delete", "prune"], "--delete")] {
      #expect(throws: ReviewError.usage("\(word) goes after prune: snapshot-review prune \(word)"))
      {
        try ReviewCommand.parse(arguments)
      }
    }
    #expect(throws: ReviewError.usage("--check goes after prune: snapshot-review prune --check")) {
      try ReviewCommand.parse(["--list", "--check"])
    }
    #expect(ReviewError.usage("x").status == 64)
    #expect(ReviewError.files("x").status == 74)
  }
}
