import Testing

@testable import Demo

/// The interactive mode's keys, read from raw terminal bytes.
struct KeyTests {
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func lettersAndSpace() {
    #expect(Key.parse(Self.bytes("jk enq")) == [.pull, .push, .release, .end, .next, .quit])
  }

  @Test func controlCQuits() {
    #expect(Key.parse([0x03]) == [.quit])
  }

  @Test(arguments: ["\u{1B}[", "\u{1B}O"])
  func arrowsInEitherCursorMode(introducer: String) {
    let text = introducer + "B" + introducer + "A" + "j"
    #expect(Key.parse(Self.bytes(text)) == [.pull, .push, .pull])
  }

  @Test func otherKeysAndSequencesAreSkipped() {
    #expect(Key.parse(Self.bytes("x\u{1B}[Cz\u{1B}[Dj")) == [.pull])
  }

  @Test func aSequenceCutShortIsSkipped() {
    #expect(Key.parse(Self.bytes("j\u{1B}[")) == [.pull])
    #expect(Key.parse([]) == [])
  }
}
