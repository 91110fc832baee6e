/// The check a sequence broke: a rule of the control's base, or one of the fuzzer's own
/// invariants.
enum FuzzCheck: Hashable, Sendable {
  case rule(RefreshRule)
  case invariant(FuzzInvariant)

  /// The check's name as a script's `expect` line reads it: `rule.arming`,
  /// `invariant.idleInset`.
  var expectName: String {
    switch self {
    case .rule(let rule): rule.expectName
    case .invariant(let invariant): invariant.expectName
    }
  }
}

extension RefreshRule {
  /// The name a script's `expect` line reads the rule by: `rule.` and the case's name.
  public var expectName: String { "rule.\(rawValue)" }
}
