import SnapshotFiles
import Testing

@Suite("The line diff of a mismatch")
struct LineDiffTests {
  @Test("lines removed at the end, after the last common line")
  func removedAtEnd() {
    #expect(
      LineDiff.unified(old: "a\nb\nc", new: "a")
        == "--- reference\n+++ actual\n@@ -1,3 +1,1 @@\n a\n-b\n-c")
  }

  @Test("two changes 6 equal lines apart share a hunk; 7 apart make two")
  func hunks() {
    func diff(gap: Int) -> String? {
      let middle = (1...gap).map { "same \($0)" }
      return LineDiff.unified(
        old: (["x"] + middle + ["y"]).joined(separator: "\n"),
        new: (["X"] + middle + ["Y"]).joined(separator: "\n"))
    }
    #expect(diff(gap: 6)?.split(separator: "\n").filter { $0.hasPrefix("@@") }.count == 1)
    #expect(
      diff(gap: 7)?.split(separator: "\n").filter { $0.hasPrefix("@@") }
        == ["@@ -1,4 +1,4 @@", "@@ -6,4 +6,4 @@"])
  }

  @Test("one removed line in the middle: three lines of context each side, no more")
  func oneRemovalInTheMiddle() {
    let old = (1...11).map { "line \($0)" }
    var new = old
    new.remove(at: 5)
    #expect(
      LineDiff.unified(old: old.joined(separator: "\n"), new: new.joined(separator: "\n"))
        == """
        --- reference
        +++ actual
        @@ -3,7 +3,6 @@
         line 3
         line 4
         line 5
        -line 6
         line 7
         line 8
         line 9
        """)
  }

  @Test("one changed line in the middle: three lines of context each side, no more")
  func oneChangeInTheMiddle() {
    let old = (1...11).map { "line \($0)" }
    var new = old
    new[5] = "changed"
    #expect(
      LineDiff.unified(old: old.joined(separator: "\n"), new: new.joined(separator: "\n"))
        == """
        --- reference
        +++ actual
        @@ -3,7 +3,7 @@
         line 3
         line 4
         line 5
        -line 6
        +changed
         line 7
         line 8
         line 9
        """)
  }
}
