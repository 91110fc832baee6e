import Foundation

/// A drawable layer: Core Animation's `CALayer`, reduced to what the seeds use.
///
/// Every view has one (``View/layer``); add ``ShapeLayer``s to it to draw. A sublayer is placed
/// as Core Animation places it: its ``anchorPoint`` (unit coordinates of its ``bounds``, the
/// middle by default) sits at ``position`` in its superlayer's coordinates (for a view's layer,
/// the view's bounds), and its ``transform`` turns and scales it about that point; ``frame`` is
/// derived from the four. A ``backgroundColor`` fills it, with corners of ``cornerRadius`` cut
/// in dots, and ``masksToBounds`` clips its content and sublayers to that shape. Layer
/// animations run on the window's clock; the picture shows ``presentation()`` values.
///
/// A view's own layer is placed by its view: its `frame` and `bounds` answer `(0, 0)` and the
/// view's size, its geometry setters are refused with a diagnostic naming the view's property to
/// set instead, and its ``backgroundColor`` and ``masksToBounds`` are the view's
/// `backgroundColor` and `clipsToBounds`.
open class Layer: KVObject {
  /// The layer that contains this one.
  public internal(set) weak var superlayer: Layer?
  /// The layers drawn on top of this one, back to front.
  @exclusivity(unchecked) public internal(set) var sublayers: [Layer] = []
  /// The view this is the layer of, for a view's own layer.
  public internal(set) weak var owningView: View?

  @Dynamic(key: "position") var storedPosition = CGPoint.zero
  @Dynamic(key: "bounds") var storedBounds = CGRect.zero
  @Dynamic(key: "anchorPoint") var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
  @Dynamic(key: "cornerRadius") var storedCornerRadius: CGFloat = 0
  @Dynamic(key: "masksToBounds") var storedMasksToBounds = false
  @Dynamic(key: "backgroundColor") var storedBackgroundColor: Color? = nil
  @Dynamic(key: "opacity") private var storedOpacity: Float = 1
  @Dynamic(key: "transform") private var storedTransform = Transform.identity
  /// Whether the layer and its sublayers are hidden.
  @Dynamic public var isHidden = false

  @exclusivity(unchecked)
  private(set) var animations: [(key: String, animation: LayerAnimation)] = []

  /// Creates a layer with a zero frame.
  public override init() {
    super.init()
  }

  /// The layer's opacity, 0…1 (clamped); NaN is refused with a diagnostic.
  public var opacity: Float {
    get { storedOpacity }
    set {
      guard !newValue.isNaN else { return refuse("opacity", newValue) }
      storedOpacity = min(max(newValue, 0), 1)
    }
  }

  /// The transform about the ``anchorPoint`` (rotation for the seeds' spinners); a non-finite
  /// one is refused with a diagnostic.
  public var transform: Transform {
    get { storedTransform }
    set {
      guard newValue.isFinite else { return refuse("transform", newValue) }
      storedTransform = newValue
      noteGeometryChange()
    }
  }

  /// Records a refused value, keeping the old one.
  final func refuse(_ member: String, _ value: Any) {
    reportDiagnostic(
      member: member,
      "refused \(NumberFormat.describe(value)): layer values must be finite; the old value is "
        + "kept.")
  }

  /// Adds `layer` on top of the sublayers.
  public func addSublayer(_ layer: Layer) {
    insertSublayer(layer, at: sublayers.count)
  }

  /// Inserts `layer` among the sublayers at `index` (clamped).
  public func insertSublayer(_ layer: Layer, at index: Int) {
    var ancestor: Layer? = self
    while let current = ancestor {
      if current === layer {
        return reportDiagnostic(
          member: "insertSublayer(_:at:)",
          "refused to add a layer to itself or to a layer inside it; the tree is unchanged.")
      }
      ancestor = current.superlayer
    }
    layer.removeFromSuperlayer()
    sublayers.insert(layer, at: min(max(index, 0), sublayers.count))
    layer.superlayer = self
    layer.noteGeometryChange()
  }

  /// Removes the layer from its superlayer.
  public func removeFromSuperlayer() {
    superlayer?.sublayers.removeAll { $0 === self }
    superlayer = nil
  }

  /// The view whose window times this layer's animations.
  var hostView: View? {
    var current: Layer? = self
    while let layer = current {
      if let view = layer.owningView { return view }
      current = layer.superlayer
    }
    return nil
  }

  override func diagnosticLog() -> DiagnosticLog {
    hostView?.diagnosticLog() ?? ownDiagnosticLog()
  }

  /// Publishes `frame`, which is derived, besides the stored properties.
  open override func value(forKey key: String) -> Any? {
    key == "frame" ? frame : super.value(forKey: key)
  }

  /// The fields a tree dump prints for this layer; subclasses add theirs to `super`'s.
  open func dumpAttributes() -> [String] {
    var fields = ["frame=\(NumberFormat.string(frame))"] + geometryAttributes()
    let shown = presentation()
    if shown.opacity != 1 { fields.append("opacity=\(NumberFormat.string(shown.opacity))") }
    if shown.rotation != 0 || !shown.transform.isIdentity {
      let angle = shown.rotation != 0 ? shown.rotation : shown.transform.rotationAngle
      fields.append("rotation=\(NumberFormat.string(angle * 180 / .pi))°")
    }
    if isHidden { fields.append("hidden") }
    if !animations.isEmpty {
      fields.append("animations=[\(animationKeys().joined(separator: ","))]")
    }
    return fields
  }

