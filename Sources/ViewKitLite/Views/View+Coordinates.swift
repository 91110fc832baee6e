import Foundation

extension View {
  /// `point` in this view's coordinates, converted to `view`'s (or the window's, for `nil`).
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    let inRoot = convertToRoot(point)
    guard let view else { return inRoot }
    return view.convertFromRoot(inRoot)
  }

  /// `point` in `view`'s coordinates (or the window's, for `nil`), converted to this view's.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    let inRoot = view?.convertToRoot(point) ?? point
    return convertFromRoot(inRoot)
  }

  /// `rect` in this view's coordinates, as the bounding box of its corners in `view`'s.
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    guard onlyTranslates(self), view.map(onlyTranslates) ?? true else {
      return rect.boundingBox { convert($0, to: view) }
    }
    // Through translations alone the corners keep their order: two of them make the box.
    let low = convert(CGPoint(x: rect.minX, y: rect.minY), to: view)
    let high = convert(CGPoint(x: rect.maxX, y: rect.maxY), to: view)
    return CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
  }

  /// Whether `view` and its ancestors have identity transforms: between them, a change of
  /// coordinates only moves points.
  private func onlyTranslates(_ view: View) -> Bool {
    var current: View? = view
    while let ancestor = current {
      guard ancestor.transform.isIdentity else { return false }
      current = ancestor.superview
    }
    return true
  }

  /// A point in this view's coordinates, in its superview's.
  func convertToSuperview(_ point: CGPoint) -> CGPoint {
    let b = bounds
    let local = CGPoint(x: point.x - b.midX, y: point.y - b.midY)
    let moved = transform.apply(to: local)
    return CGPoint(x: center.x + moved.x, y: center.y + moved.y)
  }

  /// A point in the superview's coordinates, in this view's.
  func convertFromSuperview(_ point: CGPoint) -> CGPoint {
    let b = bounds
    let offset = CGPoint(x: point.x - center.x, y: point.y - center.y)
    let local = (transform.inverted() ?? .identity).apply(to: offset)
    return CGPoint(x: local.x + b.midX, y: local.y + b.midY)
  }

  private func convertToRoot(_ point: CGPoint) -> CGPoint {
    var current = self
    var result = point
    while let parent = current.superview {
      result = current.convertToSuperview(result)
      current = parent
    }
    return result
  }

  private func convertFromRoot(_ point: CGPoint) -> CGPoint {
    var chain: [View] = []
    var current: View? = self
    while let view = current, view.superview != nil {
      chain.append(view)
      current = view.superview
    }
    return chain.reversed().reduce(point) { $1.convertFromSuperview($0) }
  }
}
