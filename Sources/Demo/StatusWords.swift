import Foundation
import ViewKitLite

/// A scroll view's offset and inset in words, for the line under each frame: "pulled 23 pt
/// past the top, inset 70 pt at the top" (along x for the trailer: "pushed 40 pt past the
/// right end, inset 60 pt at the right").
@MainActor
enum StatusWords {
  /// Where the content is along `axis` and what inset holds it, in whole points.
  static func describe(_ scrollView: ScrollView, along axis: ScrollView.Axis = .vertical) -> String
  {
    "\(offset(of: scrollView, along: axis)), \(inset(of: scrollView, along: axis))"
  }

  /// Where the content is against the limits it rests in along `axis`.
  static func offset(of scrollView: ScrollView, along axis: ScrollView.Axis = .vertical) -> String {
    let value = scrollView.contentOffset(along: axis)
    let limits = scrollView.limits(axis)
    let (start, end, forward) =
      axis == .vertical
      ? ("the top", "the bottom", "down") : ("the left end", "the right end", "right")
    if value < limits.lowerBound - 0.5 {
      return "pulled \(points(limits.lowerBound - value)) past \(start)"
    }
    if value > limits.upperBound + 0.5 {
      return "pushed \(points(value - limits.upperBound)) past \(end)"
    }
    if value < limits.lowerBound + 0.5 { return "at \(start)" }
    if value > limits.upperBound - 0.5 { return "at \(end)" }
    return "scrolled \(points(value - limits.lowerBound)) \(forward)"
  }

  /// The inset the content rests in along `axis`, the app's and the refresh controls' together.
  static func inset(of scrollView: ScrollView, along axis: ScrollView.Axis = .vertical) -> String {
    let inset = scrollView.adjustedContentInset
    let sides =
      axis == .vertical
      ? [(inset.top, "the top"), (inset.bottom, "the bottom")]
      : [(inset.left, "the left"), (inset.right, "the right")]
    let edges =
      sides
      .filter { $0.0 >= 0.5 }
      .map { "\(points($0.0)) at \($0.1)" }
    return edges.isEmpty ? "no inset" : "inset " + edges.joined(separator: " and ")
  }

  /// `value` in whole points: "23 pt".
  private static func points(_ value: CGFloat) -> String {
    "\(Int(value.rounded())) pt"
  }
}
