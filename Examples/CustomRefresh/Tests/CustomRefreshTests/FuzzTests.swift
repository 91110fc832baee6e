import CustomRefresh
import RefreshControls
import RefreshControlsTesting
import Testing

@MainActor
@Suite("Fuzzing the ring header and the dots footer")
struct FuzzTests {
  @Test("1,000 sequences of the ring header: every invariant on every frame")
  func ringHeader() {
    let report = RefreshFuzzer(seed: 1).run(sequences: 1_000, header: { RingHeader() })
    #expect(report.sequences == 1_000)
    #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
  }

  @Test("1,000 sequences of the dots footer: every invariant on every frame")
  func dotsFooter() {
    let report = RefreshFuzzer(seed: 1).run(sequences: 1_000, footer: { DotsFooter() })
    #expect(report.sequences == 1_000)
    #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
  }
}
