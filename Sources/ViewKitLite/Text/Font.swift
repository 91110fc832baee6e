import Foundation

/// A typeface at a size and weight: UIKit's `UIFont`, reduced to what a text screen shows.
///
/// ```swift
/// label.font = .boldSystemFont(ofSize: 14)
/// label.font = .systemFont(ofSize: 12, weight: .medium)
/// ```
///
/// The size sets how wide a label measures its text (0.6 of the size a column) and how tall a
/// line is (1.2 of the size); a picture gives every character one column whatever the size. The
/// weight shows in styled snapshots and, from semibold up, as bold in the demo's terminal.
public struct Font: Hashable, Sendable {
  /// A font's weight: UIKit's `UIFont.Weight`, with its values from −0.8 (ultra light) to 0.62
  /// (black).
  public struct Weight: Hashable, Sendable, Comparable {
    /// The weight's value, as UIKit numbers it: 0 is regular, above is heavier.
    public let rawValue: CGFloat

    /// A weight of `rawValue`.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// The lightest: −0.8.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// −0.6.
    public static let thin = Weight(rawValue: -0.6)
    /// −0.4.
    public static let light = Weight(rawValue: -0.4)
    /// The default: 0.
    public static let regular = Weight(rawValue: 0)
    /// 0.23.
    public static let medium = Weight(rawValue: 0.23)
    /// 0.3.
    public static let semibold = Weight(rawValue: 0.3)
    /// What `boldSystemFont(ofSize:)` uses: 0.4.
    public static let bold = Weight(rawValue: 0.4)
    /// 0.56.
    public static let heavy = Weight(rawValue: 0.56)
    /// The heaviest: 0.62.
    public static let black = Weight(rawValue: 0.62)

    /// Orders weights from light to heavy.
    public static func < (lhs: Weight, rhs: Weight) -> Bool {
      lhs.rawValue < rhs.rawValue
    }

    /// The named weights, light to heavy.
    static let named: [(Weight, String)] = [
      (.ultraLight, "ultraLight"), (.thin, "thin"), (.light, "light"), (.regular, "regular"),
      (.medium, "medium"), (.semibold, "semibold"), (.bold, "bold"), (.heavy, "heavy"),
      (.black, "black"),
    ]

    /// The weight's name (`bold`), or its value for a weight between the named ones.
    public var name: String {
      Self.named.first { $0.0 == self }?.1 ?? "weight \(NumberFormat.string(rawValue))"
    }
  }

  /// The size in points.
  public let pointSize: CGFloat
  /// The weight.
  public let weight: Weight

  /// The system font at `pointSize` and `weight`: UIKit's `systemFont(ofSize:weight:)`. A size
  /// that is negative or not finite is read as 0.
  public static func systemFont(ofSize pointSize: CGFloat, weight: Weight = .regular) -> Font {
    Font(pointSize: pointSize, weight: weight)
  }

  /// The bold system font at `pointSize`: UIKit's `boldSystemFont(ofSize:)`.
  public static func boldSystemFont(ofSize pointSize: CGFloat) -> Font {
    Font(pointSize: pointSize, weight: .bold)
  }

  private init(pointSize: CGFloat, weight: Weight) {
    self.pointSize = pointSize.isFinite ? max(pointSize, 0) : 0
    self.weight = weight
  }

  /// The same font at another size: UIKit's `withSize(_:)`.
  public func withSize(_ pointSize: CGFloat) -> Font {
    Font(pointSize: pointSize, weight: weight)
  }

  /// Whether the weight reads as bold: semibold or heavier.
  public var isBold: Bool { weight >= .semibold }

  /// The width of one column of text, 0.6 of the size: a label's and text drawn at a point's.
  var columnWidth: CGFloat { pointSize * 0.6 }

  /// The height of one line: UIKit's `lineHeight`, 1.2 of the size.
  public var lineHeight: CGFloat { pointSize * 1.2 }
}

extension Font: CustomStringConvertible {
  /// The size and, unless regular, the weight: `14pt bold`.
  public var description: String {
    let size = "\(NumberFormat.string(pointSize))pt"
    return weight == .regular ? size : "\(size) \(weight.name)"
  }
}
