// Generated from Sources/RefreshControlsTesting/RefreshControlsTesting.docc/Fuzzing.md (swift block 2) by .ci/doc-snippets: edit the article, then run it.

import RefreshControlsTesting
import Testing

@MainActor @Test func earlyHeaderHolds() {
  let report = RefreshFuzzer(seed: 1)
    .arming { header in
      guard let scrollView = header.scrollView else { return false }
      return -(scrollView.contentOffset.y + header.scrollViewOriginalInset.top) > 40
    }
    .run(sequences: 200, header: { EarlyHeader() })
  #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
}
