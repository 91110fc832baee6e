import Foundation
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("Test scene")
struct TestSceneTests {
  @Test("by default: 20 rows titled Row 1 to Row 20, in a 375 × 667 window the table fills")
  func defaults() {
    let scene = TestScene()
    #expect(scene.rows.count == 20 && scene.rows.first == "Row 1" && scene.rows.last == "Row 20")
    #expect(scene.tableView.numberOfRows(inSection: 0) == 20)
    #expect(scene.window.bounds.size == CGSize(width: 375, height: 667))
    #expect(scene.tableView.frame == scene.window.bounds)
    #expect(scene.tableView.contentSize.height == 20 * scene.tableView.rowHeight)
  }

  @Test("a header given is in the table, laid out by the scene's first frame; no rows is none")
  func headerAndNoRows() {
    let header = View(frame: CGRect(x: 0, y: -40, width: 375, height: 40))
    let scene = TestScene(rows: -3, header: header)
    #expect(header.superview === scene.tableView)
    #expect(scene.rows.isEmpty && scene.tableView.numberOfRows(inSection: 0) == 0)
    #expect(scene.window.frameCount == 1)
  }
}
