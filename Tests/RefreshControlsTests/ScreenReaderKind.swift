import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteTesting

/// A header of a user's own that writes no accessibility code: what it gets for free.
final class PlainSubclassHeader: RefreshHeader {}

/// Every kind of refresh control a screen reader must be able to refresh, each in a small
/// English scene of its own: its slot, the scroll that asks it to refresh, and its action's
/// name.
enum ScreenReaderKind: String, CaseIterable, Sendable, CustomStringConvertible {
  case header, stateHeader, gifHeader, subclassHeader, footer, gifFooter, autoFooter
  case autoGifFooter, trailer, system, arrow, jk, blob, stretchy

  var description: String { rawValue }

  /// The scroll that asks this kind to refresh at its edge.
  var direction: AccessibilityScrollDirection {
    switch self {
    case .footer, .gifFooter, .autoFooter, .autoGifFooter: .down
    case .trailer: .right
    default: .up
    }
  }

  /// The custom action's English name.
  var actionName: String { direction == .up ? "Refresh" : "Load more" }

}

/// A scene holding one control of a kind, counting its callbacks.
@MainActor
final class ScreenReaderScene {
  let window: Window
  let scrollView: ScrollView
  private(set) var callbacks = 0
  /// The refresh control (every kind but the Stretchy indicator).
  private(set) var control: RefreshBaseView?
  /// The Stretchy indicator.
  private(set) var stretchy: StretchyHeaderRefreshView?

  init(_ kind: ScreenReaderKind) {
    if kind == .trailer {
      window = Window(size: CGSize(width: 375, height: 120))
      scrollView = ScrollView(frame: window.bounds)
      scrollView.contentSize = CGSize(width: 800, height: 120)
      let label = Label(frame: CGRect(x: 16, y: 40, width: 200, height: 40))
      label.text = "Photo 1 of 3"
      scrollView.addSubview(label)
      window.addSubview(scrollView)
    } else {
      let scene = TestScene(rows: 8, size: CGSize(width: 375, height: 220))
      window = scene.window
      scrollView = scene.tableView
      dataSource = scene
    }
    window.refreshLanguage = .english
    attach(kind)
    window.advance(by: 1.0 / 60)
  }

  /// Keeps the test scene (the table's data source) alive.
  private var dataSource: AnyObject?

  private func attach(_ kind: ScreenReaderKind) {
    let count: @MainActor () -> Void = { [weak self] in self?.callbacks += 1 }
    if kind == .stretchy {
      let indicator = StretchyHeaderRefreshView(image: RefreshImages.huanghun)
      indicator.install(in: scrollView, container: window)
      indicator.refreshingCallback = count
      stretchy = indicator
      return
    }
    let control = Self.make(kind, in: scrollView)
    control.refreshingCallback = count
    self.control = control
  }

  private static func make(_ kind: ScreenReaderKind, in scrollView: ScrollView) -> RefreshBaseView {
    switch kind {
    case .header: place(NormalRefreshHeader(), \.refreshHeader, in: scrollView)
    case .stateHeader: place(StateRefreshHeader(), \.refreshHeader, in: scrollView)
    case .gifHeader: place(GifRefreshHeader(), \.refreshHeader, in: scrollView)
    case .subclassHeader: place(PlainSubclassHeader(), \.refreshHeader, in: scrollView)
    case .footer: place(NormalRefreshFooter(), \.refreshFooter, in: scrollView)
    case .gifFooter: place(GifRefreshFooter(), \.refreshFooter, in: scrollView)
    case .autoFooter: place(autoFooter(AutoNormalRefreshFooter()), \.refreshFooter, in: scrollView)
    case .autoGifFooter:
      place(autoFooter(AutoGifRefreshFooter()), \.refreshFooter, in: scrollView)
    case .trailer: place(NormalRefreshTrailer(), \.refreshTrailer, in: scrollView)
    case .jk: place(JikeRefreshControl(), \.refreshHeader, in: scrollView)
    case .blob: BlobRefreshView(scrollView: scrollView)
    case .system:
      place(RefreshControl(), \.refreshHeader, in: scrollView, system: true)
    case .arrow:
      place(ArrowRefreshControl(), \.refreshHeader, in: scrollView, system: true)
    case .stretchy: fatalError("the Stretchy indicator is not a RefreshBaseView")
    }
  }

  /// An automatic footer that loads only when asked (not by scrolling near the end), so the
  /// screen reader's request is what loads.
  private static func autoFooter(_ footer: AutoRefreshFooter) -> AutoRefreshFooter {
    footer.automaticallyRefresh = false
    return footer
  }

  private static func place<Control: RefreshBaseView>(
    _ control: Control, _ slot: ReferenceWritableKeyPath<ScrollView, RefreshBaseView?>,
    in scrollView: ScrollView, system: Bool = false
  ) -> RefreshBaseView {
    if system, let refreshControl = control as? RefreshControl {
      scrollView.refreshControl = refreshControl
    } else {
      scrollView[keyPath: slot] = control
    }
    return control
  }

  /// The text announced when the control begins: its own refreshing text (the header's, in
  /// the window's language, for the Stretchy indicator).
  var refreshingText: String {
    control?.texts.refreshing ?? RefreshTexts.header(in: window.refreshLanguage).refreshing
  }

  /// The control's state, for the filmstrip's stamp.
  var state: RefreshState { control?.state ?? stretchy?.state ?? .normal }

  /// Ends the refresh.
  func end() {
    if let control { control.endRefreshing() } else { stretchy?.endRefreshing() }
  }
}
