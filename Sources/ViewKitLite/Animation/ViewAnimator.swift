import Foundation

/// A window's running view and layer animations: it ends view animations on the first frame
/// at or after their end, which runs their blocks' completions, and removes finished layer
/// animations.
@MainActor
final class ViewAnimator {
  /// The views with running animations, in the order they started.
  @exclusivity(unchecked) private(set) var views: [View] = []
  /// The layers with running animations, in the order they started.
  @exclusivity(unchecked) private(set) var layers: [Layer] = []

  /// Whether nothing animates: an endless layer animation (a spinner) keeps the window busy.
  var isIdle: Bool { views.isEmpty && layers.isEmpty }

  /// Stops tracking the views of a subtree that left the window, and their layers, so nothing
  /// keeps them alive; layers no view hosts any more go too.
  func forget(subtreeOf root: View) {
    if views.contains(where: { $0.isDescendant(of: root) }) {
      views.removeAll { $0.isDescendant(of: root) }
    }
    if !layers.isEmpty {
      layers.removeAll { $0.hostView?.isDescendant(of: root) ?? true }
    }
  }

  func track(_ layer: Layer) {
    if !layers.contains(where: { $0 === layer }) {
      layers.append(layer)
    }
  }

  func track(_ view: View) {
    if !views.contains(where: { $0 === view }) {
      views.append(view)
    }
  }

  /// Ends what is due at `time`, in the order the views started animating.
  func tick(at time: TimeInterval) {
    let current = views
    for view in current {
      if view.propertyAnimations[.boundsOrigin] != nil {
        view.setNeedsLayout()
      }
      view.finishAnimations(at: time)
    }
    views.removeAll { !$0.hasRunningAnimations }
    for layer in layers {
      layer.removeFinishedAnimations(at: time)
    }
    layers.removeAll { layer in
      layer.hostView?.window == nil
        || layer.animations.allSatisfy { $0.animation.hasEnded(at: time) }
    }
  }
}
