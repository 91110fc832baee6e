import Foundation
import Testing
@_spi(Testing) import ViewKitLite

/// An observer in the seeds' style: it overrides `observeValue(forKeyPath:of:change:context:)`.
final class RecordingObserver: KVObject {
  struct Note {
    let keyPath: String?
    let change: [KeyValueChangeKey: Any]
    let context: UnsafeMutableRawPointer?
  }
  var notes: [Note] = []
  var onNote: ((RecordingObserver) -> Void)?

  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    notes.append(Note(keyPath: keyPath, change: change ?? [:], context: context))
    onNote?(self)
  }
}

/// A subclass whose derived key depends on another, the Foundation way.
final class DependentView: View {
  @Dynamic var firstName = "Ada"
  var greeting: String { "Hello, \(firstName)" }

  override func value(forKey key: String) -> Any? {
    key == "greeting" ? greeting : super.value(forKey: key)
  }
}

@MainActor
@Suite("Key-value observation by key")
struct KeyObservationTests {
  @Test("new and old arrive in the change dictionary under their keys, with the kind")
  func newAndOld() {
    let header = ProgressHeader()
    let observer = RecordingObserver()
    header.addObserver(observer, forKeyPath: "progress", options: [.new, .old], context: nil)
    header.progress = 0.5
    #expect(observer.notes.count == 1)
    let change = observer.notes[0].change
    #expect(observer.notes[0].keyPath == "progress")
    #expect(change[.newKey] as? CGFloat == 0.5)
    #expect(change[.oldKey] as? CGFloat == 0)
    #expect(change[.kindKey] as? KeyValueChange == .setting)
    #expect(change[.notificationIsPriorKey] == nil)
  }

  @Test("initial: one notification during registration, new value only")
  func initial() {
    let header = ProgressHeader()
    let observer = RecordingObserver()
    header.addObserver(observer, forKeyPath: "title", options: [.initial, .new, .old])
    #expect(observer.notes.count == 1)
    #expect(observer.notes[0].change[.newKey] as? String == "pull")
    #expect(observer.notes[0].change[.oldKey] == nil)
  }

  @Test("prior: a notification before the change with the prior flag, never the new value")
  func prior() {
    let header = ProgressHeader()
    let observer = RecordingObserver()
    header.addObserver(observer, forKeyPath: "title", options: [.prior, .new, .old])
    header.title = "release"
    #expect(observer.notes.count == 2)
    #expect(observer.notes[0].change[.notificationIsPriorKey] as? Bool == true)
    #expect(observer.notes[0].change[.newKey] == nil)
    #expect(observer.notes[0].change[.oldKey] as? String == "pull")
    #expect(observer.notes[1].change[.newKey] as? String == "release")
  }

  @Test("the context comes back as registered")
  func context() {
    let header = ProgressHeader()
    let observer = RecordingObserver()
    let context = UnsafeMutableRawPointer(bitPattern: 0x42)
    header.addObserver(observer, forKeyPath: "progress", options: .new, context: context)
    header.progress = 1
    #expect(observer.notes.first?.context == context)
  }

  @Test("removing with a context removes that registration alone; without one, the last")
  func removeByContext() {
    let header = ProgressHeader()
    let observer = RecordingObserver()
    let first = UnsafeMutableRawPointer(bitPattern: 0x41)
    let second = UnsafeMutableRawPointer(bitPattern: 0x42)
    header.addObserver(observer, forKeyPath: "progress", options: .new, context: first)
    header.addObserver(observer, forKeyPath: "progress", options: .new, context: second)
    header.removeObserver(observer, forKeyPath: "progress", context: first)
    header.progress = 1
    #expect(observer.notes.map(\.context) == [second])
    header.removeObserver(observer, forKeyPath: "progress")
    header.progress = 2
    #expect(observer.notes.count == 1)
    header.addObserver(observer, forKeyPath: "progress", options: .new, context: first)
    header.addObserver(observer, forKeyPath: "progress", options: .new, context: second)
    header.removeObserver(observer, forKeyPath: "progress")
    header.progress = 3
    #expect(observer.notes.map(\.context) == [second, first], "the later registration went")
  }

  @Test("removing one observer leaves another of the same key and context; another key stays too")
  func removeOneOfSeveral() {
    let header = ProgressHeader()
    let first = RecordingObserver()
    let second = RecordingObserver()
    let context = UnsafeMutableRawPointer(bitPattern: 0x41)
    header.addObserver(first, forKeyPath: "progress", options: .new, context: context)
    header.addObserver(first, forKeyPath: "frame", options: .new, context: context)
    header.addObserver(second, forKeyPath: "progress", options: .new, context: context)
    header.removeObserver(first, forKeyPath: "progress")
    header.progress = 1
    #expect(first.notes.isEmpty && second.notes.count == 1)
    header.frame.origin.x = 5
    #expect(first.notes.map(\.keyPath) == ["frame"], "its other key is still heard")
    header.removeObserver(second, forKeyPath: "progress", context: context)
    header.progress = 2
    #expect(second.notes.count == 1)
    #expect(header.diagnostics.isEmpty)
  }

  @Test("registrationChanges counts each observation started and each stopped, once")
  func registrationChangesCount() {
    let header = ProgressHeader()
    let before = KVObject.registrationChanges
    let token = header.observe(\.progress) { _, _ in }
    #expect(KVObject.registrationChanges == before + 1)
    token.invalidate()
    token.invalidate()
    #expect(KVObject.registrationChanges == before + 2, "a second invalidate changes nothing")
  }

