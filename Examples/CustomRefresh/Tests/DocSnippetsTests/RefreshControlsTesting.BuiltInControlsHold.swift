// Generated from Sources/RefreshControlsTesting/RefreshControlsTesting.docc/RefreshControlsTesting.md (swift block 1) by .ci/doc-snippets: edit the article, then run it.

import RefreshControlsTesting
import Testing

@MainActor @Test func builtInControlsHold() {
  let report = RefreshFuzzer(seed: 2026).run(sequences: 80)  // ten of each built-in control
  #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
}
