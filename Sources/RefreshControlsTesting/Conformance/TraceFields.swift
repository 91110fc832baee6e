import Foundation
import ViewKitLite

/// The fields of one level of a frame, named as a difference names them (`offset.y`,
/// `inset.top`, `state`), each compared as a number within a tolerance or as text exactly.
struct TraceFields {
  let name: String
  let expected: String
  let actual: String
  private let difference: CGFloat?

  private init(_ name: String, _ expected: CGFloat, _ actual: CGFloat) {
    self.name = name
    self.expected = JSONText.number(expected)
    self.actual = JSONText.number(actual)
    difference = abs(expected - actual)
  }

  private init(_ name: String, exactly expected: String, _ actual: String) {
    self.name = name
    self.expected = expected
    self.actual = actual
    difference = expected == actual ? 0 : nil
  }

  /// Whether the two agree: numbers within `tolerance`, text exactly.
  func agrees(within tolerance: CGFloat) -> Bool {
    guard let difference else { return false }
    return difference <= tolerance
  }

  static func scroll(_ expected: Trace.ScrollValues, _ actual: Trace.ScrollValues) -> [TraceFields]
  {
    points("offset", expected.offset, actual.offset)
      + points("shownOffset", expected.shownOffset, actual.shownOffset)
      + insets("contentInset", expected.contentInset, actual.contentInset)
      + insets("adjustedInset", expected.adjustedInset, actual.adjustedInset) + [
        TraceFields("dragging", exactly: "\(expected.isDragging)", "\(actual.isDragging)"),
        TraceFields(
          "decelerating", exactly: "\(expected.isDecelerating)", "\(actual.isDecelerating)"),
      ]
  }

  static func control(
    _ expected: Trace.ControlValues, _ actual: Trace.ControlValues
  ) -> [TraceFields] {
    var fields = [TraceFields("state", exactly: expected.state, actual.state)]
    if let percent = expected.pullingPercent {
      fields.append(TraceFields("pullingPercent", percent, actual.pullingPercent ?? .nan))
    }
    if let inset = expected.inset {
      fields += insets(
        "inset", inset, actual.inset ?? EdgeInsets(top: .nan, left: .nan, bottom: .nan, right: .nan)
      )
    }
    fields += [
      TraceFields("callbacks", exactly: "\(expected.callbacks)", "\(actual.callbacks)"),
      TraceFields(
        "announced", exactly: expected.announced.description, actual.announced.description),
      TraceFields("alpha", expected.alpha, actual.alpha),
    ]
    if let state = expected.siblingState {
      fields.append(TraceFields("siblingState", exactly: state, actual.siblingState ?? "none"))
      fields.append(
        TraceFields(
          "siblingCallbacks", exactly: "\(expected.siblingCallbacks ?? 0)",
          "\(actual.siblingCallbacks ?? 0)"))
    }
    return fields
  }

  private static func points(
    _ name: String, _ expected: CGPoint, _ actual: CGPoint
  ) -> [TraceFields] {
    [
      TraceFields("\(name).x", expected.x, actual.x),
      TraceFields("\(name).y", expected.y, actual.y),
    ]
  }

  private static func insets(
    _ name: String, _ expected: EdgeInsets, _ actual: EdgeInsets
  ) -> [TraceFields] {
    [
      TraceFields("\(name).top", expected.top, actual.top),
      TraceFields("\(name).left", expected.left, actual.left),
      TraceFields("\(name).bottom", expected.bottom, actual.bottom),
      TraceFields("\(name).right", expected.right, actual.right),
    ]
  }
}
