import Foundation
import SceneFixtures
import Testing
import ViewKitLite
import ViewKitLiteHarness

/// The words a picture shows, and the audit's finding when an element draws words it is not read
/// by.
@MainActor
@Suite("Drawn words")
struct DrawnWordsTests {
  /// A white 200 × 200 window with a label of `text` at (0, 0, 200, 40).
  private func scene(_ text: String) -> (Window, Label) {
    let window = Window(size: CGSize(width: 200, height: 200))
    window.backgroundColor = .white
    let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.text = text
    label.textColor = .black
    window.addSubview(label)
    return (window, label)
  }

  @Test("words are a row's runs of text split at spaces; shapes and backgrounds are no words")
  func words() {
    let (window, label) = scene("Pull  to refresh")
    let box = View(frame: CGRect(x: 0, y: 60, width: 40, height: 40))
    box.backgroundColor = .black
    window.addSubview(box)
    #expect(window.drawnWords(in: window.bounds) == ["Pull", "to", "refresh"])
    #expect(window.drawnWords(of: label) == ["Pull", "to", "refresh"])
    #expect(window.drawnWords(of: box) == [])
    #expect(window.drawnWords(in: window.bounds, excluding: [label.frame]) == [])
  }

  @Test(
    "a region of one cell: its character is left out exactly when the cell's middle is excluded",
    arguments: [
      (CGRect(x: 1.5, y: 0, width: 1, height: 8), []),
      (CGRect(x: 0, y: 0, width: 1.5, height: 8), ["A"]),
      (CGRect(x: 0, y: 3.5, width: 4, height: 1), []),
      (CGRect(x: 0, y: 0, width: 4, height: 3.5), ["A"]),
    ] as [(CGRect, [String])])
  func oneCellExcluded(excluded: CGRect, words: [String]) {
    let window = Window(size: CGSize(width: 200, height: 40))
    let label = Label(frame: CGRect(x: 0, y: 0, width: 4, height: 8))
    label.text = "A"
    window.addSubview(label)
    let cell = CGRect(x: 0, y: 0, width: 4, height: 8)
    #expect(window.drawnWords(in: cell) == ["A"])
    #expect(window.drawnWords(in: cell, excluding: [excluded]) == words, "middle (2, 4)")
  }

  @Test("a column of single characters, one a row, is the word it spells")
  func verticalText() {
    let window = Window(size: CGSize(width: 200, height: 200))
    let label = Label(frame: CGRect(x: 0, y: 0, width: 8, height: 64))
    label.numberOfLines = 0
    label.text = "加载更多"
    window.addSubview(label)
    #expect(window.drawnWords(of: label) == ["加载更多"])
  }

  @Test(
    "single characters join only down one column, row after row: a character a column over, or a run of two below, is a word of its own"
  )
  func stackedInOneColumnOnly() {
    let window = Window(size: CGSize(width: 200, height: 40))
    for (text, x, row) in [
      ("A", 0, 0), ("B", 0, 1), ("C", 80, 0), ("D", 84, 1), ("E", 160, 0), ("FG", 160, 1),
    ] as [(String, CGFloat, CGFloat)] {
      let label = Label(frame: CGRect(x: x, y: row * 8, width: 36, height: 8))
      label.text = text
      window.addSubview(label)
    }
    #expect(window.drawnWords(in: window.bounds) == ["AB", "C", "E", "D", "FG"])
  }

  @Test("a view is judged only while it shows whole: on screen, unclipped, above the alpha cut")
  func whole() {
    let (window, label) = scene("Loading")
    label.alpha = 0.01
    #expect(window.drawnWords(of: label) == nil)
    label.alpha = 0.02
    #expect(window.drawnWords(of: label) == ["Loading"])
    label.frame.origin.y = -0.5
    #expect(window.drawnWords(of: label) == nil, "half a point above the screen")
    label.frame.origin.y = 0
    let clip = View(frame: CGRect(x: 0, y: 0, width: 200, height: 39.5))
    clip.clipsToBounds = true
    window.addSubview(clip)
    clip.addSubview(label)
    #expect(window.drawnWords(of: label) == nil, "cut by a clipping parent")
    clip.clipsToBounds = false
    #expect(window.drawnWords(of: label) == ["Loading"], "past a parent that does not clip")
    clip.clipsToBounds = true
    clip.frame.size.height = 40
    #expect(window.drawnWords(of: label) == ["Loading"])
    label.isHidden = true
    #expect(window.drawnWords(of: label) == nil)
    #expect(window.drawnWords(of: Label()) == nil, "in no window")
  }

