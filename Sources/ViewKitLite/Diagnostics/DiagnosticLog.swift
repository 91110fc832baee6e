/// An ordered record of diagnostics: a window's, or a detached view's until it joins one.
@MainActor
public final class DiagnosticLog {
  /// Every diagnostic recorded, oldest first.
  public private(set) var entries: [Diagnostic] = []

  /// Creates an empty log.
  public nonisolated init() {}

  /// The entries' texts, oldest first.
  public var messages: [String] { entries.map(\.description) }

  /// Whether nothing has been recorded.
  public var isEmpty: Bool { entries.isEmpty }

  /// Records a diagnostic.
  public func record(_ diagnostic: Diagnostic) {
    entries.append(diagnostic)
  }

  /// Forgets every entry, for a test that checks one step at a time.
  public func removeAll() {
    entries.removeAll()
  }

  /// Moves every entry of `other` to the end of this log, in order.
  func absorb(_ other: DiagnosticLog) {
    guard other !== self, !other.entries.isEmpty else { return }
    entries.append(contentsOf: other.entries)
    other.entries.removeAll()
  }
}
