import Foundation
import SceneFixtures
import Testing
import ViewKitLite

/// The dots of a picture, read back from its braille characters: (x, y) in dots.
@MainActor
func dots(of picture: Picture) -> [(x: Int, y: Int)] {
  let bits: [[UInt32]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
  var result: [(Int, Int)] = []
  for (row, line) in picture.rows.enumerated() {
    for (column, character) in line.enumerated() {
      guard let scalar = character.unicodeScalars.first, (0x2800...0x28FF).contains(scalar.value)
      else { continue }
      let mask = scalar.value - 0x2800
      for dy in 0..<4 {
        for dx in 0..<2 where mask & bits[dy][dx] != 0 {
          result.append((column * 2 + dx, row * 4 + dy))
        }
      }
    }
  }
  return result
}

@MainActor
@Suite("Exact raster checks")
struct RasterChecks {
  func ring(strokeEnd: CGFloat = 1, lineWidth: CGFloat = 4) -> Picture {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 120, height: 120))
    let layer = RenderFixtures.shape(
      BezierPath(
        arcCenter: CGPoint(x: 60, y: 60), radius: 40, startAngle: 0, endAngle: 2 * .pi,
        clockwise: true
      ).cgPath,
      in: view, lineWidth: lineWidth)
    layer.strokeEnd = strokeEnd
    return window.picture()
  }

  @Test("every dot of a stroked ring lies within r ± (w/2 + one dot), with no gap over one dot")
  func ringBand() {
    let found = dots(of: ring())
    #expect(found.count > 100)
    let radius: CGFloat = 20
    let halfWidth: CGFloat = 1
    for (x, y) in found {
      let dx = CGFloat(x) + 0.5 - 30
      let dy = CGFloat(y) + 0.5 - 30
      let distance = (dx * dx + dy * dy).squareRoot()
      #expect(abs(distance - radius) <= halfWidth + 1, "dot (\(x), \(y)) at \(distance)")
    }
    let gaps = (0..<720).filter { step in
      let angle = CGFloat(step) * .pi / 360
      let point = CGPoint(x: 30 + radius * cos(angle), y: 30 + radius * sin(angle))
      return !found.contains { dot in
        let dx = CGFloat(dot.x) + 0.5 - point.x
        let dy = CGFloat(dot.y) + 0.5 - point.y
        return (dx * dx + dy * dy).squareRoot() <= 1
      }
    }
    #expect(gaps.isEmpty, "points of the centre line with no dot within one dot: \(gaps)")
  }

  @Test("strokeEnd 0.5 draws half the dots of strokeEnd 1, ±10 %")
  func halfStroke() {
    let full = Double(dots(of: ring()).count)
    let half = Double(dots(of: ring(strokeEnd: 0.5)).count)
    #expect(abs(half / full - 0.5) <= 0.05)
  }

  @Test(
    "a 5-pt line is 2 or 3 dots thick at 2 pt a dot", arguments: [10.0, 10.5, 11.0, 11.25, 11.7])
  func lineThickness(y: CGFloat) {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 40, height: 24))
    let path = BezierPath()
    path.move(to: CGPoint(x: 4, y: y))
    path.addLine(to: CGPoint(x: 36, y: y))
    RenderFixtures.shape(path.cgPath, in: view, lineWidth: 5)
    let found = dots(of: window.picture())
    for column in 4..<16 {
      let thickness = found.filter { $0.x == column }.count
      #expect((2...3).contains(thickness), "column \(column) is \(thickness) dots thick")
    }
  }

  @Test(
    "a stroke 1.5 dots wide or wider is a band (2 dots thick on a dot edge); thinner, a line one dot thick",
    arguments: [2.9, 3.0, 3.1] as [CGFloat])
  func bandFromOneAndAHalfDots(width: CGFloat) {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 40, height: 24))
    let path = BezierPath()
    path.move(to: CGPoint(x: 4, y: 20))
    path.addLine(to: CGPoint(x: 36, y: 20))
    RenderFixtures.shape(path.cgPath, in: view, lineWidth: width)
    let found = dots(of: window.picture())
    for column in 4..<16 {
      let thickness = found.filter { $0.x == column }.count
      #expect(thickness == (width >= 3 ? 2 : 1), "column \(column) is \(thickness) dots thick")
    }
  }

  @Test("the ink rule: a light ink alone draws ':', the darker ink wins a shared cell")
  func inkRule() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 16, height: 8))
    let light = Color(red255: 222, green255: 226, blue255: 229)
    let dark = Color(red255: 59, green255: 84, blue255: 106)
    RenderFixtures.shape(
      ShapePath(elements: [.move(to: CGPoint(x: 0, y: 1)), .line(to: CGPoint(x: 16, y: 1))]),
      in: view, stroke: light, lineWidth: 2)
    RenderFixtures.shape(
      ShapePath(elements: [.move(to: CGPoint(x: 8, y: 5)), .line(to: CGPoint(x: 16, y: 5))]),
      in: view, stroke: dark, lineWidth: 2)
    #expect(window.picture().rows == ["::⠤⠤"], "light only twice, then dark over light twice")
    #expect(InkRule.lightThreshold == 0.6)
  }

  @Test("backgrounds of different colours stay distinguishable; clear draws nothing")
  func distinctBackgrounds() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 32, height: 8))
    let colors: [Color] = [.red, .green, Color(red: 0.9, green: 0.1, blue: 0.1), .clear]
    for (index, color) in colors.enumerated() {
      let cell = View(frame: CGRect(x: CGFloat(index) * 8, y: 0, width: 8, height: 8))
      cell.backgroundColor = color
      view.addSubview(cell)
    }
    let row = Array(window.picture().rows[0])
    let glyphs = [row[0], row[2], row[4]]
    #expect(Set(glyphs).count == 3, "three colours, three glyphs: \(glyphs)")
    #expect(row[6] == " " && row[7] == " ")
  }

  @Test("the same scene rendered twice gives identical bytes")
  func deterministic() {
    func render() -> String {
      let (window, view) = RenderFixtures.canvas(CGSize(width: 48, height: 48))
      let arc = BezierPath(
        arcCenter: CGPoint(x: 24, y: 24), radius: 15, startAngle: 0.3, endAngle: 4.1,
        clockwise: true)
      RenderFixtures.shape(arc.cgPath, in: view, lineWidth: 5)
      RenderFixtures.shape(
        BezierPath(ovalIn: CGRect(x: 8, y: 8, width: 20, height: 12)).cgPath, in: view, fill: .gray)
      view.layer.sublayers[0].transform = Transform(rotationAngle: 1.234_567)
      return window.picture(scale: 2).text
    }
    #expect(render() == render())
  }

  @Test("the picture shows presentation values during a view animation")
  func presentationValues() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 80, height: 8))
    let block = View(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
    block.backgroundColor = .black
    view.addSubview(block)
    View.animate(withDuration: 1, options: .curveLinear) { block.center.x = 68 }
    window.advance(by: 0.5)
    let row = Array(window.picture().rows[0])
    #expect(row.firstIndex(of: "#") == 8, "centre 36 at half time: the block spans 32…40 pt")
  }
}
