import Foundation
import RefreshControls
import Testing
import ViewKitLite

/// A begin that arrives while a finger holds the content past where the refresh rests (a tab-bar
/// tap during a drag, a push notification): every control adds its inset without moving the
/// content from under the finger, and once the finger lifts the content bounces back to where
/// the refresh shows.
@MainActor
@Suite("A begin under a finger")
struct BeginUnderFingerTests {
  static let appInset = EdgeInsets(top: 64, left: 10, bottom: 34, right: 20)

  /// Where the refresh rests along the control's axis, on 1000 × 2000 content in a 375 × 667
  /// window with the app's inset: the top's 64 above, or past the end (1367 down, 645 right).
  func rest(_ kind: ControlKind) -> CGFloat {
    switch kind.edge {
    case .top: -64 - kind.grows
    case .bottom: 1367 + kind.grows
    case .right: 645 + kind.grows
    }
  }

  @Test(
    "the inset grows, the content stays under the finger, then rests showing the refresh",
    arguments: ControlKind.allCases)
  func holds(_ kind: ControlKind) throws {
    let window = Window(size: CGSize(width: 375, height: 667))
    let scrollView = ScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 1000, height: 2000)
    scrollView.contentInset = Self.appInset
    window.addSubview(scrollView)
    let control = kind.attach(to: scrollView)
    scrollView.contentOffset = CGPoint(x: -10, y: -64)
    let past: CGFloat = kind.edge == .top ? -20 : 20
    let finger = try #require(scrollView.pull(to: rest(kind) + past, along: kind.axis))
    let held = scrollView.contentOffset
    control.beginRefreshing()
    #expect(control.isRefreshing)
    for _ in 0..<60 {
      window.advance(by: 1.0 / 60)
      #expect(scrollView.contentOffset == held, "the content stays under the finger")
    }
    let grown = kind.edge.of(Self.appInset) + kind.grows
    #expect(kind.edge.of(scrollView.contentInset) == grown)
    finger.lift()
    window.advance(by: 2)
    #expect(abs(scrollView.contentOffset(along: kind.axis) - rest(kind)) < 1e-9)
    #expect(control.isRefreshing)
  }
}
