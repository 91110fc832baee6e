import Foundation
import ViewKitLite

/// A scroll view's offset and inset in words, for the line under each frame: "pulled 23 pt
/// past the top, inset 70 pt at the top".
@MainActor
enum StatusWords {
  /// Where the content is and what inset holds it, in whole points.
  static func describe(_ scrollView: ScrollView) -> String {
    "\(offset(of: scrollView)), \(inset(of: scrollView))"
  }

  /// Where the content is against the limits it rests in.
  static func offset(of scrollView: ScrollView) -> String {
    let y = scrollView.contentOffset.y
    let limits = scrollView.verticalLimits
    if y < limits.lowerBound - 0.5 {
      return "pulled \(points(limits.lowerBound - y)) past the top"
    }
    if y > limits.upperBound + 0.5 {
      return "pushed \(points(y - limits.upperBound)) past the bottom"
    }
    if y < limits.lowerBound + 0.5 { return "at the top" }
    if y > limits.upperBound - 0.5 { return "at the bottom" }
    return "scrolled \(points(y - limits.lowerBound)) down"
  }

  /// The inset the content rests in, the app's and the refresh controls' together.
  static func inset(of scrollView: ScrollView) -> String {
    let inset = scrollView.adjustedContentInset
    let edges = [(inset.top, "the top"), (inset.bottom, "the bottom")]
      .filter { $0.0 >= 0.5 }
      .map { "\(points($0.0)) at \($0.1)" }
    return edges.isEmpty ? "no inset" : "inset " + edges.joined(separator: " and ")
  }

  /// `value` in whole points: "23 pt".
  private static func points(_ value: CGFloat) -> String {
    "\(Int(value.rounded())) pt"
  }
}
