// Another of the three ways: typealiases named once for the module, used unqualified after.
import Foundation
import SwiftUIStandIn
import Testing
import ViewKitLite

typealias UIView = ViewKitLite.View
typealias UIScrollView = ViewKitLite.ScrollView
typealias UIColor = ViewKitLite.Color
typealias UIWindow = ViewKitLite.Window

@MainActor
final class InboxView: UIView {
  let list = UIScrollView(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor.white
    addSubview(list)
  }
}

@MainActor
@Test("typealiases give ViewKitLite's types names of their own beside SwiftUI's")
func typeAliases() {
  let window = UIWindow(size: CGSize(width: 320, height: 480))
  window.addSubview(InboxView(frame: window.bounds))
  #expect(window.subviews.first is InboxView)
}
