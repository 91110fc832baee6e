import Foundation
import ViewKitLite

/// A small text format for scripted fingers, played on a window: the demo's `--script`, the
/// tests' scenes, and the fuzzer's replay of a failing seed.
///
/// One step a line; `#` starts a comment; numbers are points and seconds:
///
/// ```
/// down 187 300        # a finger touches down at (187, 300)
/// move 0 120 0.5      # moves by (0, 120) over 0.5 s, one pan event per frame
/// hold 0.2            # stays still for 0.2 s
/// lift                # lifts
/// wait 2              # lets the clock run 2 s
/// end                 # ends refreshing (the scene decides what that means)
/// snapshot            # takes a key frame
/// call inset 64 0     # a named action of the vocabulary, with its words
/// expect offset.y -108 ±0.5   # a named value of the vocabulary, checked now
/// voiceover scroll up # the window's screen reader asks for the content above
/// expect announcement Loading...   # a value of several words: the rest of the line
/// ```
///
/// `voiceover WORDS` is `call voiceover WORDS`, written as the screen reader's own line: the
/// vocabulary's `voiceover` action drives `Window.screenReader` (`next`, `previous`,
/// `activate`, `increment`, `decrement`, `scroll up|down|left|right|next|previous`, `action
/// NAME…`), and its readers `focus`, `spoken` and `announcement` say what it is on and heard.
///
/// `expect` and `call` make a script an executable specification: a `Vocabulary` names what
/// can be read and done. ViewKitLite's own knows the geometry of the window's first scroll
/// view; another module adds its words (RefreshControls adds `state`, `callbacks`, `begin`…),
/// so a port to another UI can replay the same files with a vocabulary of its own.
public struct GestureScript: Hashable, Sendable {
  /// One step of a script.
  public enum Step: Hashable, Sendable {
    /// A finger touches down at a window point.
    case down(CGPoint)
    /// The finger moves by an offset over a duration.
    case move(CGPoint, TimeInterval)
    /// The finger stays still.
    case hold(TimeInterval)
    /// The finger lifts.
    case lift
    /// The clock runs.
    case wait(TimeInterval)
    /// Refreshing ends (the player's `end` handler).
    case end
    /// A key frame (the player's `snapshot` handler).
    case snapshot
    /// A named action of the vocabulary, with its words.
    case call(String, [String])
    /// A named value of the vocabulary that must hold now.
    case expect(Expectation)
  }

  /// `expect NAME VALUE [±TOLERANCE]`: a value read by name, compared as a number (within the
  /// tolerance, 0.001 unless given) when both sides are numbers, else as text.
  public struct Expectation: Hashable, Sendable {
    /// The name of the value, for example `offset.y` or `state`.
    public let name: String
    /// The expected value, as written.
    public let value: String
    /// How far a number may be off.
    public let tolerance: CGFloat

    /// An expectation of `name` being `value`.
    public init(name: String, value: String, tolerance: CGFloat = 0.001) {
      self.name = name
      self.value = value
      self.tolerance = tolerance
    }

    /// Whether `actual` meets it.
    public func isMet(by actual: String) -> Bool {
      guard let expected = Double(value), let found = Double(actual) else {
        return actual == value
      }
      return abs(CGFloat(found - expected)) <= tolerance
    }
  }

  /// What an `expect` line found.
  public struct Outcome: Hashable, Sendable, CustomStringConvertible {
    /// The line's number, from 1.
    public let line: Int
    /// What was expected.
    public let expectation: Expectation
    /// What was read, or `nil` when the vocabulary has no such name.
    public let actual: String?

    /// Whether the expectation held.
    public var passed: Bool { actual.map(expectation.isMet) ?? false }

    /// `line N: expect NAME VALUE: ok`, or what was found instead.
    public var description: String {
      let verdict =
        passed
        ? "ok" : actual.map { "found \($0)" } ?? "no value is named '\(expectation.name)'"
      return "line \(line): expect \(expectation.name) \(expectation.value): \(verdict)"
    }
  }

  /// A line that could not be read, with its number (from 1) and what is wrong.
  public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line's number, from 1.
    public let line: Int
    /// What is wrong with it.
    public let message: String

