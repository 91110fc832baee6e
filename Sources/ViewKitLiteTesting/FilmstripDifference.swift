import SnapshotFiles

/// Reads two filmstrip texts (stamp lines `t=…` each above a picture) and says which frame first
/// differs, when, and how many differ, with that frame and its neighbours side by side.
enum FilmstripDifference {
  /// One frame read back: its stamp line and the lines under it.
  struct Frame: Equatable {
    var stamp: String
    var lines: [String]
  }

  /// The first differing frame in words and pictures, or `nil` when every frame is the same
  /// (or the texts hold no frames).
  static func describe(_ reference: String, _ actual: String) -> String? {
    let old = frames(in: reference)
    let new = frames(in: actual)
    let count = max(old.count, new.count)
    let differing = (0..<count).filter { old[safe: $0] != new[safe: $0] }
    guard let first = differing.first, count > 0 else { return nil }
    var lines = [
      "First differing frame: \(first + 1) of \(count), \(stamp(of: first, old, new)); "
        + "\(differing.count) of \(count) frames differ."
    ]
    if old.count != new.count {
      lines.append("The reference has \(old.count) frames, the new filmstrip \(new.count).")
    }
    for index in max(first - 1, 0)...min(first + 1, count - 1) {
      lines.append("frame \(index + 1): \(stamp(of: index, old, new))")
      lines += SideBySide.render(
        old[safe: index].map { [$0.stamp] + $0.lines } ?? ["(none)"],
        new[safe: index].map { [$0.stamp] + $0.lines } ?? ["(none)"],
        titles: ("reference", "actual")
      ).map { "  " + $0 }
    }
    return lines.joined(separator: "\n")
  }

  /// The stamp of frame `index`: the new one, and the reference's too when it differs.
  private static func stamp(of index: Int, _ old: [Frame], _ new: [Frame]) -> String {
    switch (old[safe: index]?.stamp, new[safe: index]?.stamp) {
    case (let before?, let after?) where before == after: after
    case (let before?, let after?): "\(after) (reference: \(before))"
    case (nil, let after?): "\(after) (not in the reference)"
    case (let before?, nil): "\(before) (missing now)"
    case (nil, nil): "none"
    }
  }

  /// The frames of a filmstrip text: each stamp line (`t=`) with the lines up to the next,
  /// less the blank line that parts two frames.
  static func frames(in text: String) -> [Frame] {
    var frames: [Frame] = []
    for line in SideBySide.lines(text) {
      if line.hasPrefix("t=") {
        frames.append(Frame(stamp: line, lines: []))
      } else if !frames.isEmpty {
        frames[frames.count - 1].lines.append(line)
      }
    }
    for index in frames.indices {
      while frames[index].lines.last == "" { frames[index].lines.removeLast() }
    }
    return frames
  }
}
