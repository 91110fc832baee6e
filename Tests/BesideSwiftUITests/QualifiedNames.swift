// One way of the three in Getting Started ("Beside SwiftUI"): both imports in one file, each
// shared name qualified with its module. SwiftUIStandIn stands for SwiftUI here.
import Foundation
import SwiftUIStandIn
import Testing
import ViewKitLite

@MainActor
func makeFeed() -> ViewKitLite.View {
  let feed = ViewKitLite.ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  feed.contentInset = ViewKitLite.EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
  feed.backgroundColor = ViewKitLite.Color.white
  let title = ViewKitLite.Label(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  title.font = ViewKitLite.Font.systemFont(ofSize: 17)
  feed.addSubview(title)
  return feed
}

struct FeedScreen: SwiftUIStandIn.View {
  let padding = SwiftUIStandIn.EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
  let tint = SwiftUIStandIn.Color(red: 0, green: 0.5, blue: 1)
}

@MainActor
@Test("qualified with the module, each name means one type in a file that imports both")
func qualifiedNames() {
  let window = ViewKitLite.Window(size: CGSize(width: 320, height: 480))
  window.addSubview(makeFeed())
  #expect(window.subviews.first is ViewKitLite.ScrollView)
  _ = FeedScreen()
}
