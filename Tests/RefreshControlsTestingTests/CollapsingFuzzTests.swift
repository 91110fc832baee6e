import Foundation
import RefreshControls
import RefreshControlsTesting
import Testing
import ViewKitLite

/// A header whose badge collapses to nothing while it ends, and a footer whose label grows from
/// zero width when it starts: what they drew shows at the size the screen shows on every frame,
/// and every invariant holds around them.
final class CollapsingHeader: RefreshHeader {
  let badge = ImageView()

  override func prepare() {
    super.prepare()
    frame.size.height = 60
    badge.image = Image(size: CGSize(width: 40, height: 40)) { _, _, _, _ in true }
    badge.tintColor = .black
    addSubview(badge)
  }

  override func placeSubviews() {
    super.placeSubviews()
    badge.frame.origin = CGPoint(x: 10, y: 10)
    badge.frame.size.width = 40
  }

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if state == .refreshing {
      badge.frame.size.height = 40
    } else if oldState == .refreshing {
      View.animate(withDuration: 0.25, options: .curveLinear) { self.badge.frame.size.height = 0 }
    }
  }
}

/// A footer whose label, its state's text or the result it holds, grows from zero width as it
/// starts to load.
final class GrowingFooter: RefreshFooter {
  let label = Label()
  private var resultToken: KeyValueObservation?

  override func prepare() {
    super.prepare()
    label.textAlignment = .left
    addSubview(label)
    resultToken = observe(\.heldResult) { footer, _ in
      footer.label.text = footer.accessibilityStateText
    }
  }

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    label.text = accessibilityStateText
    guard state == .refreshing else { return }
    label.frame = CGRect(x: 16, y: 0, width: 0, height: bounds.height)
    View.animate(withDuration: 0.25) { self.label.frame.size.width = 200 }
  }
}

@MainActor
@Suite("Fuzzing controls that collapse and grow")
struct CollapsingFuzzTests {
  @Test("a header collapsing its badge while it ends shows it half collapsed at half time")
  func collapsingShows() {
    let window = Window(size: CGSize(width: 375, height: 667))
    let table = ScrollView(frame: window.bounds)
    table.contentSize = CGSize(width: 375, height: 2000)
    window.addSubview(table)
    let header = CollapsingHeader()
    table.refreshHeader = header
    header.beginRefreshing()
    window.advance(by: 0.5)
    // A finger holds the content down, so the header stays on screen while it ends.
    let finger = table.pull(to: -120, duration: 0.1)
    window.advance(by: 0.2)
    let inked = {
      window.picture(of: header.badge.shownFrame ?? .zero).rows
        .filter { $0.contains { $0 != " " } }.count
    }
    #expect(inked() == 5, "40 pt: five rows of 8")
    header.endRefreshing()
    window.advance(by: 0.125)
    #expect(header.badge.presentation().bounds.height == 20)
    #expect(inked() == 3, "20 pt shown: two and a half rows, not none")
    finger?.lift()
  }

  @Test("8 fuzzed sequences of the collapsing header: every invariant holds")
  func headerFuzzed() {
    let report = RefreshFuzzer(seed: 20_261_202).run(sequences: 8, header: { CollapsingHeader() })
    #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
    #expect(report.sequences == 8)
  }

  /// Its corpus keeps the script that found a label left at the state's text when a result was
  /// held without a state change (it now follows `heldResult`).
  @Test("8 fuzzed sequences of the growing footer: every invariant holds")
  func footerFuzzed() {
    let report = RefreshFuzzer(seed: 20_261_202).run(sequences: 8, footer: { GrowingFooter() })
    #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
    #expect(report.sequences == 8)
  }
}
