import Foundation
import Testing
import ViewKitLite

/// The same 200 labels twice: in a clipping scroll view (drawn through its subview index) and in
/// a plain view inside a clipping container (every subview visited). Pictures must agree.
@MainActor
struct IndexedAndPlain {
  let window = Window(size: CGSize(width: 80, height: 200))
  let indexed = ScrollView(frame: CGRect(x: 0, y: 0, width: 40, height: 200))
  let container = View(frame: CGRect(x: 40, y: 0, width: 40, height: 200))
  let plain = View(frame: CGRect(x: 0, y: 0, width: 40, height: 200))
  var labels: [(Label, Label)] = []

  init() {
    indexed.contentSize = CGSize(width: 40, height: 200 * 24)
    container.clipsToBounds = true
    container.addSubview(plain)
    window.addSubview(indexed)
    window.addSubview(container)
    for index in 0..<200 {
      let pair = (Label(), Label())
      for label in [pair.0, pair.1] {
        label.frame = CGRect(x: 0, y: CGFloat(index) * 24, width: 40, height: 24)
        label.text = "\(index)"
      }
      indexed.addSubview(pair.0)
      plain.addSubview(pair.1)
      labels.append(pair)
    }
  }

  func scroll(to y: CGFloat) {
    indexed.contentOffset.y = y
    plain.bounds.origin.y = y
  }

  /// The left and right halves of each row of the picture.
  func halves() -> (left: [String], right: [String]) {
    let rows = window.picture().rows.map(Array.init)
    return (rows.map { String($0[0..<10]) }, rows.map { String($0[10..<20]) })
  }
}

@MainActor
@Suite("Subview index")
struct SubviewIndexTests {
  @Test("pictures through the index equal pictures of every subview, as content moves")
  func agreesWithPlainDrawing() {
    let scene = IndexedAndPlain()
    for y: CGFloat in [0, 240, 2000, 4700] {
      scene.scroll(to: y)
      let (left, right) = scene.halves()
      #expect(left == right, "at offset \(y)")
      #expect(
        left.joined().contains(String(Int((y / 24).rounded(.up)))), "the first whole row shows")
    }
    for (a, b) in [scene.labels[150]] {
      a.frame.origin.y = 2050
      b.frame.origin.y = 2050
      a.text = "moved"
      b.text = "moved"
    }
    scene.scroll(to: 2000)
    #expect(scene.halves().left == scene.halves().right)
    #expect(scene.halves().left.joined().contains("moved"))
    let extra = (
      Label(frame: CGRect(x: 0, y: 2100, width: 40, height: 24)),
      Label(frame: CGRect(x: 0, y: 2100, width: 40, height: 24))
    )
    extra.0.text = "new"
    extra.1.text = "new"
    scene.indexed.addSubview(extra.0)
    scene.plain.addSubview(extra.1)
    #expect(scene.halves().left == scene.halves().right)
    #expect(scene.halves().left.joined().contains("new"))
  }

  @Test("a subview resized through its bounds, its centre kept, is drawn over all it covers now")
  func resizedSubview() {
    let scene = IndexedAndPlain()
    scene.scroll(to: 2200)
    #expect(scene.halves().left == scene.halves().right, "the index is built")
    for label in [scene.labels[100].0, scene.labels[100].1] {
      label.backgroundColor = .black
      label.bounds.size.height = 400  // from 2,400–2,424 to 2,212–2,612, over the rows shown
    }
    let (left, right) = scene.halves()
    #expect(left == right)
    #expect(left.dropFirst().allSatisfy { $0 == "##########" }, "filled below 2,212 pt")
  }

  @Test("a view that does not clip draws its subviews outside its bounds, however many it has")
  func unclippedManySubviews() {
    let window = Window(size: CGSize(width: 40, height: 40))
    let holder = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    window.addSubview(holder)
    for index in 0..<100 {
      let cell = View(frame: CGRect(x: 0, y: CGFloat(index) * 0.1, width: 1, height: 1))
      holder.addSubview(cell)
    }
    let outside = View(frame: CGRect(x: 24, y: 24, width: 12, height: 12))
    outside.backgroundColor = .black
    holder.addSubview(outside)
    #expect(window.picture().rows.joined().contains("#"), "\(window.picture().rows)")
  }

  @Test("a subview far below the rows shown whose unclipped sublayer reaches into them is drawn")
  func unclippedSublayerReachesIn() {
    let scene = IndexedAndPlain()
    scene.scroll(to: 0)
    for label in [scene.labels[150].0, scene.labels[150].1] {
      let reach = Layer()
      reach.frame = CGRect(x: 0, y: -3600 + 48, width: 40, height: 24)
      reach.backgroundColor = .black
      label.layer.addSublayer(reach)
    }
    let (left, right) = scene.halves()
    #expect(left == right)
    #expect(left.contains("##########"), "the reaching sublayer covers the third row")
  }

  @Test("a subview far below the rows shown whose unclipped subview reaches into them is drawn")
  func unclippedChildReachesIn() {
    let scene = IndexedAndPlain()
    scene.scroll(to: 0)
    for label in [scene.labels[150].0, scene.labels[150].1] {
      let reach = View(frame: CGRect(x: 0, y: -3600 + 48, width: 40, height: 24))
      reach.backgroundColor = .black
      label.addSubview(reach)
    }
    let (left, right) = scene.halves()
    #expect(left == right)
    #expect(left.contains("##########"), "the reaching subview covers the third row")
  }

  @Test("a subview animating out of view is drawn where it is shown until it leaves")
  func animatingOutOfView() {
    let scene = IndexedAndPlain()
    scene.scroll(to: 0)
    scene.labels[0].0.backgroundColor = .black
    scene.labels[0].1.backgroundColor = .black
    View.animate(withDuration: 1, options: .curveLinear) {
      scene.labels[0].0.center.y = 3000
      scene.labels[0].1.center.y = 3000
    }
    scene.window.advance(by: 1.0 / 60)
    let (left, right) = scene.halves()
    #expect(left == right)
    #expect(left.joined().contains("#"), "the row on its way, about 62 points down")
  }

  @Test("a subview animating into view is drawn where it is shown")
  func animatingSubview() {
    let scene = IndexedAndPlain()
    scene.scroll(to: 0)
    View.animate(withDuration: 1, options: .curveLinear) {
      scene.labels[100].0.center.y = 60
      scene.labels[100].1.center.y = 60
    }
    scene.window.advance(by: 0.999)
    #expect(scene.halves().left == scene.halves().right)
    scene.window.advance(by: 0.01)
    #expect(scene.halves().left.joined().contains("100"))
  }
}
