import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif

/// Standard input in raw mode (no line buffering, no echo; Ctrl-C and Ctrl-Z still signal),
/// and the settings to put back: the ``TerminalSession`` switches between them as it takes the
/// terminal and gives it back.
final class RawTerminal: Sendable {
  private let saved: SavedSettings
  private let raw: SavedSettings

  /// The terminal settings as they were, to restore.
  struct SavedSettings: @unchecked Sendable {
    let value: termios
  }

  /// Reads standard input's settings, or returns `nil` when it is not a terminal.
  init?() {
    var settings = termios()
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &settings) == 0 else { return nil }
    saved = SavedSettings(value: settings)
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
    raw = SavedSettings(value: settings)
  }

  /// Switches standard input to raw mode.
  func makeRaw() {
    var settings = raw.value
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
  }

  /// Puts the saved settings back.
  func restore() {
    var settings = saved.value
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
  }

  /// Waits up to `timeout` seconds for input and returns what arrived.
  func read(timeout: TimeInterval) -> [UInt8] {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, Int32(max(timeout, 0) * 1000)) > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = buffer.withUnsafeMutableBytes { bytes in
      systemRead(STDIN_FILENO, bytes.baseAddress, bytes.count)
    }
    return count > 0 ? Array(buffer[0..<count]) : []
  }
}
