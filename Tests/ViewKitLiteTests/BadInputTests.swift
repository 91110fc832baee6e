import Foundation
import SceneFixtures
import Testing
import ViewKitLite

/// One test per row of the README's bad-input table.
@MainActor
@Suite("Bad input")
struct BadInputTests {
  func window() -> (Window, View) { RenderFixtures.canvas(CGSize(width: 100, height: 100)) }

  @Test("View geometry: NaN and infinities refused, the old value kept, a diagnostic")
  func viewGeometry() {
    let (window, view) = window()
    let before = view.frame
    for value in [CGFloat.nan, .infinity, -.infinity] {
      view.frame = CGRect(x: value, y: 0, width: 1, height: 1)
      view.bounds = CGRect(x: 0, y: 0, width: value, height: 1)
      view.center = CGPoint(x: 0, y: value)
      view.transform = Transform(translationX: value, y: 0)
    }
    #expect(view.frame == before)
    #expect(view.transform == .identity)
    #expect(window.diagnostics.messages.count == 12)
  }

  @Test("View geometry: negative sizes are accepted, standardised")
  func negativeSizes() {
    let (_, view) = window()
    view.frame = CGRect(x: 50, y: 50, width: -20, height: -10)
    #expect(view.frame == CGRect(x: 30, y: 40, width: 20, height: 10))
    view.bounds = CGRect(x: 0, y: 0, width: -4, height: 6)
    #expect(view.bounds.size == CGSize(width: 4, height: 6))
  }

  @Test("alpha: NaN refused; outside 0…1 clamped")
  func alpha() {
    let (window, view) = window()
    view.alpha = .nan
    view.alpha = 5
    #expect(view.alpha == 1)
    view.alpha = -.infinity
    #expect(view.alpha == 0)
    #expect(window.diagnostics.messages.count == 1)
  }

