import Foundation
import Testing
@_spi(Testing) import ViewKitLite

/// A view that reaches another object's observable property, typed and by key.
final class HeaderHolder: View {
  let inner: ProgressHeader

  init(inner: ProgressHeader) {
    self.inner = inner
    super.init(frame: .zero)
  }

  override func value(forKey key: String) -> Any? {
    key == "innerProgress" ? inner.progress : super.value(forKey: key)
  }
}

/// A user's subclass with an observable property of its own, declared in one line.
final class ProgressHeader: View {
  @Dynamic var progress: CGFloat = 0
  @Dynamic var title = "pull"
  var plainValue = 0
  var doubledProgress: CGFloat { progress * 2 }
}

@MainActor
@Suite("Typed key-value observation")
struct TypedObservationTests {
  @Test("new: the change carries the new value and no old value")
  func newOption() {
    let header = ProgressHeader()
    var seen: [(CGFloat?, CGFloat?)] = []
    let token = header.observe(\.progress, options: .new) { _, change in
      seen.append((change.newValue, change.oldValue))
    }
    header.progress = 0.5
    #expect(seen.count == 1)
    #expect(seen[0].0 == 0.5)
    #expect(seen[0].1 == nil)
    token.invalidate()
  }

  @Test("old: the change carries the old value and no new value")
  func oldOption() {
    let header = ProgressHeader()
    var seen: [(CGFloat?, CGFloat?)] = []
    let token = header.observe(\.progress, options: .old) { _, change in
      seen.append((change.newValue, change.oldValue))
    }
    header.progress = 0.5
    header.progress = 0.75
    #expect(seen.map(\.0) == [nil, nil])
    #expect(seen.map(\.1) == [0, 0.5])
    _ = token
  }

  @Test("an observer of old values keeps them after another observer of old values leaves")
  func oldValuesAfterAnotherLeaves() {
    let header = ProgressHeader()
    var seen: [CGFloat?] = []
    let kept = header.observe(\.progress, options: .old) { _, change in
      seen.append(change.oldValue)
    }
    let leaving = header.observe(\.progress, options: [.old, .prior]) { _, _ in }
    header.progress = 0.5
    leaving.invalidate()
    header.progress = 0.75
    #expect(seen == [0, 0.5])
    _ = kept
  }

  @Test("initial: one notification during registration, with the new value, never the old")
  func initialOption() {
    let header = ProgressHeader()
    header.progress = 0.25
    var seen: [(CGFloat?, CGFloat?, Bool)] = []
    let token = header.observe(\.progress, options: [.initial, .new, .old]) { _, change in
      seen.append((change.newValue, change.oldValue, change.isPrior))
    }
    #expect(seen.count == 1)
    #expect(seen[0].0 == 0.25)
    #expect(seen[0].1 == nil)
    #expect(seen[0].2 == false)
    _ = token
  }

  @Test("prior: an extra notification before each change, marked prior, without the new value")
  func priorOption() {
    let header = ProgressHeader()
    var seen: [(CGFloat?, CGFloat?, Bool, CGFloat)] = []
    let token = header.observe(\.progress, options: [.prior, .new, .old]) { header, change in
      seen.append((change.newValue, change.oldValue, change.isPrior, header.progress))
    }
    header.progress = 1
    #expect(seen.count == 2)
    #expect(seen[0].0 == nil && seen[0].1 == 0 && seen[0].2 && seen[0].3 == 0)
    #expect(seen[1].0 == 1 && seen[1].1 == 0 && !seen[1].2 && seen[1].3 == 1)
    _ = token
  }

  @Test("every set notifies, even of an equal value")
  func equalSetsNotify() {
    let header = ProgressHeader()
    var count = 0
    let token = header.observe(\.progress) { _, _ in count += 1 }
    header.progress = 0
    header.progress = 0
    #expect(count == 2)
    _ = token
  }

  @Test("the handler gets the concrete type of a key path rooted at a subclass")
  func subclassRootedKeyPath() {
    let header = ProgressHeader(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    var frames: [CGRect] = []
    let token = header.observe(\ProgressHeader.frame, options: .new) { header, change in
      #expect(header.title == "pull")
      frames.append(change.newValue ?? .null)
    }
    header.frame = CGRect(x: 0, y: -44, width: 320, height: 44)
    #expect(frames == [CGRect(x: 0, y: -44, width: 320, height: 44)])
    _ = token
  }

  @Test("a nested key path hears its root property")
  func nestedKeyPath() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    var widths: [CGFloat?] = []
    let token = view.observe(\.bounds.size.width, options: .new) { _, change in
      widths.append(change.newValue)
    }
    view.bounds = CGRect(x: 0, y: 0, width: 80, height: 50)
    #expect(widths == [80])
    _ = token
  }

