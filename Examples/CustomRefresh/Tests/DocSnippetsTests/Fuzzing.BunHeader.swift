// Generated from Sources/RefreshControlsTesting/RefreshControlsTesting.docc/Fuzzing.md (swift block 5) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import RefreshControls
import RefreshControlsTesting
import Testing
import ViewKitLite

/// An image-sequence header whose picture the app registers as "bun".
final class BunHeader: GifRefreshHeader {
  override func prepare() {
    super.prepare()
    if let bun = Image(named: "bun") { setImages([bun], for: .normal) }
  }
}

@MainActor @Test func bunHeaderHolds() {
  let bun = Image(size: CGSize(width: 24, height: 24)) { x, y, columns, rows in
    (x - columns / 2) * (x - columns / 2) + (y - rows / 2) * (y - rows / 2) < columns * rows / 4
  }
  let report = RefreshFuzzer(seed: 1)
    .preparingWindow { window in window.register(bun, named: "bun") }
    .run(sequences: 100, header: { BunHeader() })
  #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
}