  @Test("ScrollView: offset and inset refused when not finite; negative content size clamped to 0")
  func scrollView() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let scrollView = ScrollView(frame: window.bounds)
    window.addSubview(scrollView)
    scrollView.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
    scrollView.setContentOffset(CGPoint(x: CGFloat.infinity, y: 0), animated: true)
    scrollView.contentInset = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
    scrollView.contentSize = CGSize(width: 10, height: CGFloat.infinity)
    scrollView.contentSize = CGSize(width: -10, height: -500)
    #expect(scrollView.contentOffset == .zero)
    #expect(scrollView.contentInset == .zero)
    #expect(scrollView.contentSize == .zero)
    #expect(window.diagnostics.messages.count == 4)
    scrollView.contentInset.top = -20
    #expect(scrollView.verticalLimits.lowerBound == 20, "negative insets are accepted, as in UIKit")
  }

  @Test(
    "Layers: non-finite transform, opacity, path, width, trims and dashes refused; ranges clamped")
  func layers() {
    let (window, view) = window()
    let shape = ShapeLayer()
    view.layer.addSublayer(shape)
    shape.transform = Transform(rotationAngle: .nan)
    shape.opacity = .nan
    shape.path = ShapePath(elements: [.move(to: CGPoint(x: CGFloat.nan, y: 0))])
    shape.lineWidth = .infinity
    shape.strokeEnd = .nan
    shape.lineDashPattern = [2, -1]
    shape.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)
    #expect(window.diagnostics.messages.count == 7)
    shape.strokeEnd = 3
    shape.lineWidth = -2
    shape.opacity = 9
    #expect(shape.strokeEnd == 1 && shape.lineWidth == 0 && shape.opacity == 1)
    shape.strokeStart = 0.3
    shape.strokeStart = .nan
    #expect(shape.strokeStart == 0.3 && window.diagnostics.messages.count == 8)
    shape.strokeStart = -1
    #expect(shape.strokeStart == 0)
    let animation = BasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = Double.nan
    animation.toValue = 1
    shape.add(animation, forKey: "bad")
    #expect(!window.picture().text.isEmpty, "a NaN animation value shows nothing and draws safely")
  }

  @Test("Layer geometry: non-finite position, bounds, anchorPoint, cornerRadius refused")
  func layerGeometry() {
    let (window, view) = window()
    let layer = Layer()
    view.layer.addSublayer(layer)
    layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    layer.cornerRadius = 4
    for value in [CGFloat.nan, .infinity, -.infinity] {
      layer.position = CGPoint(x: value, y: 0)
      layer.bounds = CGRect(x: 0, y: 0, width: value, height: 1)
      layer.anchorPoint = CGPoint(x: 0, y: value)
      layer.cornerRadius = value
    }
    #expect(layer.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5) && layer.cornerRadius == 4)
    #expect(window.diagnostics.messages.count == 12)
    #expect(
      window.diagnostics.messages.first
        == "Layer.position: refused (nan, 0): layer values must be finite; the old value is kept.")
    layer.cornerRadius = -3
    layer.bounds = CGRect(x: 0, y: 0, width: -8, height: 4)
    #expect(layer.cornerRadius == 0, "a negative radius is clamped")
    #expect(layer.bounds == CGRect(x: -8, y: 0, width: 8, height: 4), "standardised")
    view.layer.anchorPoint = .zero
    #expect(window.diagnostics.messages.count == 13, "a view's own layer is placed by its view")
  }

  @Test("Labels: an empty text draws nothing; a very long one is cut at the edge")
  func labels() {
    let (window, view) = window()
    let empty = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 8))
    empty.text = ""
    let long = Label(frame: CGRect(x: 0, y: 8, width: 100, height: 8))
    long.text = String(repeating: "长", count: 10_000)
    view.addSubview(empty)
    view.addSubview(long)
    let rows = window.picture().rows
    #expect(rows[0] == String(repeating: " ", count: 25))
    #expect(
      rows[1] == String(repeating: "长", count: 12) + " ", "12 wide characters fill 24 of 25 columns"
    )
  }

  @Test("Colours: NaN components become 0, others are clamped")
  func colours() {
    let color = Color(red: .nan, green: 2, blue: -1, alpha: .infinity)
    #expect(color == Color(red: 0, green: 1, blue: 0, alpha: 1))
    #expect(DecelerationRate(rawValue: .nan) == .normal)
    #expect(DecelerationRate(rawValue: 2).rawValue == 0.9999)
  }

  @Test(
    "A frame rate of 1000 is kept; 1001 and more are clamped to 1000 with a diagnostic",
    arguments: [(1000, 1000, 0), (1001, 1000, 1), (5000, 1000, 1)])
  func fastestFrameRate(asked: Int, kept: Int, diagnostics: Int) {
    let window = Window(size: CGSize(width: 10, height: 10), frameRate: asked)
    #expect(window.frameRate == kept)
    #expect(window.diagnostics.messages.count == diagnostics)
    #expect(window.diagnostics.messages.allSatisfy { $0.contains("Pass 1 to 1000") })
  }

  @Test("The clock: bad durations refused; a bad frame rate clamped with a diagnostic")
  func clock() throws {
    let window = Window(size: CGSize(width: 10, height: 10), frameRate: 0)
    #expect(window.frameRate == 1)
    window.advance(by: -1)
    window.advance(by: .infinity)
    window.mainQueue.schedule(every: .nan) { _ in }
    var ran = false
    window.mainQueue.asyncAfter(-5) { ran = true }
    try window.runUntilIdle()
    #expect(ran, "a negative delay runs now")
    #expect(window.now == 1, "one frame at 1 Hz for the first layout")
    #expect(window.diagnostics.messages.count == 4)
  }

  @Test("Fingers: non-finite moves refused; steps after lift refused; unreachable pulls refused")
  func fingers() {
    let scene = ScrollScene()
    let finger = scene.window.touchDown(at: scene.center)
    finger.move(by: CGPoint(x: 0, y: CGFloat.nan), duration: 0.1)
    finger.move(by: CGPoint(x: 0, y: 10), duration: .infinity)
    finger.lift()
    finger.lift()
    finger.move(by: CGPoint(x: 0, y: 10))
    scene.scrollView.pull(to: -5000)?.lift()
    let detached = ScrollView(frame: scene.window.bounds)
    #expect(detached.pull(to: -10) == nil)
    #expect(scene.window.diagnostics.messages.count == 5)
    #expect(
      scene.window.diagnostics.messages.last?.contains(
        "no pull reaches -5000: the rubber band stops a full screen past the limit.") == true)
    #expect(detached.diagnostics.messages.count == 1)
    #expect(scene.scrollView.contentOffset.y.isFinite)
  }

  @Test("Tables: no data source shows no rows; bad row heights count as 0")
  func tables() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let table = TableView(frame: window.bounds)
    window.addSubview(table)
    table.reloadData()
    #expect(table.numberOfSections == 0 && table.contentSize.height == 0)
    let rows = CountingRows(count: 3) { $0 == 0 ? .nan : -10 }
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    table.delegate = rows
    table.reloadData()
    #expect(table.contentSize.height == 0)
    table.rowHeight = -44
    table.delegate = nil
    table.reloadData()
    #expect(table.contentSize.height == 0)
  }

  @Test(
    "Calls from inside observers: setting what is observed is capped; removing and adding is safe")
  func insideObservers() {
    let view = View()
    var calls = 0
    var token: KeyValueObservation?
    token = view.observe(\.alpha) { view, _ in
      calls += 1
      if calls == 3 { token?.invalidate() }
      view.alpha = view.alpha == 1 ? 0.5 : 1
    }
    view.alpha = 0.2
    #expect(calls == 3, "the handler removed itself on its third call, inside the recursion")
    #expect(view.alpha.isFinite)
  }

  @Test("Hierarchy: self, descendants and windows refused as subviews")
  func hierarchy() {
    let (window, view) = window()
    let child = View()
    view.addSubview(child)
    child.addSubview(view)
    view.addSubview(view)
    view.addSubview(Window(size: .zero))
    #expect(window.diagnostics.messages.count == 3)
    #expect(child.subviews.isEmpty)
  }
}
