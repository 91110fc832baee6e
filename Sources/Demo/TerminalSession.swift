import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal while the demo draws on it, and the signals that take it away.
///
/// The drawing thread writes every frame through ``draw(_:)`` and paces itself on ``playTime``;
/// Dispatch signal sources (no C handler, no global state) act under the same lock:
/// - SIGINT and SIGTERM give the terminal back and exit with 128 + the signal, so no frame
///   follows the leave-alternate-screen sequence;
/// - SIGTSTP gives it back and stops the process with SIGTSTP's default action; ``draw(_:)``
///   waits and ``playTime`` stands still until the terminal is taken back;
/// - SIGCONT takes it back (raw mode, alternate screen) when the demo is in the terminal's
///   foreground process group, or when the terminal is not its controlling terminal, so
///   nothing can put it in the background there; the next frame redraws the screen.
final class TerminalSession: @unchecked Sendable {
  private enum State {
    case idle
    case held
    case away
  }

  private let keyboard: RawTerminal?
  private let condition = NSCondition()
  private let queue = DispatchQueue(label: "Demo.TerminalSession")
  private var state = State.idle
  private var awaySince: TimeInterval?
  private var timeAway: TimeInterval = 0
  private var sources: [DispatchSourceSignal] = []

  /// A session that also puts `keyboard` in raw mode while it holds the terminal.
  init(keyboard: RawTerminal? = nil) {
    self.keyboard = keyboard
  }

  /// Starts listening for the signals, then takes the terminal.
  func start() {
    sources = [SIGINT, SIGTERM, SIGTSTP, SIGCONT].map(listen)
    condition.withLock {
      take()
      state = .held
    }
  }

  /// Gives the terminal back and stops listening.
  func finish() {
    condition.withLock {
      if state == .held { giveBack() }
      state = .idle
    }
    sources.forEach { $0.cancel() }
  }

  /// Writes `text` while the session holds the terminal; waits while the demo is away.
  func draw(_ text: String) {
    condition.withLock {
      while state == .away { condition.wait() }
      if state == .held { Terminal.write(text) }
    }
  }

  /// Seconds on a monotonic clock that stands still while the demo is away.
  var playTime: TimeInterval {
    condition.withLock { (awaySince ?? Self.uptime) - timeAway }
  }

  private static var uptime: TimeInterval { ProcessInfo.processInfo.systemUptime }

  private func listen(_ number: Int32) -> DispatchSourceSignal {
    signal(number, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
    source.setEventHandler { [unowned self] in
      switch number {
      case SIGTSTP: suspend()
      case SIGCONT: resume()
      default: quit(number)
      }
    }
    source.resume()
    return source
  }

  /// Exits holding the lock, so the drawing thread cannot write after the terminal is back.
  private func quit(_ number: Int32) -> Never {
    condition.lock()
    if state == .held { giveBack() }
    exit(128 + number)
  }

  private func suspend() {
    condition.withLock {
      guard state == .held else { return }
      giveBack()
      state = .away
      awaySince = Self.uptime
    }
    Self.stopProcess()
    resume()
  }

  private func resume() {
    condition.withLock {
      guard state == .away, Self.ownsForeground, let awaySince else { return }
      take()
      timeAway += Self.uptime - awaySince
      self.awaySince = nil
      state = .held
      condition.broadcast()
    }
  }

  private func take() {
    keyboard?.makeRaw()
    Terminal.write(Terminal.enterSequence)
  }

  private func giveBack() {
    Terminal.write(Terminal.restoreSequence)
    keyboard?.restore()
  }

  /// Whether the demo may draw on its terminal: it is in the foreground process group, or the
  /// terminal is not its controlling terminal.
  private static var ownsForeground: Bool {
    let group = tcgetpgrp(STDOUT_FILENO)
    return group == getpgrp() || (group == -1 && errno == ENOTTY)
  }

  /// Stops the process as SIGTSTP's default action does, as shells expect of Ctrl-Z: this
  /// thread unblocks the signal and raises it, and once SIGCONT continues the process, the
  /// signal is ignored and blocked again for its source.
  private static func stopProcess() {
    var stop = sigset_t()
    var previous = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTSTP)
    signal(SIGTSTP, SIG_DFL)
    pthread_sigmask(SIG_UNBLOCK, &stop, &previous)
    raise(SIGTSTP)
    pthread_sigmask(SIG_SETMASK, &previous, nil)
    signal(SIGTSTP, SIG_IGN)
  }
}