  @Test("a shape or an image drawn over text hides its words; one drawn under it does not")
  func inkOverText() {
    let (window, label) = scene("Pull to refresh")
    let under = View(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    RenderFixtures.shape(
      BezierPath(roundedRect: under.bounds, cornerRadius: 0).cgPath, in: under, fill: .black)
    window.insertSubview(under, belowSubview: label)
    #expect(window.drawnWords(of: label) == ["Pull", "to", "refresh"], "text over dots")
    // The text starts at the label's left edge, 4 points a character.
    let over = View(frame: CGRect(x: 0, y: 0, width: 16, height: 40))
    RenderFixtures.shape(
      BezierPath(roundedRect: over.bounds, cornerRadius: 0).cgPath, in: over, fill: .black)
    window.addSubview(over)
    #expect(window.drawnWords(of: label) == ["to", "refresh"], "dots over \"Pull\"")
    over.removeFromSuperview()
    let image = ImageView(frame: CGRect(x: 40, y: 0, width: 20, height: 40))
    image.image = Image(size: CGSize(width: 8, height: 8)) { _, _, _, _ in true }
    window.addSubview(image)
    #expect(window.drawnWords(of: label) == ["Pull", "to", "re"], "an image over \"fresh\"")
  }

  @Test(
    "a shape one cell wide or one row high over text hides what it covers, as the picture shows",
    arguments: [
      (CGRect(x: 8, y: 0, width: 2, height: 40), ["Pu", "l", "to", "refresh"]),
      (CGRect(x: 0, y: 18, width: 200, height: 4), []),
    ])
  func thinInkOverText(frame: CGRect, words: [String]) {
    let (window, label) = scene("Pull to refresh")
    let over = View(frame: frame)
    over.clipsToBounds = true
    RenderFixtures.shape(
      BezierPath(roundedRect: over.bounds, cornerRadius: 0).cgPath, in: over, stroke: nil,
      fill: .black)
    window.addSubview(over)
    #expect(window.drawnWords(of: label) == words, "a shape: \(window.picture().text)")
    over.removeFromSuperview()
    let image = ImageView(frame: frame)
    image.image = Image(size: CGSize(width: 8, height: 8)) { _, _, _, _ in true }
    window.addSubview(image)
    #expect(window.drawnWords(of: label) == words, "an image: \(window.picture().text)")
  }

  @Test("the text cells are a full picture's text cells, character for character, and no more")
  func wordsPicture() throws {
    let (window, label) = scene("Pull to refresh")
    let ring = View(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    RenderFixtures.shape(
      BezierPath(ovalIn: ring.bounds.insetBy(dx: 4, dy: 4)).cgPath, in: ring, lineWidth: 4)
    window.insertSubview(ring, belowSubview: label)
    let over = View(frame: CGRect(x: 40, y: 0, width: 20, height: 40))
    RenderFixtures.shape(
      BezierPath(roundedRect: over.bounds, cornerRadius: 0).cgPath, in: over, fill: .gray)
    window.addSubview(over)
    label.textColor = .blue
    let full = window.picture()
    let words = ScreenRenderer().wordsCanvas(of: window, region: window.bounds)
    #expect(full.rows.count == words.rows && full.columns == words.columns)
    var textCells = 0
    for (row, line) in full.rows.enumerated() {
      for (column, character) in Array(line).enumerated() {
        let cell = words.cells[row * words.columns + column]
        guard case .text? = full.styles[row][column].ink else {
          if case .text = cell.content, cell.textColor != nil {
            Issue.record("(\(column), \(row))")
          }
          continue
        }
        textCells += 1
        guard case .text(let drawn) = cell.content else {
          Issue.record("no text cell")
          continue
        }
        #expect(drawn == character && cell.textColor != nil)
      }
    }
    #expect(textCells == "Pull to re".count, "\"fresh\" is under the gray box, from column 10")
    let dots = full.rows.joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }
    #expect(!dots.isEmpty, "the ring draws dots in the full picture, and none is a text cell")
  }

  @Test(
    "ink over the window's last column or last row hides the text under it, as the picture shows",
    arguments: [
      (CGRect(x: 160, y: 0, width: 40, height: 8), CGRect(x: 196, y: 0, width: 4, height: 8)),
      (CGRect(x: 0, y: 192, width: 40, height: 8), CGRect(x: 0, y: 196, width: 40, height: 4)),
    ] as [(CGRect, CGRect)])
  func inkAtTheFarEdges(text: CGRect, ink: CGRect) {
    let (window, label) = scene("Refreshing")
    label.frame = text
    let over = View(frame: ink)
    over.clipsToBounds = true
    RenderFixtures.shape(
      BezierPath(roundedRect: over.bounds, cornerRadius: 0).cgPath, in: over, fill: .black)
    window.addSubview(over)
    let picture = window.picture()
    let shown = picture.rows.map { $0.filter(\.isLetter) }.joined()
    #expect(window.drawnWords(of: label) == (shown.isEmpty ? [] : [shown]), "\(picture.text)")
    #expect(shown == (ink.width == 4 ? "Refreshin" : ""), "\(picture.text)")
  }

  @Test("after wide characters each cell is found where it is: a rectangle left out is left out")
  func wideCharacters() {
    let (window, _) = scene("松开 Loading")
    // 松 and 开 take two columns each, 4 points a column: "Loading" starts at x = 20.
    #expect(window.drawnWords(in: window.bounds) == ["松开", "Loading"])
    let loading = CGRect(x: 20, y: 0, width: 28, height: 40)
    #expect(window.drawnWords(in: window.bounds, excluding: [loading]) == ["松开"])
    #expect(window.drawnWords(in: loading) == ["Loading"])
  }

  @Test("a view moving or resizing under an animation is judged once it rests where it goes")
  func judgedAtRest() {
    let (window, label) = scene("Loading")
    label.frame.size.width = 100
    window.advance(by: 1.0 / 60)
    #expect(window.showsWhole(label))
    View.animate(withDuration: 0.5, options: .curveLinear) { label.frame.origin.y = 100 }
    window.advance(by: 0.25)
    #expect(!window.showsWhole(label), "on screen and uncut, but not where it rests")
    window.advance(by: 0.25)
    #expect(window.showsWhole(label))
    View.animate(withDuration: 0.5, options: .curveLinear) { label.frame.origin.x = 40 }
    window.advance(by: 0.25)
    #expect(!window.showsWhole(label), "moving sideways")
    window.advance(by: 0.25)
    #expect(window.showsWhole(label))
  }

  @Test("the audit names an element whose drawn words its label and value do not say")
  func audit() {
    let (window, label) = scene("Release to refresh")
    #expect(window.accessibilityAudit().isEmpty, "a label is read by its text")
    label.accessibilityLabel = "松开立即刷新"
    #expect(
      window.accessibilityAudit().map(\.description) == [
        "unspokenText: Label \"松开立即刷新\" (0, 0, 200, 40): it draws \"Release\", \"to\", "
          + "\"refresh\", which its label (\"松开立即刷新\") and value do not say, so a screen reader "
          + "reads other words than the screen shows; draw the words it is read by, or read the "
          + "words it draws (a refresh control: give them as its texts, setTitle(_:for:))."
      ])
    label.accessibilityLabel = "Release"
    label.accessibilityValue = "to refresh"
    #expect(window.accessibilityAudit().isEmpty, "the value says the rest")
    label.accessibilityLabel = "Releasetorefresh"
    label.accessibilityValue = nil
    #expect(window.accessibilityAudit().isEmpty, "whitespace is ignored")
  }

