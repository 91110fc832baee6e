import Foundation
import ViewKitLite

extension View {
  /// One line per view and layer, in the manner of UIKit's `recursiveDescription`: the type, the
  /// frame, and the state that matters, in the fixed number format and without addresses.
  ///
  /// ```
  /// Window frame=(0, 0, 375, 667)
  /// `- ScrollView frame=(0, 0, 375, 667) offset=(0, -44) size=(375, 2000) inset={44, 0, 0, 0}
  ///    `- RefreshHeader frame=(0, -44, 375, 44) state=refreshing
  /// ```
  ///
  /// Override `dumpAttributes()` to add a subclass's own fields.
  public func treeDump() -> String {
    var lines: [String] = []
    appendDump(to: &lines, prefix: "", childPrefix: "")
    return lines.joined(separator: "\n") + "\n"
  }

  private func appendDump(to lines: inout [String], prefix: String, childPrefix: String) {
    lines.append(prefix + ([diagnosticName] + dumpAttributes()).joined(separator: " "))
    let children: [(String, (inout [String], String, String) -> Void)] =
      layer.sublayers.map { sublayer in
        (
          "layer",
          { lines, prefix, childPrefix in
            sublayer.appendDump(to: &lines, prefix: prefix, childPrefix: childPrefix)
          }
        )
      }
      + subviews.map { subview in
        (
          "view",
          { lines, prefix, childPrefix in
            subview.appendDump(to: &lines, prefix: prefix, childPrefix: childPrefix)
          }
        )
      }
    for (index, child) in children.enumerated() {
      let isLast = index == children.count - 1
      child.1(
        &lines, childPrefix + (isLast ? "`- " : "|- "), childPrefix + (isLast ? "   " : "|  "))
    }
  }
}

extension Layer {
  func appendDump(to lines: inout [String], prefix: String, childPrefix: String) {
    lines.append(prefix + ([diagnosticName] + dumpAttributes()).joined(separator: " "))
    for (index, sublayer) in sublayers.enumerated() {
      let isLast = index == sublayers.count - 1
      sublayer.appendDump(
        to: &lines, prefix: childPrefix + (isLast ? "`- " : "|- "),
        childPrefix: childPrefix + (isLast ? "   " : "|  "))
    }
  }
}
