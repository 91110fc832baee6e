import SnapshotFiles
import Testing

@Suite("Two pictures side by side")
struct SideBySideTests {
  @Test("a border is + then dashes then +, the shortest ++; anything else in it is no border")
  func borders() {
    for border in ["++", "+-+", "+----+"] {
      #expect(SideBySide.isPictureBorder(border), "\(border)")
    }
    for line in ["+", "", "-+", "+-", "+ +", "+-x-+", "|--|", "+--+ "] {
      #expect(!SideBySide.isPictureBorder(line), "\(line)")
    }
  }

  @Test("lines beside lines under their titles, ≠ where they differ, a short side padded")
  func render() {
    let lines = SideBySide.render(["+--+", "|ab|"], ["+--+", "|ac|", "+--+"])
    #expect(
      lines == [
        "reference   new",
        "+--+        +--+",
        "|ab|      ≠ |ac|",
        "          ≠ +--+",
      ])
  }
}
