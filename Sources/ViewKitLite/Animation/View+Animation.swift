import Foundation

extension View {
  /// Animates the changes `animations` makes to views' `frame`, `bounds`, `center`, `alpha`,
  /// `transform`, and a scroll view's `contentOffset` and `contentInset`: UIKit's
  /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// The model values change at once (their observers hear each change once); the picture
  /// shows presentation values, interpolated on each view's window clock from what was shown
  /// when the block ran. `completion(true)` runs on the first frame at or after the end;
  /// `completion(false)` when an animation is replaced by a later one of the same property or
  /// removed. A duration of 0 or less applies the changes at once and completes right away.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    run(
      duration: duration, delay: delay, curve: .timing(options.timingFunction),
      repetition: AnimationRepetition(options), animations: animations, completion: completion)
  }

  /// Animates with a spring: UIKit's
  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
  ///
  /// `dampingRatio` 1 settles without overshoot, less than 1 oscillates; `velocity` is in
  /// whole distances per second.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    run(
      duration: duration, delay: delay,
      curve: .spring(dampingRatio: max(dampingRatio, 0.01), initialVelocity: velocity),
      repetition: AnimationRepetition(options), animations: animations, completion: completion)
  }

  private static func run(
    duration: TimeInterval, delay: TimeInterval, curve: AnimationCurve,
    repetition: AnimationRepetition, animations: () -> Void,
    completion: (@MainActor (Bool) -> Void)?
  ) {
    let group = AnimationGroup(completion: completion)
    guard duration.isFinite, duration > 0 else {
      animations()
      group.complete()
      return
    }
    let transaction = AnimationTransaction(
      delay: delay.isFinite ? max(delay, 0) : 0, duration: duration, curve: curve,
      repetition: repetition, group: group)
    AnimationTransaction.stack.append(transaction)
    animations()
    AnimationTransaction.stack.removeLast()
    group.add()
    transaction.commit()
    group.end(finished: true)
  }

  /// Runs `actionsWithoutAnimation` with every change taking effect at once, even inside an
  /// animation block: UIKit's `performWithoutAnimation(_:)`.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let open = AnimationTransaction.stack
    AnimationTransaction.stack = []
    actionsWithoutAnimation()
    AnimationTransaction.stack = open
  }

  /// What the screen shows of this view now: the model values, or where running animations
  /// have carried them. QuartzCore's `presentation()`.
  public func presentation() -> Presentation {
    guard !propertyAnimations.isEmpty else {
      return Presentation(center: center, bounds: bounds, alpha: alpha, transform: transform)
    }
    return Presentation(
      center: presentedValue(.center, model: .point(center)).point ?? center,
      bounds: CGRect(
        origin: presentedValue(.boundsOrigin, model: .point(bounds.origin)).point ?? bounds.origin,
        size: presentedValue(.boundsSize, model: .size(bounds.size)).size ?? bounds.size),
      alpha: presentedValue(.alpha, model: .scalar(alpha)).scalar ?? alpha,
      transform: presentedValue(.transform, model: .transform(transform)).transform ?? transform
    )
  }

  /// Whether a `View.animate` animation still runs on one of this view's properties.
  public var hasRunningAnimations: Bool { !propertyAnimations.isEmpty }

  /// Records a change of an animatable property inside an animation block; returns `false`
  /// outside any block.
  func recordAnimatedChange(
    _ property: AnimatableProperty, from model: AnimatableValue, to newValue: AnimatableValue
  ) -> Bool {
    guard let transaction = AnimationTransaction.current else {
      if !propertyAnimations.isEmpty { cancelAnimation(of: property) }
      return false
    }
    transaction.record(self, property, from: presentedValue(property, model: model), to: newValue)
    return true
  }

  /// The shown value of `property`, given its model value.
  func presentedValue(_ property: AnimatableProperty, model: AnimatableValue) -> AnimatableValue {
    guard let animation = propertyAnimations[property], let window else { return model }
    return animation.value(at: window.now)
  }

  /// Starts `animation` on `property`, replacing (and ending unfinished) the one running.
  func install(_ animation: PropertyAnimation, for property: AnimatableProperty) {
    let replaced = propertyAnimations[property]
    propertyAnimations[property] = animation
    superview?.subviewIndex = nil
    window?.animator.track(self)
    replaced?.end(finished: false)
  }

  /// Stops the animation of `property`, if any; its block completes with `false`.
  func cancelAnimation(of property: AnimatableProperty) {
    guard let animation = propertyAnimations.removeValue(forKey: property) else { return }
    animation.end(finished: false)
  }

  /// Ends the animations that reached their end by `time`, in property order.
  func finishAnimations(at time: TimeInterval) {
    for property in AnimatableProperty.allCases {
      guard let animation = propertyAnimations[property], time >= animation.end else { continue }
      propertyAnimations[property] = nil
      animation.end(finished: true)
    }
  }
}

extension AnimatableValue {
  var point: CGPoint? {
    if case .point(let value) = self { return value }
    return nil
  }

  var size: CGSize? {
    if case .size(let value) = self { return value }
    return nil
  }

  var scalar: CGFloat? {
    if case .scalar(let value) = self { return value }
    return nil
  }

  var transform: Transform? {
    if case .transform(let value) = self { return value }
    return nil
  }
}
