// The other half of the third way: this file sees only SwiftUI (here its stand-in), so `View`
// and `ScrollView` are SwiftUI's; it calls into the ViewKitLite file by its functions.
import SwiftUIStandIn

struct ListScreen: View {
  let body = ScrollView { Label("Inbox", systemImage: "tray") }
  let font = Font.body
  let context = GraphicsContext()
  let image = Image("arrow")
  let button = Button("Refresh") {}
  let scene = Window("Inbox", id: "inbox")
}
