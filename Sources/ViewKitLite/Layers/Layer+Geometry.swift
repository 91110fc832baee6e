import Foundation

extension Layer {
  /// Where the ``anchorPoint`` sits in the superlayer's coordinates: Core Animation's
  /// `position`. A non-finite one is refused with a diagnostic.
  public var position: CGPoint {
    get {
      guard let view = owningView else { return storedPosition }
      let anchor = anchorPoint
      return CGPoint(x: anchor.x * view.bounds.width, y: anchor.y * view.bounds.height)
    }
    set {
      guard acceptsGeometry("position", instead: "center") else { return }
      guard newValue.isFinite else { return refuse("position", newValue) }
      storedPosition = newValue
      noteGeometryChange()
    }
  }

  /// The layer's own coordinate space: its sublayers and path are drawn in it, and its size is
  /// the layer's size. A non-finite rectangle is refused; a negative size is standardised.
  public var bounds: CGRect {
    get { owningView.map { CGRect(origin: .zero, size: $0.bounds.size) } ?? storedBounds }
    set {
      guard acceptsGeometry("bounds", instead: "bounds") else { return }
      guard newValue.isFinite else { return refuse("bounds", newValue) }
      storedBounds = newValue.standardized
      noteGeometryChange()
    }
  }

  /// The point of ``bounds`` that sits at ``position`` and that ``transform`` turns and scales
  /// about, in unit coordinates: (0, 0) is the top-left corner, (1, 1) the bottom-right, the
  /// default (0.5, 0.5) the middle. Values outside 0…1 are allowed; non-finite ones refused.
  public var anchorPoint: CGPoint {
    get { storedAnchorPoint }
    set {
      guard acceptsGeometry("anchorPoint", instead: "center (a view turns about its centre)")
      else { return }
      guard newValue.isFinite else { return refuse("anchorPoint", newValue) }
      storedAnchorPoint = newValue
      noteGeometryChange()
    }
  }

  /// The smallest rectangle in the superlayer that contains the transformed bounds.
  ///
  /// Setting it sets ``bounds`` to its size (keeping the bounds' origin) and ``position`` so
  /// that the untransformed layer fills it, as Core Animation does. A view's own layer answers
  /// `(0, 0)` and the view's size.
  public var frame: CGRect {
    get {
      guard owningView == nil else { return bounds }
      let size = storedBounds.size
      let anchor = storedAnchorPoint
      let origin = CGPoint(
        x: storedPosition.x - anchor.x * size.width, y: storedPosition.y - anchor.y * size.height)
      guard !transform.isIdentity else { return CGRect(origin: origin, size: size) }
      return storedBounds.boundingBox(through: transformToSuperlayer(transform))
    }
    set {
      guard acceptsGeometry("frame", instead: "frame") else { return }
      guard newValue.isFinite else { return refuse("frame", newValue) }
      let rect = newValue.standardized
      let anchor = storedAnchorPoint
      storedBounds.size = rect.size
      storedPosition = CGPoint(
        x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
      noteGeometryChange()
    }
  }

  /// The radius of the corners of the ``backgroundColor`` fill and of the ``masksToBounds``
  /// clip, in points; at most half the shorter side takes effect. Non-finite radii are refused,
  /// negative ones clamped to 0.
  public var cornerRadius: CGFloat {
    get { storedCornerRadius }
    set {
      guard newValue.isFinite else { return refuse("cornerRadius", newValue) }
      storedCornerRadius = max(newValue, 0)
    }
  }

  /// Whether the layer's content and sublayers are cut at its bounds, with rounded corners of
  /// ``cornerRadius``. For a view's own layer it is the view's `clipsToBounds`, which then cuts
  /// its subviews too.
  public var masksToBounds: Bool {
    get { owningView?.clipsToBounds ?? storedMasksToBounds }
    set {
      if let view = owningView {
        view.clipsToBounds = newValue
      } else {
        storedMasksToBounds = newValue
      }
    }
  }

  /// The colour that fills the layer's bounds, under its content and sublayers, with corners of
  /// ``cornerRadius``; `nil` fills nothing. For a view's own layer it is the view's
  /// `backgroundColor`.
  public var backgroundColor: Color? {
    get { owningView.map(\.backgroundColor) ?? storedBackgroundColor }
    set {
      if let view = owningView {
        view.backgroundColor = newValue
      } else {
        storedBackgroundColor = newValue
      }
    }
  }

  /// The layer's coordinates to its superlayer's under `transform` (the model's or the shown
  /// one): about the anchor point, then to the position.
  func transformToSuperlayer(_ transform: Transform) -> Transform {
    let bounds = storedBounds
    let anchor = storedAnchorPoint
    return Transform(
      translationX: -(bounds.minX + anchor.x * bounds.width),
      y: -(bounds.minY + anchor.y * bounds.height)
    )
    .concatenating(transform)
    .concatenating(Transform(translationX: storedPosition.x, y: storedPosition.y))
  }

  /// The geometry fields a tree dump adds when they differ from the defaults.
  func geometryAttributes() -> [String] {
    var fields: [String] = []
    if anchorPoint != CGPoint(x: 0.5, y: 0.5) {
      fields.append("anchor=\(NumberFormat.string(anchorPoint))")
    }
    if owningView == nil, bounds.origin != .zero {
      fields.append("origin=\(NumberFormat.string(bounds.origin))")
    }
    if cornerRadius != 0 { fields.append("cornerRadius=\(NumberFormat.string(cornerRadius))") }
    if owningView == nil {
      if masksToBounds { fields.append("masks") }
      if let color = backgroundColor { fields.append("background=\(color)") }
    }
    return fields
  }

  /// Refuses a geometry change of a view's own layer, which its view places, with a diagnostic
  /// naming the view's property to set instead; accepts it on any other layer.
  private func acceptsGeometry(_ member: String, instead viewMember: String) -> Bool {
    guard let view = owningView else { return true }
    reportDiagnostic(
      member: member,
      "refused: the layer of \(view.diagnosticName) is placed by its view; the layer is "
        + "unchanged. Set the view's \(viewMember), or draw in a sublayer.")
    return false
  }
}
