import Testing
import ViewKitLiteTesting

@Suite("Finding an inline snapshot's call in source, without a parser")
struct InlineSnapshotSourceTests {
  /// `source` after writing `snapshot` into the call on `line`.
  func written(_ snapshot: String, into source: String, line: Int, column: Int = 1) throws -> String
  {
    var file = InlineSnapshotSource(source)
    let call = try #require(file.call(named: "assertInlineSnapshot", line: line, column: column))
    _ = file.write(snapshot, into: call)
    return file.text
  }

  @Test("a call with no closure gets one: a multi-line literal one step inside the call's line")
  func addsClosure() throws {
    let source = """
      func test() {
        assertInlineSnapshot(of: x, as: .lines)
      }

      """
    #expect(
      try written("a\n\nb", into: source, line: 2) == """
        func test() {
          assertInlineSnapshot(of: x, as: .lines) {
            \"""
            a

            b
            \"""
          }
        }

        """)
  }

  @Test("an existing closure is replaced; parentheses, braces and quotes in strings are skipped")
  func replacesClosure() throws {
    let source = """
      \tassertInlineSnapshot(of: f(")", "{", #"\\")"#, "\\(g(")"))" /* ) */), as: .lines) {
      \t\t\"""
      \t\told }
      \t\t\"""
      \t}
      \tafter()

      """
    #expect(
      try written("new", into: source, line: 1) == """
        \tassertInlineSnapshot(of: f(")", "{", #"\\")"#, "\\(g(")"))" /* ) */), as: .lines) {
        \t\t\"""
        \t\tnew
        \t\t\"""
        \t}
        \tafter()

        """)
  }

  @Test("a raw string ending in a backslash ends at its quote and hash, not at a later quote")
  func rawStringEndingInABackslash() throws {
    let source = #"""
      assertInlineSnapshot(of: f(#""#), as: .lines)
      g("")

      """#
    #expect(
      try written("new", into: source, line: 1) == #"""
        assertInlineSnapshot(of: f(#""#), as: .lines) {
          """
          new
          """
        }
        g("")

        """#)
  }

  @Test("arguments over several lines: the `)` gets a line of its own, as swift format has it")
  func closingParenthesis() throws {
    let source =
      "  assertInlineSnapshot(\n    of: x, as: .lines)\n  assertInlineSnapshot(\n    of: y\n  )\n"
    var file = InlineSnapshotSource(source)
    let first = try #require(file.call(named: "assertInlineSnapshot", line: 1, column: 3))
    #expect(file.write("a", into: first) == 5)
    let second = try #require(file.call(named: "assertInlineSnapshot", line: 8, column: 3))
    #expect(file.write("b", into: second) == 4)
    #expect(
      file.text == """
          assertInlineSnapshot(
            of: x, as: .lines
          ) {
            \"""
            a
            \"""
          }
          assertInlineSnapshot(
            of: y
          ) {
            \"""
            b
            \"""
          }

        """)
  }

  @Test("in a file indented with tabs, a `)` after tabs alone keeps its line; one after code moves")
  func closingParenthesisAfterTabs() throws {
    let source = "\tassertInlineSnapshot(\n\t\tof: y\n\t)\n\tassertInlineSnapshot(\n\t\tof: x)\n"
    var file = InlineSnapshotSource(source)
    let first = try #require(file.call(named: "assertInlineSnapshot", line: 1, column: 2))
    #expect(file.write("b", into: first) == 4)
    let second = try #require(file.call(named: "assertInlineSnapshot", line: 8, column: 2))
    #expect(file.write("a", into: second) == 5)
    #expect(
      file.text
        == "\tassertInlineSnapshot(\n\t\tof: y\n\t) {\n\t\t\"\"\"\n\t\tb\n\t\t\"\"\"\n\t}\n"
        + "\tassertInlineSnapshot(\n\t\tof: x\n\t) {\n\t\t\"\"\"\n\t\ta\n\t\t\"\"\"\n\t}\n")
  }

  @Test("a call on a line with two picks the one at the column; a line comment is skipped")
  func column() throws {
    let source = "a(); assertInlineSnapshot(of: 1, as: .x) // {\n"
    let file = InlineSnapshotSource(source)
    let call = try #require(file.call(named: "assertInlineSnapshot", line: 1, column: 6))
    #expect(call.start == 5)
    #expect(call.closure == nil)
    #expect(file.call(named: "assertInlineSnapshot", line: 2, column: 1) == nil)
    #expect(file.call(named: "other", line: 1, column: 1) == nil)
    let two = InlineSnapshotSource("f(x(1), x(2))\n")
    #expect(two.call(named: "x", line: 1, column: 9)?.start == 8, "at or after the column")
    #expect(two.call(named: "x", line: 1, column: 40)?.start == 8, "past both: the line's last")
    #expect(two.call(named: "x", line: 1, column: 1)?.start == 2)
  }

  @Test("an escaped backslash before a closing quote, and an empty comment, end where they do")
  func escapesAndComments() throws {
    let source = #"assertInlineSnapshot(of: "\\", as: /**/ .lines) { "old" }"# + "\n"
    let file = InlineSnapshotSource(source)
    let call = try #require(file.call(named: "assertInlineSnapshot", line: 1, column: 1))
    #expect(call.argumentsEnd == 47)
    #expect(call.closure == 48..<57)
  }

  @Test("a block comment ends just after its */, nested ones too: a ) right after it closes")
  func blockComments() throws {
    for comment in ["/**/", "/* a /* ) */ b */"] {
      let source = "assertInlineSnapshot(of: 1, as: .lines \(comment)) { \"old\" }\n"
      let file = InlineSnapshotSource(source)
      let call = try #require(file.call(named: "assertInlineSnapshot", line: 1, column: 1))
      let close = try #require(source.utf8.firstIndex(of: UInt8(ascii: "{")))
      #expect(
        call.argumentsEnd == source.utf8.distance(from: source.utf8.startIndex, to: close) - 1)
    }
  }

  @Test(
    "a name that only ends in assertInlineSnapshot is not the call",
    arguments: ["a", "z", "_", "0", "7", "9", "A", "Z"])
  func longerNames(prefix: String) throws {
    let file = InlineSnapshotSource("\(prefix)assertInlineSnapshot(1) assertInlineSnapshot(2)\n")
    let call = try #require(file.call(named: "assertInlineSnapshot", line: 1, column: 1))
    #expect(call.start == 25)
  }

  @Test("a file that ends inside a string, just after a backslash, has no call to find")
  func endsAfterBackslash() {
    let file = InlineSnapshotSource(#"assertInlineSnapshot(of: "\"#)
    #expect(file.call(named: "assertInlineSnapshot", line: 1, column: 1) == nil)
  }

  @Test(
    "a call right after an operator, a bracket or other punctuation is found",
    arguments: ["=", "{", "(", "[", "?", "/", ":", "@", "`"])
  func afterPunctuation(prefix: String) throws {
    let file = InlineSnapshotSource("\(prefix)assertInlineSnapshot(1)\n")
    let call = try #require(file.call(named: "assertInlineSnapshot", line: 1, column: 1))
    #expect(call.start == 1)
  }

  @Test("a snapshot holding a backslash or triple quote is a raw literal; a 4-space file's step")
  func rawDelimiters() throws {
    let source = "    assertInlineSnapshot(of: x, as: .lines)\n"
    #expect(
      try written("a\\b ##", into: source, line: 1) == """
            assertInlineSnapshot(of: x, as: .lines) {
                ###\"""
                a\\b ##
                \"""###
            }

        """)
    #expect(
      try written("\"\"\"", into: source, line: 1).contains(
        "#\"\"\"\n        \"\"\"\n        \"\"\"#"))
  }

  @Test("the lines the file gains are counted, so later calls can be found where compiled")
  func lineCount() throws {
    var file = InlineSnapshotSource(
      "assertInlineSnapshot(of: 1, as: .x) {\n  \"\"\"\n  a\n  \"\"\"\n}\n")
    let call = try #require(file.call(named: "assertInlineSnapshot", line: 1, column: 1))
    #expect(file.write("a\nb\nc", into: call) == 2)
    let again = try #require(file.call(named: "assertInlineSnapshot", line: 1, column: 1))
    #expect(file.write("z", into: again) == -2)
  }

  @Test("the file's last line, with no newline after it, is searched; no line past it is")
  func lastLine() throws {
    let file = InlineSnapshotSource("x()\n  assertInlineSnapshot(of: 1, as: .x) { \"old\" }")
    let call = try #require(file.call(named: "assertInlineSnapshot", line: 2, column: 1))
    #expect(call.start == 6 && call.indentation == "  ")
    #expect(call.closure == 42..<51)
    #expect(file.call(named: "assertInlineSnapshot", line: 3, column: 1) == nil)
    #expect(file.call(named: "assertInlineSnapshot", line: 0, column: 1) == nil)
    #expect(file.call(named: "assertInlineSnapshot", line: 1, column: 1) == nil)
  }

  @Test("a closure right after the ), or after a newline, is the call's own")
  func closureWithoutSpace() throws {
    for gap in ["", "\n", "\t", " \r\n  "] {
      let source = "assertInlineSnapshot(of: 1, as: .x)\(gap){ \"old\" }\n"
      let call = try #require(
        InlineSnapshotSource(source).call(named: "assertInlineSnapshot", line: 1, column: 1))
      #expect(call.argumentsEnd == 35)
      #expect(
        call.closure == (35 + gap.utf8.count)..<(44 + gap.utf8.count), "\(gap.debugDescription)")
    }
    let none = "assertInlineSnapshot(of: 1, as: .x)\nlet y = { 2 }\n"
    let call = try #require(
      InlineSnapshotSource(none).call(named: "assertInlineSnapshot", line: 1, column: 1))
    #expect(call.closure == nil, "a closure after another statement is not the call's")
  }

  @Test("a last line of spaces and no newline is no indentation: the file's step still counts")
  func lastLineOfSpaces() throws {
    let source = "func f() {\n    assertInlineSnapshot(of: 1, as: .x)\n}\n  "
    let text = try written("a", into: source, line: 2)
    #expect(
      text.contains("\n        \"\"\"\n        a\n"), "a step of 4, not of the 2 trailing spaces")
  }
}
