// Generated from README.md (swift block 14) by .ci/readme-snippets: edit the README.

import RefreshControlsTesting
import Testing

@testable import MyRefresh

@MainActor @Test func barHeaderHolds() {
  let report = RefreshFuzzer(seed: 1).run(sequences: 200, header: { BarHeader() })
  #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
}
