import Foundation
import Testing
import ViewKitLite
import ViewKitLiteTesting

/// Labels in pictures: whole, or cut at their own frames, and never run into each other; at a
/// reduced scale a label keeps its characters where it has room.
@MainActor
@Suite("Label text in pictures")
struct LabelTextTests {
  /// A white 200 × 40 window with a label per frame and text, in order.
  static func window(_ labels: [(CGRect, String, Label.TextAlignment)]) -> Window {
    let window = Window(size: CGSize(width: 200, height: 40))
    window.backgroundColor = .white
    for (frame, text, alignment) in labels {
      let label = Label(frame: frame)
      label.text = text
      label.textAlignment = alignment
      window.addSubview(label)
    }
    return window
  }

  /// The picture's row with text, without trailing spaces (the labels share one).
  static func textRow(of window: Window, scale: CGFloat) -> String {
    let row = window.picture(scale: scale).rows.first { $0.contains { $0 != " " } } ?? ""
    return String(row.reversed().drop { $0 == " " }.reversed())
  }

  @Test("widths in columns: arrows and ellipses one, Chinese two, combining marks none")
  func columns() {
    let label = Label()
    label.fontSize = 10
    let width = { (text: String) -> CGFloat in
      label.text = text
      return label.sizeThatFits(.zero).width
    }
    #expect(width("→…") == 12, "two columns of 0.6 × 10 points")
    #expect(width("中文") == 24)
    #expect(width("e\u{301}") == 6)
  }

  @Test(
    "control characters take no column: below space, DEL and the C1 set; no-break space takes one",
    arguments: [(0x1F, 0), (0x20, 1), (0x7E, 1), (0x7F, 0), (0x85, 0), (0x9F, 0), (0xA0, 1)])
  func controlCharacters(value: UInt32, columns: Int) throws {
    #expect(TextWidth.columns(of: try #require(Unicode.Scalar(value))) == columns)
  }

  @Test(
    "a wide or zero-width range holds at both its ends and stops just outside them",
    arguments: [
      (0x10FF, 1), (0x1100, 2), (0x115F, 2), (0x1160, 1), (0x2E7F, 1), (0x2E80, 2),
      (0xD7A3, 2), (0xD7A4, 1), (0x1F2FF, 1), (0x1F300, 2), (0x1F64F, 2), (0x1F650, 1),
      (0x02FF, 1), (0x0300, 0), (0x036F, 0), (0x0370, 1), (0x200A, 1), (0x200B, 0),
      (0x200F, 0), (0x2010, 1),
    ] as [(UInt32, Int)])
  func rangeEdges(value: UInt32, columns: Int) throws {
    #expect(TextWidth.columns(of: try #require(Unicode.Scalar(value))) == columns)
  }

  @Test(
    "wrapping at fewer columns than a wide character takes: a character a line, no empty line before it"
  )
  func wrappingNarrowerThanACharacter() {
    #expect(TextWidth.lines(of: "中文", wrappingAt: 1) == ["中", "文"])
    #expect(TextWidth.lines(of: "中a", wrappingAt: 0) == ["中", "a"])
    #expect(TextWidth.lines(of: "a中", wrappingAt: 2) == ["a", "中"])
  }

  @Test("at scale 1 a label wider than its frame is cut at its frame")
  func cutAtItsFrame() {
    let window = Self.window([(CGRect(x: 8, y: 0, width: 40, height: 16), "abcdefghijklmn", .left)])
    #expect(Self.textRow(of: window, scale: 1) == "  abcdefghij")
  }

  @Test("at a reduced scale a label keeps its characters, centred where its frame is")
  func keepsItsCharactersWhenReduced() {
    let window = Self.window([
      (CGRect(x: 60, y: 0, width: 80, height: 32), "Pull down to refresh", .center)
    ])
    // At 0.5 a cell is 8 points: the frame is columns 8…17, the 20 characters 3…22.
    #expect(Self.textRow(of: window, scale: 0.5) == "   Pull down to refresh")
    assertSnapshot(of: window, as: .screen(scale: 0.5))
  }

  @Test("at a reduced scale a text one column wider than its frame is kept whole")
  func oneColumnWider() {
    // At 0.5 the frame is columns 8…17, ten; eleven characters start at its first column.
    let window = Self.window([(CGRect(x: 60, y: 0, width: 80, height: 32), "abcdefghijk", .center)])
    #expect(Self.textRow(of: window, scale: 0.5) == "        abcdefghijk")
  }

