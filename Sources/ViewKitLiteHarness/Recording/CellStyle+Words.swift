import Foundation
import ViewKitLite

extension CellStyle {
  /// The style in words, as a styled picture's legend gives it: `text #333333 bold`,
  /// `ink #999999 alpha 0.50`, `fill #F5F5F5`, joined by `, ` when a cell has both; `nothing`
  /// for an empty cell. Alpha is written with two decimals when below 1.
  public var description: String {
    var parts: [String] = []
    switch ink {
    case .text(let color, let weight)?:
      parts.append(
        "text " + Self.describe(color) + (weight == .regular ? "" : " \(weight.name)"))
    case .dots(let color)?:
      parts.append("ink " + Self.describe(color))
    case nil:
      break
    }
    if let background { parts.append("fill " + Self.describe(background)) }
    return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
  }

  /// The colour as `#RRGGBB`, then ` alpha 0.50` when it shows below full opacity.
  private static func describe(_ color: Color) -> String {
    let alpha = (color.alpha * 100).rounded() / 100
    guard alpha < 1 else { return color.hex }
    return color.hex + " alpha " + String(format: "%.2f", Double(alpha))
  }
}
