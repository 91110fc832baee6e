import Foundation
import Testing
import ViewKitLiteTesting

@testable import ViewKitLite

@MainActor
@Suite("Content modes, fonts and text set in a rectangle")
struct ContentModeTests {
  let bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
  let content = CGSize(width: 10, height: 10)

  @Test(
    "where each mode puts 10 × 10 content in 40 × 20",
    arguments: [
      (View.ContentMode.scaleToFill, CGRect(x: 0, y: 0, width: 40, height: 20)),
      (.redraw, CGRect(x: 0, y: 0, width: 40, height: 20)),
      (.scaleAspectFit, CGRect(x: 10, y: 0, width: 20, height: 20)),
      (.scaleAspectFill, CGRect(x: 0, y: -10, width: 40, height: 40)),
      (.center, CGRect(x: 15, y: 5, width: 10, height: 10)),
      (.top, CGRect(x: 15, y: 0, width: 10, height: 10)),
      (.bottom, CGRect(x: 15, y: 10, width: 10, height: 10)),
      (.left, CGRect(x: 0, y: 5, width: 10, height: 10)),
      (.right, CGRect(x: 30, y: 5, width: 10, height: 10)),
      (.topLeft, CGRect(x: 0, y: 0, width: 10, height: 10)),
      (.topRight, CGRect(x: 30, y: 0, width: 10, height: 10)),
      (.bottomLeft, CGRect(x: 0, y: 10, width: 10, height: 10)),
      (.bottomRight, CGRect(x: 30, y: 10, width: 10, height: 10)),
    ])
  func placement(mode: View.ContentMode, expected: CGRect) {
    #expect(mode.rect(for: content, in: bounds) == expected)
  }

  @Test(
    "an empty content size, or one of no width or no height alone, fills the bounds under the aspect modes"
  )
  func emptyContent() {
    let sizes = [CGSize.zero, CGSize(width: 0, height: 10), CGSize(width: 10, height: 0)]
    for mode in [View.ContentMode.scaleAspectFit, .scaleAspectFill] {
      for size in sizes {
        #expect(mode.rect(for: size, in: bounds) == bounds, "\(mode) \(size)")
      }
    }
  }

  @Test("an image view places its image by its mode; the default stretches; the dump says which")
  func imageViewModes() {
    let window = Window(size: CGSize(width: 48, height: 24))
    window.backgroundColor = .white
    let square = Image(art: ["####", "#..#", "#..#", "####"])
    let views = [View.ContentMode.scaleToFill, .scaleAspectFit, .left].enumerated().map {
      index, mode in
      let view = ImageView(image: square)
      view.frame = CGRect(x: CGFloat(index) * 16, y: 0, width: 16, height: 24)
      view.contentMode = mode
      view.tintColor = .black
      window.addSubview(view)
      return view
    }
    assertSnapshot(of: window, as: .screen)
    #expect(views[0].treeDump().contains("contentMode=scaleToFill"))
    #expect(views[1].treeDump().contains("contentMode=scaleAspectFit"))
  }

  @Test("Font: the system font regular by default, bold at 0.4, fontSize keeps the weight")
  func fonts() {
    #expect(Font.systemFont(ofSize: 14).weight == .regular)
    #expect(Font.boldSystemFont(ofSize: 14) == .systemFont(ofSize: 14, weight: .bold))
    #expect(
      [Font.Weight.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        .map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62], "UIKit's values")
    let bold = { (value: CGFloat) in
      Font.systemFont(ofSize: 12, weight: Font.Weight(rawValue: value)).isBold
    }
    #expect(!bold(0.29) && bold(0.3) && bold(0.31), "bold from semibold's 0.3 up")
    #expect(Font.systemFont(ofSize: .nan).pointSize == 0)
    #expect(Font.systemFont(ofSize: 12, weight: .semibold).isBold)
    #expect(!Font.systemFont(ofSize: 12, weight: .medium).isBold)
    let label = Label()
    label.font = .boldSystemFont(ofSize: 14)
    label.fontSize = 20
    #expect(label.font == .boldSystemFont(ofSize: 20))
    label.text = "abc"
    #expect(label.sizeThatFits(.zero) == CGSize(width: 36, height: 24))
    #expect(label.treeDump().contains("textColor=#000000 font=20pt-bold"))
  }

  @Test("bold text is bold in the terminal's colours, regular text is not")
  func boldInTerminal() {
    let window = Window(size: CGSize(width: 40, height: 16))
    for (index, font) in [Font.boldSystemFont(ofSize: 14), .systemFont(ofSize: 14)].enumerated() {
      let label = Label(frame: CGRect(x: 0, y: CGFloat(index) * 8, width: 40, height: 8))
      label.text = index == 0 ? "Bold" : "Thin"
      label.font = font
      window.addSubview(label)
    }
    let lines = window.picture().ansiText().split(separator: "\n")
    #expect(lines[1].contains("\u{1B}[0;1;38;2;0;0;0mBold"))
    #expect(lines[2].contains("\u{1B}[0;38;2;0;0;0mThin"))
  }

  @Test("text a view sets in a rectangle reads as a label's with the same frame and alignment")
  func textInRectMatchesLabel() {
    final class Sign: View {
      override func draw(_ rect: CGRect) {
        "Released".draw(
          in: CGRect(x: 0, y: 0, width: 60, height: 16), font: .boldSystemFont(ofSize: 14),
          color: .red, alignment: .right)
      }
    }
    func picture(_ view: View) -> Picture {
      let window = Window(size: CGSize(width: 80, height: 16))
      view.frame = CGRect(x: 8, y: 0, width: 60, height: 16)
      window.addSubview(view)
      return window.picture()
    }
    let label = Label()
    label.text = "Released"
    label.textColor = .red
    label.font = .boldSystemFont(ofSize: 14)
    label.textAlignment = .right
    #expect(picture(Sign()) == picture(label))
    // Frame columns 2…16, the 16-pt frame's middle on row 1: right-aligned from column 9.
    #expect(picture(label).rows == ["                    ", "         Released   "])
  }

  @Test("while a label's width animates, its centred text stays centred in the width shown")
  func textFollowsAnimatedSize() throws {
    func scene(width: CGFloat) -> (Window, Label) {
      let window = Window(size: CGSize(width: 160, height: 8))
      let label = Label(frame: CGRect(x: 0, y: 0, width: width, height: 8))
      label.text = "Hi"
      label.textAlignment = .center
      window.addSubview(label)
      return (window, label)
    }
    let (window, label) = scene(width: 40)
    _ = window.picture()
    View.animate(withDuration: 1, options: .curveLinear) { label.frame.size.width = 120 }
    window.advance(by: 0.5)
    #expect(label.presentation().bounds.width == 80)
    let halfway = scene(width: 80).0.picture()
    #expect(window.picture() == halfway, "the text of 80 points, not of the final 120")
    #expect(halfway.rows == ["         Hi                             "])
    window.advance(by: 0.5)
    #expect(window.picture() == scene(width: 120).0.picture())
  }

  @Test("a label's draw(_:) is overridable: drawText(in:) moves its text")
  func drawTextInRect() {
    final class Inset: Label {
      override func drawText(in rect: CGRect) {
        super.drawText(in: rect.insetBy(dx: 8, dy: 0))
      }
    }
    let window = Window(size: CGSize(width: 40, height: 8))
    let label = Inset(frame: CGRect(x: 0, y: 0, width: 40, height: 8))
    label.text = "Hi"
    window.addSubview(label)
    #expect(window.picture().rows == ["  Hi      "])
  }
}
