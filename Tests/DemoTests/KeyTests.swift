import Testing
import ViewKitLite

@testable import Demo

/// The interactive mode's keys and mouse reports, read from raw terminal bytes.
struct KeyTests {
  static func keys(_ text: String) -> [Key] {
    var reader = KeyReader()
    return reader.keys(from: Array(text.utf8))
  }

  @Test func lettersAndSpace() {
    #expect(
      Self.keys("jkt envq") == [.pull, .push, .trigger, .release, .end, .next, .voiceOver, .quit])
  }

  /// 118, a v's byte, is column 86 in a legacy report; `ESC [ … v` is a sequence of its own.
  @Test("v is the VoiceOver key only on its own: not inside a mouse report or a sequence")
  func vInsideSequences() {
    let legacy: [UInt8] = [0x1B, 0x5B, 0x4D, 32, UInt8(ascii: "v"), 37]
    var reader = KeyReader()
    #expect(reader.keys(from: legacy) == [.mouse(MouseEvent(action: .press, column: 86, row: 5))])
    #expect(Self.keys("\u{1B}[1v\u{1B}Ovv") == [.voiceOver])
  }

  @MainActor
  @Test("the keys' line names v and fits 80 columns after every scene's name")
  func helpNamesEveryKey() {
    #expect(InteractivePlayer.help.contains("v VO"))
    for scene in SceneCatalog.all {
      let top = "\(scene.name): \(InteractivePlayer.help)"
      #expect(TextWidth.columns(of: top) <= 79, "\(top)")
    }
  }

  @Test func controlCQuits() {
    var reader = KeyReader()
    #expect(reader.keys(from: [0x03]) == [.quit])
  }

  @Test(arguments: ["\u{1B}[", "\u{1B}O", "\u{1B}[1;5"])
  func arrowsInEitherCursorModeAndWithModifiers(introducer: String) {
    let text = introducer + "B" + introducer + "A" + "j"
    #expect(Self.keys(text) == [.pull, .push, .pull])
  }

  @Test func otherKeysAndSequencesAreSkipped() {
    #expect(Self.keys("x\u{1B}[Cz\u{1B}[Dj\u{1B}[200~") == [.pull])
  }

  @Test func aSequenceCutShortWaitsForItsEnd() {
    var reader = KeyReader()
    #expect(reader.keys(from: Array("j\u{1B}[".utf8)) == [.pull])
    #expect(reader.keys(from: Array("B".utf8)) == [.pull])
    #expect(reader.keys(from: []) == [])
  }

  @Test func sgrMouseReports() {
    let text = "\u{1B}[<0;12;5M\u{1B}[<32;12;9M\u{1B}[<0;12;9m"
    #expect(
      Self.keys(text) == [
        .mouse(MouseEvent(action: .press, column: 12, row: 5)),
        .mouse(MouseEvent(action: .drag, column: 12, row: 9)),
        .mouse(MouseEvent(action: .release, column: 12, row: 9)),
      ])
  }

  @Test func aMouseReportSplitBetweenReads() {
    var reader = KeyReader()
    #expect(reader.keys(from: Array("\u{1B}[<32;1".utf8)) == [])
    #expect(
      reader.keys(from: Array("0;7Mj".utf8)) == [
        .mouse(MouseEvent(action: .drag, column: 10, row: 7)), .pull,
      ])
  }

  @Test func otherButtonsAndTheWheelAreSkipped() {
    #expect(Self.keys("\u{1B}[<2;3;4M\u{1B}[<64;3;4M\u{1B}[<65;3;4Mj") == [.pull])
  }

  @Test func legacyMouseReports() {
    let bytes: [UInt8] =
      [0x1B, 0x5B, 0x4D, 32, 42, 37, 0x1B, 0x5B, 0x4D, 64, 42, 40]
      + [0x1B, 0x5B, 0x4D, 35, 42, 40]
    var reader = KeyReader()
    #expect(
      reader.keys(from: bytes) == [
        .mouse(MouseEvent(action: .press, column: 10, row: 5)),
        .mouse(MouseEvent(action: .drag, column: 10, row: 8)),
        .mouse(MouseEvent(action: .release, column: 10, row: 8)),
      ])
  }
}
