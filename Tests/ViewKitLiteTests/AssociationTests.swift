import Foundation
import Testing
import ViewKitLite

extension View {
  fileprivate static let badgeKey = AssociationKey<View>(weak: "badge")
  fileprivate static let noteKey = AssociationKey<String>("note")

  fileprivate var badge: View? {
    get { associatedValue(for: Self.badgeKey) }
    set { setAssociatedValue(newValue, for: Self.badgeKey) }
  }
}

@MainActor
@Suite("Associated slots")
struct AssociationTests {
  @Test("a strong slot keeps its value; setting nil empties it")
  func strongSlot() {
    let view = View()
    view.setAssociatedValue("hello", for: View.noteKey)
    #expect(view.associatedValue(for: View.noteKey) == "hello")
    view.setAssociatedValue(nil, for: View.noteKey)
    #expect(view.associatedValue(for: View.noteKey) == nil)
  }

  @Test("a weak slot empties when its object is released")
  func weakSlot() {
    let view = View()
    var badge: View? = View()
    view.badge = badge
    #expect(view.badge === badge)
    badge = nil
    #expect(view.badge == nil)
  }

  @Test("two slots of one object each read back by their own name, through value(forKey:) too")
  func twoSlotsByName() {
    let view = View()
    let badge = View()
    view.badge = badge
    view.setAssociatedValue("hello", for: View.noteKey)
    #expect(view.value(forKey: "badge") as? View === badge)
    #expect(view.value(forKey: "note") as? String == "hello")
    #expect(view.value(forKey: "nothing") == nil)
  }

  @Test("slot changes are observable by key, with will and did notifications")
  func observableByKey() {
    let view = View()
    let observer = RecordingObserver()
    view.addObserver(observer, forKeyPath: "badge", options: [.prior, .old, .new])
    let badge = View()
    view.badge = badge
    #expect(observer.notes.count == 2)
    #expect(observer.notes[0].change[.notificationIsPriorKey] as? Bool == true)
    #expect((observer.notes[1].change[.newKey] as? View) === badge)
  }

  @Test("slot changes are observable through a typed key path to the accessor")
  func observableTyped() {
    let view = View()
    var changes = 0
    let token = view.observe(\.badge) { _, _ in changes += 1 }
    view.badge = View()
    view.badge = nil
    #expect(changes == 2)
    #expect(token.isValid)
  }
}
