import Foundation
import Testing

@testable import Demo

/// The command line: sizes the scenes can play on are taken, others refused with the range.
struct DemoOptionsTests {
  @Test(arguments: ["320x480", "480x320", "1024X1366", "4000x4000"])
  func takesScreenSizes(text: String) throws {
    let options = try DemoOptions.parse(["--size", text], environment: [:])
    let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
    #expect(options.size == CGSize(width: parts[0], height: parts[1]))
  }

  @Test(arguments: ["319x480", "480x319", "60x40", "4001x600", "nanxnan", "infx480", "375", "x"])
  func refusesOtherSizes(text: String) {
    #expect(throws: DemoOptions.Failure.self) {
      try DemoOptions.parse(["--size", text], environment: [:])
    }
  }

  @Test func defaultsPlayEveryScene() throws {
    let options = try DemoOptions.parse([], environment: [:])
    #expect(options == DemoOptions())
    #expect(options.size == CGSize(width: 375, height: 667) && options.useColor)
    #expect(options.camera == .follow && options.language == .simplifiedChinese)
    #expect(!options.voiceOver, "VoiceOver lines only when asked for")
  }

  @Test(arguments: [("1", false), ("", true)])
  func noColorWhenSetAndNotEmpty(value: String, useColor: Bool) throws {
    #expect(try DemoOptions.parse([], environment: ["NO_COLOR": value]).useColor == useColor)
  }

  @Test func readsEveryOption() throws {
    let options = try DemoOptions.parse(
      [
        "--scene", "jk", "--filmstrip", "--speed", "2.5", "--no-color", "--script", "a.txt",
        "--interactive", "--list", "-h", "--camera", "full", "--lang", "en", "--voiceover",
      ], environment: [:])
    var expected = DemoOptions()
    expected.sceneName = "jk"
    expected.filmstrip = true
    expected.speed = 2.5
    expected.useColor = false
    expected.scriptPath = "a.txt"
    expected.interactive = true
    expected.listScenes = true
    expected.showHelp = true
    expected.camera = .full
    expected.language = .english
    expected.voiceOver = true
    #expect(options == expected)
  }

  @Test(
    "--voiceover takes no value, and the help says what it shows, the key v and the script lines")
  func voiceOver() throws {
    let options = try DemoOptions.parse(["--voiceover", "--scene", "hw"], environment: [:])
    #expect(options.voiceOver && options.sceneName == "hw")
    for text in ["--voiceover", "v shows or hides", "voiceover next", "expect focus|spoken"] {
      #expect(DemoOptions.usage.contains(text), "\(text)")
    }
  }

  @Test(arguments: ["0", "-1", "nan", "inf", "fast"])
  func refusesSpeeds(text: String) {
    #expect(throws: DemoOptions.Failure(message: "--speed needs a positive number, not '\(text)'"))
    {
      try DemoOptions.parse(["--speed", text], environment: [:])
    }
  }

  @Test func anOptionIsNotAValue() {
    #expect(throws: DemoOptions.Failure(message: "--scene needs a value; see --help")) {
      try DemoOptions.parse(["--scene", "--list"], environment: [:])
    }
  }

  @Test("--lang takes any of the six languages' tags, and names them when refused")
  func languages() throws {
    let russian = try DemoOptions.parse(["--lang", "ru"], environment: [:])
    #expect(russian.language == .russian)
    let message = "--lang needs one of zh-Hans, zh-Hant, en, ko, ru, uk, not 'fr'"
    #expect(throws: DemoOptions.Failure(message: message)) {
      try DemoOptions.parse(["--lang", "fr"], environment: [:])
    }
  }
}
