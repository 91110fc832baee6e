import Foundation

/// A window's running view animations: it ends them on the first frame at or after their end,
/// which runs their blocks' completions.
@MainActor
final class ViewAnimator {
  private var views: [View] = []

  var isIdle: Bool { views.isEmpty }

  func track(_ view: View) {
    if !views.contains(where: { $0 === view }) {
      views.append(view)
    }
  }

  /// Ends what is due at `time`, in the order the views started animating.
  func tick(at time: TimeInterval) {
    let current = views
    for view in current {
      view.finishAnimations(at: time)
    }
    views.removeAll { !$0.isAnimating }
  }
}
