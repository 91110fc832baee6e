import Foundation
import Testing
import ViewKitLite

/// A view that removes itself, or moves elsewhere, from inside one of its own move hooks.
final class RestlessView: View {
  enum Hook { case willMove, didMove, didMoveToWindow }
  var hook: Hook?
  var elsewhere: View?

  private func act(_ now: Hook) {
    guard hook == now else { return }
    hook = nil
    if let elsewhere { elsewhere.addSubview(self) } else { removeFromSuperview() }
  }

  override func willMove(toSuperview newSuperview: View?) {
    if newSuperview != nil { act(.willMove) }
  }

  override func didMoveToSuperview() {
    if superview != nil { act(.didMove) }
  }

  override func didMoveToWindow() {
    if window != nil { act(.didMoveToWindow) }
  }
}

/// A view that, told it is being removed, moves itself to `elsewhere` instead.
final class EscapingView: View {
  var elsewhere: View?

  override func willMove(toSuperview newSuperview: View?) {
    super.willMove(toSuperview: newSuperview)
    guard newSuperview == nil, let elsewhere else { return }
    self.elsewhere = nil
    elsewhere.addSubview(self)
  }
}

/// A view that hands every subview added to it on to `elsewhere`, from `didAddSubview(_:)`.
final class HandingOnView: View {
  var elsewhere: View?

  override func didAddSubview(_ subview: View) {
    super.didAddSubview(subview)
    elsewhere?.addSubview(subview)
  }
}

@MainActor
@Suite("Moves made from inside a move's own hooks")
struct ReentrantMoveTests {
  @Test("a view that moves elsewhere while being removed ends there, in the window, once")
  func escapesRemoval() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let first = View(frame: window.bounds)
    let second = View(frame: window.bounds)
    window.addSubview(first)
    window.addSubview(second)
    let view = EscapingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    first.addSubview(view)
    view.elsewhere = second
    view.removeFromSuperview()
    #expect(view.superview === second)
    #expect(view.window === window)
    #expect(second.subviews.filter { $0 === view }.count == 1)
    #expect(!first.subviews.contains { $0 === view })
  }

  @Test(
    "a view that removes itself while moving to another parent ends outside the tree",
    arguments: [RestlessView.Hook.willMove, .didMove, .didMoveToWindow])
  func removesItself(during hook: RestlessView.Hook) {
    let window = Window(size: CGSize(width: 100, height: 100))
    let old = View(frame: window.bounds)
    let parent = View(frame: window.bounds)
    window.addSubview(parent)
    let view = RestlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    old.addSubview(view)
    view.hook = hook
    parent.addSubview(view)
    #expect(view.superview == nil)
    #expect(view.window == nil)
    #expect(!parent.subviews.contains { $0 === view } && !old.subviews.contains { $0 === view })
  }

  @Test(
    "a view that moves elsewhere while being added ends there, once",
    arguments: [RestlessView.Hook.willMove, .didMove])
  func movesElsewhere(during hook: RestlessView.Hook) {
    let window = Window(size: CGSize(width: 100, height: 100))
    let first = View(frame: window.bounds)
    let second = View(frame: window.bounds)
    window.addSubview(first)
    window.addSubview(second)
    let view = RestlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.hook = hook
    view.elsewhere = second
    first.addSubview(view)
    #expect(view.superview === second)
    #expect(view.window === window)
    #expect(!first.subviews.contains { $0 === view })
    #expect(second.subviews.filter { $0 === view }.count == 1)
  }

  @Test(
    "a parent that hands a view on from didAddSubview leaves it there: in that one's window, or none",
    arguments: [false, true])
  func handedOn(toAViewOnScreen: Bool) {
    let window = Window(size: CGSize(width: 100, height: 100))
    let parent = HandingOnView(frame: window.bounds)
    let other = View(frame: window.bounds)
    window.addSubview(parent)
    if toAViewOnScreen { window.addSubview(other) }
    parent.elsewhere = other
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    parent.addSubview(view)
    #expect(view.superview === other)
    #expect(view.window === (toAViewOnScreen ? window : nil))
    #expect(parent.subviews.isEmpty && other.subviews.count == 1)
  }
}
