import Foundation
import Testing
import ViewKitLiteTesting

@testable import ViewKitLite

@MainActor
@Suite("Button: titles per state, touch up inside, highlighted while pressed")
struct ButtonTests {
  /// A white window with a 120 × 32 button at (20, 20) titled "Load more".
  func scene() -> (Window, Button) {
    let window = Window(size: CGSize(width: 160, height: 72))
    window.backgroundColor = .white
    let button = Button(frame: CGRect(x: 20, y: 20, width: 120, height: 32))
    button.setTitle("Load more", for: .normal)
    window.addSubview(button)
    window.advance(by: 0)
    return (window, button)
  }

  @Test("a title per state, .normal's where a state has none; the colour likewise")
  func titlesPerState() {
    let (_, button) = scene()
    button.setTitle("Loading…", for: .disabled)
    button.setTitleColor(.gray, for: .disabled)
    #expect(button.title(for: .highlighted) == "Load more")
    #expect(button.titleLabel.text == "Load more")
    #expect(button.titleLabel.textColor == Button.defaultTitleColor)
    button.isEnabled = false
    #expect(button.state == .disabled)
    #expect(button.currentTitle == "Loading…")
    #expect(button.titleLabel.text == "Loading…")
    #expect(button.titleLabel.textColor == .gray)
    button.isEnabled = true
    #expect(button.titleLabel.text == "Load more")
    button.setTitle(nil, for: .disabled)
    #expect(button.title(for: .disabled) == "Load more")
  }

  @Test("UIKit's state bits; selected and disabled each find their own title")
  func statesApart() {
    #expect(
      [Control.State.highlighted, .disabled, .selected].map(\.rawValue) == [1, 2, 4])
    let (_, button) = scene()
    button.setTitle("Chosen", for: .selected)
    button.setTitle("Off", for: .disabled)
    button.isSelected = true
    #expect(button.state == .selected && button.titleLabel.text == "Chosen")
    button.isSelected = false
    button.isEnabled = false
    #expect(button.state == .disabled && button.titleLabel.text == "Off")
  }

  @Test("a tap that lifts inside sends .touchUpInside once; highlighted only while pressed")
  func tapInside() {
    let (window, button) = scene()
    var taps = 0
    button.addAction(for: .touchUpInside) { _ in taps += 1 }
    let finger = window.touchDown(at: CGPoint(x: 80, y: 36))
    #expect(button.isHighlighted)
    #expect(button.state == .highlighted)
    finger.hold(for: 0.1)
    #expect(taps == 0)
    finger.lift()
    #expect(taps == 1)
    #expect(!button.isHighlighted)
  }

  @Test("a finger straying outside unhighlights; lifting outside sends nothing")
  func strayOutside() {
    let (window, button) = scene()
    var taps = 0
    button.addAction(for: .touchUpInside) { _ in taps += 1 }
    let finger = window.touchDown(at: CGPoint(x: 80, y: 36))
    finger.move(to: CGPoint(x: 80, y: 60), duration: 0.05)
    #expect(!button.isHighlighted, "outside its bounds")
    finger.move(to: CGPoint(x: 80, y: 40), duration: 0.05)
    #expect(button.isHighlighted, "back inside")
    finger.move(to: CGPoint(x: 150, y: 40), duration: 0.05)
    finger.lift()
    #expect(taps == 0)
    #expect(!button.isHighlighted)
  }

  @Test("a disabled button is not highlighted and sends nothing")
  func disabled() {
    let (window, button) = scene()
    var events = 0
    button.addAction(for: .allEvents) { _ in events += 1 }
    button.isEnabled = false
    let finger = window.touchDown(at: CGPoint(x: 80, y: 36))
    #expect(!button.isHighlighted)
    finger.lift()
    #expect(events == 0)
  }

  @Test("pictures: the title centred in the system blue, then the disabled title in gray")
  func pictures() {
    let (window, button) = scene()
    button.setTitle("Wait", for: .disabled)
    button.setTitleColor(.gray, for: .disabled)
    assertSnapshot(of: window, as: .styledScreen, named: "normal")
    button.isEnabled = false
    assertSnapshot(of: window, as: .styledScreen, named: "disabled")
  }
}