  @Test("a row's text needs the row's middle inside the clip: an edge 0.3 points past it keeps it")
  func clipJustPastTheRowsMiddle() {
    let window = Window(size: CGSize(width: 80, height: 16))
    let clip = View(frame: CGRect(x: 0, y: 0, width: 80, height: 4.3))
    clip.clipsToBounds = true
    let label = Label(frame: CGRect(x: 0, y: 0, width: 80, height: 8))
    label.text = "Hi"
    clip.addSubview(label)
    window.addSubview(clip)
    #expect(window.picture().rows[0].hasPrefix("Hi"), "the middle, 4, is inside 0…4.3")
    clip.frame.size.height = 3.9
    #expect(!window.picture().rows[0].contains("Hi"), "the middle is outside 0…3.9")
    clip.frame.size.height = 4
    #expect(!window.picture().rows[0].contains("Hi"), "a clip ending at the middle leaves it out")
    clip.frame.size.height = 4.5
    #expect(window.picture().rows[0].hasPrefix("Hi"), "half a point past the middle keeps it")
  }

  @Test("a label thinner than a row writes on the row holding its middle, even at its edge")
  func thinLabel() {
    let window = Window(size: CGSize(width: 80, height: 16))
    let label = Label(frame: CGRect(x: 0, y: 0, width: 80, height: 4))
    label.text = "Hi"
    window.addSubview(label)
    // Its middle, 2, is on row 0, whose middle, 4, is its bottom edge.
    #expect(window.picture().rows[0].hasPrefix("Hi"))
  }

  @Test("at a reduced scale, with a neighbour in the way, it is cut at its frame, from its start")
  func aNeighbourInTheWay() {
    let window = Self.window([
      (CGRect(x: 0, y: 0, width: 40, height: 32), "left", .left),
      (CGRect(x: 60, y: 0, width: 80, height: 32), "Pull down to refresh", .center),
    ])
    #expect(Self.textRow(of: window, scale: 0.5) == "left    Pull down")
  }

  @Test("a label drawn over another erases the other's characters on and beside its own")
  func neverRunTogether() {
    let window = Self.window([
      (CGRect(x: 0, y: 0, width: 120, height: 16), String(repeating: "A", count: 20), .left),
      (CGRect(x: 40, y: 0, width: 60, height: 16), "BBBB", .left),
    ])
    #expect(Self.textRow(of: window, scale: 1) == "AAAAAAAAA BBBB AAAAA")
  }

  @Test(
    "over another's text a label of any length clears exactly one column each side",
    arguments: [("B", "AAAAAAAAA B AAAAAAAA"), ("BB", "AAAAAAAAA BB AAAAAAA")])
  func oneColumnEachSide(text: String, row: String) {
    let window = Self.window([
      (CGRect(x: 0, y: 0, width: 120, height: 16), String(repeating: "A", count: 20), .left),
      (CGRect(x: 40, y: 0, width: CGFloat(text.count) * 4, height: 16), text, .left),
    ])
    #expect(Self.textRow(of: window, scale: 1) == row)
  }

  @Test("on a lower row, a cell cleared between two labels keeps the fill behind it there")
  func clearedCellKeepsItsFill() {
    let window = Window(size: CGSize(width: 200, height: 40))
    window.backgroundColor = .white
    let box = View(frame: CGRect(x: 0, y: 16, width: 200, height: 24))
    box.backgroundColor = Color(white: 0.6)
    window.addSubview(box)
    for (frame, text) in [
      (CGRect(x: 0, y: 16, width: 120, height: 8), String(repeating: "A", count: 20)),
      (CGRect(x: 40, y: 16, width: 16, height: 8), "BBBB"),
    ] {
      let label = Label(frame: frame)
      label.text = text
      box.superview?.addSubview(label)
    }
    let row = Array(window.picture().rows[2])
    #expect(row[9] == row[45] && row[14] == row[45] && row[45] != " ", "\(String(row))")
    #expect(String(row[10...13]) == "BBBB")
  }

  @Test(
    "a wide character beside a label is erased whole, both its cells, from its head or its tail, on any row",
    arguments: [(20, "刷新 x  新中"), (24, "刷新  x 新中")] as [(CGFloat, String)], [0, 16] as [CGFloat])
  func wideCharactersGoWhole(x: (at: CGFloat, row: String), top: CGFloat) {
    let window = Self.window([
      (CGRect(x: 0, y: top, width: 60, height: 16), "刷新中刷新中", .left),
      (CGRect(x: x.at, y: top, width: 4, height: 16), "x", .left),
    ])
    #expect(Self.textRow(of: window, scale: 1) == x.row)
  }

