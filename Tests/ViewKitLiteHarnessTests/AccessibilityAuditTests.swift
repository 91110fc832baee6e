import Foundation
import SceneFixtures
import Testing
import ViewKitLite
import ViewKitLiteHarness

@MainActor
@Suite("The accessibility audit")
struct AccessibilityAuditTests {
  /// A white 375 × 300 window.
  private func window() -> Window {
    let window = Window(size: CGSize(width: 375, height: 300))
    window.backgroundColor = .white
    return window
  }

  @Test("a clean screen has no findings")
  func clean() {
    let scene = AccessibilityScene()
    scene.window.backgroundColor = .white
    #expect(scene.window.accessibilityAudit().isEmpty, "\(scene.window.accessibilityAudit())")
  }

  @Test("UIKit's system blue title on white, 4.02:1, is under 4.5:1 below 18 pt")
  func systemBlue() {
    let window = window()
    let button = Button(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
    button.setTitle("Refresh", for: .normal)
    window.addSubview(button)
    #expect(
      window.accessibilityAudit().map(\.description) == [
        "lowContrast: Button \"Refresh\" (10, 10, 100, 44): text #007AFF on #FFFFFF has a contrast "
          + "of 4.02:1, under 4.5:1 for text (15pt); darken the text or lighten what is behind it."
      ])
    button.titleLabel.font = .systemFont(ofSize: 18)
    #expect(window.accessibilityAudit().isEmpty)
  }

