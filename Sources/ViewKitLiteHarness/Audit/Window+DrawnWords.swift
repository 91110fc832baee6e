import Foundation
import ViewKitLite

extension Window {
  /// The words the screen shows in `frame` (window points) now, as a reader of the picture
  /// finds them: each row's runs of text split at spaces, top to bottom and left to right,
  /// and a column of single characters one a row read as the word it spells (a trailer's
  /// vertical text). Text cells whose middle lies in one of `excluded` are left out; dots,
  /// glyphs and backgrounds are not words.
  public func drawnWords(in frame: CGRect, excluding excluded: [CGRect] = []) -> [String] {
    let visible = frame.intersection(bounds)
    guard !visible.isNull, !visible.isEmpty else { return [] }
    let text = ScreenRenderer().wordsCanvas(of: self, region: visible)
    let cellWidth = visible.width / CGFloat(max(text.columns, 1))
    let cellHeight = visible.height / CGFloat(max(text.rows, 1))
    var runs: [DrawnRun] = []
    for row in 0..<text.rows {
      var current: DrawnRun?
      for column in 0..<text.columns {
        let cell = text.cells[row * text.columns + column]
        var character: Character?
        switch cell.content {
        case .textContinuation: continue
        case .text(let drawn) where cell.textColor != nil && !drawn.isWhitespace: character = drawn
        default: break
        }
        let middle = CGPoint(
          x: visible.minX + (CGFloat(column) + 0.5) * cellWidth,
          y: visible.minY + (CGFloat(row) + 0.5) * cellHeight)
        if let character, !excluded.contains(where: { $0.contains(middle) }) {
          if current == nil { current = DrawnRun(row: row, column: column, text: "") }
          current?.text.append(character)
        } else if let run = current {
          runs.append(run)
          current = nil
        }
      }
      if let run = current { runs.append(run) }
    }
    return DrawnRun.words(of: runs)
  }

  /// The words `view` draws, when the screen shows it whole (not cut by the window's edge or a
  /// clipping ancestor, and neither it nor an ancestor hidden or at an alpha of 0.01 or less);
  /// `nil` otherwise. Text of other views over it counts as its own.
  public func drawnWords(of view: View) -> [String]? {
    guard showsWhole(view), let shown = view.shownFrame else { return nil }
    return drawnWords(in: shown)
  }

  /// Whether the screen shows `view` whole: in this window, not cut by its edge or a clipping
  /// ancestor, neither it nor an ancestor hidden or at an alpha of 0.01 or less, and shown where
  /// and at the size it rests (one moving or resizing under an animation is judged once it
  /// gets there). What ``drawnWords(of:)`` asks before it reads a picture.
  public func showsWhole(_ view: View) -> Bool {
    guard view.window === self else { return false }
    // One walk up: visibility, animations, and the view's box carried into each ancestor's
    // coordinates, checked against each that clips and at last against the window.
    var current = view
    var box = view.bounds
    var animating = false
    var translatesOnly = true
    var clipped = false
    while true {
      guard !current.isHidden, current.alpha > 0.01 else { return false }
      animating = animating || current.hasRunningAnimations || current.layer.hasAnimations
      translatesOnly = translatesOnly && current.transform.isIdentity
      if current !== view, current.clipsToBounds {
        clipped = clipped || !current.bounds.insetBy(dx: -0.01, dy: -0.01).contains(box)
      }
      guard let parent = current.superview else { break }
      let bounds = current.bounds
      box = box.offsetBy(dx: current.center.x - bounds.midX, dy: current.center.y - bounds.midY)
      current = parent
    }
    // What animates, or turns, is judged where the screen shows it.
    guard !animating, translatesOnly else { return showsWholeWhereShown(view) }
    return !clipped && bounds.insetBy(dx: -0.01, dy: -0.01).contains(box)
  }

  /// Whether the view shows, under its animations, where and at the size it rests.
  private func showsWholeWhereShown(_ view: View) -> Bool {
    let full = view.convert(view.bounds, to: nil)
    guard let shown = view.shownFrame else { return false }
    return abs(shown.minX - full.minX) < 0.01 && abs(shown.minY - full.minY) < 0.01
      && abs(shown.width - full.width) < 0.01 && abs(shown.height - full.height) < 0.01
  }
}

/// A run of text cells on one row of a picture.
private struct DrawnRun {
  let row: Int
  let column: Int
  var text: String

  /// The runs' words: a run each, but single characters stacked in one column on rows one after
  /// another make one word, read top to bottom.
  static func words(of runs: [DrawnRun]) -> [String] {
    var words: [String] = []
    var used = Set<Int>()
    for (index, run) in runs.enumerated() where !used.contains(index) {
      guard run.text.count == 1 else {
        words.append(run.text)
        continue
      }
      var word = run.text
      var row = run.row
      while let next = runs.indices.first(where: {
        !used.contains($0) && $0 != index && runs[$0].row == row + 1
          && runs[$0].column == run.column && runs[$0].text.count == 1
      }) {
        used.insert(next)
        word += runs[next].text
        row += 1
      }
      words.append(word)
    }
    return words
  }
}

extension [String] {
  /// The words not said by any of `texts`, whitespace ignored: what a screen reader would
  /// leave unsaid of what the screen shows.
  func unsaid(by texts: [String?]) -> [String] {
    let said = texts.compactMap { $0 }.map { $0.filter { !$0.isWhitespace } }
    return filter { word in !said.contains { $0.contains(word) } }
  }
}
