/// One row of a command's option table: the names it answers to, what it takes, its default,
/// its help line, and what it does to the options being read.
///
/// ```swift
/// static let table = OptionTable<DemoOptions>(
///   usage: "swift run Demo [options]", summary: "Plays every refresh style.",
///   options: [
///     .flag("--filmstrip", help: "Print stamped key frames.") { $0.filmstrip = true },
///     .value("--speed", "X", default: "1", help: "Play X times as fast.") { options, text in
///       options.speed = try OptionValue.positiveNumber(text, for: "--speed")
///     },
///   ])
/// ```
///
/// A name that starts with `-` is an option; one that does not is a word of its own (a verb,
/// as `snapshot-review prune`).
public struct CommandOption<Options>: Sendable {
  /// What a row takes after its name.
  public enum Kind: Sendable, Equatable {
    /// Nothing: the name alone does it.
    case flag
    /// One value, shown in the help as the placeholder (`X`, `WxH`, `PATH`).
    case value(placeholder: String)
  }

  /// The names the row answers to, the first shown first in the help (`--help`, `-h`).
  public let names: [String]
  /// What it takes.
  public let kind: Kind
  /// The value when the row is not given, as the help shows it; `nil` when there is none to
  /// show.
  public let defaultValue: String?
  /// What the row does, in one sentence or a few.
  public let help: String
  /// What a missing value needs, as the error says it: `--scene needs a value; see --help`.
  public let missing: String
  let apply: @Sendable (inout Options, String) throws -> Void

  /// A row taking no value: `set` changes the options when it is given.
  public static func flag(
    _ names: String..., help: String, set: @escaping @Sendable (inout Options) -> Void
  ) -> CommandOption {
    CommandOption(
      names: names, kind: .flag, defaultValue: nil, help: help, missing: "",
      apply: { options, _ in set(&options) })
  }

  /// A row taking no value whose `set` may refuse it with an ``OptionError`` (a second verb,
  /// say).
  public static func flag(
    _ names: String..., help: String,
    check set: @escaping @Sendable (inout Options) throws -> Void
  ) -> CommandOption {
    CommandOption(
      names: names, kind: .flag, defaultValue: nil, help: help, missing: "",
      apply: { options, _ in try set(&options) })
  }

  /// A row taking one value, shown as `placeholder`: `set` reads it into the options, or
  /// throws an ``OptionError`` saying what it needs. A missing value (or an option where the
  /// value belongs) is an error saying the row `needs` one.
  public static func value(
    _ names: String..., placeholder: String, default defaultValue: String? = nil,
    needs missing: String = "a value; see --help", help: String,
    set: @escaping @Sendable (inout Options, String) throws -> Void
  ) -> CommandOption {
    CommandOption(
      names: names, kind: .value(placeholder: placeholder), defaultValue: defaultValue,
      help: help, missing: missing, apply: set)
  }

  /// Whether the row is a word of its own rather than a dashed option.
  public var isWord: Bool { !(names.first?.hasPrefix("-") ?? false) }

  /// The row's left column in the help: its names and placeholder (`--speed X`, `--help, -h`).
  var label: String {
    let names = names.joined(separator: ", ")
    guard case .value(let placeholder) = kind else { return names }
    return names + " " + placeholder
  }
}
