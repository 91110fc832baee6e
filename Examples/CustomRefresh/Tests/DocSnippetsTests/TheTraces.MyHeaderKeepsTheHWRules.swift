// Generated from Sources/RefreshControlsTesting/RefreshControlsTesting.docc/TheTraces.md (swift block 1) by .ci/doc-snippets: edit the article, then run it.

import RefreshControls
import RefreshControlsTesting
import Testing

@MainActor @Test func myHeaderKeepsTheHWRules() {
  for trace in TraceCatalog.generated(for: .hwHeader) {
    let difference = TraceReplayer(trace).replay(at: .control) { NormalRefreshHeader() }
    #expect(difference == nil, "\(difference?.description ?? "")")
  }
}
