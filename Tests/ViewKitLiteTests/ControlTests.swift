import Foundation
import Testing
import ViewKitLite

/// A screen in the seeds' style, with actions as methods.
@MainActor
final class ReloadScreen {
  let log: EventLog
  init(log: EventLog) { self.log = log }
  func reload() { log.append("reload") }
  func valueChanged(_ control: Control) { log.append("valueChanged tag=\(control.tag)") }
}

@MainActor
@Suite("Control target-action")
struct ControlTests {
  @Test("the events and states are UIKit's bits, so a port's masks mean the same")
  func uikitBits() {
    #expect(Control.Event.touchDown.rawValue == 1 << 0)
    #expect(Control.Event.touchUpInside.rawValue == 1 << 6)
    #expect(Control.Event.valueChanged.rawValue == 1 << 12)
    #expect(Control.Event.primaryActionTriggered.rawValue == 1 << 13)
    #expect(Control.State.highlighted.rawValue == 1 << 0)
    #expect(Control.State.disabled.rawValue == 1 << 1)
    #expect(Control.State.selected.rawValue == 1 << 2)
  }

  @Test("method references run on their target, in registration order with closures")
  func registrationOrder() {
    let log = EventLog()
    let screen = ReloadScreen(log: log)
    let control = Control()
    control.tag = 7
    control.addTarget(screen, action: ReloadScreen.reload, for: .valueChanged)
    control.addAction(for: .valueChanged) { _ in log.append("closure") }
    control.addTarget(screen, action: ReloadScreen.valueChanged, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(log.events == ["reload", "closure", "valueChanged tag=7"])
  }

  @Test("only actions for the sent events run")
  func eventsFilter() {
    let log = EventLog()
    let control = Control()
    control.addAction(for: .touchUpInside) { _ in log.append("tap") }
    control.addAction(for: [.valueChanged, .primaryActionTriggered]) { _ in log.append("value") }
    control.sendActions(for: .touchDown)
    control.sendActions(for: .primaryActionTriggered)
    #expect(log.events == ["value"])
    #expect(control.allControlEvents == [.touchUpInside, .valueChanged, .primaryActionTriggered])
  }

  @Test("targets are held weakly; a released target's actions are dropped")
  func weakTargets() {
    let log = EventLog()
    let control = Control()
    var screen: ReloadScreen? = ReloadScreen(log: log)
    weak let weakScreen = screen
    control.addTarget(screen!, action: ReloadScreen.reload, for: .valueChanged)
    control.addTarget(screen!, action: ReloadScreen.reload, for: .touchUpInside)
    #expect(control.allTargets.count == 1, "a target twice is listed once")
    screen = nil
    #expect(weakScreen == nil)
    control.sendActions(for: .valueChanged)
    #expect(log.events.isEmpty)
    #expect(control.allTargets.isEmpty)
  }

  @Test("removeTarget removes a target's actions for the events; nil removes all of them")
  func removeTarget() {
    let log = EventLog()
    let screen = ReloadScreen(log: log)
    let control = Control()
    control.addTarget(screen, action: ReloadScreen.reload, for: [.valueChanged, .touchUpInside])
    control.removeTarget(screen, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    control.sendActions(for: .touchUpInside)
    #expect(log.events == ["reload"])
    control.addAction(for: .touchUpInside) { _ in log.append("closure") }
    control.removeTarget(nil, for: .allEvents)
    control.sendActions(for: .touchUpInside)
    #expect(log.events == ["reload"])
  }

  @Test("removing one target keeps another target's actions and the closures for that event")
  func removeOneOfTwoTargets() {
    let log = EventLog()
    let first = ReloadScreen(log: log)
    let second = ReloadScreen(log: log)
    let control = Control()
    control.addTarget(first, action: ReloadScreen.reload, for: .valueChanged)
    control.addAction(for: .valueChanged) { _ in log.append("closure") }
    control.addTarget(second, action: ReloadScreen.valueChanged, for: .valueChanged)
    control.removeTarget(first, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(log.events == ["closure", "valueChanged tag=0"])
    #expect(control.allTargets.count == 1)
  }

  @Test("a closure action's token removes it")
  func tokenRemoves() {
    let log = EventLog()
    let control = Control()
    let token = control.addAction(for: .valueChanged) { _ in log.append("closure") }
    control.removeAction(token)
    control.sendActions(for: .valueChanged)
    #expect(log.events.isEmpty)
  }

  @Test("an action added while sending runs from the next send; one removed does not run")
  func mutationDuringSend() {
    let log = EventLog()
    let control = Control()
    final class TokenBox {
      var token: Control.ActionToken?
    }
    let second = TokenBox()
    control.addAction(for: .valueChanged) { control in
      log.append("first")
      if let token = second.token { control.removeAction(token) }
      control.addAction(for: .valueChanged) { _ in log.append("late") }
    }
    second.token = control.addAction(for: .valueChanged) { _ in log.append("second") }
    control.sendActions(for: .valueChanged)
    #expect(log.events == ["first"])
  }

  @Test("a disabled control is not highlighted by a finger and hears no touch down or up")
  func disabledControlIgnoresFingers() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let control = Control(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(control)
    var events: [String] = []
    control.addAction(for: .touchDown) { _ in events.append("down") }
    control.addAction(for: .touchUpInside) { _ in events.append("up") }
    control.isEnabled = false
    let finger = window.touchDown(at: CGPoint(x: 25, y: 25))
    #expect(!control.isHighlighted)
    finger.move(by: CGPoint(x: 40, y: 0), duration: 0.1)
    finger.move(by: CGPoint(x: -40, y: 0), duration: 0.1)
    #expect(!control.isHighlighted, "moving out and back in does not highlight it either")
    finger.lift()
    #expect(events.isEmpty)
    control.isEnabled = true
    let second = window.touchDown(at: CGPoint(x: 25, y: 25))
    #expect(control.isHighlighted)
    second.lift()
    #expect(events == ["down", "up"])
  }

  @Test(
    "touchDown is sent highlighted; touchUpInside after the highlight clears, with the finger up; a lift outside sends none"
  )
  func touchUpAfterTheHighlight() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let control = Control(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(control)
    var seen: [String] = []
    control.addAction(for: .touchDown) { control in
      seen.append("down highlighted=\(control.isHighlighted)")
    }
    control.addAction(for: .touchUpInside) { control in
      seen.append("up highlighted=\(control.isHighlighted) fingers=\(window.fingers.count)")
    }
    window.touchDown(at: CGPoint(x: 25, y: 25)).lift()
    #expect(seen == ["down highlighted=true", "up highlighted=false fingers=0"])
    let outside = window.touchDown(at: CGPoint(x: 25, y: 25))
    outside.move(by: CGPoint(x: 40, y: 0), duration: 0.1)
    outside.lift()
    #expect(seen.count == 3 && !control.isHighlighted)
  }

  @Test("state flags are observable")
  func observableFlags() {
    let control = Control()
    var changes: [Bool?] = []
    let token = control.observe(\.isEnabled, options: .new) { _, change in
      changes.append(change.newValue)
    }
    control.isEnabled = false
    #expect(changes == [false])
    _ = token
  }
}
