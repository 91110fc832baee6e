import Foundation

/// What `snapshot-review` was asked to do, read from its arguments.
struct ReviewCommand: Equatable {
  /// The verbs.
  enum Verb: Equatable {
    case interactive
    case list
    case acceptAll
    case rejectAll
    case prune(PruneMode)
    case help
  }

  /// What `prune` does with the references no test used.
  enum PruneMode: Equatable {
    case list
    case check
    case delete
  }

  var verb: Verb = .interactive
  var packagePath: String?

  /// The usage text, with the exit statuses.
  static let usage = """
    USAGE: snapshot-review [--package-path <path>] [<verb>]

    With no verb, reviews each pending snapshot (<reference>.new) in turn: the reference and the
    new text side by side (pictures) or as a line diff, then a key and Return:
      a accept   r reject   s skip   A accept all   q quit

    VERBS (also through `swift package --allow-writing-to-package-directory snapshots <verb>`):
      --list            list the pending snapshots
      --accept-all      accept every pending snapshot over its reference
      --reject-all      delete every pending snapshot
      prune             list references no test of the last `swift test` used
      prune --check     the same, exiting 1 when there are any (for CI, after `swift test`)
      prune --delete    delete them (refused after a failing or filtered run)

    EXIT STATUS:
      0  done (prune --check: no unused references)
      1  prune --check found unused references
      2  prune cannot judge: no run recorded, the last run was filtered (--filter, --skip,
         --parallel), or (for --delete) it failed a snapshot or ended early
      64 the arguments are not understood
      74 a file could not be read, written or removed
    """

  /// The command `arguments` ask for (the program's name left out).
  static func parse(_ arguments: [String]) throws(ReviewError) -> ReviewCommand {
    var command = ReviewCommand()
    var words: [String] = []
    var rest = arguments[...]
    while let word = rest.popFirst() {
      if word == "--package-path" {
        guard let path = rest.popFirst() else {
          throw ReviewError.usage("--package-path needs a folder")
        }
        command.packagePath = path
      } else {
        words.append(word)
      }
    }
    command.verb = try verb(words)
    return command
  }

  private static func verb(_ words: [String]) throws(ReviewError) -> Verb {
    switch words {
    case []: .interactive
    case ["--list"]: .list
    case ["--accept-all"]: .acceptAll
    case ["--reject-all"]: .rejectAll
    case ["prune"]: .prune(.list)
    case ["prune", "--check"]: .prune(.check)
    case ["prune", "--delete"]: .prune(.delete)
    case ["--help"], ["-h"], ["help"]: .help
    default:
      throw ReviewError.usage("'\(words.joined(separator: " "))' is not a verb of snapshot-review")
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
    case .usage(let text): "snapshot-review: \(text)\n\n\(ReviewCommand.usage)"
    case .files(let text): "snapshot-review: \(text)"
    }
  }
}
