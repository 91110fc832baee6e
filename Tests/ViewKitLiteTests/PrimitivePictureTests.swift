import Foundation
import SceneFixtures
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("Pictures of primitives")
struct PrimitivePictureTests {
  @Test(
    "a background fills the cells whose middles it covers: an edge 0.1 pt either side of one",
    arguments: [(1.9, [0, 1]), (2.1, [1, 2])] as [(CGFloat, [Int])])
  func backgroundCells(left: CGFloat, columns: [Int]) {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 16, height: 16))
    let box = View(frame: CGRect(x: left, y: 0, width: 8, height: 8))
    box.backgroundColor = .black
    view.addSubview(box)
    let row = Array(window.picture().rows[0])
    #expect(row.indices.filter { row[$0] != " " } == columns, "\(String(row))")
  }

  @Test("a rounded rectangle is its four edges and four quarter arcs, clockwise from the top left")
  func roundedRectangle() {
    let path = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 5)
    #expect(
      path.cgPath.summary
        == "M(5, 0) L(35, 0) arc(c=(35, 5) r=5 -90°→0° cw) L(40, 15) arc(c=(35, 15) r=5 0°→90° cw) "
        + "L(5, 20) arc(c=(5, 15) r=5 90°→180° cw) L(0, 5) arc(c=(5, 5) r=5 180°→270° cw) Z")
  }

  @Test(
    "a square cap is a butt-capped line lengthened by half its width at each end, at a slant, every way",
    arguments: [(1, 1), (-1, 1), (1, -1), (-1, -1)] as [(CGFloat, CGFloat)])
  func squareCapAtASlant(x: CGFloat, y: CGFloat) {
    func picture(from start: CGPoint, to end: CGPoint, cap: ShapeLayer.LineCap) -> [String] {
      let (window, view) = RenderFixtures.canvas(CGSize(width: 100, height: 96))
      let path = BezierPath()
      path.move(to: start)
      path.addLine(to: end)
      RenderFixtures.shape(path.cgPath, in: view, lineWidth: 20).lineCap = cap
      return window.picture().rows
    }
    /// The point `along` × (0.8 x, 0.6 y) from the middle, (50, 45).
    func point(_ along: CGFloat) -> CGPoint {
      CGPoint(x: 50 + along * 0.8 * x, y: 45 + along * 0.6 * y)
    }
    // Half the width, 10, along the line lengthens each end by 10.
    let square = picture(from: point(-25), to: point(25), cap: .square)
    let butt = picture(from: point(-35), to: point(35), cap: .butt)
    #expect(square == butt, "\n\(square.joined(separator: "\n"))\n\(butt.joined(separator: "\n"))")
    #expect(square != picture(from: point(-25), to: point(25), cap: .butt))
  }

  @Test(
    "strokeStart and strokeEnd trim by length: a quarter to three quarters of a bent line draws as that middle part alone"
  )
  func trimmedByLength() {
    func picture(_ points: [CGPoint], from start: CGFloat, to end: CGFloat) -> [String] {
      let (window, view) = RenderFixtures.canvas(CGSize(width: 100, height: 96))
      let path = BezierPath()
      path.move(to: points[0])
      points.dropFirst().forEach(path.addLine(to:))
      let layer = RenderFixtures.shape(path.cgPath, in: view, lineWidth: 4)
      (layer.strokeStart, layer.strokeEnd) = (start, end)
      return window.picture().rows
    }
    // 80 points right, then 80 down: 160 long, so a quarter is 40 along, three quarters 120.
    let bent = [CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 10), CGPoint(x: 90, y: 90)]
    let middle = [CGPoint(x: 50, y: 10), CGPoint(x: 90, y: 10), CGPoint(x: 90, y: 50)]
    let trimmed = picture(bent, from: 0.25, to: 0.75)
    #expect(trimmed == picture(middle, from: 0, to: 1), "\n\(trimmed.joined(separator: "\n"))")
    let tail = picture(bent, from: 0.5, to: 1)
    #expect(tail == picture(Array(bent.suffix(2)), from: 0, to: 1))
  }

  @Test("straight lines: horizontal, vertical, diagonal, 1 and 5 pt")
  func lines() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 96, height: 48))
    for (width, y) in [(CGFloat(1), CGFloat(6)), (5, 20)] {
      let path = BezierPath()
      path.move(to: CGPoint(x: 4, y: y))
      path.addLine(to: CGPoint(x: 44, y: y))
      RenderFixtures.shape(path.cgPath, in: view, lineWidth: width)
    }
    let diagonal = BezierPath()
    diagonal.move(to: CGPoint(x: 52, y: 4))
    diagonal.addLine(to: CGPoint(x: 92, y: 44))
    diagonal.move(to: CGPoint(x: 48, y: 44))
    diagonal.addLine(to: CGPoint(x: 48, y: 4))
    RenderFixtures.shape(diagonal.cgPath, in: view, lineWidth: 1)
    assertSnapshot(of: window, as: .screen)
  }

  @Test("quarter arcs in each quadrant, clockwise and counter-clockwise, y down")
  func arcs() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 160, height: 80))
    for quadrant in 0..<4 {
      for (index, clockwise) in [true, false].enumerated() {
        let start = CGFloat(quadrant) * .pi / 2
        let end = clockwise ? start + .pi / 2 : start - .pi / 2
        let center = CGPoint(x: 20 + CGFloat(quadrant) * 40, y: 20 + CGFloat(index) * 40)
        let path = BezierPath(
          arcCenter: center, radius: 14, startAngle: start, endAngle: end, clockwise: clockwise)
        RenderFixtures.shape(path.cgPath, in: view, lineWidth: 2)
      }
    }
    assertSnapshot(of: window, as: .screen)
  }

  @Test("a filled oval and a dashed ring")
  func ovalAndDashedRing() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 120, height: 64))
    RenderFixtures.shape(
      BezierPath(ovalIn: CGRect(x: 4, y: 8, width: 48, height: 32)).cgPath, in: view, stroke: nil,
      fill: .darkGray)
    let ring = RenderFixtures.shape(
      BezierPath(
        arcCenter: CGPoint(x: 90, y: 32), radius: 24, startAngle: 0, endAngle: 2 * .pi,
        clockwise: true
      ).cgPath,
      in: view, lineWidth: 4)
    ring.lineDashPattern = [2]
    assertSnapshot(of: window, as: .screen)
  }

  @Test("the arrow image, at rest and turned by π (pointing up)")
  func arrow() throws {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 80, height: 40))
    let image = try #require(Image(named: "arrow"))
    let down = ImageView(image: image)
    down.frame = CGRect(x: 5, y: 5, width: 30, height: 30)
    let up = ImageView(image: image)
    up.frame = CGRect(x: 45, y: 5, width: 30, height: 30)
    up.transform = Transform(rotationAngle: .pi)
    view.addSubview(down)
    view.addSubview(up)
    assertSnapshot(of: window, as: .screen(scale: 2))
  }

  @Test("a full image turned by π/4 is a diamond: nothing of it outside its own square")
  func turnedImage() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 48, height: 48))
    let image = ImageView(image: Image(size: CGSize(width: 16, height: 16)) { _, _, _, _ in true })
    image.frame = CGRect(x: 8, y: 8, width: 32, height: 32)
    image.tintColor = .black
    image.transform = Transform(rotationAngle: .pi / 4)
    view.addSubview(image)
    assertSnapshot(of: window, as: .screen(scale: 2))
  }

  @Test("an image's first column of dots is drawn where a dot's middle falls on its left edge")
  func imageFromItsLeftEdge() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 8, height: 8))
    let image = ImageView(image: Image(size: CGSize(width: 2, height: 4)) { _, _, _, _ in true })
    image.frame = CGRect(x: 1, y: 0, width: 4, height: 8)
    image.tintColor = .black
    view.addSubview(image)
    #expect(window.picture().rows == ["⣿ "], "the dots at x 1 and 3 points, not 5")
  }

  @Test("a stroke past the window's right edge stops there: no dot wraps onto the next row")
  func strokePastTheRightEdge() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 16, height: 16))
    let path = BezierPath()
    path.move(to: CGPoint(x: 0, y: 2))
    path.addLine(to: CGPoint(x: 40, y: 2))
    RenderFixtures.shape(path.cgPath, in: view, lineWidth: 1)
    let rows = window.picture().rows
    #expect(rows[0].allSatisfy { $0 != " " }, "\(rows)")
    #expect(rows.dropFirst().allSatisfy { $0.allSatisfy { $0 == " " } }, "\(rows)")
  }

  @Test("a Chinese label takes two columns a character, and is cut at the clip edge")
  func chineseLabel() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 100, height: 32))
    let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 16))
    label.text = "下拉即可刷新 pull"
    label.textAlignment = .center
    view.addSubview(label)
    let clipper = View(frame: CGRect(x: 0, y: 16, width: 28, height: 16))
    clipper.clipsToBounds = true
    let cut = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 16))
    cut.text = "释放即可刷新"
    clipper.addSubview(cut)
    view.addSubview(clipper)
    assertSnapshot(of: window, as: .screen)
  }

  @Test("a clipped subview, backgrounds in z-order, hidden and transparent views")
  func clippingAndZOrder() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 80, height: 48))
    let box = View(frame: CGRect(x: 8, y: 8, width: 40, height: 24))
    box.backgroundColor = .lightGray
    box.clipsToBounds = true
    let inner = View(frame: CGRect(x: 20, y: 8, width: 40, height: 32))
    inner.backgroundColor = .black
    box.addSubview(inner)
    let above = View(frame: CGRect(x: 56, y: 8, width: 16, height: 32))
    above.backgroundColor = .red
    let hidden = View(frame: CGRect(x: 56, y: 8, width: 16, height: 32))
    hidden.backgroundColor = .blue
    hidden.isHidden = true
    let faint = View(frame: CGRect(x: 56, y: 8, width: 16, height: 32))
    faint.backgroundColor = .green
    faint.alpha = 0.01
    [box, above, hidden, faint].forEach(view.addSubview)
    assertSnapshot(of: window, as: .screen)
  }

  @Test("scrolled content: rows move with the offset and are cut at the scroll view")
  func scrolledContent() {
    let window = Window(size: CGSize(width: 80, height: 64))
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 8, width: 80, height: 48))
    scrollView.contentSize = CGSize(width: 80, height: 200)
    for index in 0..<8 {
      let row = Label(frame: CGRect(x: 0, y: CGFloat(index) * 24, width: 80, height: 24))
      row.text = "row \(index)"
      row.backgroundColor = index.isMultiple(of: 2) ? .lightGray : .white
      scrollView.addSubview(row)
    }
    window.addSubview(scrollView)
    scrollView.contentOffset.y = 36
    assertSnapshot(of: window, as: .screen)
  }

  @Test("a region of the window, at scale 2")
  func regionAndScale() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 200, height: 200))
    RenderFixtures.shape(
      BezierPath(
        arcCenter: CGPoint(x: 150, y: 50), radius: 20, startAngle: 0, endAngle: 2 * .pi,
        clockwise: true
      ).cgPath,
      in: view, lineWidth: 3)
    assertSnapshot(
      of: window, as: .screen(region: CGRect(x: 120, y: 20, width: 60, height: 60), scale: 2))
  }

  @Test("caps: butt stops at the end, round and square reach half the width past it")
  func caps() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 64, height: 48))
    for (index, cap) in [ShapeLayer.LineCap.butt, .round, .square].enumerated() {
      let y = 8 + CGFloat(index) * 16
      let path = BezierPath()
      path.move(to: CGPoint(x: 16, y: y))
      path.addLine(to: CGPoint(x: 48, y: y))
      RenderFixtures.shape(path.cgPath, in: view, lineWidth: 8).lineCap = cap
    }
    assertSnapshot(of: window, as: .screen(scale: 2))
  }

  @Test("a dash pattern of empty dashes: round and square caps draw dots, butt caps nothing")
  func dottedLine() {
    var inked: [ShapeLayer.LineCap: Int] = [:]
    for cap in [ShapeLayer.LineCap.butt, .round, .square] {
      let (window, view) = RenderFixtures.canvas(CGSize(width: 64, height: 16))
      let path = BezierPath()
      path.move(to: CGPoint(x: 8, y: 8))
      path.addLine(to: CGPoint(x: 56, y: 8))
      let layer = RenderFixtures.shape(path.cgPath, in: view, lineWidth: 6)
      layer.lineCap = cap
      layer.lineDashPattern = [0, 16]
      inked[cap] = window.picture(scale: 2).rows.joined().filter { $0 != " " }.count
    }
    #expect(inked[.butt] == 0)
    #expect((inked[.round] ?? 0) > 0)
    #expect((inked[.square] ?? 0) >= (inked[.round] ?? 0))
  }

  @Test("a user's own image, registered by name, drawn in its view's tint")
  func registeredImage() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 16, height: 16))
    window.register(Image(art: ["#..#", ".##.", ".##.", "#..#"]), named: "test-cross")
    guard let image = Image(named: "test-cross", in: window) else {
      Issue.record("the registered image is found by name")
      return
    }
    let imageView = ImageView(image: image)
    imageView.frame = CGRect(x: 4, y: 4, width: 8, height: 8)
    view.addSubview(imageView)
    #expect(
      window.picture(scale: 2).rows == ["        ", "  ⠛⣤⣤⠛  ", "  ⣤⠛⠛⣤  ", "        "],
      "each art pixel is 2 × 2 dots at 2 pt a pixel")
    #expect(Image(named: "no-such-image", in: window) == nil)
  }

  @Test("two windows, one name, two images side by side; the built-ins in both")
  func imagesBelongToTheirWindow() {
    let cross = Image(art: ["#..#", ".##.", ".##.", "#..#"])
    let bar = Image(art: ["####", "....", "....", "####"])
    let (left, leftView) = RenderFixtures.canvas(CGSize(width: 16, height: 16))
    let (right, rightView) = RenderFixtures.canvas(CGSize(width: 16, height: 16))
    left.register(cross, named: "badge")
    right.register(bar, named: "badge")
    for (window, view) in [(left, leftView), (right, rightView)] {
      let imageView = ImageView(image: Image(named: "badge", in: window))
      imageView.frame = CGRect(x: 4, y: 4, width: 8, height: 8)
      view.addSubview(imageView)
    }
    #expect(left.picture(scale: 2).rows == ["        ", "  ⠛⣤⣤⠛  ", "  ⣤⠛⠛⣤  ", "        "])
    #expect(right.picture(scale: 2).rows == ["        ", "  ⠛⠛⠛⠛  ", "  ⣤⣤⣤⣤  ", "        "])
    let named = Image(named: "badge")
    #expect(named?.size == .zero, "no window yet: no size")
    #expect(named?.resolved(in: left) == cross)
    #expect(named?.resolved(in: right) == bar)
    #expect(named?.resolved(in: nil) == nil, "no window, no registered images")
    #expect(Image(named: "arrow", in: left) == Image(named: "arrow", in: right))
    #expect(Image(named: "arrow", in: left) != nil)
    #expect(!Window(size: CGSize(width: 10, height: 10)).hasRegisteredImage(named: "badge"))
  }

  @Test("backgrounds of different colours get different shades, one colour one shade")
  func shadesApart() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 80, height: 8))
    let colors: [Color] = [.lightGray, .gray, .lightGray, .darkGray]
    for (index, color) in colors.enumerated() {
      let box = View(frame: CGRect(x: CGFloat(index) * 20, y: 0, width: 20, height: 8))
      box.backgroundColor = color
      view.addSubview(box)
    }
    let row = Array(window.picture().rows[0])
    let shades = colors.indices.map { row[$0 * 5 + 2] }
    #expect(shades[0] == shades[2])
    #expect(Set(shades).count == 3, "\(shades)")
  }

  @Test(
    "the spinner's first image, a square and a stroked square clipped to circles, dot by dot")
  func spinnerAndRoundClip() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 72, height: 24))
    let spinner = ActivityIndicatorView()
    spinner.hidesWhenStopped = false
    spinner.center = CGPoint(x: 12, y: 12)
    let circle = View(frame: CGRect(x: 26, y: 2, width: 20, height: 20))
    circle.layer.cornerRadius = 10
    circle.clipsToBounds = true
    let fill = View(frame: circle.bounds)
    fill.backgroundColor = .black
    circle.addSubview(fill)
    let ring = View(frame: CGRect(x: 50, y: 2, width: 20, height: 20))
    ring.layer.cornerRadius = 10
    ring.clipsToBounds = true
    RenderFixtures.shape(
      BezierPath(roundedRect: ring.bounds.insetBy(dx: 1, dy: 1), cornerRadius: 0).cgPath, in: ring,
      lineWidth: 4)
    [spinner, circle, ring].forEach(view.addSubview)
    assertSnapshot(of: window, as: .screen(scale: 4))
  }

  @Test("a fill or stroke colour of alpha 0.01 or less draws nothing; 0.02 draws")
  func faintColors() {
    var inked: [CGFloat: Int] = [:]
    for alpha: CGFloat in [0.01, 0.02] {
      let (window, view) = RenderFixtures.canvas(CGSize(width: 32, height: 16))
      let box = BezierPath(roundedRect: CGRect(x: 4, y: 4, width: 24, height: 8), cornerRadius: 0)
      RenderFixtures.shape(
        box.cgPath, in: view, stroke: nil, fill: Color.black.withAlphaComponent(alpha))
      inked[alpha] = window.picture().rows.joined().filter { $0 != " " }.count
    }
    #expect(inked[0.01] == 0)
    #expect((inked[0.02] ?? 0) > 0)
  }

  @Test(
    "a label's row whose middle lies exactly on a clip's top edge is drawn; half a point below not",
    arguments: [(3.5, "Hi"), (4, "Hi"), (4.5, "")] as [(CGFloat, String)])
  func textAtClipEdge(clipTop: CGFloat, expected: String) {
    let clip = CGRect(x: 0, y: clipTop, width: 40, height: 16 - clipTop)
    let shown = shownText(
      "Hi", at: CGRect(x: 0, y: -clipTop, width: 40, height: 8), clippedTo: clip,
      canvas: CGSize(width: 40, height: 16))
    #expect(shown == expected)
  }

  /// The characters a picture shows of `text` in a label at `frame` inside a clipping view at
  /// `clip`, on a canvas of `size`.
  func shownText(
    _ text: String, at frame: CGRect, clippedTo clip: CGRect, canvas size: CGSize
  )
    -> String
  {
    let (window, view) = RenderFixtures.canvas(size)
    let container = View(frame: clip)
    container.clipsToBounds = true
    let label = Label(frame: frame)
    label.text = text
    container.addSubview(label)
    view.addSubview(container)
    return window.picture().rows.joined().trimmingCharacters(in: .whitespaces)
  }

  @Test("a clip ending on a column's edge keeps that column's character, not the next")
  func textAtClipSide() {
    let shown = shownText(
      "ABCDEFGHIJ", at: CGRect(x: 0, y: 0, width: 40, height: 8),
      clippedTo: CGRect(x: 0, y: 0, width: 16, height: 8), canvas: CGSize(width: 40, height: 8))
    #expect(shown == "ABCD")
  }

  @Test(
    "a clip cuts a label on either side at a column's middle; a wide character goes whole",
    arguments: [
      ("ABCDEFGHIJ", -8, 0, 16, "CDEF"), ("ABCDEFGHIJ", -8, 0, 18.5, "CDEFG"),
      ("ABCDEFGHIJ", -8, 0, 17.5, "CDEF"), ("ABCDEFGHIJ", 0, 1.5, 16, "ABCD"),
      ("ABCDEFGHIJ", 0, 2.5, 16, "BCD"), ("中文字", 0, 0, 6.5, "中"), ("中文字", 0, 0, 5.5, ""),
      ("中文字", 0, 2.5, 16, "文"),
    ] as [(String, CGFloat, CGFloat, CGFloat, String)])
  func textCutAtClipSides(
    text: String, labelX: CGFloat, clipX: CGFloat, clipMaxX: CGFloat, expected: String
  ) {
    let shown = shownText(
      text, at: CGRect(x: labelX - clipX, y: 0, width: 40, height: 8),
      clippedTo: CGRect(x: clipX, y: 0, width: clipMaxX - clipX, height: 8),
      canvas: CGSize(width: 40, height: 8))
    #expect(shown == expected)
  }

  @Test(
    "rounded corners cut a label by each character's middle: the corner's ones go, the rest stay")
  func textCutByRoundedCorners() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 40, height: 24))
    let container = View(frame: CGRect(x: 0, y: 0, width: 40, height: 24))
    container.clipsToBounds = true
    container.layer.cornerRadius = 12
    let label = Label(frame: CGRect(x: 0, y: 0, width: 40, height: 8))
    label.text = "ABCDEFGHIJ"
    container.addSubview(label)
    view.addSubview(container)
    // Row 0's middle is 8 points inside the corners' centres; A and J lie 10 across: cut.
    #expect(window.picture().rows[0].trimmingCharacters(in: .whitespaces) == "BCDEFGHI")
  }

  @Test("a subview drawing past its frame is drawn among many, in a region its frame misses")
  func unclippedChildAmongMany() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 40, height: 80))
    let container = View(frame: view.bounds)
    container.clipsToBounds = true
    for _ in 0..<70 {
      container.addSubview(View(frame: CGRect(x: 0, y: 0, width: 40, height: 1)))
    }
    let holder = View(frame: CGRect(x: 0, y: 0, width: 40, height: 1))
    let child = View(frame: CGRect(x: 0, y: 40, width: 40, height: 8))
    child.backgroundColor = .black
    holder.addSubview(child)
    container.addSubview(holder)
    view.addSubview(container)
    let region = window.picture(of: CGRect(x: 0, y: 36, width: 40, height: 16)).rows
    #expect(region.contains { $0.contains { $0 != " " } }, "the child at 40…48 shows: \(region)")
  }

  @Test(
    "a view draws above an opacity of 0.01, its own times its ancestors'",
    arguments: [
      (1, 0.01, false), (1, 0.0105, true), (0.5, 0.021, true), (0.5, 0.02, false),
    ] as [(CGFloat, CGFloat, Bool)])
  func opacityEdge(parentAlpha: CGFloat, alpha: CGFloat, draws: Bool) {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 16, height: 8))
    view.alpha = parentAlpha
    let box = View(frame: view.bounds)
    box.backgroundColor = .black
    box.alpha = alpha
    view.addSubview(box)
    #expect(window.picture().rows.joined().contains { $0 != " " } == draws)
  }

  @Test(
    "an image view draws its image in a tint above alpha 0.01",
    arguments: [
      (0.01, false), (0.0105, true),
    ] as [(CGFloat, Bool)])
  func tintEdge(alpha: CGFloat, draws: Bool) {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 16, height: 16))
    let image = ImageView(image: Image(size: CGSize(width: 16, height: 16)) { _, _, _, _ in true })
    image.frame = view.bounds
    image.tintColor = Color.black.withAlphaComponent(alpha)
    view.addSubview(image)
    #expect(window.picture().rows.joined().contains { $0 != " " } == draws)
  }

  @Test("a label whose text colour has alpha 0.01 or less draws no characters")
  func faintText() {
    var shown: [CGFloat: String] = [:]
    for alpha: CGFloat in [0.01, 0.02] {
      let (window, view) = RenderFixtures.canvas(CGSize(width: 40, height: 8))
      let label = Label(frame: view.bounds)
      label.text = "Hi"
      label.textColor = Color.black.withAlphaComponent(alpha)
      view.addSubview(label)
      shown[alpha] = window.picture().rows.joined().trimmingCharacters(in: .whitespaces)
    }
    #expect(shown[0.01] == "")
    #expect(shown[0.02] == "Hi")
  }

  @Test("the lightest shade from luminance 0.9 up: 0.92 and 0.98 alike, 0.85 darker")
  func lightestBand() {
    let shade = { (white: CGFloat) -> Character? in
      let (window, view) = RenderFixtures.canvas(CGSize(width: 8, height: 8))
      view.backgroundColor = Color(white: white)
      return window.picture().rows.first?.first
    }
    #expect(shade(0.92) == shade(0.98))
    #expect(shade(0.85) != shade(0.92))
  }

  @Test("ANSI colours follow characters, not cells: a wide character takes one colour change")
  func ansiWideCharacters() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 20, height: 8))
    let label = Label(frame: view.bounds)
    label.text = "中中x"
    label.textColor = .red
    view.addSubview(label)
    let picture = window.picture()
    #expect(picture.rows == ["中中x"])
    let line = picture.ansiText().split(separator: "\n")[1]
    #expect(line.filter { $0 == "\u{1B}" }.count == 2, "one colour for the text, one reset")
  }

  @Test("an arc that ends where it starts sweeps no turn, either way round; a full turn does")
  func emptyArc() {
    func inked(start: CGFloat, end: CGFloat, clockwise: Bool) -> Int {
      let (window, view) = RenderFixtures.canvas(CGSize(width: 32, height: 32))
      let path = BezierPath()
      path.addArc(
        withCenter: CGPoint(x: 16, y: 16), radius: 10, startAngle: start, endAngle: end,
        clockwise: clockwise)
      RenderFixtures.shape(path.cgPath, in: view)
      return window.picture(scale: 2).rows.joined().filter { $0 != " " }.count
    }
    #expect(inked(start: 1, end: 1, clockwise: true) <= 2, "its one point")
    #expect(inked(start: 1, end: 1, clockwise: false) <= 2, "its one point")
    #expect(inked(start: 0, end: 2 * .pi, clockwise: true) > 20)
  }

  @Test(
    "behind a butt start, a dot of another segment is cut within two half-widths of the start, the edge included, and kept past it"
  )
  func startPlaneReachIncludesItsEdge() throws {
    // In dots (2 points each way): the stroke starts at (20.5, 10.5) going down, half-width
    // 2.5, turns at (20.5, 30.5) and comes back up past its start to (22.5, 0.5).
    let (window, view) = RenderFixtures.canvas(CGSize(width: 100, height: 80))
    let path = BezierPath()
    path.move(to: CGPoint(x: 41, y: 21))
    path.addLine(to: CGPoint(x: 41, y: 61))
    path.addLine(to: CGPoint(x: 45, y: 1))
    RenderFixtures.shape(path.cgPath, in: view, lineWidth: 10)
    let rows = window.picture().rows.map(Array.init)
    /// Whether the dot at (20, `y`) is inked: column 10, its left half.
    func inked(_ y: Int) throws -> Bool {
      let scalar = try #require(rows[y / 4][10].unicodeScalars.first).value
      let bits: [UInt32] = [0x01, 0x02, 0x04, 0x40]
      return scalar >= 0x2800 && (scalar - 0x2800) & bits[y % 4] != 0
    }
    #expect(try inked(4), "6 from the start: past the reach, drawn")
    #expect(try !inked(5), "exactly 5, two half-widths: cut")
    #expect(try !inked(6), "4: cut")
  }

  @Test("a closed path of one point: a round or square cap draws its dot, a butt cap nothing")
  func closedPoint() {
    var inked: [ShapeLayer.LineCap: Int] = [:]
    for cap in [ShapeLayer.LineCap.butt, .round, .square] {
      let (window, view) = RenderFixtures.canvas(CGSize(width: 16, height: 16))
      let path = BezierPath()
      path.move(to: CGPoint(x: 8, y: 8))
      path.close()
      RenderFixtures.shape(path.cgPath, in: view, lineWidth: 8).lineCap = cap
      inked[cap] = window.picture(scale: 2).rows.joined().filter { $0 != " " }.count
    }
    #expect(inked[.butt] == 0)
    #expect((inked[.round] ?? 0) > 0)
    #expect((inked[.square] ?? 0) >= (inked[.round] ?? 0))
  }

  @Test("a rounded rectangle's radius is at most half its shorter side")
  func roundedRectRadius() {
    let path = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 100)
    #expect(path.cgPath.elements.first == .move(to: CGPoint(x: 15, y: 0)))
  }

  @Test("a scale of 0, below 0 or not finite draws at scale 1")
  func badScales() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 16, height: 16))
    view.backgroundColor = .black
    let atOne = window.picture(scale: 1).rows
    for scale in [0, -2, CGFloat.infinity, .nan] {
      #expect(window.picture(scale: scale).rows == atOne, "scale \(scale)")
    }
  }

  @Test("layers at opacity 0.01 or less, and hidden layers, draw nothing")
  func layerOpacity() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 16, height: 8))
    let square = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 16, height: 8), cornerRadius: 0)
      .cgPath
    let faint = RenderFixtures.shape(square, in: view, stroke: nil, fill: .black)
    faint.opacity = 0.01
    #expect(window.picture().rows == ["    "])
    faint.opacity = 1
    faint.isHidden = true
    #expect(window.picture().rows == ["    "])
    faint.isHidden = false
    #expect(window.picture().rows == ["⣿⣿⣿⣿"])
    view.alpha = 0.02
    faint.opacity = 0.5
    #expect(window.picture().rows == ["    "], "0.02 × 0.5 is 0.01: nothing")
    faint.opacity = 0.75
    #expect(window.picture().rows != ["    "], "0.015 draws")
  }

  @Test(
    "a picture of fewer cells than its area shows the area's top left cells, the rest cut off")
  func fewerCellsThanTheArea() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 40, height: 40))
    let path = BezierPath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 40, y: 40))
    path.move(to: CGPoint(x: 40, y: 0))
    path.addLine(to: CGPoint(x: 0, y: 40))
    RenderFixtures.shape(path.cgPath, in: view, lineWidth: 2)
    let whole = window.picture().rows
    #expect(whole.count == 5 && whole.allSatisfy { $0.count == 10 }, "\(whole)")
    for (columns, rows) in [(3, 1), (10, 2), (4, 5), (1, 4)] {
      let cut = ScreenRenderer().picture(
        of: window, area: window.bounds, columns: columns, rows: rows, scale: 1)
      #expect(
        cut.rows == whole.prefix(rows).map { String($0.prefix(columns)) },
        "\(columns) × \(rows) cells:\n\(cut.text)")
    }
  }

  @Test(
    "a zero-length subpath with round caps is a dot, first or last, at the very edges of a cut stroke too"
  )
  func zeroLengthSubpathIsADot() {
    func inked(
      dotAt dot: CGPoint?, first: Bool = false, strokeStart: CGFloat = 0, strokeEnd: CGFloat = 1
    ) -> Int {
      let (window, view) = RenderFixtures.canvas(CGSize(width: 64, height: 16))
      let path = BezierPath()
      func addDot() {
        guard let dot else { return }
        path.move(to: dot)
        path.addLine(to: dot)
      }
      if first { addDot() }
      path.move(to: CGPoint(x: 20, y: 8))
      path.addLine(to: CGPoint(x: 40, y: 8))
      if !first { addDot() }
      let layer = RenderFixtures.shape(path.cgPath, in: view, lineWidth: 6)
      layer.lineCap = .round
      layer.strokeStart = strokeStart
      layer.strokeEnd = strokeEnd
      return window.picture(scale: 2).rows.joined().filter { $0 != " " && $0 != "\u{2800}" }.count
    }
    let line = inked(dotAt: nil)
    #expect(inked(dotAt: CGPoint(x: 56, y: 8)) > line, "a dot after the line, at the stroke's end")
    #expect(inked(dotAt: CGPoint(x: 6, y: 8), first: true) > line, "a dot before it, at its start")
    #expect(
      inked(dotAt: CGPoint(x: 56, y: 8), strokeEnd: 0.5) < line, "past the stroke's end: no dot")
    #expect(
      inked(dotAt: CGPoint(x: 56, y: 8), strokeStart: 0.25)
        > inked(dotAt: nil, strokeStart: 0.25), "a stroke cut at its start still ends on the dot")
    #expect(
      inked(dotAt: CGPoint(x: 6, y: 8), first: true, strokeEnd: 0.75)
        > inked(dotAt: nil, strokeEnd: 0.75), "a stroke cut at its end still starts on the dot")
  }

  /// The picture of an arc of radius 14 about (20, 20), its stroke drawn to `strokeEnd`.
  private func arcPicture(
    from start: CGFloat, to end: CGFloat, clockwise: Bool, strokeEnd: CGFloat = 0.5
  ) -> String {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 40, height: 40))
    let path = BezierPath()
    path.addArc(
      withCenter: CGPoint(x: 20, y: 20), radius: 14, startAngle: start, endAngle: end,
      clockwise: clockwise)
    RenderFixtures.shape(path.cgPath, in: view).strokeEnd = strokeEnd
    return window.picture().text
  }

  @Test("an arc's sweep is under a turn in its direction: past a turn, or backwards, it wraps once")
  func arcSweepWraps() {
    let threeQuarters = arcPicture(from: 0, to: 3 * .pi / 2, clockwise: true)
    #expect(arcPicture(from: 0, to: -.pi / 2, clockwise: true) == threeQuarters)
    #expect(threeQuarters != arcPicture(from: 0, to: 2 * .pi, clockwise: true))
    let back = arcPicture(from: 0, to: -3 * .pi / 2, clockwise: false)
    #expect(arcPicture(from: 0, to: .pi / 2, clockwise: false) == back)
    let turn = arcPicture(from: 0, to: 2 * .pi, clockwise: true)
    #expect(arcPicture(from: 0, to: 4 * .pi, clockwise: true) == turn, "more than a turn is one")
    let turnBack = arcPicture(from: 0, to: -2 * .pi, clockwise: false)
    #expect(arcPicture(from: 0, to: -4 * .pi, clockwise: false) == turnBack, "either way")
    #expect(turnBack != turn, "half a turn up, not down")
  }

  @Test(
    "a dash that ends exactly at a corner draws as the straight line it covers, in every cap",
    arguments: [ShapeLayer.LineCap.butt, .round, .square])
  func dashEndingAtACorner(cap: ShapeLayer.LineCap) {
    func picture(_ points: [CGPoint], dash: [CGFloat]?) -> String {
      let (window, view) = RenderFixtures.canvas(CGSize(width: 40, height: 40))
      let path = BezierPath()
      path.move(to: points[0])
      for point in points.dropFirst() { path.addLine(to: point) }
      let layer = RenderFixtures.shape(path.cgPath, in: view, lineWidth: 4)
      layer.lineCap = cap
      layer.lineDashPattern = dash
      return window.picture().text
    }
    let corner = [CGPoint(x: 8, y: 8), CGPoint(x: 28, y: 8), CGPoint(x: 28, y: 28)]
    let straight = picture(Array(corner.prefix(2)), dash: nil)
    #expect(picture(corner, dash: [20, 100]) == straight)
  }
}
