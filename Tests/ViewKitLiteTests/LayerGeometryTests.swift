import Foundation
import Testing
import ViewKitLite
import ViewKitLiteHarness

@MainActor
@Suite("Layer geometry: anchor point, position, bounds, frame, corners and masks")
struct LayerGeometryTests {
  @Test("defaults: the anchor in the middle, everything else zero")
  func defaults() {
    let layer = Layer()
    #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    #expect(layer.position == .zero)
    #expect(layer.bounds == .zero)
    #expect(layer.frame == .zero)
    #expect(layer.cornerRadius == 0)
    #expect(!layer.masksToBounds)
    #expect(layer.backgroundColor == nil)
  }

  @Test("setting frame sets bounds' size and position, as Core Animation does")
  func frameSetsPositionAndBounds() {
    let layer = Layer()
    layer.frame = CGRect(x: 10, y: 20, width: 40, height: 8)
    #expect(layer.position == CGPoint(x: 30, y: 24))
    #expect(layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 8))
    layer.anchorPoint = CGPoint(x: 0, y: 0.5)
    #expect(layer.position == CGPoint(x: 30, y: 24), "a new anchor keeps the position")
    #expect(layer.frame == CGRect(x: 30, y: 20, width: 40, height: 8), "and moves the frame")
    layer.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
    #expect(layer.position == CGPoint(x: 0, y: 5))
    layer.bounds.origin = CGPoint(x: 5, y: 5)
    #expect(layer.frame == CGRect(x: 0, y: 0, width: 20, height: 10), "the origin moves nothing")
  }

