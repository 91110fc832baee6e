// Generated from Sources/RefreshControlsTesting/RefreshControlsTesting.docc/Fuzzing.md (swift block 8) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import RefreshControls
import RefreshControlsTesting
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor @Test func barHeaderHoldsWithAsyncLoads() async {
  let report = await RefreshFuzzer(seed: 1).runWithAsyncLoads(
    sequences: 200, header: { BarHeader() })
  #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
}