    /// `line N: message`.
    public var description: String { "line \(line): \(message)" }
  }

  /// A step and the line it came from.
  public struct Entry: Hashable, Sendable {
    /// The line's number, from 1.
    public let line: Int
    /// The step.
    public let step: Step
  }

  /// The steps, each with its line number.
  public let steps: [Entry]

  /// Reads a script.
  ///
  /// - Throws: `ParseError` for the first line that is not a step.
  public init(_ text: String) throws {
    var steps: [Entry] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let content = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      let words = content.split(whereSeparator: \.isWhitespace).map(String.init)
      guard let command = words.first else { continue }
      let step = try GestureScript.step(command, Array(words.dropFirst()), line: index + 1)
      steps.append(Entry(line: index + 1, step: step))
    }
    self.steps = steps
  }

  /// A script of the given steps.
  public init(steps: [Step]) {
    self.steps = steps.enumerated().map { Entry(line: $0.offset + 1, step: $0.element) }
  }

  /// The script as text, one step a line, readable by ``init(_:)`` into the same steps.
  public var text: String {
    steps.map(\.step.line).joined(separator: "\n") + "\n"
  }

  private static func step(_ command: String, _ arguments: [String], line: Int) throws -> Step {
    func numbers(_ count: Int, _ usage: String) throws -> [CGFloat] {
      guard arguments.count == count else {
        throw ParseError(line: line, message: "'\(command)' takes \(usage)")
      }
      return try arguments.map { word in
        guard let value = Double(word), value.isFinite else {
          throw ParseError(line: line, message: "'\(word)' is not a finite number")
        }
        return CGFloat(value)
      }
    }
    func seconds(_ value: CGFloat) throws -> TimeInterval {
      guard value >= 0 else {
        throw ParseError(line: line, message: "a duration cannot be negative")
      }
      return TimeInterval(value)
    }
    switch command {
    case "down":
      let values = try numbers(2, "X Y")
      return .down(CGPoint(x: values[0], y: values[1]))
    case "move":
      let values = try numbers(3, "DX DY SECONDS")
      return .move(CGPoint(x: values[0], y: values[1]), try seconds(values[2]))
    case "hold": return .hold(try seconds(try numbers(1, "SECONDS")[0]))
    case "wait": return .wait(try seconds(try numbers(1, "SECONDS")[0]))
    case "voiceover":
      guard ScreenReader.accepts(arguments) else {
        throw ParseError(
          line: line,
          message: "'voiceover' takes what the screen reader does: \(ScreenReader.scriptUsage)")
      }
      return .call("voiceover", arguments)
    case "call":
      guard let name = arguments.first else {
        throw ParseError(line: line, message: "'call' takes a NAME and its words")
      }
      return .call(name, Array(arguments.dropFirst()))
    case "expect":
      return .expect(try expectation(arguments, line: line))
    case "lift", "end", "snapshot":
      guard arguments.isEmpty else {
        throw ParseError(line: line, message: "'\(command)' takes no arguments")
      }
      return command == "lift" ? .lift : command == "end" ? .end : .snapshot
    default:
      throw ParseError(
        line: line,
        message:
          "unknown step '\(command)'; use down, move, hold, lift, wait, end, snapshot, call, "
          + "voiceover or expect")
    }
  }

  /// `expect NAME VALUE [±TOLERANCE]`; a value of several words (an announcement's text) is
  /// every word after the name, one space apart, unless the last begins with `±`.
  private static func expectation(_ arguments: [String], line: Int) throws -> Expectation {
    guard arguments.count >= 2 else {
      throw ParseError(line: line, message: "'expect' takes NAME VALUE [±TOLERANCE]")
    }
    guard arguments.count >= 3, let last = arguments.last, last.hasPrefix("±") else {
      return Expectation(name: arguments[0], value: arguments.dropFirst().joined(separator: " "))
    }
    let value = arguments.dropFirst().dropLast().joined(separator: " ")
    guard let tolerance = Double(last.dropFirst()), tolerance.isFinite, tolerance >= 0 else {
      throw ParseError(line: line, message: "'\(last)' is not a tolerance like ±0.5")
    }
    return Expectation(name: arguments[0], value: value, tolerance: CGFloat(tolerance))
  }

  /// Plays the script on `window` and returns what its `expect` lines found. A step that needs
  /// a finger when none is down (or `down` while one is) is skipped with a diagnostic on the
  /// window, and so is a `call` of a name the vocabulary does not have. `move`, `hold` and
  /// `lift` also move a finger that a `call` put down (a vocabulary's `pull`, say).
  @MainActor
  @discardableResult
  public func play(
    in window: Window, vocabulary: Vocabulary = Vocabulary(), end: () -> Void = {},
    snapshot: () -> Void = {}
  ) -> [Outcome] {
    var finger: Finger?
    var outcomes: [Outcome] = []
    let firstFinger = window.fingers.count
    for entry in steps {
      let line = entry.line
      switch entry.step {
      case .down(let point):
        guard finger == nil else {
          window.reportDiagnostic(
            member: "GestureScript", "line \(line): a finger is already down; lift it first.")
          continue
        }
        finger = window.touchDown(at: point)
      case .move(let offset, let duration):
        guard let current = finger ?? fingerDown(in: window, from: firstFinger) else {
          window.reportDiagnostic(
            member: "GestureScript", "line \(line): no finger is down; use 'down X Y' first.")
          continue
        }
        current.move(by: offset, duration: duration)
      case .hold(let seconds):
        if let held = finger ?? fingerDown(in: window, from: firstFinger) {
          held.hold(for: seconds)
        } else {
          window.advance(by: seconds)
        }
      case .lift:
        (finger ?? fingerDown(in: window, from: firstFinger))?.lift()
        finger = nil
      case .wait(let seconds):
        window.advance(by: seconds)
      case .end:
        end()
      case .snapshot:
        snapshot()
      case .call(let name, let words):
        if !vocabulary.perform(name, words, in: window) {
          window.reportDiagnostic(
            member: "GestureScript", "line \(line): no action is named '\(name)'; nothing done.")
        }
      case .expect(let expectation):
        outcomes.append(
          Outcome(
            line: line, expectation: expectation,
            actual: vocabulary.read(expectation.name, in: window)))
      }
    }
    (finger ?? fingerDown(in: window, from: firstFinger))?.lift()
    return outcomes
  }

  /// The last finger down in `window` of those put down from the `index`th on: one a `call`
  /// put down, never one put down before the script.
  @MainActor
  private func fingerDown(in window: Window, from index: Int) -> Finger? {
    window.fingers[min(index, window.fingers.count)...].last { $0.isDown }
  }
}
