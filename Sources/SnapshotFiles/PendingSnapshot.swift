import Foundation

/// A new snapshot waiting beside its reference for review: `<reference>.new`, written when a
/// comparison fails (or a reference is missing and recording is off), and accepted over the
/// reference or rejected by the review tool.
package struct PendingSnapshot: Hashable, Sendable {
  /// The suffix a pending snapshot adds to its reference's name.
  package static let suffix = ".new"

  /// The reference the pending snapshot would replace (it may not exist yet).
  package let reference: URL

  /// The pending snapshot of `reference`.
  package init(reference: URL) {
    self.reference = reference.standardizedFileURL
  }

  /// The pending snapshot at `url`, or `nil` when its name does not end in ``suffix``.
  package init?(pendingFile url: URL) {
    let name = url.lastPathComponent
    guard name.hasSuffix(PendingSnapshot.suffix), name.count > PendingSnapshot.suffix.count
    else { return nil }
    let referenceName = String(name.dropLast(PendingSnapshot.suffix.count))
    self.init(reference: url.deletingLastPathComponent().appendingPathComponent(referenceName))
  }

  /// Where the new text is: the reference's path with ``suffix`` added.
  package var file: URL {
    reference.deletingLastPathComponent()
      .appendingPathComponent(reference.lastPathComponent + PendingSnapshot.suffix)
  }

  /// The new text.
  package func newText() throws -> String {
    String(decoding: try Data(contentsOf: file), as: UTF8.self)
  }

  /// The reference's text, or `nil` when it has none yet.
  package func referenceText() -> String? {
    (try? Data(contentsOf: reference)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Writes `text` as the pending snapshot.
  package func write(_ text: String) throws {
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// Makes the new text the reference, and removes the pending file.
  package func accept() throws {
    let manager = FileManager.default
    if manager.fileExists(atPath: reference.path) {
      try manager.removeItem(at: reference)
    }
    try manager.moveItem(at: file, to: reference)
  }

  /// Removes the pending file; the reference stays as it was.
  package func reject() throws {
    try FileManager.default.removeItem(at: file)
  }

  /// Removes the pending file if there is one (a test that now passes leaves none behind).
  package func removeIfPresent() {
    try? FileManager.default.removeItem(at: file)
  }
}
