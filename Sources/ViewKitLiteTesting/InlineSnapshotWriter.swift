import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes recorded inline snapshots into test sources, one write at a time across the process's
/// tests (and, through a file lock, across processes), each at the line the test was compiled
/// with: the lines earlier recordings added above it (or before it on its line) in this
/// process are counted in.
final class InlineSnapshotWriter: @unchecked Sendable {
  /// The process's writer.
  static let shared = InlineSnapshotWriter()

  private let lock = NSLock()
  /// For each file, the recordings written so far: the line and column compiled, and the lines
  /// each added.
  private var shifts: [String: [(line: Int, column: Int, added: Int)]] = [:]
  /// What each call (file and line compiled) recorded, so a second pass of it is checked.
  private var recorded: [String: String] = [:]

  /// Writes `snapshot` into the call at `line` and `column` of `path` (as compiled), replacing
  /// its trailing closure when `hadClosure`; answers why it could not, or `nil`.
  func record(
    _ snapshot: String, path: String, line: Int, column: Int, hadClosure: Bool
  ) -> String? {
    lock.lock()
    defer { lock.unlock() }
    let key = "\(path):\(line):\(column)"
    if let earlier = recorded[key] {
      return earlier == snapshot
        ? nil
        : "The inline snapshot at \(key) was recorded earlier in this run with another text: "
          + "a call that runs more than once must snapshot the same text each time."
    }
    // A call recorded above this one, or before it on its line, moved it down.
    let shifted =
      line
      + (shifts[path] ?? []).filter { $0.line < line || $0.line == line && $0.column < column }
      .reduce(0) { $0 + $1.added }
    do throws(InlineSnapshotProblem) {
      let added = try edit(path) { source throws(InlineSnapshotProblem) -> Int in
        guard let call = source.call(named: "assertInlineSnapshot", line: shifted, column: column),
          (call.closure != nil) == hadClosure
        else {
          throw InlineSnapshotProblem(
            message: "Could not find the assertInlineSnapshot call of \(path):\(line) where it "
              + "was compiled (now line \(shifted)): the file changed since the test was built. "
              + "Run the test again to record it.")
        }
        return source.write(snapshot, into: call)
      }
      shifts[path, default: []].append((line, column, added))
      recorded[key] = snapshot
      return nil
    } catch {
      return error.message
    }
  }

  /// Reads `path` under an exclusive lock, lets `change` edit it, and writes it back; answers
  /// what `change` answered (the lines it added), or throws why the file was left alone.
  private func edit(
    _ path: String, _ change: (inout InlineSnapshotSource) throws(InlineSnapshotProblem) -> Int
  ) throws(InlineSnapshotProblem) -> Int {
    let descriptor = open(path, O_RDWR)
    guard descriptor >= 0 else {
      throw InlineSnapshotProblem(message: "Could not open \(path) to record into it.")
    }
    defer { close(descriptor) }
    flock(descriptor, LOCK_EX)
    defer { flock(descriptor, LOCK_UN) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
    guard let data = try? handle.readToEnd() else {
      throw InlineSnapshotProblem(message: "Could not read \(path).")
    }
    var source = InlineSnapshotSource(String(decoding: data, as: UTF8.self))
    let added = try change(&source)
    do {
      try handle.truncate(atOffset: 0)
      try handle.write(contentsOf: Data(source.bytes))
    } catch {
      throw InlineSnapshotProblem(message: "Could not write into \(path): \(error)")
    }
    return added
  }
}

/// Why an inline snapshot could not be written.
struct InlineSnapshotProblem: Error {
  let message: String
}
