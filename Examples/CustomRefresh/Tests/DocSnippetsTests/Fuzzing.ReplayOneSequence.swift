// Generated from Sources/RefreshControlsTesting/RefreshControlsTesting.docc/Fuzzing.md (swift block 3) by .ci/doc-snippets: edit the article, then run it.

import RefreshControlsTesting

@MainActor func replayOneSequence() -> Bool {
  let fuzzer = RefreshFuzzer(seed: 7)
  let report = fuzzer.run(sequences: 1_000)  // the built-in controls
  let again = fuzzer.runSequence(613)  // one of them, alone
  return report.failures.isEmpty && again.failures.isEmpty
}
