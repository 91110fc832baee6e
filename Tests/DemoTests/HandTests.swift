import Foundation
import Testing
import ViewKitLite

@testable import Demo

/// The interactive mode's finger, on a scene's clock, without a terminal.
@MainActor
@Suite("Hand")
struct HandTests {
  static func jk() -> (JKDemoScene, Hand) {
    let scene = JKDemoScene(window: Window(size: CGSize(width: 375, height: 667)))
    scene.window.advance(by: 1.0 / 60)
    return (scene, Hand(scene: scene))
  }

  static func offset(_ scene: any DemoScene) -> CGFloat { scene.scrollView.contentOffset.y }

  @Test("six steps down reach the trigger, a sixth each; a step up goes back one")
  func stepsAreSixthsOfTheTrigger() {
    let (scene, hand) = Self.jk()
    hand.step(down: true)
    #expect(abs(Self.offset(scene) + 70.0 / 6) < 0.01)
    for _ in 0..<5 { hand.step(down: true) }
    #expect(abs(Self.offset(scene) + 70) < 0.01)
    hand.step(down: false)
    #expect(abs(Self.offset(scene) + 70.0 * 5 / 6) < 0.01)
    #expect(scene.scrollView.isTracking, "the finger stays down between steps")
  }

  @Test("t pulls 3 points past the trigger; the finger lifts half a second after, and JK refreshes")
  func triggerThenLift() {
    let (scene, hand) = Self.jk()
    hand.pullPastTrigger()
    #expect(abs(Self.offset(scene) + 73) < 0.01)
    #expect(scene.control.state == .pulling)
    for _ in 0..<28 {
      scene.window.advance(by: 1.0 / 60)
      #expect(!hand.tick())
    }
    #expect(scene.scrollView.isTracking, "still down just short of half a second")
    scene.window.advance(by: 3.0 / 60)
    _ = hand.tick()
    #expect(!scene.scrollView.isTracking, "lifted")
    scene.window.advance(by: 0.5)
    #expect(scene.control.state == .refreshing)
  }

  @Test("space lifts at once")
  func spaceLifts() {
    let (scene, hand) = Self.jk()
    hand.step(down: true)
    hand.lift()
    #expect(!scene.scrollView.isTracking)
  }

  @Test("the mouse: a press on a cell, a drag of ten rows pulls the content ten rows' points")
  func mouseDrags() {
    let (scene, hand) = Self.jk()
    let camera = FrameDrawer.camera(
      for: scene, columns: 80, rows: 23, options: DemoOptions())
    let origin = FrameDrawer.pictureOrigin
    // Row 10 of the picture is the table's, under JK's bar.
    hand.handle(
      MouseEvent(action: .press, column: 40, row: origin.row + 10), camera: camera,
      origin: origin)
    hand.handle(
      MouseEvent(action: .drag, column: 40, row: origin.row + 20), camera: camera, origin: origin)
    #expect(hand.tick(), "the drag moves the finger, running the clock")
    // The content stays under the pointer: ten rows of 4 points (JK is filmed twice life
    // size) past the top, the finger further, as far as the rubber band needs.
    #expect(camera.cell.pointsPerRow == 4)
    #expect(abs(Self.offset(scene) + 40) < 0.01)
    hand.handle(
      MouseEvent(action: .release, column: 40, row: origin.row + 20), camera: camera,
      origin: origin)
    #expect(!scene.scrollView.isTracking)
  }

  @Test("a press outside the picture touches nothing")
  func pressOutside() {
    let (scene, hand) = Self.jk()
    let camera = FrameDrawer.camera(for: scene, columns: 80, rows: 23, options: DemoOptions())
    hand.handle(MouseEvent(action: .press, column: 1, row: 1), camera: camera, origin: (2, 3))
    #expect(!scene.scrollView.isTracking && Self.offset(scene) == 0)
  }
}
