import Foundation
import Testing
import ViewKitLite

@MainActor
@Suite("View hierarchy and its hooks")
struct ViewHierarchyTests {
  @Test("adding a sized subview lays the parent out again; an empty one that needs none does not")
  func addingLaysOut() {
    let log = EventLog()
    let window = Window(size: CGSize(width: 100, height: 100))
    let parent = HookRecordingView("parent", log: log)
    parent.frame = window.bounds
    window.addSubview(parent)
    parent.layoutIfNeeded()
    let before = parent.layoutCount
    parent.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    parent.layoutIfNeeded()
    #expect(parent.layoutCount == before + 1)
    let empty = View()
    empty.layoutIfNeeded()
    parent.addSubview(empty)
    parent.layoutIfNeeded()
    #expect(parent.layoutCount == before + 1)
    let laidOut = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    laidOut.layoutIfNeeded()
    parent.addSubview(laidOut)
    parent.layoutIfNeeded()
    #expect(parent.layoutCount == before + 2, "a sized view already laid out counts too")
  }

  @Test(
    "a layoutSubviews that asks for layout again gets one more pass, later; a window waiting for layout is not idle"
  )
  func layoutAskedDuringLayout() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let view = AskingAgainView(frame: window.bounds)
    window.addSubview(view)
    #expect(!window.isIdle, "a layout waits")
    window.advance(by: 0.1)
    #expect(view.passes == 2, "the request made inside the first pass is kept, for a later frame")
    #expect(window.isIdle)
    window.advance(by: 0.1)
    #expect(view.passes == 2, "the second pass asked nothing, so no third comes")
  }

  @Test("adding to a view in a window: superview hooks, didAddSubview, then window hooks")
  func addOrder() {
    let log = EventLog()
    let window = Window(size: CGSize(width: 320, height: 480))
    let parent = HookRecordingView("parent", log: log)
    window.addSubview(parent)
    log.removeAll()
    let child = HookRecordingView("child", log: log)
    parent.addSubview(child)
    #expect(
      log.events == [
        "child.willMove(toSuperview: parent)",
        "child.didMoveToSuperview (superview: parent)",
        "parent.didAddSubview(child)",
        "child.willMove(toWindow: window)",
        "child.didMoveToWindow (window: window)",
      ])
  }

  @Test("removed from a window, the view's didMoveToWindow finds it has left its superview")
  func superviewGoneByDidMoveToWindow() {
    final class Probe: View {
      var seen: [Bool] = []
      override func didMoveToWindow() { seen.append(superview == nil) }
    }
    let window = Window(size: CGSize(width: 320, height: 480))
    let parent = View()
    let probe = Probe()
    window.addSubview(parent)
    parent.addSubview(probe)
    probe.removeFromSuperview()
    #expect(probe.seen == [false, true], "joined with a superview; left without one")
  }

  @Test("removing: willRemoveSubview while still a subview, then the view's hooks")
  func removeOrder() {
    let log = EventLog()
    let window = Window(size: CGSize(width: 320, height: 480))
    let parent = HookRecordingView("parent", log: log)
    let child = HookRecordingView("child", log: log)
    window.addSubview(parent)
    parent.addSubview(child)
    log.removeAll()
    child.removeFromSuperview()
    #expect(
      log.events == [
        "parent.willRemoveSubview(child) still a subview: true",
        "child.willMove(toSuperview: nil)",
        "child.willMove(toWindow: nil)",
        "child.didMoveToWindow (window: nil)",
        "child.didMoveToSuperview (superview: nil)",
      ])
    #expect(child.superview == nil)
    #expect(parent.subviews.isEmpty)
  }

  @Test("moving between parents: the old parent hears the removal, the new one the addition")
  func moveOrder() {
    let log = EventLog()
    let window = Window(size: CGSize(width: 320, height: 480))
    let first = HookRecordingView("first", log: log)
    let second = HookRecordingView("second", log: log)
    let child = HookRecordingView("child", log: log)
    window.addSubview(first)
    first.addSubview(child)
    log.removeAll()
    second.addSubview(child)
    #expect(
      log.events == [
        "first.willRemoveSubview(child) still a subview: true",
        "child.willMove(toSuperview: second)",
        "child.didMoveToSuperview (superview: second)",
        "second.didAddSubview(child)",
        "child.willMove(toWindow: nil)",
        "child.didMoveToWindow (window: nil)",
      ])
    #expect(first.subviews.isEmpty)
    #expect(second.subviews.first === child)
  }

  @Test("a subtree joining or leaving a window: every view hears the window hooks, parents first")
  func subtreeWindowHooks() {
    let log = EventLog()
    let window = Window(size: CGSize(width: 320, height: 480))
    let root = HookRecordingView("root", log: log)
    let leaf = HookRecordingView("leaf", log: log)
    root.addSubview(leaf)
    log.removeAll()
    window.addSubview(root)
    #expect(leaf.window === window)
    #expect(
      log.events.filter { $0.contains("Window") } == [
        "root.willMove(toWindow: window)", "leaf.willMove(toWindow: window)",
        "root.didMoveToWindow (window: window)", "leaf.didMoveToWindow (window: window)",
      ])
    log.removeAll()
    root.removeFromSuperview()
    #expect(leaf.window == nil)
    #expect(
      log.events.filter { $0.contains("Window") } == [
        "root.willMove(toWindow: nil)", "leaf.willMove(toWindow: nil)",
        "root.didMoveToWindow (window: nil)", "leaf.didMoveToWindow (window: nil)",
      ])
  }

  @Test("willMove(toWindow:) sees the window being left, on every view; didMoveToWindow the new")
  func windowHooksSeeBothWindows() {
    let first = Window(size: CGSize(width: 100, height: 100))
    let second = Window(size: CGSize(width: 100, height: 100))
    let name = { (window: Window?) in
      window === first ? "first" : window === second ? "second" : "nil"
    }
    var heard: [String] = []
    let root = WindowWatchingView { heard.append("root \($0): \(name($1))") }
    let leaf = WindowWatchingView { heard.append("leaf \($0): \(name($1))") }
    root.addSubview(leaf)
    first.addSubview(root)
    heard.removeAll()
    second.addSubview(root)
    root.removeFromSuperview()
    #expect(
      heard == [
        "root willMove: first", "leaf willMove: first", "root didMove: second",
        "leaf didMove: second", "root willMove: second", "leaf willMove: second",
        "root didMove: nil", "leaf didMove: nil",
      ])
  }

  @Test("adding a view to itself or to its descendant is refused, the tree unchanged")
  func refusesCycles() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let parent = View()
    let child = View()
    window.addSubview(parent)
    parent.addSubview(child)
    parent.addSubview(parent)
    child.addSubview(parent)
    #expect(parent.superview === window)
    #expect(parent.subviews.count == 1 && parent.subviews[0] === child)
    #expect(child.subviews.isEmpty)
    let messages = window.diagnostics.messages
    #expect(messages.count == 2)
    #expect(messages[0].hasPrefix("View.insertSubview(_:at:): refused to add View to itself"))
    #expect(messages[1].contains("which contains this view"))
  }

  @Test("insert above, below, at an index; bring to front; send to back")
  func ordering() {
    let parent = View()
    let a = View()
    let b = View()
    let c = View()
    a.tag = 1
    b.tag = 2
    c.tag = 3
    parent.addSubview(a)
    parent.insertSubview(c, aboveSubview: a)
    parent.insertSubview(b, belowSubview: c)
    #expect(parent.subviews.map(\.tag) == [1, 2, 3])
    parent.bringSubviewToFront(a)
    #expect(parent.subviews.map(\.tag) == [2, 3, 1])
    parent.sendSubviewToBack(a)
    #expect(parent.subviews.map(\.tag) == [1, 2, 3])
    parent.insertSubview(c, at: 0)
    #expect(parent.subviews.map(\.tag) == [3, 1, 2])
    parent.insertSubview(c, at: 99)
    #expect(parent.subviews.map(\.tag) == [1, 2, 3])
    #expect(parent.viewWithTag(2) === b)
    let other = View()
    let stranger = View()
    stranger.tag = 4
    other.addSubview(stranger)
    parent.bringSubviewToFront(stranger)
    parent.sendSubviewToBack(stranger)
    parent.sendSubviewToBack(View())
    #expect(parent.subviews.map(\.tag) == [1, 2, 3], "another's subview is not reordered here")
    #expect(stranger.superview === other && other.subviews.count == 1)
  }

  @Test("diagnostics of a detached view move to the window when it joins one")
  func detachedDiagnostics() {
    let view = View()
    view.center = CGPoint(x: CGFloat.nan, y: 0)
    #expect(view.diagnostics.messages.count == 1)
    let window = Window(size: CGSize(width: 100, height: 100))
    window.addSubview(view)
    #expect(window.diagnostics.messages.count == 1)
    #expect(view.diagnostics === window.diagnostics)
    view.removeFromSuperview()
    #expect(view.diagnostics.messages.isEmpty, "its own log gave its entries away")
    let next = Window(size: CGSize(width: 100, height: 100))
    next.addSubview(view)
    #expect(next.diagnostics.messages.isEmpty, "an entry moves once, to the first window")
  }

  @Test("viewWithTag looks at the view itself first, then depth first in subview order")
  func viewWithTagSearchOrder() {
    let root = View()
    let first = View()
    let second = View()
    let inner = View()
    root.tag = 7
    first.addSubview(inner)
    root.addSubview(first)
    root.addSubview(second)
    inner.tag = 5
    second.tag = 5
    first.tag = 7
    #expect(root.viewWithTag(7) === root, "the view itself, before a subview of the same tag")
    #expect(root.viewWithTag(5) === inner, "the first subview's subtree before the next subview")
    #expect(first.viewWithTag(5) === inner)
    #expect(root.viewWithTag(9) == nil)
  }
}

/// A view that reports the window it is in from each window hook.
private final class WindowWatchingView: View {
  let report: (String, Window?) -> Void

  init(report: @escaping (String, Window?) -> Void) {
    self.report = report
    super.init(frame: .zero)
  }

  override func willMove(toWindow newWindow: Window?) {
    report("willMove", window)
  }

  override func didMoveToWindow() {
    report("didMove", window)
  }
}

/// A view whose first layout pass asks for another, as a view does when its layout moves what
/// it measures.
private final class AskingAgainView: View {
  var passes = 0

  override func layoutSubviews() {
    passes += 1
    if passes == 1 { setNeedsLayout() }
  }
}
