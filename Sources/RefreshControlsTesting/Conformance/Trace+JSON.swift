import Foundation
import RefreshControls
import ViewKitLite

extension Trace {
  /// The trace as JSON: keys in a fixed order, one frame a line, every number with at most six
  /// decimals (`-0` written `0`), so the same trace is the same bytes on every machine.
  public var json: String {
    var lines = [
      "{",
      "  \"format\": \"viewkitlite-trace\",",
      "  \"version\": \(Trace.version),",
      "  \"name\": \(JSONText.string(name)),",
      "  \"source\": \(JSONText.string(source)),",
      "  \"scene\": \(scene.json),",
      "  \"frames\": [",
    ]
    lines += frames.enumerated().map { index, frame in
      "    " + frame.json + (index == frames.count - 1 ? "" : ",")
    }
    lines += ["  ]", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Reads a trace written by ``json``.
  ///
  /// - Throws: ``TraceError`` naming what is missing or of another version.
  public init(json data: Data) throws(TraceError) {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw TraceError("not a JSON object")
    }
    let root = JSONRead(object, at: "trace")
    guard try root.string("format") == "viewkitlite-trace" else {
      throw TraceError("not a trace: its format is not viewkitlite-trace")
    }
    let version = try root.int("version")
    guard version == Trace.version else {
      throw TraceError("version \(version); this replayer reads version \(Trace.version)")
    }
    self.init(
      name: try root.string("name"), source: try root.string("source"),
      scene: try TraceScene.Description(try root.object("scene")),
      frames: try root.array("frames").enumerated().map { index, entry throws(TraceError) in
        try Frame(JSONRead(entry, at: "frames[\(index)]"))
      })
  }

  /// Reads the trace in the file at `url`.
  public init(contentsOf url: URL) throws(TraceError) {
    guard let data = try? Data(contentsOf: url) else {
      throw TraceError("cannot read \(url.path)")
    }
    try self.init(json: data)
  }
}

extension Trace.Frame {
  var json: String {
    var fields = ["\"frame\": \(index)"]
    if repeatCount > 1 { fields.append("\"repeat\": \(repeatCount)") }
    if !events.isEmpty {
      fields.append("\"events\": [" + events.map(\.json).joined(separator: ", ") + "]")
    }
    if let finger { fields.append("\"finger\": \(JSONText.exactPoint(finger))") }
    fields.append("\"scroll\": \(scroll.json)")
    fields.append("\"control\": \(control.json)")
    return "{" + fields.joined(separator: ", ") + "}"
  }

  init(_ read: JSONRead) throws(TraceError) {
    self.init(
      index: try read.int("frame"), scroll: try Trace.ScrollValues(try read.object("scroll")),
      control: try Trace.ControlValues(try read.object("control")))
    repeatCount = try read.optionalInt("repeat") ?? 1
    events = try (read.optionalArray("events") ?? []).enumerated().map {
      index, entry throws(TraceError) in
      try Trace.Event(JSONRead(entry, at: "\(read.path).events[\(index)]"))
    }
    finger = try read.optionalPoint("finger")
  }
}

extension Trace.Event {
  var json: String {
    switch self {
    case .touchDown(let time, let point):
      "{\"time\": \(JSONText.exact(time)), \"touch\": \"down\", \"at\": \(JSONText.exactPoint(point))}"
    case .lift(let time):
      "{\"time\": \(JSONText.exact(time)), \"touch\": \"lift\"}"
    case .action(let time, let name, let words):
      "{\"time\": \(JSONText.exact(time)), \"action\": \(JSONText.string(name))"
        + (words.isEmpty
          ? "" : ", \"words\": [\(words.map(JSONText.string).joined(separator: ", "))]")
        + "}"
    }
  }

  init(_ read: JSONRead) throws(TraceError) {
    let time = try read.number("time")
    if let name = try read.optionalString("action") {
      self = .action(time: time, name: name, words: try read.optionalStrings("words") ?? [])
    } else if try read.string("touch") == "down" {
      self = .touchDown(time: time, at: try read.point("at"))
    } else {
      self = .lift(time: time)
    }
  }
}

extension Trace.ScrollValues {
  var json: String {
    "{\"offset\": \(JSONText.point(offset)), \"shownOffset\": \(JSONText.point(shownOffset)), "
      + "\"contentInset\": \(JSONText.insets(contentInset)), "
      + "\"adjustedInset\": \(JSONText.insets(adjustedInset)), "
      + "\"dragging\": \(isDragging), \"decelerating\": \(isDecelerating)}"
  }

