import CommandLineOptions
import Testing

/// An option table read and printed: flags, values, words, their errors, and the help.
struct OptionTableTests {
  struct Options: Equatable, Sendable {
    var verbose = false
    var count = 1
    var name: String?
    var verb: String?
  }

  static let table = OptionTable<Options>(
    usage: "tool [options]", summary: "Does a thing to every file it is given, one at a time.",
    options: [
      .flag("--verbose", "-v", help: "Say more.") { $0.verbose = true },
      .value("--count", placeholder: "N", default: "1", help: "How many times.") {
        $0.count = try OptionValue.count($1, for: "--count", minimum: 1)
      },
      .value("--name", placeholder: "NAME", needs: "a name", help: "Who.") { $0.name = $1 },
      .flag(
        "go", help: "Go, once.",
        check: { options in
          guard options.verb == nil else { throw OptionError(message: "one verb at a time") }
          options.verb = "go"
        }),
      .value(
        "--a-very-long-option-name", placeholder: "VALUE",
        help: "A row whose label is too long for the column puts its help on the next line."
      ) { $0.name = $1 },
    ],
    epilogue: "EXIT STATUS:\n  0  done")

  @Test("rows set what they say, in the order given, from the defaults")
  func parses() throws {
    let options = try Self.table.parse(
      ["-v", "--count", "3", "go", "--name", "x"], into: Options())
    #expect(options == Options(verbose: true, count: 3, name: "x", verb: "go"))
    #expect(try Self.table.parse([], into: Options(count: 7)) == Options(count: 7))
  }

  @Test("an unknown argument, a missing value and an option in its place are one line each")
  func refuses() {
    #expect(throws: OptionError(message: "unknown option '--bogus'; see --help")) {
      try Self.table.parse(["--bogus"], into: Options())
    }
    #expect(throws: OptionError(message: "--name needs a name")) {
      try Self.table.parse(["--name"], into: Options())
    }
    #expect(throws: OptionError(message: "--count needs a value; see --help")) {
      try Self.table.parse(["--count", "--verbose"], into: Options())
    }
    #expect(throws: OptionError(message: "--count needs a whole number of at least 1, not '0'")) {
      try Self.table.parse(["--count", "0"], into: Options())
    }
    #expect(throws: OptionError(message: "one verb at a time")) {
      try Self.table.parse(["go", "go"], into: Options())
    }
  }

  @Test("the help lists every row with its placeholder, help and default, wrapped at 80")
  func help() {
    #expect(
      Self.table.help == """
        USAGE: tool [options]

        Does a thing to every file it is given, one at a time.

        OPTIONS:
          --verbose, -v  Say more.
          --count N      How many times. Default: 1.
          --name NAME    Who.
          go             Go, once.
          --a-very-long-option-name VALUE
                         A row whose label is too long for the column puts its help on
                         the next line.

        EXIT STATUS:
          0  done

        """)
    #expect(Self.table.help.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }

  @Test(
    "a label of 22 columns sets the help column; one of 23 stands on a line of its own",
    arguments: [22, 23])
  func labelColumnEdge(width: Int) {
    let name = "--" + String(repeating: "x", count: width - 2)
    let table = OptionTable<Options>(
      usage: "tool", summary: "Tools.",
      options: [
        .flag("-v", help: "Verbose.") { $0.verbose = true },
        .flag(name, help: "Long.") { $0.verbose = true },
      ],
      epilogue: "")
    let lines = table.help.split(separator: "\n").map(String.init)
    if width <= 22 {
      #expect(lines.contains("  -v" + String(repeating: " ", count: width) + "Verbose."))
      #expect(lines.contains("  \(name)  Long."))
    } else {
      #expect(lines.contains("  -v  Verbose."))
      #expect(lines.contains("  \(name)"))
      #expect(lines.contains("      Long."))
    }
  }

  @Test(
    "help that fills its line to column 80 stays on it; a character more wraps its last word",
    arguments: [false, true])
  func wrapAtTheEdge(oneMore: Bool) {
    let words = Array(repeating: "abcd", count: 14) + [oneMore ? "abcde" : "abcd"]
    let table = OptionTable<Options>(
      usage: "tool", summary: "Tools.",
      options: [.flag("-v", help: words.joined(separator: " ")) { $0.verbose = true }],
      epilogue: "")
    let lines = table.help.split(separator: "\n").map(String.init)
    let rows = lines.filter { $0.hasPrefix("  -v") || $0.hasPrefix("      abcd") }
    #expect(rows.first?.count == (oneMore ? 75 : 80), "\(rows)")
    #expect(rows.count == (oneMore ? 2 : 1))
    #expect(lines.allSatisfy { $0.count <= 80 })
  }

  @Test("a word longer than the help column starts the row's line, never a blank line before it")
  func wordLongerThanTheColumn() {
    let long = String(repeating: "x", count: 76)
    let table = OptionTable<Options>(
      usage: "tool", summary: "Tools.",
      options: [.flag("-v", help: "\(long) short") { $0.verbose = true }],
      epilogue: "")
    let lines = table.help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let row = lines.firstIndex { $0.hasPrefix("  -v") }
    #expect(row.map { lines[$0] } == "  -v  \(long)", "\(lines)")
    #expect(row.map { lines[$0 + 1] } == "      short", "\(lines)")
  }

  @Test("a failure is the program's name and the message on one line, then the help")
  func failure() {
    let text = Self.table.failure(OptionError(message: "no"), program: "tool")
    #expect(text == "tool: no\n\n" + Self.table.help)
  }

  enum Mode: String, CaseIterable { case fast, slow }

  @Test("the value readers take their edge and refuse past it, naming the option")
  func values() throws {
    #expect(try OptionValue.positiveNumber("0.5", for: "--x") == 0.5)
    for text in ["0", "-1", "nan", "inf", "a"] {
      #expect(throws: OptionError(message: "--x needs a positive number, not '\(text)'")) {
        try OptionValue.positiveNumber(text, for: "--x")
      }
    }
    #expect(try OptionValue.count("0", for: "--x", minimum: 0) == 0)
    #expect(throws: OptionError(message: "--x needs a whole number of at least 1, not '0'")) {
      try OptionValue.count("0", for: "--x", minimum: 1)
    }
    #expect(try OptionValue.seed("18446744073709551615", for: "--s") == UInt64.max)
    #expect(throws: OptionError(message: "--s needs a whole number from 0, not '-1'")) {
      try OptionValue.seed("-1", for: "--s")
    }
    #expect(try OptionValue.choice("slow", for: "--mode") == Mode.slow)
    #expect(throws: OptionError(message: "--mode needs fast or slow, not 'medium'")) {
      let _: Mode = try OptionValue.choice("medium", for: "--mode")
    }
  }
}
