import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteHarness

extension GestureScript.Vocabulary {
  /// Adds the refresh controls' words, for the controls of `window`'s first scroll view as they
  /// are now: `state`, `header.state` and `footer.state`; `callbacks`, how many refreshes have
  /// called back (sent `.valueChanged`) since; and the actions `begin`, `end`, `footer.begin`,
  /// `footer.end` and `footer.noMoreData`. `state`, `begin` and `end` mean the header, or else
  /// the footer, the system-style control, another refresh control on the scroll view, or a
  /// Stretchy indicator in the window.
  public mutating func addRefreshControls(in window: Window) {
    let counter = CallbackCounter(window: window)
    read("callbacks") { _ in String(counter.count) }
    read("state") { window in Self.mainControl(in: window)?.state.rawValue }
    read("header.state") { window in Self.firstScrollView(in: window)?.refreshHeader?.state.rawValue
    }
    read("footer.state") { window in Self.firstScrollView(in: window)?.refreshFooter?.state.rawValue
    }
    perform("begin") { window, _ in Self.mainControl(in: window)?.begin() }
    perform("end") { window, _ in Self.mainControl(in: window)?.end() }
    perform("footer.begin") { window, _ in Self.firstScrollView(in: window)?.footerBeginRefreshing()
    }
    perform("footer.end") { window, _ in Self.firstScrollView(in: window)?.footerEndRefreshing() }
    perform("footer.noMoreData") { window, _ in
      Self.firstScrollView(in: window)?.footerEndRefreshingWithNoMoreData()
    }
  }

  /// The control that `state`, `begin` and `end` mean.
  private static func mainControl(in window: Window) -> ScriptedControl? {
    if let scrollView = firstScrollView(in: window),
      let control = scrollView.refreshHeader ?? scrollView.refreshFooter
        ?? scrollView.refreshControl
        ?? scrollView.subviews.lazy.compactMap({ $0 as? RefreshBaseView }).first
    {
      return .base(control)
    }
    return firstView(StretchyHeaderRefreshView.self, in: window).map(ScriptedControl.stretchy)
  }

}

/// A refresh control a script's words act on.
@MainActor
private enum ScriptedControl {
  case base(RefreshBaseView)
  case stretchy(StretchyHeaderRefreshView)

  var state: RefreshState {
    switch self {
    case .base(let control): control.state
    case .stretchy(let control): control.state
    }
  }

  func begin() {
    switch self {
    case .base(let control): control.beginRefreshing()
    case .stretchy(let control): control.beginRefreshing()
    }
  }

  func end() {
    switch self {
    case .base(let control): control.endRefreshing()
    case .stretchy(let control): control.endRefreshing()
    }
  }
}

/// Counts the `.valueChanged` events of the refresh controls on a window's first scroll view.
@MainActor
private final class CallbackCounter {
  private(set) var count = 0

  init(window: Window) {
    guard let scrollView = GestureScript.Vocabulary.firstScrollView(in: window) else { return }
    for control in scrollView.subviews.compactMap({ $0 as? RefreshBaseView }) {
      _ = control.addAction(for: .valueChanged) { [weak self] _ in self?.count += 1 }
    }
  }
}
