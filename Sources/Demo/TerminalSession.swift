import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal while the demo draws on it, and the signals that take it away.
///
/// Taking the terminal enters the alternate screen and, for the interactive mode, turns mouse
/// reporting on; giving it back, whatever the path (the end, Ctrl-C, SIGTERM, Ctrl-Z), turns
/// reporting off before it leaves the alternate screen, the last bytes the demo writes.
///
/// The drawing thread writes every frame through ``draw(_:)`` and paces itself on ``playTime``;
/// a frame learns there whether the screen was cleared since the last, to write it whole;
/// Dispatch signal sources (no C handler, no global state) act under the same lock:
/// - SIGINT and SIGTERM give the terminal back and exit with 128 + the signal, so no frame
///   follows the leave-alternate-screen sequence;
/// - SIGTSTP gives it back and stops the process with SIGTSTP's default action; ``draw(_:)``
///   waits and ``playTime`` stands still until the terminal is taken back;
/// - SIGCONT takes it back (raw mode, alternate screen) when the demo is in the terminal's
///   foreground process group, or when the terminal is not its controlling terminal, so
///   nothing can put it in the background there; the next frame redraws the screen. In the
///   background (a shell's `bg`) the demo stops again with SIGTTOU, as the terminal stops a
///   background process that touches it, until `fg` continues it in the foreground.
final class TerminalSession: @unchecked Sendable {
  private enum State {
    case idle
    case held
    case away
  }

  private let keyboard: RawTerminal?
  private let reportsMouse: Bool
  private let condition = NSCondition()
  private let queue = DispatchQueue(label: "Demo.TerminalSession")
  private var state = State.idle
  private var awaySince: TimeInterval?
  private var timeAway: TimeInterval = 0
  private var sources: [DispatchSourceSignal] = []
  /// Whether the screen was cleared since the last frame was written.
  private var screenWasCleared = true

  /// A session that also puts `keyboard` in raw mode while it holds the terminal, and has the
  /// terminal report the mouse then when `reportsMouse`.
  init(keyboard: RawTerminal? = nil, reportsMouse: Bool = false) {
    self.keyboard = keyboard
    self.reportsMouse = reportsMouse
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
    sources = []
  }

  /// Writes the text `frame` makes while the session holds the terminal; waits while the demo
  /// is away. `frame` learns whether the screen was cleared since the last frame it wrote (the
  /// terminal was taken, or taken back after Ctrl-Z), when a frame that writes only the rows
  /// that changed must write them all.
  func draw(_ frame: (_ screenWasCleared: Bool) -> String) {
    condition.withLock {
      while state == .away { condition.wait() }
      guard state == .held else { return }
      Terminal.write(frame(screenWasCleared))
      screenWasCleared = false
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
    // Strong: a signal that arrives as the demo finishes still finds the session.
    source.setEventHandler {
      switch number {
      case SIGTSTP: self.suspend()
      case SIGCONT: self.resume()
      default: self.quit(number)
      }
    }
    source.resume()
    return source
  }

  /// Exits holding the lock, so the drawing thread cannot write after the terminal is back.
  /// `_exit`, not `exit`: nothing is left to flush (every frame is written at once), and
  /// `exit` would tear the runtime down under the drawing thread, which can crash the process
  /// on its way out instead of ending it with 128 + the signal.
  private func quit(_ number: Int32) -> Never {
    condition.lock()
    if state == .held { giveBack() }
    _exit(128 + number)
  }

  private func suspend() {
    condition.withLock {
      guard state == .held else { return }
      giveBack()
      state = .away
      awaySince = Self.uptime
    }
    Self.stop(with: SIGTSTP)
    resume()
  }

  /// Takes the terminal back if the demo is away and in the foreground. Away in the background
  /// (a shell's `bg`), it stops again, as the terminal stops a background process that touches
  /// it (SIGTTOU); the SIGCONT of `fg` brings it back here. (A process group the kernel will not
  /// stop, an orphaned one, stays away without spinning.)
  private func resume() {
    guard !condition.withLock(takeBackInForeground) else { return }
    Self.stop(with: SIGTTOU)
  }

  /// Takes the terminal back when away and in the foreground; false when still in the
  /// background.
  private func takeBackInForeground() -> Bool {
    guard state == .away, let awaySince else { return true }
    guard Self.ownsForeground else { return false }
    take()
    timeAway += Self.uptime - awaySince
    self.awaySince = nil
    state = .held
    condition.broadcast()
    return true
  }

  private func take() {
    screenWasCleared = true
    keyboard?.makeRaw()
    Terminal.write(Terminal.enterSequence + (reportsMouse ? MouseEvent.reportingOn : ""))
  }

  private func giveBack() {
    Terminal.write((reportsMouse ? MouseEvent.reportingOff : "") + Terminal.restoreSequence)
    keyboard?.restore()
  }

  /// Whether the demo may draw on its terminal: it is in the foreground process group, or the
  /// terminal is not its controlling terminal.
  private static var ownsForeground: Bool {
    let group = tcgetpgrp(STDOUT_FILENO)
    return group == getpgrp() || (group == -1 && errno == ENOTTY)
  }

  /// Stops the process with `number`'s default action, as shells expect of Ctrl-Z: with the
  /// default action set and the signal unblocked on this thread, it raises the signal; once
  /// SIGCONT continues the process, the action and mask it had (Dispatch's, for a signal with a
  /// source) are put back.
  private static func stop(with number: Int32) {
    var defaultAction = sigaction()
    var previousAction = sigaction()
    var stop = sigset_t()
    var previousMask = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, number)
    sigaction(number, &defaultAction, &previousAction)
    pthread_sigmask(SIG_UNBLOCK, &stop, &previousMask)
    raise(number)
    pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    sigaction(number, &previousAction, nil)
  }
}
