import Foundation
import RefreshControls

/// The demo's command line.
struct DemoOptions: Equatable {
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

  /// A bad option, with the one-line message the demo prints.
  struct Failure: Error, Equatable {
    let message: String
  }

  static let usage = """
    USAGE: swift run Demo [options]

    Plays every refresh style on a 375×667 screen, drawn in the terminal.

    OPTIONS:
      --help              Show this help.
      --list              List the scenes.
      --scene NAME        Play one scene.
      --filmstrip         Print stamped key frames instead of animating.
      --speed X           Play X times as fast (default 1).
      --size WxH          Screen size in points, 320 to 4000 each (default 375x667).
      --camera MODE       follow: the refresh control, large, across the terminal (default);
                          full: the whole screen, small.
      --lang LANG         The controls' language: zh-Hans (default), zh-Hant, en, ko,
                          ru or uk.
      --no-color          Plain characters (also when NO_COLOR is set).
      --voiceover         Under each frame's status, what a screen reader says: on the
                          focused element, or on the scene's refresh control when nothing is
                          focused, and the last announcement it heard, with its time.
      --interactive       Pull by hand. Keys: ↓ or j pulls a sixth of the control's trigger
                          (hold it to keep pulling), ↑ or k pushes, t pulls just past the
                          trigger, space lifts the finger (it lifts by itself half a second
                          after the last key), e ends refreshing, v shows or hides the
                          VoiceOver lines, n next scene, q quits.
                          Mouse: press, drag and release to pull with a finger.
      --script FILE       Play a gesture script (down X Y, move DX DY SECONDS,
                          hold SECONDS, lift, wait SECONDS, end, snapshot; voiceover next,
                          previous, activate, scroll up|down|left|right or action NAME
                          drives the screen reader, and expect focus|spoken|announcement
                          TEXT checks what it says).
    """

  /// Reads `arguments` (without the program name).
  static func parse(_ arguments: [String], environment: [String: String]) throws -> DemoOptions {
    var options = DemoOptions()
    options.useColor = environment["NO_COLOR"].map(\.isEmpty) ?? true
    var remaining = arguments[...]
    func value(for option: String) throws -> String {
      guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
        throw Failure(message: "\(option) needs a value; see --help")
      }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h": options.showHelp = true
      case "--list": options.listScenes = true
      case "--scene": options.sceneName = try value(for: argument)
      case "--filmstrip": options.filmstrip = true
      case "--no-color": options.useColor = false
      case "--interactive": options.interactive = true
      case "--voiceover": options.voiceOver = true
      case "--script": options.scriptPath = try value(for: argument)
      case "--camera": options.camera = try choice(try value(for: argument), for: argument)
      case "--lang":
        let tag = try value(for: argument)
        guard let language = RefreshLanguage(tag: tag) else {
          let tags = RefreshLanguage.allCases.map(\.rawValue).joined(separator: ", ")
          throw Failure(message: "--lang needs one of \(tags), not '\(tag)'")
        }
        options.language = language
      case "--speed":
        let text = try value(for: argument)
        guard let speed = Double(text), speed.isFinite, speed > 0 else {
          throw Failure(message: "--speed needs a positive number, not '\(text)'")
        }
        options.speed = speed
      case "--size":
        let text = try value(for: argument)
        let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 >= 320 && $0 <= 4000 }) else {
          throw Failure(message: "--size needs WxH in points, 320 to 4000 each, not '\(text)'")
        }
        options.size = CGSize(width: parts[0], height: parts[1])
      default:
        throw Failure(message: "unknown option '\(argument)'; see --help")
      }
    }
    return options
  }

  /// The value of `option` named `text`, or a failure naming the values there are.
  private static func choice<Value: RawRepresentable & CaseIterable>(
    _ text: String, for option: String
  ) throws -> Value where Value.RawValue == String {
    guard let value = Value(rawValue: text) else {
      let names = Value.allCases.map(\.rawValue).joined(separator: " or ")
      throw Failure(message: "\(option) needs \(names), not '\(text)'")
    }
    return value
  }
}
