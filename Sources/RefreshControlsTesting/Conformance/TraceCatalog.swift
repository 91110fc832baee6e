import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteHarness

/// Every trace the package exports: one for each file of `Scenarios/`, one for each style a
/// file of `Scenarios/MJRefreshIssues/` names on its `# styles:` line, and a generated set
/// playing each rule of the porting article at its edges.
///
/// The generated set lives here, in code, so a test of another package regenerates the traces
/// of a design in memory, wherever this package is checked out:
///
/// ```swift
/// for trace in TraceCatalog.generated(for: .hwHeader) {
///   #expect(TraceReplayer(trace).replay(at: .control) { MyHeader() } == nil)
/// }
/// ```
@MainActor
public enum TraceCatalog {
  /// One trace to record: its name, where its script comes from, its scene and its script.
  public struct Entry: Sendable {
    /// The trace's name, its file's name without `.json`.
    public let name: String
    /// The scenario file, or the rule the generated script plays.
    public let source: String
    /// The scene it plays on.
    public let scene: TraceScene.Description
    /// The gesture script.
    public let script: String

    /// The trace, recorded now with the design's built-in control.
    @MainActor public func record() throws -> Trace {
      try TraceRecorder.record(
        GestureScript(script), named: name, source: source, on: scene)
    }
  }

  /// The entries of `Scenarios/` (its files and those of `MJRefreshIssues/`, one a style), then
  /// the generated set, in name order.
  public static func entries(scenarios folder: URL) throws -> [Entry] {
    try (scenarioEntries(in: folder) + generated).sorted { $0.name < $1.name }
  }

  /// The traces of the generated set for `design`, recorded now.
  public static func generated(for design: TraceScene.Design) -> [Trace] {
    generated.filter { $0.scene.design == design }.compactMap { try? $0.record() }
  }

  // MARK: - The scenario files

