import Foundation
import SnapshotFiles
import Testing

@Suite("Pending snapshots beside their references")
struct PendingSnapshotTests {
  @Test("a pending file's reference is its name without .new")
  func names() throws {
    let pending = try #require(
      PendingSnapshot(pendingFile: URL(fileURLWithPath: "/p/__Snapshots__/T/a.1.txt.new")))
    #expect(pending.reference.path == "/p/__Snapshots__/T/a.1.txt")
    #expect(pending.file.path == "/p/__Snapshots__/T/a.1.txt.new")
    #expect(PendingSnapshot(pendingFile: URL(fileURLWithPath: "/p/a.1.txt")) == nil)
    #expect(PendingSnapshot(pendingFile: URL(fileURLWithPath: "/p/.new")) == nil)
  }
}
