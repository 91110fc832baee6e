import Foundation

/// The parameters of the `View.animate` block being run, and the changes it makes.
///
/// Blocks nest: each change belongs to the innermost open block. Main-actor state, as the
/// design requires, so a setter's check is a plain memory read.
@MainActor
final class AnimationTransaction {
  let delay: TimeInterval
  let duration: TimeInterval
  let curve: AnimationCurve
  let repetition: AnimationRepetition
  let group: AnimationGroup
  /// Changes made in the block: view, property, shown value before, new value.
  private(set) var changes: [(View, AnimatableProperty, AnimatableValue, AnimatableValue)] = []

  /// Callbacks waiting for the animation this block makes of one view's property to end.
  private var endCallbacks: [(View, AnimatableProperty, @MainActor () -> Void)] = []

  /// The open blocks, innermost last.
  ///
  /// Process-wide on purpose, not per window: a `View.animate` block is a call on the main
  /// actor that may change views of several windows, or views in none yet, so which window it
  /// belongs to is not known when it opens. Each change still animates on its own view's window
  /// clock. Main-actor isolation keeps it synchronised; it is empty between blocks.
  @exclusivity(unchecked) static var stack: [AnimationTransaction] = []

  /// The innermost open block, or `nil` outside any.
  static var current: AnimationTransaction? { stack.last }

  init(
    delay: TimeInterval, duration: TimeInterval, curve: AnimationCurve,
    repetition: AnimationRepetition, group: AnimationGroup
  ) {
    self.delay = delay
    self.duration = duration
    self.curve = curve
    self.repetition = repetition
    self.group = group
  }

  func record(
    _ view: View, _ property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue
  ) {
    if let index = changes.firstIndex(where: { $0.0 === view && $0.1 == property }) {
      changes[index].3 = to
    } else {
      changes.append((view, property, from, to))
    }
  }

  /// Runs `block` once the animation this block makes of `view`'s `property` ends, finished
  /// or not; at commit when the block makes none (no change, or a view outside any window).
  func whenAnimationEnds(
    of view: View, _ property: AnimatableProperty, _ block: @escaping @MainActor () -> Void
  ) {
    endCallbacks.append((view, property, block))
  }

  /// Starts an animation for each recorded change, on its view's window clock. Views outside
  /// any window take their new values at once.
  func commit() {
    var made: [(View, AnimatableProperty, PropertyAnimation)] = []
    for (view, property, from, to) in changes where from != to {
      guard let window = view.window else { continue }
      group.add()
      let animation = PropertyAnimation(
        from: from, to: to, begin: window.now + delay, duration: duration, curve: curve,
        repetition: repetition, group: group)
      view.install(animation, for: property)
      made.append((view, property, animation))
    }
    for (view, property, block) in endCallbacks {
      if let (_, _, animation) = made.first(where: { $0.0 === view && $0.1 == property }) {
        animation.endCallbacks.append(block)
      } else {
        block()
      }
    }
  }
}
