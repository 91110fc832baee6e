import Foundation
import Testing
import ViewKitLite

@MainActor
@Test("each file sees the names of the one module it imports, and calls the other by function")
func separateFiles() {
  let window = Window(size: CGSize(width: 320, height: 480))
  let list = makeList(in: window)
  #expect(list.subviews.count == 1 && list.window === window)
  _ = ListScreen()
}
