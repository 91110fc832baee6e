import Foundation
import RefreshControls
import ViewKitLite

/// The refresh controls with a slot, for tests that play the same rule on each: which slot, along
/// which axis it is pulled, and which edge of the inset it grows.
enum ControlKind: String, Sendable, CaseIterable, CustomStringConvertible {
  case header, jk, system, backFooter, trailer

  var description: String { rawValue }

  /// The inset's edge the control grows while refreshing.
  enum Edge: Sendable {
    case top, bottom, right

    func of(_ inset: EdgeInsets) -> CGFloat {
      switch self {
      case .top: inset.top
      case .bottom: inset.bottom
      case .right: inset.right
      }
    }
  }

  var edge: Edge {
    switch self {
    case .header, .jk, .system: .top
    case .backFooter: .bottom
    case .trailer: .right
    }
  }

  var axis: ScrollView.Axis { self == .trailer ? .horizontal : .vertical }

  /// What the control adds to its edge while refreshing, on content longer than the screen.
  var grows: CGFloat {
    switch self {
    case .header, .backFooter: 44
    case .jk: 70
    case .system, .trailer: 60
    }
  }

  /// A fresh control of this kind, in its slot of `scrollView`.
  @MainActor
  func attach(to scrollView: ScrollView) -> RefreshBaseView {
    switch self {
    case .header:
      let header = NormalRefreshHeader()
      scrollView.refreshHeader = header
      return header
    case .jk:
      let control = JikeRefreshControl()
      scrollView.refreshHeader = control
      return control
    case .system:
      let control = RefreshControl()
      scrollView.refreshControl = control
      return control
    case .backFooter:
      let footer = NormalRefreshFooter()
      scrollView.refreshFooter = footer
      return footer
    case .trailer:
      let trailer = NormalRefreshTrailer()
      scrollView.refreshTrailer = trailer
      return trailer
    }
  }
}
