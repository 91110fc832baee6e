// Generated from Sources/RefreshControlsTesting/RefreshControlsTesting.docc/Fuzzing.md (swift block 7) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import RefreshControlsTesting
import Testing

@MainActor @Test(.enabled(if: ProcessInfo.processInfo.environment["FUZZ_SHARD"] != nil))
func barHeaderHoldsAMillionTimes() {
  let report = RefreshFuzzer(seed: 20_261_201).run(sequences: 1_000_000, header: { BarHeader() })
  #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
}

@Test(.enabled(if: ProcessInfo.processInfo.environment["FUZZ_MERGE"] != nil))
func fuzzReportsMerge() throws {
  let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["FUZZ_MERGE"] ?? ".")
  let report = try FuzzReport(mergingReportsIn: folder)
  #expect(report.sequences == 1_000_000)
  #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
}
