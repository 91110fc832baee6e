/// A registration made with a typed key path. Its phases are closures built by the inlinable
/// `observe(_:options:changeHandler:)`, so they are specialised for the caller's types.
@MainActor
@usableFromInline
final class TypedObservationRegistration: ObservationRegistration {
  @usableFromInline typealias Phase = @MainActor () -> Void

  private let owner: Unmanaged<KVObject>?
  private weak var object: KVObject?
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
    owner = ownsObservedStorage ? .passUnretained(object) : nil
    self.object = ownsObservedStorage ? nil : object
    self.keyPath = keyPath
    self.willChangePhase = willChange
    self.didChangePhase = didChange
    self.initialPhase = initial
    super.init(options: options)
  }

  override var subject: KVObject? { owner?.takeUnretainedValue() ?? object }

  override var keyDescription: String { "\(keyPath)" }

  override func sendInitial() { initialPhase() }

  override func willChange() { willChangePhase() }

  override func didChange() { didChangePhase() }
}
