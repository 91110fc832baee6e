import CommandLineOptions
import Foundation
import RefreshControlsTesting

/// `swift run conformance export|check`: writes the traces of every scenario and of the
/// generated set into `Conformance/Traces/`, or regenerates them in memory and fails on the
/// first difference from the files, naming the file, the frame and the field.
@MainActor
enum ConformanceCommand {
  struct Options: Sendable {
    var verb: String?
    var root = FileManager.default.currentDirectoryPath
    var showHelp = false
    var replay = false
  }

  static let table = OptionTable<Options>(
    usage: "swift run conformance export|check [--package-path PATH]",
    summary: "The traces a port replays: what a correct refresh control does, frame by frame, "
      + "in every scenario of Scenarios/ and each rule's edges, as JSON in Conformance/Traces/.",
    heading: "VERBS AND OPTIONS",
    options: [
      .flag("export", help: "Write every trace, and remove traces no scenario makes.") {
        $0.verb = "export"
      },
      .flag(
        "check",
        help: "Regenerate every trace in memory; exit 1 on the first difference from the files, "
          + "naming the file, the frame and the field."
      ) { $0.verb = "check" },
      .value(
        "--package-path", placeholder: "PATH", default: "the current folder", needs: "a folder",
        help: "The repository whose Scenarios/ and Conformance/ to read."
      ) { $0.root = $1 },
      .flag(
        "--replay",
        help: "With check: also replay every trace file against the built-in controls, at both "
          + "levels, through the Swift replayer."
      ) { $0.replay = true },
      .flag("--help", "-h", help: "Show this help.") { $0.showHelp = true },
    ],
    unknown: { "'\($0)' is not a verb or option of conformance; see --help" })

  static func run(_ arguments: [String]) -> Int32 {
    let options: Options
    do {
      options = try table.parse(arguments, into: Options())
    } catch {
      FileHandle.standardError.write(Data(table.failure(error, program: "conformance").utf8))
      return 64
    }
    guard !options.showHelp, let verb = options.verb else {
      print(table.help, terminator: "")
      return options.showHelp ? 0 : 64
    }
    let root = URL(fileURLWithPath: options.root)
    do {
      let traces = try TraceExport.traces(scenarios: root.appendingPathComponent("Scenarios"))
      let folder = root.appendingPathComponent("Conformance/Traces")
      if verb == "export" {
        try TraceExport.write(traces, to: folder)
        print("conformance: \(traces.count) traces written to Conformance/Traces")
        return 0
      }
      let problems =
        TraceExport.check(traces, in: folder) + (options.replay ? TraceExport.replay(folder) : [])
      for problem in problems.prefix(10) { print("conformance: \(problem)") }
      print("conformance: \(traces.count) traces, \(problems.count) differing")
      return problems.isEmpty ? 0 : 1
    } catch {
      FileHandle.standardError.write(Data("conformance: \(error)\n".utf8))
      return 74
    }
  }
}

exit(ConformanceCommand.run(Array(CommandLine.arguments.dropFirst())))
