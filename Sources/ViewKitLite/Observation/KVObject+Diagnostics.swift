extension KVObject {
  /// Where this object's diagnostics are recorded: its window's log for a view in a window,
  /// otherwise a log of its own that moves to the window when the view joins one.
  public var diagnostics: DiagnosticLog { diagnosticLog() }

  /// This object's own log, used while it belongs to no window.
  final func ownDiagnosticLog() -> DiagnosticLog {
    if let detachedDiagnostics { return detachedDiagnostics }
    let log = DiagnosticLog()
    detachedDiagnostics = log
    return log
  }

  /// Hands the entries of this object's own log to `log`.
  final func moveDiagnostics(to log: DiagnosticLog) {
    if let detachedDiagnostics {
      log.absorb(detachedDiagnostics)
    }
  }

  /// Records a refused or suspicious call on `member`, with what happened and the fix.
  public func reportDiagnostic(member: String, _ message: String) {
    diagnostics.record(Diagnostic(subject: "\(diagnosticName).\(member)", message: message))
  }
}
