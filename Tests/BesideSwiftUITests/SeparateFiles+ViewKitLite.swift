// The third way: keep the two imports in separate files. This file sees only ViewKitLite, so
// `View` and `ScrollView` are ViewKitLite's; SeparateFiles+SwiftUI.swift sees only SwiftUI's.
import Foundation
import ViewKitLite

/// A list built in a file that imports ViewKitLite alone.
@MainActor
func makeList(in window: Window) -> ScrollView {
  let list = ScrollView(frame: window.bounds)
  list.contentSize = CGSize(width: window.bounds.width, height: 2000)
  let header = View(frame: CGRect(x: 0, y: -44, width: window.bounds.width, height: 44))
  list.addSubview(header)
  window.addSubview(list)
  return list
}