  @Test("the transform turns and scales about the anchor point; frame is the bounding box")
  func transformAboutAnchor() {
    let layer = Layer()
    layer.anchorPoint = CGPoint(x: 0, y: 0.5)
    layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 4)
    layer.position = CGPoint(x: 50, y: 50)
    layer.transform = Transform(rotationAngle: .pi / 2)
    let turned = layer.frame
    #expect(abs(turned.minX - 48) < 1e-9 && abs(turned.minY - 50) < 1e-9)
    #expect(abs(turned.width - 4) < 1e-9 && abs(turned.height - 40) < 1e-9)
    layer.transform = Transform(scaleX: 2, y: 3)
    #expect(layer.frame == CGRect(x: 50, y: 44, width: 80, height: 12))
    #expect(layer.position == CGPoint(x: 50, y: 50), "the anchor stays put")
  }

  @Test("frame is observable through position, anchorPoint, bounds and transform")
  func typedObservation() {
    let layer = Layer()
    var frames: [CGRect] = []
    let token = layer.observe(\.frame, options: .new) { _, change in
      frames.append(change.newValue ?? .null)
    }
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.position = CGPoint(x: 5, y: 5)
    layer.anchorPoint = .zero
    layer.transform = Transform(scaleX: 2, y: 2)
    #expect(
      frames == [
        CGRect(x: -5, y: -5, width: 10, height: 10), CGRect(x: 0, y: 0, width: 10, height: 10),
        CGRect(x: 5, y: 5, width: 10, height: 10), CGRect(x: 5, y: 5, width: 20, height: 20),
      ])
    token.invalidate()
  }

  @Test("by key: anchorPoint, position, bounds, frame, cornerRadius and masksToBounds")
  func byKey() {
    let layer = Layer()
    let observer = RecordingObserver()
    for key in ["anchorPoint", "position", "bounds", "frame", "cornerRadius", "masksToBounds"] {
      layer.addObserver(observer, forKeyPath: key, options: .new, context: nil)
    }
    layer.anchorPoint = CGPoint(x: 1, y: 1)
    layer.position = CGPoint(x: 3, y: 4)
    layer.cornerRadius = 2
    layer.masksToBounds = true
    #expect(
      observer.notes.map(\.keyPath) == [
        "anchorPoint", "frame", "position", "frame", "cornerRadius", "masksToBounds",
      ])
    #expect(observer.notes[2].change[.newKey] as? CGPoint == CGPoint(x: 3, y: 4))
    #expect(layer.value(forKey: "frame") as? CGRect == CGRect(x: 3, y: 4, width: 0, height: 0))
  }

  @Test("a rotation animation turns the layer about its anchor")
  func animationFollowsAnchor() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let view = View(frame: window.bounds)
    window.addSubview(view)
    let bar = Layer()
    bar.anchorPoint = CGPoint(x: 0, y: 0.5)
    bar.bounds = CGRect(x: 0, y: 0, width: 40, height: 4)
    bar.position = CGPoint(x: 50, y: 50)
    bar.backgroundColor = .black
    view.layer.addSublayer(bar)
    let spin = BasicAnimation(keyPath: "transform.rotation.z")
    spin.fromValue = 0
    spin.toValue = Double.pi
    spin.duration = 1
    bar.add(spin, forKey: "spin")
    window.advance(by: 0.5)
    #expect(abs(bar.presentation().rotation - .pi / 2) < 1e-9)
    let rows = window.picture().rows
    let blank = String(repeating: " ", count: 12)
    #expect(rows[8] == blank + "#" + blank, "a quarter turn about the left end hangs the bar down")
    #expect(rows[5].allSatisfy { $0 == " " }, "nothing shows above the anchor")
  }

  @Test("a view's own layer: placed by its view; its masks and background are the view's")
  func viewLayer() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let view = View(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
    window.addSubview(view)
    #expect(view.layer.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(view.layer.position == CGPoint(x: 20, y: 10))
    view.layer.position = CGPoint(x: 1, y: 1)
    view.layer.anchorPoint = .zero
    view.layer.frame = .zero
    view.layer.bounds = .zero
    #expect(view.frame == CGRect(x: 10, y: 10, width: 40, height: 20))
    #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    #expect(window.diagnostics.messages.count == 4)
    #expect(
      window.diagnostics.messages.first
        == "Layer.position: refused: the layer of View is placed by its view; the layer is "
        + "unchanged. Set the view's center, or draw in a sublayer.")
    view.layer.masksToBounds = true
    #expect(view.clipsToBounds)
    view.clipsToBounds = false
    #expect(!view.layer.masksToBounds)
    view.layer.backgroundColor = .red
    #expect(view.backgroundColor == .red)
    view.backgroundColor = .blue
    #expect(view.layer.backgroundColor == .blue)
  }

  @Test("tree dumps name a moved anchor, a radius, a mask and a background")
  func dump() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.layer.cornerRadius = 4
    let layer = Layer()
    layer.anchorPoint = CGPoint(x: 0, y: 1)
    layer.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
    layer.cornerRadius = 2
    layer.masksToBounds = true
    layer.backgroundColor = .black
    view.layer.addSublayer(layer)
    #expect(
      view.treeDump() == """
        View frame=(0, 0, 20, 20) cornerRadius=4
        `- Layer frame=(0, 0, 8, 8) anchor=(0, 1) cornerRadius=2 masks background=rgba(0, 0, 0, 1)

        """)
  }

  @Test(
    "a shape layer's dump names a trim only where it trims: strokeStart above 0, strokeEnd below 1")
  func trimInTheDump() {
    let layer = ShapeLayer()
    layer.strokeColor = .black
    #expect(
      !layer.dumpAttributes().contains {
        $0.hasPrefix("strokeStart=") || $0.hasPrefix("strokeEnd=")
      })
    layer.strokeEnd = 0.5
    layer.strokeStart = 0.25
    #expect(layer.dumpAttributes().contains("strokeEnd=0.5"))
    #expect(layer.dumpAttributes().contains("strokeStart=0.25"))
    layer.strokeEnd = 7
    layer.strokeStart = -1
    #expect(
      !layer.dumpAttributes().contains {
        $0.hasPrefix("strokeStart=") || $0.hasPrefix("strokeEnd=")
      }, "clamped to 0…1: no trim")
  }

  @Test("a shape layer's dump gives its own fields in one order: path, fill, stroke, trim, dash")
  func shapeFieldsInOrder() {
    let layer = ShapeLayer()
    layer.fillColor = .black
    layer.strokeColor = .black
    layer.strokeStart = 0.25
    layer.strokeEnd = 0.5
    layer.lineDashPattern = [2, 1]
    let own = layer.dumpAttributes().drop { !$0.hasPrefix("path=") }
    #expect(
      own.map { String($0.prefix { $0 != "=" }) }
        == ["path", "fill", "stroke", "strokeStart", "strokeEnd", "dash"])
  }

  @Test("an empty dash pattern is a solid line: the dump names no dash, as with none")
  func emptyDashIsSolid() {
    let layer = ShapeLayer()
    layer.strokeColor = .black
    let solid = layer.dumpAttributes()
    layer.lineDashPattern = []
    #expect(layer.dumpAttributes() == solid)
    layer.lineDashPattern = [3]
    #expect(layer.dumpAttributes() == solid + ["dash=[3]"])
  }

  @Test(
    "a layer added to itself or into its own subtree is refused with a diagnostic, the tree unchanged",
    arguments: [false, true])
  func cycleRefused(intoItsChild: Bool) {
    let window = Window(size: CGSize(width: 40, height: 40))
    let view = View(frame: window.bounds)
    window.addSubview(view)
    let outer = Layer()
    let inner = Layer()
    view.layer.addSublayer(outer)
    outer.addSublayer(inner)
    (intoItsChild ? inner : outer).addSublayer(outer)
    #expect(outer.superlayer === view.layer && view.layer.sublayers.count == 1)
    #expect(inner.superlayer === outer && outer.sublayers.count == 1)
    #expect(window.diagnostics.messages.count == 1, "\(window.diagnostics.messages)")
  }
}
