import Foundation
import SceneFixtures
import Testing
import ViewKitLiteHarness
import ViewKitLiteTesting

@testable import ViewKitLite

@MainActor
@Suite("Image(named:) anywhere: found in the window that draws it")
struct NamedImageTests {
  let cross = Image(art: ["#..#", ".##.", ".##.", "#..#"])

  @Test("the activity spinner's eight frames, a 270° arc turned 45° a frame, one dot a pixel")
  func spinnerFrames() {
    let window = Window(size: CGSize(width: 160, height: 24))
    window.backgroundColor = .white
    for frame in 0..<8 {
      let view = ImageView(frame: CGRect(x: CGFloat(frame) * 20, y: 0, width: 20, height: 20))
      view.image = Image(named: "spinner\(frame)")
      view.tintColor = .black
      window.addSubview(view)
    }
    assertSnapshot(of: window, as: .screen(scale: 2))
  }

  @Test(
    "art with rows of different lengths: a short row ends in empty dots, the image as wide as its longest"
  )
  func raggedArt() {
    let ragged = Image(art: ["###", "#", ""])
    #expect(ragged == Image(art: ["###", "#..", "..."]))
    #expect(ragged.size == CGSize(width: 6, height: 6))
  }

  @Test("named before any window, registered after: drawn once the window has it")
  func namedBeforeRegistered() {
    let imageView = ImageView(image: Image(named: "badge"))
    #expect(imageView.image?.size == .zero, "no window yet: no size")
    #expect(imageView.treeDump().contains("image=\"badge\"(unresolved)"))
    let (window, view) = RenderFixtures.canvas(CGSize(width: 16, height: 16))
    imageView.frame = CGRect(x: 4, y: 4, width: 8, height: 8)
    imageView.tintColor = .black
    view.addSubview(imageView)
    window.register(cross, named: "badge")
    #expect(window.picture(scale: 2).rows == ["        ", "  ⠛⣤⣤⠛  ", "  ⣤⠛⠛⣤  ", "        "])
    #expect(imageView.sizeThatFits(.zero) == CGSize(width: 8, height: 8))
    #expect(window.diagnostics.isEmpty)
  }

  @Test("an unknown name draws nothing and says so once in that window's diagnostics")
  func unknownName() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 16, height: 16))
    let imageView = ImageView(image: Image(named: "missing"))
    imageView.frame = CGRect(x: 4, y: 4, width: 8, height: 8)
    view.addSubview(imageView)
    let blank = window.picture().rows
    #expect(window.diagnostics.entries.count == 1, "said at the first picture")
    _ = window.picture()
    _ = window.picture()
    #expect(blank.allSatisfy { $0.allSatisfy { $0 == " " } })
    #expect(window.diagnostics.entries.count == 1, "and never again")
    #expect(window.diagnostics.messages[0].contains("Image(named: \"missing\")"))
    #expect(window.diagnostics.messages[0].contains("window.register(_:named:)"))
  }

  @Test("a built-in name has its size at once, and a window's image of that name wins")
  func builtinOverridden() {
    let arrow = Image(named: "arrow")
    #expect(arrow?.size == CGSize(width: 30, height: 30))
    let window = Window(size: CGSize(width: 10, height: 10))
    #expect(arrow?.resolved(in: window)?.size == CGSize(width: 30, height: 30))
    window.register(cross, named: "arrow")
    #expect(arrow?.resolved(in: window) == cross)
    #expect(Image(art: ["#"]).resolved(in: nil) == Image(art: ["#"]), "dots are themselves")
  }
}
