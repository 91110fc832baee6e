import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteTesting

/// A test scene with helpers to pull, release and count callbacks.
@MainActor
final class RefreshScene {
  let scene: TestScene
  var callbacks = 0

  init(rows: Int = 40, size: CGSize = CGSize(width: 375, height: 667)) {
    scene = TestScene(rows: rows, size: size)
  }

  var window: Window { scene.window }
  var tableView: TableView { scene.tableView }

  /// Adds the HW header with a counting callback.
  @discardableResult
  func addHeader() -> NormalRefreshHeader {
    tableView.addHeaderRefresh { [weak self] in self?.callbacks += 1 }
    window.advance(by: 1.0 / 60)
    return tableView.refreshHeader as! NormalRefreshHeader
  }

  /// Pulls to `offset`, holds still (the release carries no speed), and lifts.
  func pullAndRelease(to offset: CGFloat) {
    let finger = tableView.pull(to: offset)
    finger?.hold(for: 0.1)
    finger?.lift()
  }

  /// Runs the clock `seconds`.
  func run(_ seconds: TimeInterval) {
    window.advance(by: seconds)
  }

  /// Records the shown offset every frame from now on.
  func recordShownOffsets() -> ShownOffsets {
    ShownOffsets(window: window, scrollView: tableView)
  }
}

/// The offsets the screen shows, one a frame.
@MainActor
final class ShownOffsets {
  private(set) var values: [CGFloat] = []
  private var link: DisplayLink?

  init(window: Window, scrollView: ScrollView) {
    link = DisplayLink(window: window) { [weak self] _ in
      self?.values.append(scrollView.presentation().contentOffset.y)
    }
  }

  func stop() {
    link?.invalidate()
  }

  /// Whether the values only ever rise (toward a rest above them).
  var onlyRise: Bool { zip(values, values.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 } }
}
