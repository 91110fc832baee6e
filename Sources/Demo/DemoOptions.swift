import CommandLineOptions
import Foundation
import RefreshControls

/// The demo's command line.
struct DemoOptions: Equatable, Sendable {
  var showHelp = false
  var listScenes = false
  var sceneName: String?
  var filmstrip = false
  var speed = 1.0
  var size = CGSize(width: 375, height: 667)
  var useColor = true
  var interactive = false
  var scriptPath: String?
  var camera = CameraMode.follow
  var language = RefreshLanguage.simplifiedChinese
  /// Whether each frame shows, under its status, what a screen reader says and the last
  /// announcement it heard (`--voiceover`; `v` switches it by hand).
  var voiceOver = false

  /// What the terminal shows of the screen (`--camera`).
  enum CameraMode: String, CaseIterable {
    /// The control the scene is about, at a readable scale, across the whole terminal.
    case follow
    /// The whole screen, fitted in the terminal.
    case full
  }

  /// A command line, script or scene the demo cannot play, with the one-line message it prints.
  typealias Failure = OptionError

  /// The demo's options, one row each: what `--help` shows and what ``parse(_:environment:)``
  /// reads.
  static let table = OptionTable<DemoOptions>(
    usage: "swift run Demo [options]",
    summary: "Plays every refresh style on a 375×667 screen, drawn in the terminal.",
    options: [
      .flag("--help", "-h", help: "Show this help.") { $0.showHelp = true },
      .flag("--list", help: "List the scenes.") { $0.listScenes = true },
      .value("--scene", placeholder: "NAME", help: "Play one scene.") { $0.sceneName = $1 },
      .flag("--filmstrip", help: "Print stamped key frames instead of animating.") {
        $0.filmstrip = true
      },
      .value("--speed", placeholder: "X", default: "1", help: "Play X times as fast.") {
        options, text in
        options.speed = try OptionValue.positiveNumber(text, for: "--speed")
      },
      .value(
        "--size", placeholder: "WxH", default: "375x667",
        help: "Screen size in points, 320 to 4000 each."
      ) { options, text in options.size = try size(text) },
      .value(
        "--camera", placeholder: "MODE", default: "follow",
        help: "follow: the refresh control, large, across the terminal; full: the whole "
          + "screen, small."
      ) { options, text in
        options.camera = try OptionValue.choice(text, for: "--camera")
      },
      .value(
        "--lang", placeholder: "LANG", default: "zh-Hans",
        help: "The controls' language: zh-Hans, zh-Hant, en, ko, ru or uk."
      ) { options, text in options.language = try language(text) },
      .flag("--no-color", help: "Plain characters (also when NO_COLOR is set).") {
        $0.useColor = false
      },
      .flag(
        "--voiceover",
        help: "Under each frame's status, what a screen reader says: on the focused element, "
          + "or on the scene's refresh control when nothing is focused, and the last "
          + "announcement it heard, with its time."
      ) { $0.voiceOver = true },
      .flag(
        "--interactive",
        help: "Pull by hand. Keys: ↓ or j pulls a sixth of the control's trigger (hold it to "
          + "keep pulling), ↑ or k pushes, t pulls just past the trigger, space lifts the "
          + "finger (it lifts by itself half a second after the last key), e ends "
          + "refreshing, n next scene, q quits, and v shows or hides the VoiceOver lines. "
          + "Mouse: press, drag and release to pull with a finger."
      ) { $0.interactive = true },
      .value(
        "--script", placeholder: "FILE",
        help: "Play a gesture script (down X Y, move DX DY SECONDS, hold SECONDS, lift, wait "
          + "SECONDS, end, snapshot; voiceover next, previous, activate, scroll "
          + "up|down|left|right or action NAME drives the screen reader, and expect "
          + "focus|spoken|announcement TEXT checks what it says)."
      ) { $0.scriptPath = $1 },
    ])

  /// The help, from ``table``.
  static var usage: String { table.help }

  /// Reads `arguments` (without the program name); `NO_COLOR`, set and not empty, turns
  /// colour off before the options are read.
  static func parse(
    _ arguments: [String], environment: [String: String]
  ) throws(OptionError) -> DemoOptions {
    var defaults = DemoOptions()
    defaults.useColor = environment["NO_COLOR"].map(\.isEmpty) ?? true
    return try table.parse(arguments, into: defaults)
  }

  /// A screen size `WxH`, 320 to 4000 points each way.
  private static func size(_ text: String) throws(OptionError) -> CGSize {
    let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
    guard parts.count == 2, parts.allSatisfy({ $0 >= 320 && $0 <= 4000 }) else {
      throw OptionError(message: "--size needs WxH in points, 320 to 4000 each, not '\(text)'")
    }
    return CGSize(width: parts[0], height: parts[1])
  }

  /// A language by its tag.
  private static func language(_ tag: String) throws(OptionError) -> RefreshLanguage {
    guard let language = RefreshLanguage(tag: tag) else {
      let tags = RefreshLanguage.allCases.map(\.rawValue).joined(separator: ", ")
      throw OptionError(message: "--lang needs one of \(tags), not '\(tag)'")
    }
    return language
  }
}
