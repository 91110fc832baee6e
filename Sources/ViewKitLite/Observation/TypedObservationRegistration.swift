/// A registration made with a typed key path. Its phases are closures built by the inlinable
/// `observe(_:options:changeHandler:)`, so they are specialised for the caller's types.
@MainActor
@usableFromInline
final class TypedObservationRegistration: ObservationRegistration {
  @usableFromInline typealias Phase = @MainActor () -> Void

  private let keyPath: AnyKeyPath
  private let willChangePhase: Phase
  private let didChangePhase: Phase
  private let initialPhase: Phase

  @usableFromInline
  init(
    object: KVObject, ownsObservedStorage: Bool, keyPath: AnyKeyPath,
    options: KeyValueObservingOptions, willChange: @escaping Phase, didChange: @escaping Phase,
    initial: @escaping Phase
  ) {
    self.keyPath = keyPath
    self.willChangePhase = willChange
    self.didChangePhase = didChange
    self.initialPhase = initial
    super.init(subject: object, ownsObservedStorage: ownsObservedStorage, options: options)
  }

  override var keyDescription: String { "\(keyPath)" }

  override func sendInitial() { initialPhase() }

  override func willChange() { willChangePhase() }

  override func didChange() { didChangePhase() }
}
