/// A command's options, declared once: each row's name, value, default and help. Reading the
/// arguments and writing `--help` both come from the rows, so the two cannot drift apart.
///
/// ```swift
/// var options = try DemoOptions.table.parse(arguments, into: DemoOptions())
/// print(DemoOptions.table.help)
/// ```
///
/// An unknown name, or a missing value, is one ``OptionError``; ``failure(_:program:)`` is
/// that line, then the help, as a command prints it before exiting non-zero.
public struct OptionTable<Options>: Sendable {
  /// The usage line's command and its shape: `swift run Demo [options]`.
  public let usage: String
  /// What the command does, under the usage line.
  public let summary: String
  /// The rows, in the order the help lists them.
  public let options: [CommandOption<Options>]
  /// The rows' heading in the help: `OPTIONS` unless given (`VERBS`, `BENCHMARKS`).
  public let heading: String
  /// Sections after the options (`EXIT STATUS: …`), as written; empty for none.
  public let epilogue: String
  private let unknown: @Sendable (String) -> String

  /// A table of `options` for a command used as `usage`, doing what `summary` says, listed
  /// under `heading`. `unknown` words an argument no row names; by default
  /// `unknown option '--x'; see --help`.
  public init(
    usage: String, summary: String, heading: String = "OPTIONS",
    options: [CommandOption<Options>], epilogue: String = "",
    unknown: @escaping @Sendable (String) -> String = { "unknown option '\($0)'; see --help" }
  ) {
    self.usage = usage
    self.summary = summary
    self.options = options
    self.heading = heading
    self.epilogue = epilogue
    self.unknown = unknown
  }

  /// The options `arguments` (the program's name left out) make of `defaults`, row by row in
  /// the order given.
  ///
  /// - Throws: ``OptionError`` for the first argument no row names, a value missing (or an
  ///   option where it belongs), or a value its row refuses.
  public func parse(_ arguments: [String], into defaults: Options) throws(OptionError) -> Options {
    var options = defaults
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      guard let row = self.options.first(where: { $0.names.contains(argument) }) else {
        throw OptionError(message: unknown(argument))
      }
      var value = argument
      if case .value = row.kind {
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
          throw OptionError(message: "\(argument) needs \(row.missing)")
        }
        value = next
      }
      do {
        try row.apply(&options, value)
      } catch let error as OptionError {
        throw error
      } catch {
        throw OptionError(message: "\(argument): \(error)")
      }
    }
    return options
  }

  /// The help, 80 columns wide: the usage line, the summary, each row (names and placeholder,
  /// then its help and default, wrapped; a label over 22 columns stands on a line of its own),
  /// then the epilogue.
  public var help: String {
    let width = 80
    let labels = options.map(\.label)
    let column = (labels.map(\.count).filter { $0 <= 22 }.max() ?? 0) + 4
    var lines = ["USAGE: \(usage)", ""] + Self.wrap(summary, width: width) + ["", "\(heading):"]
    for (row, label) in zip(options, labels) {
      var text = row.help
      if let value = row.defaultValue { text += " Default: \(value)." }
      let body = Self.wrap(text, width: width - column)
      let first = "  " + label
      let indent = String(repeating: " ", count: column)
      if first.count + 2 > column {
        lines.append(first)
        lines += body.map { indent + $0 }
      } else {
        let padding = String(repeating: " ", count: column - first.count)
        lines.append(first + padding + (body.first ?? ""))
        lines += body.dropFirst().map { indent + $0 }
      }
    }
    if !epilogue.isEmpty {
      lines +=
        [""] + epilogue.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// What a command prints for `error`: `program: message`, a blank line, then the help.
  public func failure(_ error: OptionError, program: String) -> String {
    "\(program): \(error.message)\n\n\(help)"
  }

  /// `text` in lines of at most `width` characters, broken at spaces.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
