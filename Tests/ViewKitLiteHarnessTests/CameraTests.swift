import Foundation
import SceneFixtures
import Testing
import ViewKitLite
import ViewKitLiteHarness
import ViewKitLiteTesting

/// A camera's region and pictures: resting at an edge of its stage, following a view that a pull
/// moves, centred on a view that does not fit, inside the window, and its cells mapped back to
/// window points.
@MainActor
@Suite("Camera")
struct CameraTests {
  /// A 200 × 400 window under a 60-point dark bar, a scroll view below the bar with 40-point
  /// rows, and a 40 × 30 dark "header" just above the content, shown by a pull.
  @MainActor
  struct Stage {
    let window = Window(size: CGSize(width: 200, height: 400))
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 60, width: 200, height: 340))
    let header = View(frame: CGRect(x: 80, y: -30, width: 40, height: 30))

    init() {
      window.backgroundColor = .white
      scrollView.clipsToBounds = true
      scrollView.alwaysBounceVertical = true
      scrollView.contentSize = CGSize(width: 200, height: 800)
      for index in 0..<20 {
        let row = Label(frame: CGRect(x: 0, y: CGFloat(index) * 40, width: 200, height: 40))
        row.text = "row \(index)"
        row.backgroundColor = index.isMultiple(of: 2) ? .white : .lightGray
        scrollView.addSubview(row)
      }
      header.backgroundColor = .darkGray
      scrollView.addSubview(header)
      window.addSubview(scrollView)
      let bar = View(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
      bar.backgroundColor = .black
      window.addSubview(bar)
      window.advance(by: 1.0 / 60)
    }

    /// A camera of 30 × 8 cells at scale 1 (120 × 64 points) following the header.
    func camera(restingAt edge: Camera.Edge = .top, of stage: View? = nil) -> Camera {
      var camera = Camera(window: window, columns: 30, rows: 8)
      camera.follow(header, restingAt: edge, of: stage)
      return camera
    }
  }

  @Test("at rest it frames its stage's top edge, the header clipped away being nowhere to follow")
  func restsAtTheTopOfItsStage() {
    let stage = Stage()
    #expect(stage.camera().region == CGRect(x: 0, y: 0, width: 120, height: 64))
    let camera = stage.camera(of: stage.scrollView)
    #expect(camera.region == CGRect(x: 0, y: 56, width: 120, height: 64))
    assertSnapshot(of: camera.picture().text, as: .lines)
  }

  @Test("a pull brings the header out; the camera slides down in whole rows to keep it in view")
  func followsAViewThePullMoves() throws {
    let stage = Stage()
    let finger = try #require(stage.scrollView.pull(to: -100))
    let camera = stage.camera(of: stage.scrollView)
    // The header shows at 130…160; with 8 points below it the region ends at 168 or later. At
    // rest across (−8…112) the header and its margin (72…128) do not fit: centred on it.
    #expect(stage.header.shownFrame == CGRect(x: 80, y: 130, width: 40, height: 30))
    #expect(camera.region == CGRect(x: 40, y: 104, width: 120, height: 64))
    assertSnapshot(of: camera.picture().text, as: .lines)
    finger.lift()
    stage.window.advance(by: 2)
    #expect(camera.region == CGRect(x: 0, y: 56, width: 120, height: 64), "back at rest")
  }

  @Test("resting at the bottom, for a footer: the stage's bottom edge, 8 points past it")
  func restsAtTheBottom() {
    let stage = Stage()
    var camera = Camera(window: stage.window, columns: 30, rows: 8)
    camera.follow(nil, restingAt: .bottom, of: stage.scrollView)
    #expect(camera.region == CGRect(x: 0, y: 336, width: 120, height: 64), "inside the window")
    camera.margin = 0
    #expect(camera.region.maxY == 400)
  }

  @Test(
    "resting at the bottom, a footer moves the camera only as far as it must to be shown",
    arguments: [
      (footerY: 300.0, regionY: 280.0),  // inside the resting region: the camera stays at rest
      (footerY: 200.0, regionY: 192.0),  // above it: the region's top 8 points above the footer
      (footerY: 364.0, regionY: 328.0),  // below it: the region's bottom 8 points past the footer
    ])
  func followsAFooterFromTheBottom(footerY: CGFloat, regionY: CGFloat) {
    let window = Window(size: CGSize(width: 300, height: 400))
    let stage = View(frame: CGRect(x: 0, y: 40, width: 300, height: 296))
    let footer = View(frame: CGRect(x: 40, y: footerY, width: 40, height: 20))
    window.addSubview(stage)
    window.addSubview(footer)
    var camera = Camera(window: window, columns: 30, rows: 8)
    camera.follow(footer, restingAt: .bottom, of: stage)
    #expect(camera.region == CGRect(x: 0, y: regionY, width: 120, height: 64))
  }

  @Test("a view that does not fit across at rest is centred; the region stays in the window")
  func centresAViewThatDoesNotFit() {
    let stage = Stage()
    stage.header.frame.origin.x = 150
    stage.scrollView.contentOffset.y = -40
    let camera = stage.camera(of: stage.scrollView)
    // Centred on x 170 would start at 110; the window's right edge stops it at 80.
    #expect(camera.region.minX == 80)
    #expect(camera.region.maxX == 200)
  }

  @Test("a view exactly at its stage's left edge keeps the camera at rest, not centred on it")
  func viewAtTheStagesEdge() {
    let window = Window(size: CGSize(width: 300, height: 200))
    let stage = View(frame: CGRect(x: 40, y: 40, width: 200, height: 100))
    let subject = View(frame: CGRect(x: 0, y: 10, width: 20, height: 20))
    stage.addSubview(subject)
    window.addSubview(stage)
    var camera = Camera(window: window, columns: 30, rows: 8)
    camera.follow(subject, restingAt: .top, of: stage)
    #expect(camera.region.minX == 32, "the stage's left edge, 8 points outside it")
  }

  @Test("a window smaller than the region sits in its middle")
  func aSmallWindowIsCentred() {
    let window = Window(size: CGSize(width: 100, height: 40))
    let camera = Camera(window: window, columns: 30, rows: 8)
    #expect(camera.region == CGRect(x: -10, y: -12, width: 120, height: 64))
  }

  @Test("the scale sets the cell size, and a cell maps back to the window point at its middle")
  func cellsAndScale() {
    let stage = Stage()
    var camera = stage.camera()
    camera.scale = 2
    #expect(camera.cell == PictureMetric(pointsPerColumn: 2, pointsPerRow: 4))
    #expect(camera.region.size == CGSize(width: 60, height: 32))
    #expect(camera.point(atColumn: 3, row: 1) == CGPoint(x: 7, y: 6))
    #expect(camera.picture().columns == 30 && camera.picture().rows.count == 8)
    for scale in [.nan, .infinity, 0, -1] as [CGFloat] {
      camera.scale = scale
      #expect(camera.cell == .standard, "a scale that is not finite and positive films at 1")
    }
    let fit = Camera.scale(fitting: CGSize(width: 375, height: 667), columns: 78, rows: 19)
    #expect(fit == CGFloat(19 * 8) / 667, "the rows decide: 19 × 8 points of 667")
  }

  @Test("the shown frame: animations where they are now, clipping ancestors, no window")
  func shownFrames() {
    let stage = Stage()
    #expect(stage.header.shownFrame == nil, "clipped away by the scroll view")
    #expect(stage.window.shownFrame == stage.window.bounds)
    View.animate(withDuration: 1, options: .curveLinear) {
      stage.header.center.y = 65
    }
    stage.window.advance(by: 0.5)
    // Halfway from −15 to 65: centred at 25 in the content, 85 in the window.
    #expect(stage.header.shownFrame == CGRect(x: 80, y: 70, width: 40, height: 30))
    #expect(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).shownFrame == nil)
  }
}
