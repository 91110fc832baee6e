import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("The designs' images")
struct RefreshImagesTests {
  @Test("a window finds the designs' images by name once a refresh control is shown in it")
  func registeredWhenAControlJoins() {
    let scene = TestScene(rows: 10)
    #expect(Image(named: "quan", in: scene.window) == nil, "ViewKitLite has no refresh asset")
    scene.tableView.refreshHeader = NormalRefreshHeader()
    for (name, image) in RefreshImages.all {
      #expect(Image(named: name, in: scene.window) == image, "\(name)")
    }
    #expect(Image(named: "quan", in: TestScene(rows: 1).window) == nil, "only that window")
  }

  @Test("an image the app registered under a design's name first is kept")
  func theAppsImageWins() {
    let scene = TestScene(rows: 10)
    let mine = Image(art: ["##", "##"])
    scene.window.register(mine, named: "quan")
    scene.tableView.refreshControl = ArrowRefreshControl()
    #expect(Image(named: "quan", in: scene.window) == mine)
    #expect(Image(named: "huanghun", in: scene.window) == RefreshImages.huanghun)
  }

  @Test("the images keep the sizes the designs draw them at")
  func sizes() {
    #expect(RefreshImages.quan.size == CGSize(width: 30, height: 30))
    #expect(RefreshImages.refreshing01.size == CGSize(width: 30, height: 30))
    #expect(RefreshImages.huanghun.size == CGSize(width: 375, height: 150))
    #expect(RefreshImages.refreshing01 != RefreshImages.refreshing02)
  }

  @Test("the ring and the three spinners, dot by dot at scale 4")
  func pictures() {
    let window = Window(size: CGSize(width: 128, height: 30))
    window.backgroundColor = .white
    let images = [
      RefreshImages.quan, RefreshImages.refreshing, RefreshImages.refreshing01,
      RefreshImages.refreshing02,
    ]
    for (index, image) in images.enumerated() {
      let view = ImageView(image: image)
      view.frame = CGRect(x: CGFloat(index) * 32, y: 0, width: 30, height: 30)
      window.addSubview(view)
    }
    assertSnapshot(of: window, as: .screen(scale: 4))
  }

  @Test("the Stretchy design's dusk, dot by dot: the sun above its hills, rays and sparse ground")
  func dusk() {
    let window = Window(size: CGSize(width: 375, height: 150))
    window.backgroundColor = .white
    window.addSubview(ImageView(image: RefreshImages.huanghun))
    assertSnapshot(of: window, as: .screen)
  }

  @Test("JK's colours, the design's numbers")
  func jikeColours() {
    #expect(JikeRefreshControl.grayColor == Color(red255: 222, green255: 226, blue255: 229))
    #expect(JikeRefreshControl.darkColor == Color(red255: 59, green255: 84, blue255: 106))
  }
}