  @Test("a computed property hears the properties it reads: dependent keys for free")
  func dependentComputedProperty() {
    let header = ProgressHeader()
    var values: [CGFloat?] = []
    let token = header.observe(\.doubledProgress, options: .new) { _, change in
      values.append(change.newValue)
    }
    header.progress = 0.25
    #expect(values == [0.5])
    _ = token
  }

  @Test("frame observers hear center, bounds.size, transform and frame, never scrolling")
  func frameIgnoresBoundsOrigin() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var count = 0
    let token = view.observe(\.frame) { _, _ in count += 1 }
    view.bounds = CGRect(x: 0, y: 30, width: 100, height: 100)
    #expect(count == 0, "moving bounds.origin (scrolling) must not notify frame observers")
    view.center = CGPoint(x: 60, y: 50)
    view.bounds = CGRect(x: 0, y: 30, width: 120, height: 100)
    view.transform = Transform(rotationAngle: .pi)
    view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(count == 4)
    _ = token
  }

  @Test("setting frame notifies each observer once, after all storage is stored, in order")
  func compoundSetNotifiesOnce() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var events: [String] = []
    let boundsToken = view.observe(\.bounds, options: .new) { view, change in
      events.append("bounds \(NumberFormat.string(change.newValue!)) c=\(view.center.x)")
    }
    let frameToken = view.observe(\.frame, options: [.old, .new]) { _, change in
      events.append(
        "frame \(NumberFormat.string(change.oldValue!)) -> \(NumberFormat.string(change.newValue!))"
      )
    }
    let centerToken = view.observe(\.center, options: .new) { view, change in
      events.append("center \(NumberFormat.string(change.newValue!)) w=\(view.bounds.width)")
    }
    view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(
      events == [
        "bounds (0, 0, 30, 40) c=25.0",
        "frame (0, 0, 100, 100) -> (10, 20, 30, 40)",
        "center (25, 40) w=30.0",
      ])
    _ = (boundsToken, frameToken, centerToken)
  }

  @Test("a key path that reaches no observable property gets an inert token and a diagnostic")
  func inertToken() {
    let header = ProgressHeader()
    var count = 0
    let token = header.observe(\.plainValue) { _, _ in count += 1 }
    header.plainValue = 3
    #expect(count == 0)
    #expect(!token.isValid)
    #expect(header.diagnostics.messages.count == 1)
    #expect(header.diagnostics.messages[0].contains("reads no observable property"))
  }

  @Test("invalidating or releasing the token stops notifications")
  func tokenLifetime() {
    let header = ProgressHeader()
    var count = 0
    var token: KeyValueObservation? = header.observe(\.progress) { _, _ in count += 1 }
    header.progress = 1
    token = nil
    header.progress = 2
    #expect(count == 1)
    let second = header.observe(\.progress) { _, _ in count += 1 }
    second.invalidate()
    second.invalidate()
    header.progress = 3
    #expect(count == 1)
    _ = token
  }

  @Test("observers hear a change in registration order")
  func registrationOrder() {
    let header = ProgressHeader()
    var order: [Int] = []
    let tokens = (1...3).map { index in header.observe(\.progress) { _, _ in order.append(index) } }
    header.progress = 1
    #expect(order == [1, 2, 3])
    _ = tokens
  }

  @Test("an observer removed during a notification gets no further call")
  func removedDuringNotification() {
    let header = ProgressHeader()
    var calls: [String] = []
    var second: KeyValueObservation?
    let first = header.observe(\.progress) { _, _ in
      calls.append("first")
      second?.invalidate()
    }
    second = header.observe(\.progress) { _, _ in calls.append("second") }
    header.progress = 1
    header.progress = 2
    #expect(calls == ["first", "first"])
    _ = first
  }

  @Test("an observer added during a notification starts with the next change")
  func addedDuringNotification() {
    let header = ProgressHeader()
    var calls: [String] = []
    var late: KeyValueObservation?
    let first = header.observe(\.progress) { header, _ in
      calls.append("first")
      if late == nil {
        late = header.observe(\.progress) { _, _ in calls.append("late") }
      }
    }
    header.progress = 1
    #expect(calls == ["first"])
    header.progress = 2
    #expect(calls == ["first", "first", "late"])
    _ = (first, late)
  }

  @Test("an observer that sets what it observes is cut off at a depth cap, with a diagnostic")
  func recursionCap() {
    let header = ProgressHeader()
    var calls = 0
    let token = header.observe(\.progress, options: .new) { header, change in
      calls += 1
      header.progress = (change.newValue ?? 0) + 1
    }
    header.progress = 0
    #expect(calls == 64)
    #expect(header.progress == 64)
    #expect(header.diagnostics.messages.count == 1)
    #expect(header.diagnostics.messages[0].contains("nested 64 deep"))
    _ = token
  }

  @Test(
    "an observer of a view's frame that moves it is cut off at the same cap, and the cap resets")
  func geometryRecursionCap() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var calls = 0
    let token = view.observe(\.frame, options: .new) { view, _ in
      calls += 1
      view.frame.origin.x += 1
    }
    view.frame.origin.x = 100
    #expect(calls == 64)
    #expect(view.frame.origin.x == 164)
    #expect(view.diagnostics.messages.count == 1)
    #expect(view.diagnostics.messages.first?.contains("nested 64 deep") == true)
    view.frame.origin.x = 0
    #expect(calls == 128, "after the cut, a change is heard to the same depth again")
    _ = token
  }

  @Test(".prior alone, asked for no old value, still hears each set twice: before it, then after")
  func priorAlone() {
    let header = ProgressHeader()
    var seen: [(CGFloat?, CGFloat?, Bool)] = []
    let token = header.observe(\.progress, options: [.prior]) { _, change in
      seen.append((change.oldValue, change.newValue, change.isPrior))
    }
    let observer = RecordingObserver()
    header.addObserver(observer, forKeyPath: "progress", options: [.prior])
    header.progress = 0.5
    #expect(seen.map(\.2) == [true, false])
    #expect(seen.allSatisfy { $0.0 == nil && $0.1 == nil })
    #expect(observer.notes.map { $0.change[.notificationIsPriorKey] as? Bool } == [true, nil])
    header.removeObserver(observer, forKeyPath: "progress")
    _ = token
  }

  @Test("manual will/did notifications nest, and reach typed observers of that key")
  func manualNotifications() {
    let header = ProgressHeader()
    var seen: [(CGFloat?, CGFloat?, Bool)] = []
    let token = header.observe(\.progress, options: [.old, .new, .prior]) { _, change in
      seen.append((change.oldValue, change.newValue, change.isPrior))
    }
    header.willChangeValue(forKey: "progress")
    header.willChangeValue(forKey: "progress")
    header.didChangeValue(forKey: "progress")
    header.didChangeValue(forKey: "progress")
    #expect(seen.count == 4)
    #expect(seen.map(\.2) == [true, true, false, false])
    #expect(seen.allSatisfy { $0.0 == 0 })
    header.didChangeValue(forKey: "progress")
    #expect(seen.count == 4)
    #expect(header.diagnostics.messages.last?.contains("no open willChangeValue") == true)
    _ = token
  }

  @Test("a pair opened by an observer of another's prior notification nests inside that one")
  func pairOpenedByAPriorObserver() {
    let header = ProgressHeader()
    let token = header.observe(\.progress, options: .prior) { header, change in
      if change.isPrior { header.willChangeValue(forKey: "title") }
    }
    header.willChangeValue(forKey: "progress")
    header.didChangeValue(forKey: "progress")
    #expect(
      header.diagnostics.messages.last?.contains(
        "'progress' closed while 'title' was still open") == true,
      "progress opened first, so title, opened inside it, must close first")
    header.didChangeValue(forKey: "title")
    _ = token
  }

  @Test("a key path through another object hears that object's property")
  func crossObjectKeyPath() {
    let holder = HeaderHolder(inner: ProgressHeader())
    var values: [String?] = []
    let token = holder.observe(\.inner.title, options: .new) { _, change in
      values.append(change.newValue)
    }
    holder.inner.title = "release"
    #expect(values == ["release"])
    _ = token
  }

  @Test("a key path through another object goes quiet once the observed object is released")
  func crossObjectKeyPathAfterRelease() {
    let inner = ProgressHeader()
    var holder: HeaderHolder? = HeaderHolder(inner: inner)
    weak let released = holder
    var calls = 0
    let token = holder?.observe(\.inner.progress) { _, _ in calls += 1 }
    inner.progress = 1
    holder = nil
    inner.progress = 2
    #expect(released == nil)
    #expect(calls == 1)
    _ = token
  }

  @Test("observers removed during a notification, nested or not, leave once it ends")
  func removalsDuringNestedNotifications() {
    let header = ProgressHeader()
    var calls: [String] = []
    var remover: KeyValueObservation?
    var removed: KeyValueObservation?
    let outer = header.observe(\.progress, options: .new) { header, change in
      calls.append("outer \(Int(change.newValue ?? -1))")
      if change.newValue == 1 { header.progress = 2 }
    }
    remover = header.observe(\.progress, options: .new) { _, change in
      calls.append("remover \(Int(change.newValue ?? -1))")
      removed?.invalidate()
      remover?.invalidate()
    }
    removed = header.observe(\.progress) { _, _ in calls.append("removed") }
    header.progress = 1
    #expect(calls == ["outer 1", "outer 2", "remover 2"])
    #expect(header.activeObservationCount == 1)
    header.progress = 3
    #expect(calls.last == "outer 3")
    #expect(calls.count == 4)
    _ = outer
  }
}
