import Foundation

#if canImport(Glibc)
import Glibc

/// A pseudo-terminal pair: the test writes keys to the master and reads the screen from it.
/// Shared by the suites that drive a program in a terminal (the demo, `snapshot-review`).
public final class PseudoTerminal {
  /// Linux's `TIOCSPTLCK` and `TIOCGPTN`, which Glibc's module does not export.
  public static let setLock: UInt = 0x4004_5431
  /// Linux's `TIOCGPTN`: the number of the slave, `/dev/pts/N`.
  public static let getNumber: UInt = 0x8004_5430
  /// glibc's `POSIX_SPAWN_SETSID`, which Glibc's module does not export.
  public static let setSession: Int32 = 0x80

  /// The master's descriptor: what the test writes is typed, what it reads was shown.
  public let master: Int32
  /// The slave's descriptor: the program's terminal.
  public let slave: Int32
  /// The slave's path, `/dev/pts/N`.
  public let path: String
  /// The slave as a file handle, not closed with it.
  public let slaveHandle: FileHandle

  /// A pair whose terminal is `columns` × `rows` (120 × 60 unless given).
  public init(columns: Int = 120, rows: Int = 60) throws {
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard master >= 0, ioctl(master, PseudoTerminal.setLock, &unlock) == 0,
      ioctl(master, PseudoTerminal.getNumber, &number) == 0
    else { throw POSIXError(.ENOTTY) }
    path = "/dev/pts/\(number)"
    slave = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard slave >= 0 else { throw POSIXError(.ENOTTY) }
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
    slaveHandle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
  }

  deinit {
    close(master)
    close(slave)
  }

  /// The terminal's settings as the program left them.
  public var settings: termios {
    var value = termios()
    tcgetattr(slave, &value)
    return value
  }

  /// Types `text`.
  public func write(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
  }

  /// Everything the program writes in the next `seconds`.
  public func read(for seconds: TimeInterval) async -> String {
    String(decoding: await readBytes(for: seconds), as: UTF8.self)
  }

