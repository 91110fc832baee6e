// Generated from Sources/RefreshControls/RefreshControls.docc/WritingYourOwnControl.md (swift block 7) by .ci/doc-snippets: edit the article, then run it.

import RefreshControlsTesting
import Testing

@MainActor @Test func barHeaderHolds() {
  let report = RefreshFuzzer(seed: 1).run(sequences: 200, header: { BarHeader() })
  #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
}