  @Test(
    "text in a smaller element's frame is that element's, judged on its own words; text cut off is not judged"
  )
  func smallerElements() {
    let window = Window(size: CGSize(width: 200, height: 200))
    let bar = View(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    bar.isAccessibilityElement = true
    bar.accessibilityLabel = "Inbox"
    let title = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    title.text = "Inbox"
    let button = Button(frame: CGRect(x: 120, y: 0, width: 80, height: 44))
    button.setTitle("Edit", for: .normal)
    button.setTitleColor(.black, for: .normal)
    bar.addSubview(title)
    window.addSubview(bar)
    window.addSubview(button)
    #expect(window.accessibilityAudit().isEmpty, "Edit is the button's")
    bar.frame.origin.y = -1
    title.text = "Outbox"
    #expect(window.accessibilityAudit().isEmpty, "a bar cut by the screen's top is not judged")
    bar.frame.origin.y = 0
    #expect(window.accessibilityAudit().map(\.kind) == [.unspokenText])
    title.text = "Inbox"
    button.accessibilityLabel = "Change"
    let issues = window.accessibilityAudit()
    #expect(issues.map(\.element) == ["Button \"Change\""], "judged on its own words: \(issues)")
    #expect(issues.first?.reason.hasPrefix("it draws \"Edit\", which") == true)
  }
}
