import Foundation
import Testing
import ViewKitLiteTesting

@testable import ViewKitLite

@MainActor
@Suite("Switch: UIKit's size, taps send .valueChanged, setOn does not, the thumb slides")
struct SwitchTests {
  /// A white window with a switch at (8, 8).
  func scene() -> (Window, Switch) {
    let window = Window(size: CGSize(width: 68, height: 48))
    window.backgroundColor = .white
    let toggle = Switch(frame: CGRect(x: 8, y: 8, width: 200, height: 90))
    window.addSubview(toggle)
    window.advance(by: 0)
    return (window, toggle)
  }

  /// The thumb's centre in the switch's coordinates.
  func thumbX(_ toggle: Switch) -> CGFloat {
    toggle.subviews[0].presentation().center.x
  }

  @Test("51 × 31 points whatever frame it is given, and after sizeToFit")
  func size() {
    let (_, toggle) = scene()
    #expect(toggle.frame == CGRect(x: 8, y: 8, width: 51, height: 31))
    toggle.sizeToFit()
    #expect(toggle.frame.size == Switch.size)
  }

  @Test("re-tinted once drawn, it looks as one made with that tint, its thumb's outline too")
  func retinted() {
    let (window, toggle) = scene()
    _ = window.picture()
    let red = Color(red255: 200, green255: 30, blue255: 30)
    toggle.tintColor = red
    let (fresh, made) = scene()
    made.tintColor = red
    #expect(window.picture(scale: 4) == fresh.picture(scale: 4))
    #expect(window.picture(scale: 4) != scene().0.picture(scale: 4), "the tint shows")
  }

  @Test("a tap flips it and sends .valueChanged once; setOn sends none, animated or not")
  func tapAndSetOn() {
    let (window, toggle) = scene()
    var changes: [Bool] = []
    toggle.addAction(for: .valueChanged) { control in
      changes.append((control as? Switch)?.isOn ?? false)
    }
    let finger = window.touchDown(at: CGPoint(x: 30, y: 20))
    finger.lift()
    #expect(toggle.isOn)
    #expect(changes == [true])
    toggle.setOn(false, animated: false)
    toggle.setOn(true, animated: true)
    window.advance(by: 0.5)
    #expect(changes == [true], "setOn sends no .valueChanged")
    window.touchDown(at: CGPoint(x: 30, y: 20)).lift()
    #expect(changes == [true, false])
  }

  @Test("a disabled switch stays off when a tap's actions are sent, and sends no .valueChanged")
  func disabledStays() {
    let (_, toggle) = scene()
    var sent: [String] = []
    toggle.addAction(for: .touchUpInside) { _ in sent.append("tap") }
    toggle.addAction(for: .valueChanged) { _ in sent.append("value") }
    toggle.isEnabled = false
    toggle.sendActions(for: .touchUpInside)
    #expect(!toggle.isOn)
    #expect(sent == ["tap"])
  }

  @Test("setOn(animated:) slides the thumb over 0.25 s; without animation it jumps")
  func thumbSlides() {
    let (window, toggle) = scene()
    #expect(thumbX(toggle) == 15.5)
    toggle.setOn(true, animated: false)
    #expect(thumbX(toggle) == 35.5)
    toggle.setOn(false, animated: true)
    window.advance(by: 0.125)
    #expect(thumbX(toggle) > 15.5 && thumbX(toggle) < 35.5, "half way through the slide")
    window.advance(by: 0.125)
    #expect(thumbX(toggle) == 15.5)
  }

  @Test("a frame set later is kept: the track fills it, the thumb keeps to its state's end")
  func widerFrame() {
    let (window, toggle) = scene()
    toggle.isOn = true
    toggle.frame.size.width = 60
    window.advance(by: 1.0 / 60)
    #expect(thumbX(toggle) == 60 - 15.5)
    toggle.isOn = false
    #expect(thumbX(toggle) == 15.5)
  }

  @Test(
    "on and off told apart at scale 1: the thumb's side and the track's fill; its 2-point ring at 2"
  )
  func pictures() {
    let (window, toggle) = scene()
    assertSnapshot(of: window, as: .styledScreen, named: "off")
    assertSnapshot(of: window, as: .screen(scale: 2), named: "offAtTwice")
    toggle.setOn(true, animated: false)
    assertSnapshot(of: window, as: .styledScreen, named: "on")
    let on = window.picture().rows
    toggle.onTintColor = .blue
    assertSnapshot(of: window, as: .styledScreen, named: "onBlue")
    toggle.setOn(false, animated: false)
    #expect(window.picture().rows != on, "the plain picture alone tells on from off")
  }
}
