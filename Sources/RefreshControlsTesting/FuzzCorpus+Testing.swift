import Foundation

extension FuzzCorpus {
  /// Whether a corpus that records failures writes one under `environment`: not in CI (`CI`
  /// set to anything but empty, `0` or `false`).
  package static func writesFailures(under environment: [String: String]) -> Bool {
    !isCI(environment)
  }
}
