// Generated from Sources/RefreshControlsTesting/RefreshControlsTesting.docc/Fuzzing.md (swift block 4) by .ci/doc-snippets: edit the article, then run it.

import RefreshControlsTesting
import Testing

@MainActor @Test func loadMoreFooterHolds() {
  let report = RefreshFuzzer(seed: 1).run(sequences: 200, footer: { LoadMoreFooter() })
  #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
}
