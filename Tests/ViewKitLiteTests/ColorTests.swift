import Foundation
import Testing
import ViewKitLite

@Suite("Colours, as UIKit's")
struct ColorTests {
  @Test("the named colours have UIKit's components")
  func namedColours() {
    let named: [(Color, [CGFloat])] = [
      (.clear, [0, 0, 0, 0]), (.black, [0, 0, 0, 1]), (.white, [1, 1, 1, 1]),
      (.gray, [0.5, 0.5, 0.5, 1]), (.lightGray, [2.0 / 3, 2.0 / 3, 2.0 / 3, 1]),
      (.darkGray, [1.0 / 3, 1.0 / 3, 1.0 / 3, 1]), (.red, [1, 0, 0, 1]), (.green, [0, 1, 0, 1]),
      (.blue, [0, 0, 1, 1]), (.yellow, [1, 1, 0, 1]), (.orange, [1, 0.5, 0, 1]),
      (.purple, [0.5, 0, 0.5, 1]),
    ]
    for (color, components) in named {
      #expect([color.red, color.green, color.blue, color.alpha] == components, "\(color)")
    }
  }

  @Test("luminance weighs red, green and blue 0.299, 0.587 and 0.114, as Rec. 601 does")
  func luminance() {
    #expect(abs(Color(red: 1, green: 0, blue: 0).luminance - 0.299) < 1e-12)
    #expect(abs(Color(red: 0, green: 1, blue: 0).luminance - 0.587) < 1e-12)
    #expect(abs(Color(red: 0, green: 0, blue: 1).luminance - 0.114) < 1e-12)
    #expect(abs(Color.white.luminance - 1) < 1e-12 && Color.black.luminance == 0)
  }

  @Test("components clamp to 0…1 on each side, NaN is 0; hex and description round to 8 bits")
  func clampingAndText() {
    let color = Color(red: 1.5, green: -0.5, blue: .nan, alpha: 2)
    #expect([color.red, color.green, color.blue, color.alpha] == [1, 0, 0, 1])
    #expect(Color(red: 0.5, green: 0.002, blue: 1).hex == "#8001FF")
    #expect(
      Color(red255: 90, green255: 10, blue255: 245, alpha: 0.25).description
        == "rgba(90, 10, 245, 0.25)")
    #expect(Color.orange.withAlphaComponent(0.5).hex == "#FF8000")
  }
}
