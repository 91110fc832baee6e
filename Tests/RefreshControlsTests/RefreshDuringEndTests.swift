import Foundation
import RefreshControls
import Testing
import ViewKitLite

/// A refresh begun while the previous one's end still animates its inset back: the new refresh
/// adds exactly its inset once (never twice, never none) and shows as the first did, the first
/// end's completion runs once, and the second end leaves exactly the app's inset.
@MainActor
@Suite("A refresh begun during the last one's end")
struct RefreshDuringEndTests {
  static let appInset = EdgeInsets(top: 64, left: 10, bottom: 34, right: 20)

  @Test("exact insets and one completion per end", arguments: ControlKind.allCases)
  func overlap(_ kind: ControlKind) {
    let window = Window(size: CGSize(width: 375, height: 667))
    let scrollView = ScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 1000, height: 2000)
    scrollView.contentInset = Self.appInset
    window.addSubview(scrollView)
    scrollView.contentOffset = CGPoint(x: -10, y: -64)
    let control = kind.attach(to: scrollView)
    var callbacks = 0
    control.refreshingCallback = { callbacks += 1 }
    var completions: [Int] = []
    control.beginRefreshing()
    window.advance(by: 1.5)
    let firstRefresh = window.picture().rows
    #expect(callbacks == 1)
    control.endRefreshing { completions.append(1) }
    window.advance(by: 0.1)
    #expect(scrollView.hasRunningAnimations, "the end still animates")
    control.beginRefreshing()
    window.advance(by: 1.5)
    #expect(control.isRefreshing)
    #expect(window.picture().rows == firstRefresh, "it shows as the first refresh did")
    #expect(callbacks == 2)
    #expect(completions == [1])
    let grown = kind.edge.of(Self.appInset) + kind.grows
    #expect(kind.edge.of(scrollView.contentInset) == grown)
    control.endRefreshing { completions.append(2) }
    window.advance(by: 1.5)
    #expect(completions == [1, 2])
    #expect(scrollView.contentInset == Self.appInset)
    #expect(!scrollView.hasRunningAnimations)
  }
}
