import Foundation
import Testing

@_spi(Testing) @testable import ViewKitLite

/// The window's log of views whose geometry was written, which the fuzzer reads to judge only
/// what changed on each frame.
@MainActor
@Suite("Geometry change log")
struct GeometryChangeLogTests {
  func scene() -> (Window, View, View) {
    let window = Window(size: CGSize(width: 100, height: 100))
    let parent = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(parent)
    parent.addSubview(child)
    return (window, parent, child)
  }

  @Test("recording notes every view at once, then each view once a frame as it changes")
  func notes() {
    let (window, parent, child) = scene()
    let log = window.geometryChanges
    log.startRecording(in: window)
    #expect(
      Set(log.take().map(ObjectIdentifier.init))
        == Set([window, parent, child].map(ObjectIdentifier.init)))
    #expect(log.take().isEmpty)
    child.center.x += 1
    child.center.x += 1
    #expect(log.take().map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
    log.startRecording(in: window)
    #expect(log.take().isEmpty, "a second start while recording notes nothing again")
    log.stopRecording()
    child.center.x += 1
    #expect(log.take().isEmpty, "nothing once stopped")
  }

  @Test("a write of a view's center, bounds origin, bounds size or transform notes that view")
  func everyGeometryWrite() {
    let (window, parent, child) = scene()
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 60, width: 40, height: 40))
    scrollView.contentSize = CGSize(width: 40, height: 200)
    window.addSubview(scrollView)
    let log = window.geometryChanges
    log.startRecording(in: window)
    _ = log.take()
    let writes: [(String, View, () -> Void)] = [
      ("center", child, { child.center = CGPoint(x: 8, y: 9) }),
      ("bounds origin", parent, { parent.bounds.origin = CGPoint(x: 0, y: 5) }),
      ("bounds size", parent, { parent.bounds.size = CGSize(width: 30, height: 30) }),
      ("frame", child, { child.frame = CGRect(x: 1, y: 1, width: 4, height: 4) }),
      ("transform", child, { child.transform = Transform(scaleX: 2, y: 2) }),
      ("contentOffset", scrollView, { scrollView.contentOffset = CGPoint(x: 0, y: 20) }),
    ]
    for (name, view, write) in writes {
      write()
      #expect(log.take().map(ObjectIdentifier.init) == [ObjectIdentifier(view)], "\(name)")
    }
    log.stopRecording()
  }

  @Test("a log released while it records leaves the others recording: their changes are noted")
  func releasedWhileRecording() {
    let before = GeometryChangeLog.recordingCount
    let (window, _, child) = scene()
    window.geometryChanges.startRecording(in: window)
    _ = window.geometryChanges.take()
    var other: GeometryChangeLog? = GeometryChangeLog()
    other?.startRecording(in: Window(size: CGSize(width: 10, height: 10)))
    #expect(GeometryChangeLog.recordingCount == before + 2)
    other = nil
    #expect(GeometryChangeLog.recordingCount == before + 1)
    child.center.x += 1
    #expect(window.geometryChanges.take().map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
    window.geometryChanges.stopRecording()
    #expect(GeometryChangeLog.recordingCount == before)
  }

  @Test("a sublayer added to a view's layer, or any of its geometry written, notes the view")
  func sublayer() {
    let (window, parent, _) = scene()
    let log = window.geometryChanges
    log.startRecording(in: window)
    _ = log.take()
    let sublayer = ShapeLayer()
    parent.layer.addSublayer(sublayer)
    #expect(log.take().map(ObjectIdentifier.init) == [ObjectIdentifier(parent)])
    sublayer.position = CGPoint(x: 3, y: 4)
    #expect(log.take().map(ObjectIdentifier.init) == [ObjectIdentifier(parent)])
    sublayer.anchorPoint = CGPoint(x: 0, y: 0)
    #expect(log.take().map(ObjectIdentifier.init) == [ObjectIdentifier(parent)])
    let writes: [(String, () -> Void)] = [
      ("bounds", { sublayer.bounds = CGRect(x: 0, y: 0, width: 5, height: 6) }),
      ("frame", { sublayer.frame = CGRect(x: 1, y: 2, width: 7, height: 8) }),
      ("transform", { sublayer.transform = Transform(rotationAngle: 1) }),
      ("strokeEnd", { sublayer.strokeEnd = 0.5 }),
    ]
    for (name, write) in writes {
      write()
      #expect(log.take().map(ObjectIdentifier.init) == [ObjectIdentifier(parent)], "\(name)")
    }
    log.stopRecording()
  }
}
