import SnapshotFiles

/// A reference and its new text, shown for review: pictures (framed blocks, styled ones with
/// their grids and legends, filmstrips) side by side with the lines that differ marked; other
/// texts (tree dumps, lines) as a line diff.
enum SnapshotComparison {
  static func render(reference: String?, new: String) -> String {
    guard let reference else { return "new:\n" + new }
    guard showsPictures(reference) || showsPictures(new) else {
      return (LineDiff.unified(old: reference, new: new) ?? "(no difference)") + "\n"
    }
    return sideBySide(reference, new)
  }

  /// Whether `text` holds a framed picture.
  static func showsPictures(_ text: String) -> Bool {
    text.split(separator: "\n").contains(where: SideBySide.isPictureBorder)
  }

  /// The two texts in columns, `reference` on the left, and how many lines differ.
  static func sideBySide(_ reference: String, _ new: String) -> String {
    let left = SideBySide.lines(reference)
    let right = SideBySide.lines(new)
    let differing = (0..<max(left.count, right.count)).filter {
      $0 >= left.count || $0 >= right.count || left[$0] != right[$0]
    }
    let output =
      SideBySide.render(left, right)
      + ["\(differing.count) of \(max(left.count, right.count)) lines differ"]
    return output.joined(separator: "\n") + "\n"
  }
}
