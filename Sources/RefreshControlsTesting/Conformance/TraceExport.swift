import Foundation

/// Writing the traces to a folder, and checking a folder against traces regenerated in memory:
/// what `swift run conformance export` and `check` do, and what the package's own trace test
/// runs.
@MainActor
public enum TraceExport {
  /// Every trace, recorded now from `scenarios` (the repository's `Scenarios/`) and the
  /// generated set, in name order.
  public static func traces(scenarios: URL) throws -> [Trace] {
    try TraceCatalog.entries(scenarios: scenarios).map { try $0.record() }
  }

  /// Writes each trace as `NAME.json` in `folder`, and removes the `.json` files no trace has.
  public static func write(_ traces: [Trace], to folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let names = Set(traces.map { "\($0.name).json" })
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where file.hasSuffix(".json") && !names.contains(file) {
      try FileManager.default.removeItem(at: folder.appendingPathComponent(file))
    }
    for trace in traces {
      try Data(trace.json.utf8).write(to: folder.appendingPathComponent("\(trace.name).json"))
    }
  }

  /// How the files of `folder` differ from `traces`, one line each: a file missing, one left
  /// over, or the first frame and field at which a file says other than its trace.
  public static func check(_ traces: [Trace], in folder: URL) -> [String] {
    let files = Set(
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".json") })
    var problems = files.subtracting(traces.map { "\($0.name).json" }).sorted().map {
      "Conformance/Traces/\($0): no scenario makes it; run `swift run conformance export`"
    }
    for trace in traces {
      let url = folder.appendingPathComponent("\(trace.name).json")
      guard let data = try? Data(contentsOf: url) else {
        problems.append("Conformance/Traces/\(trace.name).json is missing; run export")
        continue
      }
      guard String(decoding: data, as: UTF8.self) != trace.json else { continue }
      problems.append("Conformance/Traces/\(trace.name).json: " + firstDifference(trace, data))
    }
    return problems
  }

  /// How the traces of `folder` replay against the built-in controls, one line for each that
  /// differs at either level.
  public static func replay(_ folder: URL) -> [String] {
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    return files.compactMap { file in
      do {
        let trace = try Trace(contentsOf: folder.appendingPathComponent(file))
        return TraceReplayer(trace).replay(at: TraceReplayer.Level.allCases)?.description
      } catch {
        return "\(file): \(error)"
      }
    }
  }

  /// Where the file's trace first differs from `trace`: the frame and the field.
  static func firstDifference(_ trace: Trace, _ data: Data) -> String {
    let written: Trace
    do {
      written = try Trace(json: data)
    } catch {
      return "cannot be read: \(error)"
    }
    if written.scene != trace.scene { return "the scene differs" }
    let old = written.everyFrame
    let new = trace.everyFrame
    for (expected, actual) in zip(old, new) where expected.json != actual.json {
      // The file holds numbers as written: compare the regenerated frame as written too.
      let shown = Trace(name: "", source: "", scene: trace.scene, frames: [actual])
      let actual = (try? Trace(json: Data(shown.json.utf8)))?.frames.first ?? actual
      let time = Double(expected.index) / Double(trace.scene.frameRate)
      let fields =
        TraceFields.scroll(expected.scroll, actual.scroll)
        + TraceFields.control(expected.control, actual.control)
      let field =
        fields.first { !$0.agrees(within: 0) }
        .map { "\($0.name) is \($0.actual) now, the file says \($0.expected)" }
        ?? (expected.events != actual.events ? "its events differ" : "its finger differs")
      return "frame \(expected.index) (t=\(JSONText.number(time))s): \(field)"
    }
    return "it has \(old.count) frames, the scenario now \(new.count)"
  }
}
