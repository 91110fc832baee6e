import Foundation
import ViewKitLite
import ViewKitLiteHarness

/// The scene a sequence plays in, as the first line of its script says it:
/// `call scene hwHeader rows 12`, and for the trailer its strips,
/// `call scene trailer rows 3 paging yes lock no height 2`.
struct FuzzSetup: Hashable, Sendable {
  /// How the trailer's horizontal strips behave.
  struct Strips: Hashable, Sendable {
    var paging: Bool
    var locking: Bool
    /// 1: as tall as the screen; 2: twice as tall, so a strip scrolls both ways.
    var heightFactor: Int
  }

  var style: FuzzStyle
  var rows: Int
  var strips: Strips?

  /// Draws a scene for `style` from `random`: 0 to 40 rows, and for the trailer whether its
  /// strips page, lock their drags' direction and are taller than the screen.
  static func draw(_ style: FuzzStyle, random: inout SplitMix64) -> FuzzSetup {
    let rows = Int.random(in: 0...40, using: &random)
    guard style == .trailer else { return FuzzSetup(style: style, rows: rows) }
    let paging = Bool.random(using: &random)
    let locking = Bool.random(using: &random)
    let height = Bool.random(using: &random) ? 2 : 1
    return FuzzSetup(
      style: style, rows: rows,
      strips: Strips(paging: paging, locking: locking, heightFactor: height))
  }

  /// The script line that makes this scene.
  var step: GestureScript.Step {
    var words = [style.rawValue, "rows", String(rows)]
    if let strips {
      words += [
        "paging", strips.paging ? "yes" : "no", "lock", strips.locking ? "yes" : "no",
        "height", String(strips.heightFactor),
      ]
    }
    return .call(.scene, words)
  }

  /// The scene a `call scene` line's words name.
  ///
  /// - Throws: ``FuzzScriptError`` naming what is wrong and what to write instead.
  init(words: [String]) throws(FuzzScriptError) {
    guard let name = words.first, let style = FuzzStyle(rawValue: name) else {
      throw FuzzScriptError(
        "'call scene' names no style: write one of "
          + FuzzStyle.allCases.map(\.rawValue).joined(separator: ", "))
    }
    var values: [String: String] = [:]
    var rest = words.dropFirst()
    while let key = rest.popFirst() {
      guard let value = rest.popFirst() else {
        throw FuzzScriptError("'call scene': '\(key)' has no value")
      }
      values[key] = value
    }
    guard let rowsWord = values["rows"], let rows = Int(rowsWord), rows >= 0 else {
      throw FuzzScriptError("'call scene \(name)' needs 'rows N', N a whole number from 0")
    }
    self.init(style: style, rows: rows)
    if style == .trailer {
      strips = Strips(
        paging: values["paging"] == "yes", locking: values["lock"] == "yes",
        heightFactor: values["height"] == "2" ? 2 : 1)
    }
  }

  init(style: FuzzStyle, rows: Int, strips: Strips? = nil) {
    self.style = style
    self.rows = rows
    self.strips = strips
  }
}

/// A fuzz script that cannot be played, and what to write instead.
public struct FuzzScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, and the fix.
  public let message: String

  init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