  init(_ read: JSONRead) throws(TraceError) {
    self.init(
      offset: try read.point("offset"), shownOffset: try read.point("shownOffset"),
      contentInset: try read.insets("contentInset"),
      adjustedInset: try read.insets("adjustedInset"),
      isDragging: try read.bool("dragging"), isDecelerating: try read.bool("decelerating"))
  }
}

extension Trace.ControlValues {
  var json: String {
    var fields = ["\"state\": \(JSONText.string(state))"]
    if let pullingPercent {
      fields.append("\"pullingPercent\": \(JSONText.number(pullingPercent))")
    }
    if let inset { fields.append("\"inset\": \(JSONText.insets(inset))") }
    fields.append("\"callbacks\": \(callbacks)")
    if !announced.isEmpty {
      fields.append("\"announced\": [\(announced.map(JSONText.string).joined(separator: ", "))]")
    }
    fields.append("\"alpha\": \(JSONText.number(alpha))")
    if let siblingState { fields.append("\"siblingState\": \(JSONText.string(siblingState))") }
    if let siblingCallbacks { fields.append("\"siblingCallbacks\": \(siblingCallbacks)") }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  init(_ read: JSONRead) throws(TraceError) {
    self.init(
      state: try read.string("state"), pullingPercent: try read.optionalNumber("pullingPercent"),
      inset: try read.optionalInsets("inset"), callbacks: try read.int("callbacks"),
      alpha: try read.number("alpha"))
    announced = try read.optionalStrings("announced") ?? []
    siblingState = try read.optionalString("siblingState")
    siblingCallbacks = try read.optionalInt("siblingCallbacks")
  }
}

/// A trace that cannot be read, and why.
public struct TraceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public let message: String

  init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

/// How a trace writes its values: outputs with at most six decimals, inputs (finger points,
/// event times) exactly, in the fewest digits that read back to the same number, strings
/// escaped.
enum JSONText {
  /// `value` exactly: the shortest digits that read back to it (`-0` written `0`). Inputs are
  /// made by additions, multiplications and divisions alone, so every machine makes the same.
  static func exact(_ value: Double) -> String {
    value == 0
      ? "0" : value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
  }

  static func exact(_ value: CGFloat) -> String {
    exact(Double(value))
  }

  static func exactPoint(_ point: CGPoint) -> String {
    "[\(exact(point.x)), \(exact(point.y))]"
  }

  static func number(_ value: CGFloat) -> String {
    number(Double(value))
  }

  static func number(_ value: Double) -> String {
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    var text = String(format: "%.6f", rounded == 0 ? 0 : rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  static func point(_ point: CGPoint) -> String {
    "[\(number(point.x)), \(number(point.y))]"
  }

  static func insets(_ insets: EdgeInsets) -> String {
    "[\(number(insets.top)), \(number(insets.left)), \(number(insets.bottom)), \(number(insets.right))]"
  }

  static func string(_ text: String) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case let control where control.value < 0x20:
        escaped += String(format: "\\u%04x", control.value)
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\""
  }
}

/// Reads the fields of one JSON object of a trace, naming where a field is missing.
struct JSONRead {
  let object: [String: Any]
  let path: String

  init(_ value: Any, at path: String) {
    object = value as? [String: Any] ?? [:]
    self.path = path
  }

  private func missing(_ key: String, _ kind: String) -> TraceError {
    TraceError("\(path).\(key) is missing or not \(kind)")
  }

  func string(_ key: String) throws(TraceError) -> String {
    guard let value = object[key] as? String else { throw missing(key, "a string") }
    return value
  }

  func optionalString(_ key: String) throws(TraceError) -> String? {
    guard object[key] != nil else { return nil }
    return try string(key)
  }

  func number(_ key: String) throws(TraceError) -> Double {
    guard let value = Self.number(object[key]) else { throw missing(key, "a number") }
    return value
  }

  /// A JSON number as Foundation hands it over, whichever type that is on this system: a
  /// decimal number is read from its digits, since its `doubleValue` can miss the nearest
  /// double by one.
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let value as NSDecimalNumber: Double(value.stringValue)
    case let value as Double: value
    case let value as Int: Double(value)
    case let value as NSNumber: value.doubleValue
    default: nil
    }
  }

  func optionalNumber(_ key: String) throws(TraceError) -> CGFloat? {
    guard object[key] != nil else { return nil }
    return CGFloat(try number(key))
  }

  func int(_ key: String) throws(TraceError) -> Int {
    Int(try number(key))
  }