  @Test(
    "text erased in the picture's first or last cell, narrow or wide, goes cleanly to the edge",
    arguments: [
      (bx: 32.0, text: "AAAAAAAAAA", row: "AAAAAAA B"), (bx: 32, text: "刷新中刷新", row: "刷新中  B"),
      (bx: 4, text: "AAAAAAAAAA", row: " B AAAAAAA"), (bx: 4, text: "刷新中刷新", row: " B  中刷新"),
    ])
  func erasedAtTheEdgeCells(bx: CGFloat, text: String, row: String) {
    let window = Window(size: CGSize(width: 40, height: 8))
    window.backgroundColor = .white
    for (frame, text) in [
      (CGRect(x: 0, y: 0, width: 40, height: 8), text),
      (CGRect(x: bx, y: 0, width: 4, height: 8), "B"),
    ] {
      let label = Label(frame: frame)
      label.text = text
      window.addSubview(label)
    }
    #expect(Self.textRow(of: window, scale: 1) == row)
  }

  @Test(
    "a label a row high shows its text wherever it sits between two rows",
    arguments: [0, 2, 3.5, 4, 4.5, 6] as [CGFloat])
  func rowHighLabel(top: CGFloat) {
    let window = Window(size: CGSize(width: 40, height: 24))
    window.backgroundColor = .white
    let label = Label(frame: CGRect(x: 0, y: top, width: 40, height: 8))
    label.text = "Half"
    window.addSubview(label)
    #expect(Self.textRow(of: window, scale: 1) == "Half", "\(window.picture().text)")
  }

  @Test("a sliver of a label inside a clipping view writes no text on a row outside it")
  func sliverStaysClipped() {
    let window = Window(size: CGSize(width: 100, height: 64))
    window.backgroundColor = .white
    let clipper = View(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    clipper.clipsToBounds = true
    window.addSubview(clipper)
    let label = Label(frame: CGRect(x: 0, y: 28, width: 100, height: 20))
    label.text = "below"
    clipper.addSubview(label)
    #expect(!window.picture().text.contains("below"), "2 pt of 20 show; its row is outside")
    label.frame.origin.y = 14
    #expect(window.picture().text.contains("below"), "its middle row is inside: it shows")
  }

  @Test("numberOfLines 0: a narrow label takes one wide character a line, centred on its middle")
  func verticalText() {
    let window = Window(size: CGSize(width: 40, height: 64))
    window.backgroundColor = .white
    let label = Label(frame: CGRect(x: 16, y: 0, width: 8, height: 64))
    label.text = "加载更多"
    label.textAlignment = .center
    label.numberOfLines = 0
    window.addSubview(label)
    let rows = window.picture().rows.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    #expect(rows == ["", "", "    加", "    载", "    更", "    多", "", ""])
  }

  @Test("wrapping by character at the frame's columns, at newlines, and up to numberOfLines")
  func wrapping() {
    let window = Window(size: CGSize(width: 40, height: 48))
    window.backgroundColor = .white
    let label = Label(frame: CGRect(x: 0, y: 0, width: 20, height: 48))
    label.text = "Hello world\nok"
    label.numberOfLines = 0
    window.addSubview(label)
    let rows = { window.picture().rows.map { String($0.reversed().drop { $0 == " " }.reversed()) } }
    #expect(rows() == ["", "Hello", " worl", "d", "ok", ""])
    label.numberOfLines = 2
    #expect(rows() == ["", "", "Hello", " worl", "", ""])
    label.numberOfLines = 1
    #expect(rows() == ["", "", "", "Hello", "", ""], "one line, cut at its frame")
  }

  @Test("a label of several lines fits its wrapped text")
  func sizeThatFitsLines() {
    let label = Label()
    label.fontSize = 10
    label.text = "abcdefgh"
    #expect(label.sizeThatFits(CGSize(width: 30, height: 100)) == CGSize(width: 48, height: 12))
    label.numberOfLines = 0
    #expect(label.sizeThatFits(CGSize(width: 30, height: 100)) == CGSize(width: 30, height: 24))
    #expect(label.sizeThatFits(.zero) == CGSize(width: 48, height: 12), "0 wide: no limit")
    label.numberOfLines = -3
    #expect(label.sizeThatFits(CGSize(width: 30, height: 100)).height == 12)
  }

  @Test("a label of font size 0 fits in nothing, on one line or wrapped, whatever the width")
  func fontSizeZero() {
    let label = Label()
    label.fontSize = 0
    label.text = "abcdefgh"
    for lines in [1, 0, 3] {
      label.numberOfLines = lines
      for width: CGFloat in [0, 30, .infinity] {
        #expect(label.sizeThatFits(CGSize(width: width, height: 100)) == .zero, "\(lines) \(width)")
      }
    }
    label.fontSize = 10
    label.numberOfLines = 0
    for width: CGFloat in [5.9, 6, 11.9] {
      #expect(
        label.sizeThatFits(CGSize(width: width, height: 100)) == CGSize(width: 6, height: 96),
        "under two columns wide: one character a line")
    }
    #expect(label.sizeThatFits(CGSize(width: 12, height: 100)) == CGSize(width: 12, height: 48))
  }
}
