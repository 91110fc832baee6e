import Foundation
import Testing
import ViewKitLite

/// An image view cycling its `animationImages`.
@MainActor
@Suite("Image view animation")
struct ImageViewAnimationTests {
  @Test("a second startAnimating while animating does not restart the cycle")
  func secondStart() {
    let window = Window(size: CGSize(width: 40, height: 40))
    let frames = (1...4).map { width in
      Image(size: CGSize(width: CGFloat(width), height: 1)) { _, _, _, _ in true }
    }
    let view = ImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.animationImages = frames
    view.animationDuration = 0.4
    window.addSubview(view)
    view.startAnimating()
    window.advance(by: 0.25)
    #expect(view.displayedImage?.size.width == 3)
    view.startAnimating()
    #expect(view.displayedImage?.size.width == 3)
    window.advance(by: 0.1)
    #expect(view.displayedImage?.size.width == 4)
  }

  @Test("an image under 3 points across or down has one dot that way, not two")
  func tinyImage() {
    let view = ImageView(image: Image(size: CGSize(width: 1, height: 2)) { _, _, _, _ in true })
    #expect(view.dumpAttributes().contains { $0.hasSuffix("/1dots") }, "\(view.dumpAttributes())")
  }
}
