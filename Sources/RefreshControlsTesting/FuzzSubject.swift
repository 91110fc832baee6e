import Foundation
@_spi(Testing) import RefreshControls
@_spi(Testing) import ViewKitLite

/// One control under test, whatever its style: how to attach, begin, end and read it.
@MainActor
final class FuzzSubject {
  let style: FuzzStyle
  let control: View
  private(set) var callbacks = 0
  /// Runs after each callback is counted: what the sequence armed to call back into.
  var callbackRan: (() -> Void)?

  /// The built-in control of `style`, or `custom` for your own.
  init(style: FuzzStyle, custom: RefreshBaseView? = nil) {
    self.style = style
    switch style {
    case .hwHeader: control = NormalRefreshHeader()
    case .hwFooter: control = NormalRefreshFooter()
    case .hwAutoFooter: control = AutoNormalRefreshFooter()
    case .jk: control = JikeRefreshControl()
    case .dz: control = BlobRefreshView(frame: CGRect(x: 0, y: -80, width: 375, height: 80))
    case .arrow: control = ArrowRefreshControl()
    case .stretchy: control = StretchyHeaderRefreshView(image: RefreshImages.huanghun)
    case .trailer: control = NormalRefreshTrailer()
    case .customHeader, .customFooter: control = custom ?? NormalRefreshHeader()
    }
    let callback: @MainActor () -> Void = { [weak self] in
      self?.callbacks += 1
      self?.callbackRan?()
    }
    if let base = control as? RefreshBaseView {
      base.refreshingCallback = callback
    } else if let stretchy = control as? StretchyHeaderRefreshView {
      stretchy.refreshingCallback = callback
    }
  }

  var base: RefreshBaseView? { control as? RefreshBaseView }

  var state: RefreshState {
    base?.state ?? (control as? StretchyHeaderRefreshView)?.state ?? .normal
  }

  var isRefreshing: Bool { state == .refreshing }

  /// Calls `handler` with the old and new state on every change of state.
  func observeState(
    _ handler: @escaping @MainActor (RefreshState, RefreshState) -> Void
  ) -> KeyValueObservation? {
    if let base {
      return base.observe(\.state, options: [.old, .new]) { _, change in
        handler(change.oldValue ?? .normal, change.newValue ?? .normal)
      }
    }
    return (control as? StretchyHeaderRefreshView)?.observe(\.state, options: [.old, .new]) {
      _, change in
      handler(change.oldValue ?? .normal, change.newValue ?? .normal)
    }
  }

  /// Puts the control on `table` (and, for Stretchy, its indicator in `container`).
  func attach(to table: ScrollView, container: View) {
    switch style {
    case .hwHeader, .jk, .customHeader: table.refreshHeader = base
    case .hwFooter, .hwAutoFooter, .customFooter: table.refreshFooter = base
    case .trailer: table.refreshTrailer = base
    case .arrow: table.refreshControl = control as? RefreshControl
    case .dz: table.addSubview(control)
    case .stretchy:
      (control as? StretchyHeaderRefreshView)?.install(in: table, container: container)
    }
  }

  /// The scroll view the control is attached to, if any.
  var scrollView: ScrollView? {
    if let base { return base.isObservingScrollView ? base.scrollView : nil }
    return nil
  }

  func begin() {
    if let base {
      base.beginRefreshing()
    } else {
      (control as? StretchyHeaderRefreshView)?.beginRefreshing()
    }
  }

  /// Ends the refresh, after holding `result` 0.3 s when given; `completion` runs when the end
  /// is shown (Stretchy has none: at once).
  func end(result: RefreshResult? = nil, completion: @escaping @MainActor () -> Void) {
    if let base, let result {
      base.endRefreshing(result: result, holding: 0.3, completion: completion)
    } else if let base {
      base.endRefreshing(completion: completion)
    } else {
      (control as? StretchyHeaderRefreshView)?.endRefreshing()
      completion()
    }
  }
}
