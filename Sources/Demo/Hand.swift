import Foundation
import ViewKitLite
import ViewKitLiteHarness

/// A person's finger in the interactive mode: keys pull it a step at a time and lift it half a
/// second after the last one, the mouse drags it.
///
/// Each ↓ or ↑ moves the content a sixth of the focused control's trigger through the rubber
/// band, so six presses reach it from rest and a held key (the terminal repeats it) keeps
/// pulling; `t` pulls just past the trigger. The mouse's press puts the finger down on the
/// cell it points at; its drags move the content under it as far as the pointer went on the
/// screen, through the rubber band too (the finger moves as far as the band needs, as
/// `ScrollView.pull(to:)` moves it), so the pulled content stays under the pointer; its release
/// lifts the finger.
@MainActor
final class Hand {
  /// How long after the last key the finger lifts, on the scene's clock.
  static let liftDelay: TimeInterval = 0.5
  /// How many key steps reach the trigger.
  static let stepsToTrigger: CGFloat = 6
  /// How far past the trigger `t` pulls, in points.
  static let pastTrigger: CGFloat = 3

  let scene: any DemoScene
  private var finger: Finger?
  /// When a key last moved the finger, while keys hold it.
  private var lastKey: TimeInterval?
  /// The mouse's cell while it holds the finger, and the cell its newest drag reached.
  private var mouse: (held: MouseEvent, reached: MouseEvent)?
  /// The size of a cell on the screen the mouse points at, in the scene's points.
  private var mouseCell = PictureMetric.standard

  init(scene: any DemoScene) {
    self.scene = scene
  }

  /// ↓ (`down`) or ↑: the content a sixth of the trigger further past its edge, or back (for
  /// the trailer, further past the right end).
  func step(down: Bool) {
    let step = scene.focus.trigger / Hand.stepsToTrigger
    let shown = scene.scrollView.presentation().contentOffset
    if scene.pullAxis == .horizontal {
      pull(to: down ? shown.x + step : shown.x - step)
    } else {
      pull(to: down ? shown.y - step : shown.y + step)
    }
  }

  /// `t`: the content just past the focused control's trigger, at its edge.
  func pullPastTrigger() {
    let focus = scene.focus
    let limits = scene.scrollView.limits(scene.pullAxis)
    let past = focus.trigger + Hand.pastTrigger
    let atStart = scene.pullAxis == .vertical && focus.edge == .top
    pull(to: atStart ? limits.lowerBound - past : limits.upperBound + past)
  }

  /// Space: lifts the finger, whoever holds it.
  func lift() {
    finger?.lift()
    finger = nil
    lastKey = nil
    mouse = nil
  }

  /// A mouse report, on a frame `camera` filmed with its first cell at `origin` (terminal
  /// column and row).
  func handle(_ event: MouseEvent, camera: Camera, origin: (column: Int, row: Int)) {
    switch event.action {
    case .press:
      let column = event.column - origin.column
      let row = event.row - origin.row
      guard (0..<camera.columns).contains(column), (0..<camera.rows).contains(row) else { return }
      lift()
      finger = scene.window.touchDown(at: camera.point(atColumn: column, row: row))
      mouse = (event, event)
      mouseCell = camera.cell
    case .drag:
      mouse?.reached = event
    case .release:
      moveWithMouse()
      lift()
    }
  }

  /// Once a frame: moves the finger to the mouse's newest cell, or lifts a finger keys hold
  /// once the last key is half a second old. Answers whether the clock ran.
  func tick() -> Bool {
    if moveWithMouse() { return true }
    if let lastKey, scene.window.now - lastKey >= Hand.liftDelay { lift() }
    return false
  }

  /// Moves the content as far as the mouse went since the finger last moved, the finger as
  /// far as that takes; a finger on no scroll view (a bar) moves as far as the mouse.
  @discardableResult
  private func moveWithMouse() -> Bool {
    guard let finger, let (held, reached) = mouse, held != reached else { return false }
    let delta = CGPoint(
      x: CGFloat(reached.column - held.column) * mouseCell.pointsPerColumn,
      y: CGFloat(reached.row - held.row) * mouseCell.pointsPerRow)
    let scrollView = scene.scrollView
    let axis = scene.pullAxis
    let before = axis == .horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
    if !scrollView.isDragging { finger.move(by: delta, duration: 0) }
    if scrollView.isDragging, finger.touchedView?.isDescendant(of: scrollView) == true {
      scrollView.pull(
        to: before - (axis == .horizontal ? delta.x : delta.y), along: axis, duration: 0)
    }
    mouse = (reached, reached)
    return true
  }

  /// Moves the content to `offset` through the rubber band with the finger keys hold, putting
  /// one down when none is (a finger the mouse holds is kept, and the mouse still lifts it).
  private func pull(to offset: CGFloat) {
    let scrollView = scene.scrollView
    let axis = scene.pullAxis
    let limits = scrollView.limits(axis)
    let dimension = scrollView.boundsLength(along: axis)
    let reach = dimension * 0.9
    let target = min(max(offset, limits.lowerBound - reach), limits.upperBound + reach)
    guard let pulling = scrollView.pull(to: target, along: axis, duration: 0) else { return }
    finger = pulling
    if mouse == nil { lastKey = scene.window.now }
  }
}