  private static func scenarioEntries(in folder: URL) throws -> [Entry] {
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".script") }.sorted()
    var entries: [Entry] = []
    for file in files {
      let script = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let prefix = String(file.prefix { $0 != "-" })
      var scene = TraceScene.Description(design: design(ofPrefix: prefix))
      scene.sibling = prefix == "hw"
      entries.append(
        Entry(
          name: String(file.dropLast(".script".count)), source: "Scenarios/\(file)", scene: scene,
          script: script))
    }
    let issues = folder.appendingPathComponent("MJRefreshIssues")
    for file in try FileManager.default.contentsOfDirectory(atPath: issues.path).sorted()
    where file.hasSuffix(".script") {
      let script = try String(contentsOf: issues.appendingPathComponent(file), encoding: .utf8)
      for style in styles(of: script) {
        guard let design = TraceScene.Design(rawValue: style) else { continue }
        var scene = TraceScene.Description(design: design)
        scene.rows = rows(of: script) ?? scene.rows
        entries.append(
          Entry(
            name: "mjrefresh-\(file.dropLast(".script".count))-\(style)",
            source: "Scenarios/MJRefreshIssues/\(file)", scene: scene, script: script))
      }
    }
    return entries
  }

  private static func design(ofPrefix prefix: String) -> TraceScene.Design {
    switch prefix {
    case "jk": .jk
    case "dz": .dz
    case "stretchy": .stretchy
    case "arrow": .arrow
    default: .hwHeader
    }
  }

  /// The styles a file's `# styles:` line names.
  private static func styles(of script: String) -> [String] {
    let line = script.split(separator: "\n").first { $0.hasPrefix("# styles:") } ?? ""
    return line.dropFirst("# styles:".count).split(separator: " ").map(String.init)
  }

  /// The rows its `call scene STYLE rows N` line gives.
  private static func rows(of script: String) -> Int? {
    for line in script.split(separator: "\n") where line.hasPrefix("call scene ") {
      let words = line.split(separator: " ")
      if let index = words.firstIndex(of: "rows"), index + 1 < words.count {
        return Int(words[index + 1])
      }
    }
    return nil
  }

  // MARK: - The generated set

  /// The generated entries: each rule of the porting article at its edges, on each design.
  public static let generated: [Entry] =
    thresholds + insets + shortContent + offScreen + exclusive + noMoreData + endWhileDown
    + beginDuringEnd + releases + alpha + physics + autoFooter

  private static func entry(
    _ name: String, _ rule: String, _ design: TraceScene.Design,
    _ configure: (inout TraceScene.Description) -> Void = { _ in }, _ lines: String...
  ) -> Entry {
    var scene = TraceScene.Description(design: design)
    configure(&scene)
    return Entry(
      name: "generated-\(name)", source: "generated: \(rule)", scene: scene,
      script: lines.joined(separator: "\n") + "\n")
  }

  /// The edge each design pulls past, and its threshold there.
  private static let edges: [(TraceScene.Design, String, String)] = [
    (.hwHeader, "top", "44"), (.hwFooter, "bottom", "44"), (.trailer, "right", "60"),
    (.systemStyle, "top", "120"), (.jk, "top", "70"), (.dz, "top", "80"),
    (.stretchy, "top", "130"), (.arrow, "top", "120"),
  ]

  /// Pulled near the threshold, then held at it exactly or half a point either side (the app
  /// sets the offset under the still finger, so the tie is exact in every port), and let go.
  private static let thresholds: [Entry] = edges.flatMap { design, edge, threshold in
    let value = CGFloat(Double(threshold) ?? 0)
    return [("below", value - 0.5), ("at", value), ("above", value + 0.5)].map { word, pull in
      var scene = TraceScene.Description(design: design)
      let probe = TraceScene(scene)
      let vertical = edge == "top" || edge == "bottom"
      let limits = probe.scrollView.limits(vertical ? .vertical : .horizontal)
      let target =
        edge == "top" || edge == "left" ? limits.lowerBound - pull : limits.upperBound + pull
      let offset =
        vertical ? "0 \(GestureScript.number(target))" : "\(GestureScript.number(target)) 0"
      scene.rows = 40
      return Entry(
        name: "generated-\(design.rawValue)-threshold-\(word)",
        source:
          "generated: a pull \(word) the threshold (\(GestureScript.number(pull)) of \(threshold))",
        scene: scene,
        script: [
          "call pull \(edge) \(GestureScript.number(value - 10))", "hold 0.2",
          "call offset \(offset)",
          "hold 0.2", "lift", "wait 1", "call end", "wait 1",
        ].joined(separator: "\n") + "\n")
    }
  }

  /// The app's own inset on each edge: thresholds count from it, and a refresh leaves it.
  private static let insets: [Entry] = [
    entry(
      "hwHeader-app-inset-top", "thresholds from the app's top inset", .hwHeader,
      { $0.appInset = EdgeInsets(top: 64, left: 0, bottom: 0, right: 0) }, "call pull top 50",
      "hold 0.2", "lift", "wait 1", "call end", "wait 1"),
    entry(
      "hwHeader-safe-area", "the safe area adjusts the inset a header counts from", .hwHeader,
      { $0.safeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0) }, "call pull top 50",
      "hold 0.2", "lift", "wait 1", "call end", "wait 1"),
    entry(
      "hwFooter-app-inset-bottom", "thresholds from the app's bottom inset", .hwFooter,
      { $0.appInset = EdgeInsets(top: 0, left: 0, bottom: 34, right: 0) },
      "call pull bottom 60", "hold 0.2", "lift", "wait 1", "call end", "wait 1"),
    entry(
      "trailer-app-inset-right", "thresholds from the app's right inset", .trailer,
      { $0.appInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 30) },
      "call pull right 70", "hold 0.2", "lift", "wait 1", "call end", "wait 1"),
    entry(
      "hwHeader-inset-changes-while-refreshing",
      "the app's inset changed while refreshing is kept after the end", .hwHeader, { _ in },
      "call begin", "wait 1", "call inset 20 10", "wait 0.5", "call end", "wait 1"),
  ]

  /// Content shorter than the screen, with and without a bottom inset.
  private static let shortContent: [Entry] = [
    entry(
      "hwFooter-short-content", "a back footer under content shorter than the screen",
      .hwFooter, { $0.rows = 5 }, "call pull bottom 60", "hold 0.2", "lift", "wait 1",
      "call end", "wait 1"),
    entry(
      "hwFooter-short-content-bottom-inset", "short content with the app's bottom inset",
      .hwFooter,
      {
        $0.rows = 5
        $0.appInset = EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
      }, "call pull bottom 60", "hold 0.2", "lift", "wait 1", "call end", "wait 1"),
    entry(
      "hwAutoFooter-short-content", "an automatic footer under short content", .hwAutoFooter,
      { $0.rows = 5 }, "down 187 400", "move 0 -120 0.4", "lift", "wait 1", "call end",
      "wait 1"),
  ]

  /// A begin while the scroll view is off the screen: it calls back once back on.
  private static let offScreen: [Entry] = [TraceScene.Design.hwHeader, .hwFooter, .systemStyle]
    .map { design in
      entry(
        "\(design.rawValue)-begin-off-screen", "a begin off screen calls back on screen", design,
        { _ in }, "call remove", "call begin", "wait 0.5", "call restore", "wait 1", "call end",
        "wait 1")
    }

  /// A pull on one control while its sibling refreshes does not start it.
  private static let exclusive: [Entry] = [
    entry(
      "hwHeader-pull-while-sibling-refreshes", "exclusivity: the footer refreshes", .hwHeader,
      { $0.sibling = true }, "call sibling.begin", "wait 0.5", "call pull top 80", "hold 0.2",
      "lift", "wait 1", "call sibling.end", "wait 1"),
    entry(
      "hwFooter-pull-while-sibling-refreshes", "exclusivity: the header refreshes", .hwFooter,
      { $0.sibling = true }, "call sibling.begin", "wait 0.5", "call pull bottom 80",
      "hold 0.2", "lift", "wait 1", "call sibling.end", "wait 1"),
  ]

  /// No more data sticks until reset, for both footers.
  private static let noMoreData: [Entry] = [TraceScene.Design.hwFooter, .hwAutoFooter].map {
    design in
    entry(
      "\(design.rawValue)-no-more-data", "no more data sticks until it is reset", design, { _ in },
      "call begin", "wait 0.5", "call noMoreData", "wait 0.5", "call pull bottom 80", "hold 0.2",
      "lift", "wait 1", "call resetNoMoreData", "call pull bottom 80", "hold 0.2", "lift",
      "wait 1", "call end", "wait 1")
  }

  /// An end while the finger is still down.
  private static let endWhileDown: [Entry] = [TraceScene.Design.hwHeader, .hwFooter, .jk].map {
    design in
    let edge = design == .hwFooter ? "bottom" : "top"
    return entry(
      "\(design.rawValue)-end-while-finger-down", "an end while the finger is down", design,
      { _ in }, "call pull \(edge) 90", "hold 0.2", "lift", "wait 0.5", "call pull \(edge) 30",
      "call end", "hold 0.3", "lift", "wait 1")
  }

  /// Each design's begin made during its own end animation.
  private static let beginDuringEnd: [Entry] = TraceScene.Design.allCases.map { design in
    entry(
      "\(design.rawValue)-begin-during-end", "a begin during the design's own end animation",
      design, { _ in }, "call begin", "wait 1", "call end", "wait 0.1", "call begin", "wait 1",
      "call end", "wait 1")
  }

  /// A release at the threshold after a slow drag, and a fast fling past it.
  private static let releases: [Entry] = edges.flatMap { design, edge, threshold in
    let vertical = edge == "top" || edge == "bottom"
    let sign = edge == "top" || edge == "left" ? 1 : -1
    let distance = (Double(threshold) ?? 60) * 2.2 * Double(sign)
    let move =
      vertical ? "0 \(GestureScript.number(distance))" : "\(GestureScript.number(distance)) 0"
    let start =
      design == .hwFooter ? "down 187 500" : design == .trailer ? "down 300 300" : "down 187 200"
    return [
      entry(
        "\(design.rawValue)-release-after-slow-drag",
        "a release past the threshold after a slow drag",
        design, { _ in }, start, "move \(move) 1.5", "hold 0.1", "lift", "wait 1", "call end",
        "wait 1"),
      entry(
        "\(design.rawValue)-release-after-fast-fling", "a release past the threshold at speed",
        design, { _ in }, start, "move \(move) 0.1", "lift", "wait 1.5", "call end", "wait 1"),
    ]
  }

  /// The alpha that follows the pull.
  private static let alpha: [Entry] = [
    entry(
      "hwHeader-alpha-follows-pull", "automaticallyChangeAlpha: alpha follows the pull",
      .hwHeader, { $0.automaticallyChangeAlpha = true }, "call pull top 22", "hold 0.2",
      "call pull top 80", "hold 0.1", "lift", "wait 1", "call end", "wait 1"),
    entry(
      "hwFooter-alpha-follows-pull", "automaticallyChangeAlpha on a footer", .hwFooter,
      { $0.automaticallyChangeAlpha = true }, "call pull bottom 30", "hold 0.2", "lift",
      "wait 1"),
  ]

  /// Each physics regime: the rubber band, deceleration, and a bounce that settles slowly.
  private static let physics: [Entry] = [
    entry(
      "physics-rubber-band", "the rubber band, far past the top and back", .hwHeader, { _ in },
      "down 187 100", "move 0 500 0.6", "hold 0.2", "move 0 -450 0.5", "lift", "wait 1.5"),
    entry(
      "physics-deceleration", "momentum after a flick into the content", .hwHeader, { _ in },
      "down 187 560", "move 0 -260 0.12", "lift", "wait 3"),
    entry(
      "physics-fast-then-slow", "a fast stroke then a slow one: the release velocity", .hwHeader,
      { _ in }, "down 187 600", "move 0 -300 0.1", "move 0 -20 0.3", "lift", "wait 2"),
    entry(
      "physics-bounce-into-the-top", "a fling into the top edge bounces and settles slowly",
      .hwHeader, { _ in }, "down 187 560", "move 0 -400 0.3", "lift", "wait 0.5",
      "down 187 200", "move 0 250 0.08", "lift", "wait 3"),
    entry(
      "physics-slow-settle", "a pull let go with no speed settles back by the spring",
      .hwHeader, { _ in }, "down 187 200", "move 0 30 0.4", "hold 0.3", "lift", "wait 1.5"),
  ]

  /// The automatic footer: a load as the bottom comes near, once in one drag.
  private static let autoFooter: [Entry] = [
    entry(
      "hwAutoFooter-loads-near-the-bottom", "an automatic footer loads as the bottom nears",
      .hwAutoFooter, { _ in }, "down 187 600", "move 0 -500 0.5", "move 0 -500 0.5",
      "move 0 -500 0.5", "move 0 -500 0.5", "lift", "wait 2", "call end", "wait 1"),
    entry(
      "hwAutoFooter-once-in-one-drag", "an automatic footer fires once in one drag",
      .hwAutoFooter, { _ in }, "down 187 650", "move 0 -600 1", "move 0 -600 1",
      "move 0 -600 1", "call end", "move 0 -200 0.5", "move 0 -200 0.5", "lift", "wait 2",
      "call end", "wait 1"),
  ]
}
