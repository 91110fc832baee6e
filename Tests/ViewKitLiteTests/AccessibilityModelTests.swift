import Foundation
import Testing
import ViewKitLite
import ViewKitLiteHarness

@MainActor
@Suite("The accessibility model: UIKit's defaults and properties")
struct AccessibilityModelTests {
  @Test("a label is static text read by its text; a button a button read by its title")
  func labelAndButton() {
    let label = Label()
    label.text = "Inbox"
    #expect(label.isAccessibilityElement && label.accessibilityLabel == "Inbox")
    #expect(label.accessibilityTraits == .staticText)
    let button = Button()
    button.setTitle("Send", for: .normal)
    #expect(button.isAccessibilityElement && button.accessibilityLabel == "Send")
    #expect(button.accessibilityTraits == .button)
    button.isEnabled = false
    button.isSelected = true
    #expect(button.accessibilityTraits == [.button, .notEnabled, .selected])
    #expect(ScreenReader.speech(for: button) == "Send, Selected, Button, Dimmed")
  }

  @Test("a bare control, an image view and a plain view are not elements")
  func notElements() {
    #expect(!Control().isAccessibilityElement)
    #expect(!ImageView().isAccessibilityElement)
    #expect(ImageView().accessibilityTraits == .image)
    #expect(!View().isAccessibilityElement && View().accessibilityTraits == [])
  }

  @Test("a switch is a toggle button valued 1 or 0, spoken on or off; activating toggles it")
  func switchElement() {
    let toggle = Switch()
    toggle.accessibilityLabel = "Wi-Fi"
    var changes = 0
    toggle.addAction(for: .valueChanged) { _ in changes += 1 }
    #expect(toggle.isAccessibilityElement && toggle.accessibilityValue == "0")
    #expect(ScreenReader.speech(for: toggle) == "Wi-Fi, off, Switch button")
    #expect(toggle.accessibilityActivate())
    #expect(toggle.isOn && changes == 1 && toggle.accessibilityValue == "1")
    #expect(ScreenReader.speech(for: toggle) == "Wi-Fi, on, Switch button")
    toggle.isEnabled = false
    #expect(!toggle.accessibilityActivate() && toggle.isOn)
  }

  @Test("set values win over the defaults, and setting nil brings the default back")
  func assigned() {
    let label = Label()
    label.text = "3"
    label.accessibilityLabel = "Three messages"
    label.accessibilityValue = "unread"
    label.accessibilityHint = "Opens the inbox"
    label.accessibilityTraits = [.header]
    label.isAccessibilityElement = false
    #expect(!label.isAccessibilityElement)
    #expect(ScreenReader.speech(for: label) == "Three messages, unread, Heading, Opens the inbox")
    label.accessibilityLabel = nil
    #expect(label.accessibilityLabel == "3")
  }

  @Test("the frame is the view's bounds in window coordinates unless set")
  func frame() {
    let window = Window(size: CGSize(width: 200, height: 200))
    let box = View(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    let inner = View(frame: CGRect(x: 5, y: 6, width: 10, height: 12))
    box.addSubview(inner)
    window.addSubview(box)
    #expect(inner.accessibilityFrame == CGRect(x: 15, y: 26, width: 10, height: 12))
    box.frame.origin.x = 50
    #expect(inner.accessibilityFrame.origin.x == 55, "derived, it follows the view")
    inner.accessibilityFrame = CGRect(x: 0, y: 0, width: 44, height: 44)
    box.frame.origin.x = 0
    #expect(inner.accessibilityFrame == CGRect(x: 0, y: 0, width: 44, height: 44))
  }

  @Test("a custom action runs its handler and returns what it returned")
  func customAction() {
    var runs = 0
    let action = AccessibilityCustomAction(name: "Archive") { action in
      runs += 1
      return action.name == "Archive"
    }
    #expect(action.perform() && runs == 1)
  }

  @Test("notifications are kept by the window in order, with their times and arguments")
  func notifications() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let label = Label(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
    label.text = "Done"
    window.addSubview(label)
    window.post(notification: .announcement, argument: "Saved")
    window.advance(by: 0.5)
    window.post(notification: .layoutChanged, argument: label)
    window.post(notification: .screenChanged, argument: nil)
    window.post(notification: .pageScrolled, argument: "Page 2 of 3")
    #expect(
      window.accessibilityNotifications.map(\.line) == [
        "t=0s announcement \"Saved\"", "t=0.5s layoutChanged → Label \"Done\"",
        "t=0.5s screenChanged", "t=0.5s pageScrolled \"Page 2 of 3\"",
      ])
    #expect(window.accessibilityAnnouncements == ["Saved"])
  }

  @Test("a notification holds its view weakly")
  func notificationHoldsWeakly() {
    let window = Window(size: CGSize(width: 100, height: 100))
    weak var released: View?
    do {
      let view = View()
      released = view
      window.post(notification: .layoutChanged, argument: view)
    }
    #expect(released == nil && window.accessibilityNotifications[0].element == nil)
  }

  @Test("every trait is a bit of its own")
  func distinctTraits() {
    let all: [AccessibilityTraits] = [
      .button, .link, .image, .selected, .playsSound, .keyboardKey, .staticText, .summaryElement,
      .notEnabled, .updatesFrequently, .searchField, .startsMediaSession, .adjustable,
      .allowsDirectInteraction, .causesPageTurn, .header, .tabBar, .toggleButton,
    ]
    #expect(all.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
    #expect(Set(all.map(\.rawValue)).count == all.count && all.contains { !$0.isEmpty })
    #expect(AccessibilityTraits(all).names.count == all.count)
  }

  @Test("traits have names and spoken words in a fixed order; a toggle is not also a Button")
  func traitWords() {
    let traits: AccessibilityTraits = [.button, .selected, .notEnabled, .staticText]
    #expect(traits.names == ["selected", "button", "notEnabled", "staticText"])
    #expect(traits.spokenWords == ["Selected", "Button", "Dimmed"])
    #expect(AccessibilityTraits([.button, .toggleButton]).spokenWords == ["Switch button"])
  }
}