  // MARK: - Animations

  /// Adds `animation` under `key`, replacing the one with that key; it begins now unless its
  /// `beginTime` says otherwise.
  public func add(_ animation: LayerAnimation, forKey key: String) {
    let now = hostView?.window?.now ?? 0
    if animation.beginTime == 0 {
      animation.beginTime = now
    }
    if let basic = animation as? BasicAnimation {
      basic.modelValue = modelValue(forKeyPath: animation.keyPath)
    }
    if modelValue(forKeyPath: animation.keyPath) == nil {
      reportDiagnostic(
        member: "add(_:forKey:)",
        "'\(animation.keyPath)' is not an animatable key path of \(diagnosticName); the "
          + "animation shows nothing. Use strokeStart, strokeEnd, lineWidth, opacity, "
          + "transform.rotation.z or path.")
    }
    animations.removeAll { $0.key == key }
    animations.append((key, animation))
    hostView?.window?.animator.track(self)
  }

  /// The animation under `key`, or `nil`.
  public func animation(forKey key: String) -> LayerAnimation? {
    animations.first { $0.key == key }?.animation
  }

  /// The keys of the running animations, in the order they were added.
  public func animationKeys() -> [String] {
    animations.map(\.key)
  }

  /// Removes the animation under `key`.
  public func removeAnimation(forKey key: String) {
    animations.removeAll { $0.key == key }
  }

  /// Removes every animation.
  public func removeAllAnimations() {
    animations.removeAll()
  }

  /// Drops the animations that ended by `time` and are removed on completion.
  func removeFinishedAnimations(at time: TimeInterval) {
    animations.removeAll { $0.animation.isRemovedOnCompletion && $0.animation.hasEnded(at: time) }
  }

  /// The model value of an animatable key path, or `nil` when it is not animatable here.
  func modelValue(forKeyPath keyPath: String) -> LayerValue? {
    switch keyPath {
    case "opacity": .number(CGFloat(opacity))
    case "transform.rotation.z", "transform.rotation": .number(transform.rotationAngle)
    default: nil
    }
  }

  /// The value shown for `keyPath` at `time`: the last running animation's, or the model's.
  package func presentedValue(forKeyPath keyPath: String, at time: TimeInterval?) -> LayerValue? {
    let key = Layer.canonical(keyPath)
    if let time {
      for (_, animation) in animations.reversed() where Layer.canonical(animation.keyPath) == key {
        if let value = animation.value(at: time) { return value }
      }
    }
    return modelValue(forKeyPath: keyPath)
  }

  /// `transform.rotation` and `transform.rotation.z` name the same property.
  static func canonical(_ keyPath: String) -> String {
    keyPath == "transform.rotation" ? "transform.rotation.z" : keyPath
  }

  /// Whether an animation is added to the layer, running or waiting to be removed.
  package var hasAnimations: Bool { !animations.isEmpty }

  /// The current time of the layer's window, if it is on screen.
  package var presentationTime: TimeInterval? { hostView?.window?.now }

  /// What the screen shows of this layer now.
  public func presentation() -> LayerPresentation {
    guard hasAnimations else {
      return LayerPresentation(
        opacity: CGFloat(opacity), rotation: transform.rotationAngle, animatedRotation: nil,
        transform: transform, strokeStart: 0, strokeEnd: 1, lineWidth: 0, path: nil)
    }
    let time = presentationTime
    var transform = self.transform
    let spins = animations.contains { Layer.canonical($0.animation.keyPath) == Layer.rotationKey }
    let angle = presentedValue(forKeyPath: Layer.rotationKey, at: time)?.number
    if spins, let angle {
      let scale = TransformParts(transform)
      transform = Transform(scaleX: scale.scaleX, y: scale.scaleY)
        .concatenating(Transform(rotationAngle: angle))
      transform.tx = scale.tx
      transform.ty = scale.ty
    }
    return LayerPresentation(
      opacity: presentedValue(forKeyPath: "opacity", at: time)?.number ?? CGFloat(opacity),
      rotation: angle ?? 0, animatedRotation: spins ? angle ?? 0 : nil,
      transform: transform, strokeStart: 0, strokeEnd: 1, lineWidth: 0, path: nil)
  }

  /// The path a layer draws as `shown` presents it, with its fill and stroke: `nil` for a
  /// plain layer, a shape layer's own (``ShapeLayer``).
  func shownShape(
    _ shown: LayerPresentation
  ) -> (path: ShapePath, fill: Color?, stroke: StrokeStyle?)? {
    nil
  }

  /// The key path of the rotation about the z axis, as animations name it.
  package static let rotationKey = "transform.rotation.z"
}

/// What the screen shows of a layer at one moment.
public struct LayerPresentation: Hashable, Sendable {
  /// The shown opacity.
  public var opacity: CGFloat
  /// The shown rotation, in radians, unwrapped (a spin shows 3π after a turn and a half).
  public var rotation: CGFloat
  /// The rotation an animation of `transform.rotation.z` shows now, or `nil` while none runs:
  /// what turns a view whose layer spins.
  public var animatedRotation: CGFloat?
  /// The shown transform.
  public var transform: Transform
  /// The shown stroke start (shape layers).
  public var strokeStart: CGFloat
  /// The shown stroke end (shape layers).
  public var strokeEnd: CGFloat
  /// The shown line width (shape layers).
  public var lineWidth: CGFloat
  /// The shown path (shape layers).
  public var path: ShapePath?
}