  @Test("a button without a title is an interactive element without a label")
  func missingLabel() {
    let window = window()
    let button = Button(frame: CGRect(x: 10, y: 10, width: 60, height: 44))
    window.addSubview(button)
    let issues = window.accessibilityAudit()
    #expect(issues.map(\.kind) == [.missingLabel])
    #expect(
      issues[0].description.hasPrefix("missingLabel: Button (10, 10, 60, 44): an interactive"))
    button.accessibilityLabel = "Play"
    #expect(window.accessibilityAudit().isEmpty)
  }

  @Test("a control with tap actions that is not an element is never reached")
  func unreachableControl() {
    let window = window()
    let control = Control(frame: CGRect(x: 10, y: 10, width: 80, height: 44))
    window.addSubview(control)
    #expect(window.accessibilityAudit().isEmpty, "no actions: nothing to reach")
    control.addAction(for: .touchUpInside) { _ in }
    let issues = window.accessibilityAudit()
    #expect(issues.map(\.kind) == [.missingLabel] && issues[0].reason.contains("use a Button"))
    control.isHidden = true
    #expect(window.accessibilityAudit().isEmpty, "hidden: nothing on screen")
  }

  @Test("a hit area under 44 × 44: 44 passes, 43.5 fails, either side; a switch is exempt")
  func hitArea() {
    let window = window()
    let button = Button(frame: CGRect(x: 10, y: 10, width: 44, height: 44))
    button.setTitle("OK", for: .normal)
    button.setTitleColor(.black, for: .normal)
    window.addSubview(button)
    let toggle = Switch()
    toggle.accessibilityLabel = "Sound"
    toggle.frame.origin = CGPoint(x: 100, y: 10)
    window.addSubview(toggle)
    #expect(window.accessibilityAudit().isEmpty)
    button.frame.size = CGSize(width: 43.5, height: 44)
    #expect(window.accessibilityAudit().map(\.kind) == [.smallHitArea])
    button.frame.size = CGSize(width: 44, height: 43.5)
    let issue = window.accessibilityAudit()
    #expect(issue.map(\.kind) == [.smallHitArea])
    #expect(issue.first?.reason.hasPrefix("its hit area is 44×43.5 pt, under 44×44 pt") == true)
  }

  @Test(
    "relative luminance: 10/255 and 0.03928 itself are on WCAG's straight piece (÷ 12.92), 11/255 on its curve"
  )
  func relativeLuminance() {
    let dark = Color(red255: 10, green255: 10, blue255: 10)
    #expect(abs(dark.relativeLuminance - 0.003_035_270) < 1e-8)
    let mixed = Color(red255: 10, green255: 11, blue255: 255)
    #expect(abs(mixed.relativeLuminance - 0.075_238_741) < 1e-8, "weighted 0.2126, 0.7152, 0.0722")
    #expect(abs(dark.contrastRatio(with: .white) - 19.798_146) < 1e-5)
    #expect(Color.white.contrastRatio(with: dark) == dark.contrastRatio(with: .white))
    let edge = Color(red: 0.039_28, green: 0.039_28, blue: 0.039_28)
    #expect(
      abs(edge.relativeLuminance - 0.039_28 / 12.92) < 1e-12,
      "0.03928 itself is on the straight piece")
  }

  @Test("text contrast: 4.5:1 for body text, 3:1 for large text (18 pt, or 14 pt bold)")
  func contrast() {
    let window = window()
    let label = Label(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    label.text = "Last updated"
    label.font = .systemFont(ofSize: 14)
    // #777777 on white is 4.48:1; #767676 is 4.54:1.
    label.textColor = Color(red255: 0x77, green255: 0x77, blue255: 0x77)
    window.addSubview(label)
    let issues = window.accessibilityAudit()
    #expect(issues.map(\.kind) == [.lowContrast])
    #expect(
      issues.first?.reason.hasPrefix(
        "text #777777 on #FFFFFF has a contrast of 4.48:1, under 4.5:1") == true)
    label.textColor = Color(red255: 0x76, green255: 0x76, blue255: 0x76)
    #expect(window.accessibilityAudit().isEmpty)
    // #959595 is 2.98:1, #949494 3.03:1: large text needs 3:1.
    label.textColor = Color(red255: 0x95, green255: 0x95, blue255: 0x95)
    label.font = .boldSystemFont(ofSize: 14)
    #expect(window.accessibilityAudit().map(\.kind) == [.lowContrast])
    label.textColor = Color(red255: 0x94, green255: 0x94, blue255: 0x94)
    #expect(window.accessibilityAudit().isEmpty, "14 pt bold is large")
    label.font = .boldSystemFont(ofSize: 13.5)
    #expect(window.accessibilityAudit().map(\.kind) == [.lowContrast], "13.5 pt bold is not")
    label.font = .systemFont(ofSize: 17.5)
    #expect(window.accessibilityAudit().map(\.kind) == [.lowContrast], "17.5 pt regular is not")
    label.font = .systemFont(ofSize: 18)
    #expect(window.accessibilityAudit().isEmpty)
  }

  @Test(
    "a contrast of exactly 4.5:1, or 3:1 for large text, is enough; a hair under is not",
    arguments: [(0.543_308_165_587_594_4, 14, 4.5), (0.679_584_096_344_142_7, 18, 3)]
      as [(CGFloat, CGFloat, CGFloat)])
  func contrastAtTheMinimum(green: CGFloat, size: CGFloat, minimum: CGFloat) throws {
    let exact = Color(red: 0, green: green, blue: 0)
    try #require(exact.contrastRatio(with: .white) == minimum, "a green exactly at the minimum")
    let window = window()
    let label = Label(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    label.text = "Last updated"
    label.font = .systemFont(ofSize: size)
    label.textColor = exact
    window.addSubview(label)
    #expect(window.accessibilityAudit().isEmpty)
    label.textColor = Color(red: 0, green: green + 1e-9, blue: 0)
    #expect(window.accessibilityAudit().map(\.kind) == [.lowContrast])
  }

  @Test("contrast is judged on what the window shows of a label: off the screen, nothing")
  func contrastOffScreen() {
    let window = window()
    let label = Label(frame: CGRect(x: 300, y: 10, width: 200, height: 30))
    label.text = "Last updated"
    label.textColor = Color(red255: 0x77, green255: 0x77, blue255: 0x77)
    window.addSubview(label)
    #expect(window.accessibilityAudit().map(\.kind) == [.lowContrast], "the part on screen")
    for origin in [CGPoint(x: 375, y: 10), CGPoint(x: -200, y: 10), CGPoint(x: 10, y: -30)] {
      label.frame.origin = origin
      #expect(window.accessibilityAudit().isEmpty, "at \(origin) nothing of it shows")
    }
  }

  @Test("contrast is judged from what is drawn: the fill behind and the opacity shown")
  func drawnColours() {
    let window = window()
    let panel = View(frame: CGRect(x: 0, y: 0, width: 375, height: 60))
    panel.backgroundColor = Color(white: 0.2)
    let label = Label(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    label.text = "Loading"
    label.textColor = .white
    panel.addSubview(label)
    window.addSubview(panel)
    #expect(window.accessibilityAudit().isEmpty)
    label.alpha = 0.3
    let issues = window.accessibilityAudit()
    #expect(issues.map(\.kind) == [.lowContrast], "white at 0.3 over dark gray")
  }

  @Test("a button's title over a bar-wide label is the button's, not the label's")
  func overlappingElements() {
    let window = window()
    let title = Label(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    title.text = "Inbox"
    title.textAlignment = .center
    let button = Button(frame: CGRect(x: 290, y: 0, width: 80, height: 44))
    button.setTitle("Edit", for: .normal)
    window.addSubview(title)
    window.addSubview(button)
    #expect(window.accessibilityAudit().map(\.element) == ["Button \"Edit\""])
  }

  @Test("text in a scroll view mid-pull is not judged; at rest it is")
  func midPull() {
    let window = window()
    let scrollView = ScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 375, height: 600)
    scrollView.alwaysBounceVertical = true
    let label = Label(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    label.text = "Pull"
    label.textColor = Color(white: 0.8)
    scrollView.addSubview(label)
    window.addSubview(scrollView)
    window.advance(by: 1.0 / 60)
    #expect(window.accessibilityAudit().map(\.kind) == [.lowContrast])
    let finger = scrollView.pull(to: -40)
    #expect(window.accessibilityAudit().isEmpty, "dragging")
    finger?.lift()
    window.advance(by: 0.05)
    #expect(window.accessibilityAudit().isEmpty, "bouncing back")
    window.advance(by: 2)
    #expect(window.accessibilityAudit().map(\.kind) == [.lowContrast])
    scrollView.contentOffset.y = -0.5
    #expect(window.accessibilityAudit().map(\.kind) == [.lowContrast], "half a point: at rest")
    scrollView.contentOffset.y = -0.55
    #expect(window.accessibilityAudit().isEmpty, "past the limit: a bounce")
    label.frame.origin.y = 560
    let bottom = scrollView.verticalLimits.upperBound
    scrollView.contentOffset.y = bottom + 0.5
    #expect(window.accessibilityAudit().map(\.kind) == [.lowContrast], "half a point: at rest")
    scrollView.contentOffset.y = bottom + 0.55
    #expect(window.accessibilityAudit().isEmpty, "past the bottom limit: a bounce")
  }

  @Test(
    "a text cell is a smaller element's when that element holds the cell's middle, to the half point",
    arguments: [
      (CGPoint(x: 0, y: 4.5), true), (CGPoint(x: 0, y: 3.5), false),
      (CGPoint(x: 2.5, y: 0), true), (CGPoint(x: 1.5, y: 0), false),
    ])
  func cellMiddleDecides(overlay origin: CGPoint, judged: Bool) {
    let window = window()
    let label = Label(frame: CGRect(x: 0, y: 0, width: 375, height: 8))
    label.text = "P"
    label.textColor = Color(white: 0.8)
    window.addSubview(label)
    let overlay = View(frame: CGRect(origin: origin, size: CGSize(width: 100, height: 20)))
    overlay.isAccessibilityElement = true
    overlay.accessibilityLabel = "Overlay"
    window.addSubview(overlay)
    let judgedLabel = window.accessibilityAudit().contains {
      $0.kind == .lowContrast && $0.element.hasPrefix("Label")
    }
    #expect(judgedLabel == judged)
  }

  @Test("text in a scroll view decelerating inside its limits is not judged; once it stops, it is")
  func midFling() {
    let window = window()
    let scrollView = ScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 375, height: 20_000)
    let label = Label(frame: CGRect(x: 10, y: 0, width: 200, height: 30))
    label.text = "Fling"
    label.textColor = Color(white: 0.8)
    scrollView.addSubview(label)
    window.addSubview(scrollView)
    scrollView.contentOffset.y = 10_000
    window.advance(by: 1.0 / 60)
    window.fling(from: CGPoint(x: 180, y: 150), by: CGPoint(x: 0, y: -100), velocity: 1000)
    window.advance(by: 0.1)
    #expect(scrollView.isDecelerating && !scrollView.isDragging)
    label.frame.origin.y = scrollView.contentOffset.y + 10
    #expect(window.accessibilityAudit().isEmpty, "decelerating, well inside the limits")
    window.advance(by: 10)
    #expect(!scrollView.isDecelerating)
    label.frame.origin.y = scrollView.contentOffset.y + 10
    #expect(window.accessibilityAudit().map(\.kind) == [.lowContrast], "at rest")
  }
}