  @Test("view keys: frame hears center and size but not scrolling; bounds hears both")
  func viewKeys() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let frameObserver = RecordingObserver()
    let boundsObserver = RecordingObserver()
    view.addObserver(frameObserver, forKeyPath: "frame", options: .new)
    view.addObserver(boundsObserver, forKeyPath: "bounds", options: .new)
    view.bounds.origin = CGPoint(x: 0, y: -20)
    #expect(frameObserver.notes.isEmpty)
    #expect(boundsObserver.notes.count == 1)
    view.center = CGPoint(x: 10, y: 10)
    #expect(frameObserver.notes.count == 1)
    #expect(
      frameObserver.notes[0].change[.newKey] as? CGRect
        == CGRect(x: -40, y: -40, width: 100, height: 100))
    #expect(view.diagnostics.isEmpty)
  }

  @Test("removeObserver stops delivery; removing twice records a diagnostic")
  func remove() {
    let header = ProgressHeader()
    let observer = RecordingObserver()
    header.addObserver(observer, forKeyPath: "progress")
    header.removeObserver(observer, forKeyPath: "progress")
    header.progress = 1
    #expect(observer.notes.isEmpty)
    header.removeObserver(observer, forKeyPath: "progress")
    #expect(header.diagnostics.messages.count == 1)
    #expect(header.diagnostics.messages[0].contains("is not registered for 'progress'"))
  }

  @Test("an observer released while registered is dropped without a crash, with a diagnostic")
  func releasedObserver() {
    let header = ProgressHeader()
    var observer: RecordingObserver? = RecordingObserver()
    weak let weakObserver = observer
    header.addObserver(observer!, forKeyPath: "progress")
    observer = nil
    #expect(weakObserver == nil)
    header.progress = 1
    header.progress = 2
    #expect(header.keyObserverCount == 0)
    #expect(header.diagnostics.messages.count == 1)
    #expect(header.diagnostics.messages[0].contains("released while still registered"))
  }

  @Test("an observer removed during a notification gets no further call")
  func removedDuringNotification() {
    let header = ProgressHeader()
    let first = RecordingObserver()
    let second = RecordingObserver()
    first.onNote = { _ in header.removeObserver(second, forKeyPath: "progress") }
    header.addObserver(first, forKeyPath: "progress")
    header.addObserver(second, forKeyPath: "progress")
    header.progress = 1
    #expect(first.notes.count == 1)
    #expect(second.notes.isEmpty)
  }

  @Test("an observer added during a notification starts with the next change")
  func addedDuringNotification() {
    let header = ProgressHeader()
    let first = RecordingObserver()
    let late = RecordingObserver()
    first.onNote = { _ in
      if !header.isObserved(by: late, forKeyPath: "progress") {
        header.addObserver(late, forKeyPath: "progress")
      }
    }
    header.addObserver(first, forKeyPath: "progress")
    header.progress = 1
    #expect(late.notes.isEmpty)
    header.progress = 2
    #expect(late.notes.count == 1)
  }

  @Test("manual notifications of a plain key nest, the last opened closing first")
  func manualNesting() {
    let object = KVObject()
    let observer = RecordingObserver()
    object.addObserver(observer, forKeyPath: "custom", options: [.prior])
    #expect(object.diagnostics.messages.count == 1, "unknown keys are reported")
    object.willChangeValue(forKey: "custom")
    object.willChangeValue(forKey: "other")
    object.didChangeValue(forKey: "other")
    object.didChangeValue(forKey: "custom")
    #expect(observer.notes.count == 2)
    #expect(observer.notes[0].change[.notificationIsPriorKey] as? Bool == true)
    #expect(observer.notes[1].change[.notificationIsPriorKey] == nil)
  }

  @Test("a derived key published in value(forKey:) hears what it reads")
  func derivedKey() {
    let view = DependentView()
    let observer = RecordingObserver()
    view.addObserver(observer, forKeyPath: "greeting", options: [.old, .new])
    view.firstName = "Grace"
    #expect(observer.notes.count == 1)
    #expect(observer.notes[0].change[.oldKey] as? String == "Hello, Ada")
    #expect(observer.notes[0].change[.newKey] as? String == "Hello, Grace")
  }

  @Test("keyPathsForValuesAffectingValue(forKey:) adds dependencies by name")
  func declaredDependencies() {
    final class Badge: View {
      @Dynamic var count = 0
      override class func keyPathsForValuesAffectingValue(forKey key: String) -> Set<String> {
        key == "label" ? ["count"] : []
      }
    }
    let badge = Badge()
    let observer = RecordingObserver()
    badge.addObserver(observer, forKeyPath: "label")
    badge.count = 3
    #expect(observer.notes.count == 1)
    #expect(badge.diagnostics.isEmpty)
  }

  @Test("a change dictionary an observer keeps is never altered by later notifications")
  func keptChangeDictionaries() {
    let header = ProgressHeader()
    let observer = RecordingObserver()
    header.addObserver(observer, forKeyPath: "progress", options: [.new, .old], context: nil)
    for value in [1, 2, 3] as [CGFloat] {
      header.progress = value
    }
    #expect(observer.notes.map { $0.change[.newKey] as? CGFloat } == [1, 2, 3])
    #expect(observer.notes.map { $0.change[.oldKey] as? CGFloat } == [0, 1, 2])
    #expect(observer.notes.allSatisfy { $0.change.count == 3 })
  }

  @Test("a key read through another object goes quiet once the observed object is released")
  func foreignKeyAfterRelease() {
    let inner = ProgressHeader()
    let observer = RecordingObserver()
    var outer: HeaderHolder? = HeaderHolder(inner: inner)
    outer?.addObserver(observer, forKeyPath: "innerProgress", options: .new, context: nil)
    inner.progress = 1
    outer = nil
    inner.progress = 2
    #expect(observer.notes.map { $0.change[.newKey] as? CGFloat } == [1])
    #expect(inner.activeObservationCount == 0)
  }
}
