import CustomRefresh
import Foundation
import RefreshControls
import RefreshControlsTesting
import Testing

/// A port with the classic slip: a pull to the threshold exactly counts as past it.
final class EarlyPortedHeader: PortedNormalHeader {
  override var armsAtTheThreshold: Bool { true }
}

@MainActor
@Suite("A header ported into this package, checked against NormalRefreshHeader's traces")
struct PortedNormalHeaderTests {
  /// The HW header's traces, regenerated in memory: no path to the package is needed.
  let traces = TraceCatalog.generated(for: .hwHeader)

  @Test("the port replays every HW header trace at both levels")
  func portReplays() {
    #expect(traces.count >= 15)
    for trace in traces {
      let difference = TraceReplayer(trace).replay(at: TraceReplayer.Level.allCases) {
        PortedNormalHeader()
      }
      #expect(difference == nil, "\(difference?.description ?? "")")
    }
  }

  @Test("a port arming at <= fails the tie at the threshold, naming the trace and the frame")
  func armingEarlyFails() throws {
    let failures = traces.compactMap {
      TraceReplayer($0).replay(at: .control) { EarlyPortedHeader() }
    }
    let tie = try #require(failures.first { $0.trace == "generated-hwHeader-threshold-at" })
    #expect(tie.field == "state" && tie.expected == "normal" && tie.actual == "pulling")
    #expect(
      tie.description.hasPrefix("trace generated-hwHeader-threshold-at, frame \(tie.frame) (t="))
    #expect(failures.count == 1, "only the tie tells < from <=: \(failures)")
  }
}