  /// The bytes the program writes in the next `seconds`: decode them together with what came
  /// before and after, as a character can straddle two reads. While nothing comes it sleeps in
  /// steps of a few milliseconds, so the wait holds none of the test runner's threads (the
  /// pool has one a core, and the runner needs them to run other tests meanwhile).
  private func readBytes(for seconds: TimeInterval) async -> [UInt8] {
    var collected = [UInt8]()
    let deadline = Date().addingTimeInterval(seconds)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 0) > 0 else {
        // A look after the deadline too: a test starved past it still reads what came.
        guard Date() < deadline else { return collected }
        try? await Task.sleep(for: .milliseconds(PseudoTerminal.pollStep))
        continue
      }
      let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
      guard count > 0 else { return collected }
      collected += buffer[0..<count]
    }
  }

  /// What is still on its way to the master once the program has ended: the kernel hands a
  /// terminal's output over a little after the write, later still under load, so no quiet
  /// interval proves it has all come. A marker written to the slave now queues behind the
  /// program's last bytes; everything before it is the rest of the program's output.
  public func drain() async -> [UInt8] {
    let marker = Array("\u{1B}]drained\u{7}".utf8)
    _ = marker.withUnsafeBytes { Glibc.write(slave, $0.baseAddress, $0.count) }
    var output = [UInt8]()
    let deadline = Date().addingTimeInterval(30)
    while true {
      output += await readBytes(for: 0.01)
      if output.count >= marker.count, Array(output.suffix(marker.count)) == marker {
        return Array(output.dropLast(marker.count))
      }
      guard Date() < deadline else { return output }
    }
  }

  /// Milliseconds between two looks at a quiet terminal or a running process.
  public static let pollStep = 4

  /// Starts an interactive bash, prompt `$ `, that leads a session of its own with the slave as
  /// its controlling terminal: job control (Ctrl-Z, `fg`, `bg`) as in a person's terminal.
  public func spawnShell() throws -> pid_t {
    try spawn(
      "/bin/bash", ["--norc", "--noprofile", "-i"], leadingSession: true,
      environment: ["PS1": "$ "])
  }

  /// Starts `executable` on the slave with its signals at their defaults and unblocked, in a
  /// process group of its own or, `leadingSession`, in a session of its own that opens the
  /// slave as its controlling terminal.
  public func spawn(
    _ executable: String, _ arguments: [String], leadingSession: Bool = false,
    environment: [String: String] = [:]
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if leadingSession {
      posix_spawn_file_actions_addopen(&actions, 0, path, O_RDWR, 0)
      for descriptor: Int32 in 1...2 { posix_spawn_file_actions_adddup2(&actions, 0, descriptor) }
    } else {
      for descriptor: Int32 in 0...2 {
        posix_spawn_file_actions_adddup2(&actions, slave, descriptor)
      }
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var signals = sigset_t()
    sigemptyset(&signals)
    posix_spawnattr_setsigmask(&attributes, &signals)
    for number in [SIGINT, SIGTERM, SIGTSTP, SIGCONT, SIGTTIN, SIGTTOU] {
      sigaddset(&signals, number)
    }
    posix_spawnattr_setsigdefault(&attributes, &signals)
    let group = leadingSession ? PseudoTerminal.setSession : POSIX_SPAWN_SETPGROUP
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | group))
    let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid = pid_t()
    let failure = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard failure == 0 else { throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO) }
    return pid
  }

  /// The status `waitpid` reports for `pid` with `options`, or `nil` when it has none yet.
  public func status(of pid: pid_t, options: Int32 = WNOHANG) -> Int32? {
    var status: Int32 = 0
    return waitpid(pid, &status, options) == pid ? status : nil
  }

  /// Reads what `pid` writes, as a terminal does, until it stops or ends, and answers that
  /// status (`nil` when it does neither within `seconds`) and the output. It must go on reading:
  /// a program whose output fills the terminal's buffer waits in its write, and a program that
  /// handles its signals after its writes (the demo does, under one lock) cannot stop meanwhile.
  public func readUntilStopped(
    of pid: pid_t, within seconds: TimeInterval = 30
  ) async -> (
    status: Int32?, output: String
  ) {
    var output = [UInt8]()
    let deadline = Date().addingTimeInterval(seconds)
    repeat {
      output += await readBytes(for: 0.01)
      if let status = status(of: pid, options: WUNTRACED | WNOHANG) {
        return (status, String(decoding: output, as: UTF8.self))
      }
    } while Date() < deadline
    return (nil, String(decoding: output, as: UTF8.self))
  }

  /// Reads what `pid` writes until it exits, and answers its exit status (−1 when a signal
  /// ended it, or when it was still running after `seconds` and was killed) and the output.
  public func readUntilExit(
    of pid: pid_t, within seconds: TimeInterval = 30
  ) async -> (
    status: Int32, output: String
  ) {
    var output = [UInt8]()
    let deadline = Date().addingTimeInterval(seconds)
    repeat {
      output += await readBytes(for: 0.01)
      if let status = status(of: pid) {
        output += await drain()
        return (
          (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1, String(decoding: output, as: UTF8.self)
        )
      }
    } while Date() < deadline
    kill(pid, SIGKILL)
    _ = status(of: pid, options: 0)
    return (-1, String(decoding: output, as: UTF8.self))
  }

  /// Everything the program writes until `enough` holds for it, or `seconds` pass.
  public func read(for seconds: TimeInterval, until enough: (String) -> Bool) async -> String {
    var output = [UInt8]()
    let deadline = Date().addingTimeInterval(seconds)
    while !enough(String(decoding: output, as: UTF8.self)) {
      guard Date() < deadline else {
        // A look after the deadline too: a test starved past it still reads what came.
        output += await readBytes(for: 0)
        break
      }
      output += await readBytes(for: 0.02)
    }
    return String(decoding: output, as: UTF8.self)
  }
}
#endif
