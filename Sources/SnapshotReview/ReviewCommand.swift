import CommandLineOptions
import Foundation

/// What `snapshot-review` was asked to do, read from its arguments.
struct ReviewCommand: Equatable, Sendable {
  /// The verbs.
  enum Verb: Equatable, Sendable {
    case interactive
    case list
    case acceptAll
    case rejectAll
    case prune(PruneMode)
    case help
  }

  /// What `prune` does with the references no test used.
  enum PruneMode: Equatable, Sendable {
    case list
    case check
    case delete
  }

  var verb: Verb = .interactive
  var packagePath: String?

  /// The verbs and options, one row each: what `--help` shows and what ``parse(_:)`` reads.
  static let table = OptionTable<ReviewCommand>(
    usage: "snapshot-review [--package-path <path>] [<verb>]",
    summary: "With no verb, reviews each pending snapshot (<reference>.new) in turn: the "
      + "reference and the new text side by side (pictures) or as a line diff, then a key and "
      + "Return: a accept, r reject, s skip, A accept all, q quit.",
    heading: "VERBS (also through the `snapshots` command plugin)",
    options: [
      .flag("--list", help: "List the pending snapshots.", check: { try $0.take(.list) }),
      .flag(
        "--accept-all", help: "Accept every pending snapshot over its reference.",
        check: { try $0.take(.acceptAll) }),
      .flag(
        "--reject-all", help: "Delete every pending snapshot.", check: { try $0.take(.rejectAll) }
      ),
      .flag(
        "prune", help: "List the references no test of the last `swift test` used.",
        check: { try $0.take(.prune(.list)) }),
      .flag(
        "--check",
        help: "After prune: the same, exiting 1 when there are any (for CI, after `swift test`).",
        check: { try $0.prune(.check, word: "--check") }),
      .flag(
        "--delete", help: "After prune: delete them (refused after a failing or filtered run).",
        check: { try $0.prune(.delete, word: "--delete") }),
      .value(
        "--package-path", placeholder: "PATH", default: "the current folder",
        needs: "a folder", help: "The package whose snapshots to review."
      ) { $0.packagePath = $1 },
      .flag("--help", "-h", "help", help: "Show this help.", check: { try $0.take(.help) }),
    ],
    epilogue: """
      EXIT STATUS:
        0  done (prune --check: no unused references)
        1  prune --check found unused references
        2  prune cannot judge: no run recorded, the last run was filtered (--filter, --skip,
           --parallel), or (for --delete) it failed a snapshot or ended early
        64 the arguments are not understood
        74 a file could not be read, written or removed
      """,
    unknown: { "'\($0)' is not a verb of snapshot-review" })

  /// The help, from ``table``.
  static var usage: String { table.help }

  /// The command `arguments` ask for (the program's name left out).
  static func parse(_ arguments: [String]) throws(ReviewError) -> ReviewCommand {
    do {
      return try table.parse(arguments, into: ReviewCommand())
    } catch {
      throw .usage(error.message)
    }
  }

  /// Makes `verb` the command's, refusing a second verb.
  private mutating func take(_ verb: Verb) throws(OptionError) {
    guard self.verb == .interactive else {
      throw OptionError(message: "one verb at a time: \(verb.words) after \(self.verb.words)")
    }
    self.verb = verb
  }

  /// Makes `prune` do `mode`, refused before `prune` is given.
  private mutating func prune(_ mode: PruneMode, word: String) throws(OptionError) {
    guard verb == .prune(.list) else {
      throw OptionError(message: "\(word) goes after prune: snapshot-review prune \(word)")
    }
    verb = .prune(mode)
  }
}

extension ReviewCommand.Verb {
  /// The words that ask for the verb, as the help lists them.
  fileprivate var words: String {
    switch self {
    case .interactive: "no verb"
    case .list: "--list"
    case .acceptAll: "--accept-all"
    case .rejectAll: "--reject-all"
    case .prune(.list): "prune"
    case .prune(.check): "prune --check"
    case .prune(.delete): "prune --delete"
    case .help: "--help"
    }
  }
}

/// Why `snapshot-review` stopped, with its exit status.
enum ReviewError: Error, Equatable {
  case usage(String)
  case files(String)

  /// The exit status: 64 for arguments, 74 for files.
  var status: Int32 {
    switch self {
    case .usage: 64
    case .files: 74
    }
  }

  /// The message printed.
  var message: String {
    switch self {
    case .usage(let text):
      String(
        ReviewCommand.table.failure(OptionError(message: text), program: "snapshot-review")
          .dropLast())
    case .files(let text): "snapshot-review: \(text)"
    }
  }
}
