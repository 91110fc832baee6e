import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

// The README's "Write your own header", compiled and snapshot-tested as it stands there.

/// A header that draws its progress as a bar that fills as you pull, and a label.
final class ProgressBarHeader: RefreshBaseView {
  private let track = ShapeLayer()
  private let label = Label()

  override func prepare() {
    super.prepare()
    frame.size.height = 50
    track.strokeColor = .darkGray
    track.lineWidth = 6
    track.fillColor = nil
    layer.addSublayer(track)
    label.textAlignment = .center
    addSubview(label)
    updateLabel()
  }

  override func placeSubviews() {
    super.placeSubviews()
    frame.origin.y = -frame.height
    track.frame = bounds
    let bar = BezierPath()
    bar.move(to: CGPoint(x: 40, y: 14))
    bar.addLine(to: CGPoint(x: bounds.width - 40, y: 14))
    track.path = bar.cgPath
    label.frame = CGRect(x: 0, y: 26, width: bounds.width, height: 20)
  }

  override func scrollViewContentOffsetDidChange(_ change: KeyValueObservedChange<CGPoint>) {
    guard let scrollView, state != .refreshing else { return }
    pullingPercent = max(0, -(scrollView.contentOffset.y + scrollViewOriginalInset.top)) / 50
    if scrollView.isDragging {
      state = pullingPercent >= 1 ? .pulling : .normal
    } else if state == .pulling {
      state = .refreshing
    }
  }

  override func pullingPercentDidChange() {
    track.strokeEnd = min(pullingPercent, 1)
  }

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    updateLabel()
    View.animate(withDuration: 0.25) {
      self.setInsetContribution(
        EdgeInsets(top: self.isRefreshing ? 50 : 0, left: 0, bottom: 0, right: 0))
    }
  }

  private func updateLabel() {
    label.text = state == .pulling ? "Let go" : state == .refreshing ? "Loading…" : "Pull"
  }
}

@MainActor
@Suite("Write your own header (README)")
struct WriteYourOwnHeaderTests {
  @Test("the README's header fills its bar as it is pulled, then refreshes")
  func progressBarHeader() {
    let header = ProgressBarHeader()
    let scene = TestScene(rows: 20, size: CGSize(width: 200, height: 160), header: header)
    var strip = Filmstrip(window: scene.window, region: CGRect(x: 0, y: 0, width: 200, height: 80))
    {
      "state=\(header.state) percent=\(NumberFormat.string(header.pullingPercent))"
    }
    let finger = scene.tableView.pull(to: -40)
    strip.capture("pulled 40")
    scene.tableView.pull(to: -60)
    strip.capture("pulled 60")
    finger?.hold(for: 0.1)
    finger?.lift()
    scene.window.advance(by: 0.5)
    strip.capture("released")
    #expect(header.isRefreshing)
    #expect(scene.tableView.contentOffset.y == -50)
    assertSnapshot(of: strip, as: .filmstrip)
  }
}
