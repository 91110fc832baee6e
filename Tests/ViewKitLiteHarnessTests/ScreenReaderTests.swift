import Foundation
import SceneFixtures
import Testing
import ViewKitLite
import ViewKitLiteHarness

/// A view that takes increments, as a slider or stepper would.
private final class Stepper: View {
  var value = 5
  override var isAccessibilityElement: Bool {
    get { true }
    set {}
  }
  override var accessibilityLabel: String? {
    get { "Volume" }
    set {}
  }
  override var accessibilityValue: String? {
    get { "\(value)" }
    set {}
  }
  override var accessibilityTraits: AccessibilityTraits {
    get { .adjustable }
    set {}
  }
  override func accessibilityIncrement() { value += 1 }
  override func accessibilityDecrement() { value -= 1 }
}

@MainActor
@Suite("The screen reader")
struct ScreenReaderTests {
  @Test("reads top to bottom, then left to right; a cell once, its labels not on their own")
  func readingOrder() {
    let scene = AccessibilityScene()
    #expect(
      scene.readLabels == [
        "Inbox", "Compose", "Notifications", "Message 1", "Message 2", "Message 3", "Message 4",
        "Message 5",
      ])
    #expect(scene.window.screenReader.elements[2] === scene.toggle)
  }

  @Test("next and previous walk the elements and stop at either end")
  func nextAndPrevious() {
    let scene = AccessibilityScene()
    let reader = scene.window.screenReader
    #expect(reader.focused == nil && reader.spokenText == nil)
    #expect(reader.previous() === scene.tableView.visibleCells.last)
    #expect(reader.next() == nil, "at the last element the focus stays")
    #expect(reader.focused === scene.tableView.visibleCells.last)
    reader.focus(scene.title)
    #expect(reader.previous() == nil && reader.focused === scene.title)
    #expect(reader.next() === scene.button && reader.spokenText == "Compose, Button")
    #expect(!reader.focus(scene.image), "an image view is not an element")
  }

  @Test("hidden, transparent and hidden-from-accessibility subtrees are not read")
  func hiddenSubtrees() {
    let scene = AccessibilityScene()
    scene.title.isHidden = true
    scene.button.alpha = 0.01
    scene.tableView.accessibilityElementsHidden = true
    #expect(scene.readLabels == ["Notifications"])
    scene.button.alpha = 0.02
    #expect(scene.readLabels == ["Compose", "Notifications"])
  }

  @Test("an element cut off by a clipping ancestor is read only with a part on screen")
  func clipping() {
    let window = Window(size: CGSize(width: 200, height: 200))
    let box = View(frame: CGRect(x: 0, y: 50, width: 200, height: 100))
    box.clipsToBounds = true
    let label = Label(frame: CGRect(x: 0, y: 100, width: 100, height: 20))
    label.text = "Edge"
    box.addSubview(label)
    window.addSubview(box)
    #expect(window.screenReader.elements.isEmpty, "touching the clip's edge: nothing shows")
    label.frame.origin.y = 99.5
    #expect(window.screenReader.elements.first === label, "half a point inside")
    label.frame.origin.y = -20
    #expect(window.screenReader.elements.isEmpty)
    label.frame.origin.y = -19.5
    #expect(window.screenReader.elements.first === label)
  }

  @Test("a container's accessibilityElements replace its subviews' order")
  func explicitOrder() {
    let scene = AccessibilityScene()
    let container = View(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    scene.window.insertSubview(container, at: 0)
    for view in [scene.title, scene.button] { container.addSubview(view) }
    container.accessibilityElements = [scene.button, scene.title]
    #expect(Array(scene.readLabels.prefix(3)) == ["Compose", "Inbox", "Notifications"])
  }

  @Test("a modal view's subtree is all that is read while it shows")
  func modal() {
    let scene = AccessibilityScene()
    let alert = View(frame: CGRect(x: 40, y: 100, width: 300, height: 100))
    let message = Label(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
    message.text = "Delete?"
    alert.addSubview(message)
    alert.accessibilityViewIsModal = true
    scene.window.addSubview(alert)
    #expect(scene.readLabels == ["Delete?"])
    alert.isHidden = true
    #expect(scene.readLabels.first == "Inbox")
  }

  @Test("of several modal views the frontmost is read: a nested one, then a later sibling")
  func frontmostModal() {
    let scene = AccessibilityScene()
    func modal(_ text: String, in parent: View, y: CGFloat) -> View {
      let view = View(frame: CGRect(x: 0, y: y, width: 300, height: 100))
      let message = Label(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
      message.text = text
      view.addSubview(message)
      view.accessibilityViewIsModal = true
      parent.addSubview(view)
      return view
    }
    let sheet = modal("Sheet", in: scene.window, y: 100)
    let alert = modal("Alert", in: sheet, y: 50)
    #expect(scene.readLabels == ["Alert"], "the nested modal is in front of its container")
    let toast = modal("Toast", in: scene.window, y: 220)
    #expect(scene.readLabels == ["Toast"], "a later sibling is in front of both")
    toast.isHidden = true
    #expect(scene.readLabels == ["Alert"])
    alert.accessibilityViewIsModal = false
    #expect(scene.readLabels == ["Sheet", "Alert"])
  }

  @Test("activate: a button's actions run; with nothing to do the control under it activates")
  func activate() {
    let scene = AccessibilityScene()
    let reader = scene.window.screenReader
    #expect(!reader.activate(), "nothing focused")
    reader.focus(scene.button)
    #expect(reader.activate() && scene.taps == 1)
    let caption = Label(frame: scene.button.bounds)
    caption.text = "Compose now"
    caption.isUserInteractionEnabled = false
    scene.button.isAccessibilityElement = false
    scene.button.addSubview(caption)
    reader.focus(caption)
    #expect(reader.activate() && scene.taps == 2, "the tap falls on the button")
    reader.focus(scene.title)
    #expect(!reader.activate())
  }

  @Test("increment and decrement adjust only an adjustable element")
  func adjust() {
    let scene = AccessibilityScene()
    let stepper = Stepper(frame: CGRect(x: 100, y: 50, width: 100, height: 44))
    scene.window.addSubview(stepper)
    let reader = scene.window.screenReader
    reader.focus(stepper)
    #expect(reader.increment() && reader.increment() && reader.decrement())
    #expect(stepper.value == 6 && reader.spokenText == "Volume, 6, Adjustable")
    reader.focus(scene.button)
    #expect(!reader.increment() && !reader.decrement())
  }

  @Test("the language of an element is its own or its nearest container's")
  func language() {
    let scene = AccessibilityScene()
    scene.tableView.accessibilityLanguage = "ko"
    let reader = scene.window.screenReader
    reader.focus(scene.tableView.visibleCells[0])
    #expect(reader.spokenLanguage == "ko")
    reader.focus(scene.title)
    #expect(reader.spokenLanguage == nil)
  }

  @Test("custom actions: the element's, then its containers', nearest first")
  func actions() {
    let scene = AccessibilityScene()
    var done: [String] = []
    let cell = scene.tableView.visibleCells[0]
    cell.accessibilityCustomActions = [
      AccessibilityCustomAction(name: "Delete") { _ in
        done.append("Delete")
        return true
      }
    ]
    scene.tableView.accessibilityCustomActions = [
      AccessibilityCustomAction(name: "Compose") { _ in
        done.append("list")
        return false
      }
    ]
    let reader = scene.window.screenReader
    #expect(reader.actions.map(\.name) == ["Compose"], "nothing focused: the first scroll view")
    reader.focus(cell)
    #expect(reader.actions.map(\.name) == ["Delete", "Compose"])
    #expect(reader.perform(action: "Delete") && !reader.perform(action: "Compose"))
    #expect(!reader.perform(action: "Archive") && done == ["Delete", "list"])
  }

  @Test("layout and screen changes move the focus; a page scroll clears it")
  func notificationsMoveFocus() {
    let scene = AccessibilityScene()
    let reader = scene.window.screenReader
    scene.window.post(notification: .layoutChanged, argument: scene.button)
    #expect(reader.focused === scene.button)
    scene.window.post(notification: .screenChanged, argument: nil)
    #expect(reader.focused === scene.title)
    scene.window.post(notification: .layoutChanged, argument: nil)
    #expect(reader.focused === scene.title, "no element given: the focus stays")
    scene.window.post(notification: .pageScrolled, argument: "Page 2 of 3")
    #expect(reader.focused == nil)
    scene.window.post(notification: .layoutChanged, argument: scene.title)
    #expect(reader.focus(scene.button) && reader.focused === scene.button, "a later focus wins")
  }

  @Test("a view is named by its type and label; with no label, or an empty one, by its type alone")
  func accessibilityDescriptionNamesTypeAndLabel() {
    let button = Button(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
    #expect(button.accessibilityDescription == "Button")
    button.accessibilityLabel = ""
    #expect(button.accessibilityDescription == "Button", "an empty label says nothing")
    button.accessibilityLabel = "Refresh"
    #expect(button.accessibilityDescription == "Button \"Refresh\"")
  }

  @Test("edges half a point apart or more read in order, down then across; closer, a tie")
  func readingOrderTolerance() {
    /// The labels read on a fresh 200 × 200 window holding one label per frame, added in order.
    func read(_ labels: [(String, CGRect)]) -> [String] {
      let window = Window(size: CGSize(width: 200, height: 200))
      for (text, frame) in labels {
        let label = Label(frame: frame)
        label.text = text
        window.addSubview(label)
      }
      return window.screenReader.elements.map { $0.accessibilityLabel ?? "(none)" }
    }
    func box(_ x: CGFloat, _ y: CGFloat) -> CGRect { CGRect(x: x, y: y, width: 40, height: 20) }
    // One row, the trailing label added first.
    #expect(
      read([("B", box(60.5, 10)), ("A", box(60, 10))]) == ["A", "B"],
      "0.5 pt across: leading first")
    #expect(
      read([("B", box(60.25, 10)), ("A", box(60, 10))]) == ["B", "A"],
      "0.25 pt across: a tie, added order")
    // The lower label added first, and the lower label is also the leading one.
    #expect(
      read([("B", box(0, 10.5)), ("A", box(60, 10))]) == ["A", "B"],
      "0.5 pt down: two rows, top first")
    #expect(
      read([("B", box(60, 10)), ("A", box(0, 10.25))]) == ["A", "B"],
      "0.25 pt down: one row, leading first")
  }
}