  func optionalInt(_ key: String) throws(TraceError) -> Int? {
    guard object[key] != nil else { return nil }
    return try int(key)
  }

  func bool(_ key: String) throws(TraceError) -> Bool {
    guard let value = object[key] as? Bool else { throw missing(key, "true or false") }
    return value
  }

  func object(_ key: String) throws(TraceError) -> JSONRead {
    guard let value = object[key] as? [String: Any] else { throw missing(key, "an object") }
    return JSONRead(value, at: "\(path).\(key)")
  }

  func array(_ key: String) throws(TraceError) -> [Any] {
    guard let value = object[key] as? [Any] else { throw missing(key, "an array") }
    return value
  }

  func optionalArray(_ key: String) throws(TraceError) -> [Any]? {
    guard object[key] != nil else { return nil }
    return try array(key)
  }

  func optionalStrings(_ key: String) throws(TraceError) -> [String]? {
    guard object[key] != nil else { return nil }
    guard let value = object[key] as? [String] else { throw missing(key, "strings") }
    return value
  }

  private func numbers(_ key: String, count: Int) throws(TraceError) -> [CGFloat] {
    let values = (object[key] as? [Any])?.compactMap(Self.number) ?? []
    guard values.count == count else { throw missing(key, "\(count) numbers") }
    return values.map { CGFloat($0) }
  }

  func point(_ key: String) throws(TraceError) -> CGPoint {
    let values = try numbers(key, count: 2)
    return CGPoint(x: values[0], y: values[1])
  }

  func optionalPoint(_ key: String) throws(TraceError) -> CGPoint? {
    guard object[key] != nil else { return nil }
    return try point(key)
  }

  func size(_ key: String) throws(TraceError) -> CGSize {
    let values = try numbers(key, count: 2)
    return CGSize(width: values[0], height: values[1])
  }

  func insets(_ key: String) throws(TraceError) -> EdgeInsets {
    let values = try numbers(key, count: 4)
    return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }

  func optionalInsets(_ key: String) throws(TraceError) -> EdgeInsets? {
    guard object[key] != nil else { return nil }
    return try insets(key)
  }
}

extension TraceScene.Description {
  var json: String {
    var control = [
      "\"kind\": \(JSONText.string(design.kind))",
      "\"design\": \(JSONText.string(design.rawValue))",
      "\"type\": \(JSONText.string(controlType))", "\"height\": \(JSONText.number(controlHeight))",
    ]
    if let threshold { control.append("\"threshold\": \(JSONText.number(threshold))") }
    control += [
      "\"language\": \(JSONText.string(language.rawValue))",
      "\"automaticallyChangeAlpha\": \(automaticallyChangeAlpha)", "\"sibling\": \(sibling)",
    ]
    let scrollView =
      "{\"kind\": \(JSONText.string(design == .trailer ? "strip" : "table")), "
      + "\"frame\": [0, 0, \(JSONText.number(windowSize.width)), "
      + "\(JSONText.number(windowSize.height))], \"rows\": \(rows), "
      + "\"rowHeight\": \(JSONText.number(design == .trailer ? 100 : rowHeight)), "
      + "\"appInset\": \(JSONText.insets(appInset))}"
    return "{\"window\": {\"size\": [\(JSONText.number(windowSize.width)), "
      + "\(JSONText.number(windowSize.height))], \"frameRate\": \(frameRate), "
      + "\"safeArea\": \(JSONText.insets(safeArea))}, \"scrollView\": \(scrollView), "
      + "\"control\": {\(control.joined(separator: ", "))}}"
  }

  init(_ read: JSONRead) throws(TraceError) {
    let control = try read.object("control")
    guard let design = TraceScene.Design(rawValue: try control.string("design")) else {
      throw TraceError(
        "\(read.path).control.design names no design of \(TraceScene.Design.allCases.map(\.rawValue))"
      )
    }
    self.init(design: design)
    let window = try read.object("window")
    windowSize = try window.size("size")
    frameRate = try window.int("frameRate")
    safeArea = try window.insets("safeArea")
    let scrollView = try read.object("scrollView")
    rows = try scrollView.int("rows")
    appInset = try scrollView.insets("appInset")
    controlType = try control.string("type")
    controlHeight = CGFloat(try control.number("height"))
    threshold = try control.optionalNumber("threshold")
    automaticallyChangeAlpha = try control.bool("automaticallyChangeAlpha")
    sibling = try control.bool("sibling")
    guard let language = RefreshLanguage(tag: try control.string("language")) else {
      throw TraceError("\(read.path).control.language is not one of the six")
    }
    self.language = language
  }
}
