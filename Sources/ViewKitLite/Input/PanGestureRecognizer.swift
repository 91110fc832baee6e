import Foundation

/// The pan of a scroll view: UIKit's `UIPanGestureRecognizer`, reduced to what refresh
/// controls observe. Its ``state`` is observable (MJRefresh watches it).
public final class PanGestureRecognizer: KVObject {
  /// The phases of a pan: UIKit's `UIGestureRecognizer.State`.
  public enum State: Hashable, Sendable {
    /// No pan, or the last one is over.
    case possible
    /// The first move of a pan.
    case began
    /// A later move.
    case changed
    /// The finger lifted.
    case ended
    /// The pan was interrupted (scrolling disabled, the view left its window).
    case cancelled
  }

  /// The pan's phase.
  @Dynamic public internal(set) var state = State.possible
  /// Where the finger is relative to where it touched down, in window points.
  public internal(set) var translation = CGPoint.zero
  /// The finger's velocity, in window points per second, by the fixed estimator of ``Finger``.
  public internal(set) var velocity = CGPoint.zero
  weak var view: View?

  /// The finger's translation since touch-down, in `view`'s coordinates.
  public func translation(in view: View?) -> CGPoint { translation }

  /// The finger's velocity, in points per second.
  public func velocity(in view: View?) -> CGPoint { velocity }

  override func diagnosticLog() -> DiagnosticLog {
    view?.diagnosticLog() ?? ownDiagnosticLog()
  }
}
