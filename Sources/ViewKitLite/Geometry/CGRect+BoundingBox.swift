import Foundation

extension CGRect {
  /// The smallest rectangle holding the four corners of this one, each moved by `move`: where a
  /// rectangle lands through a transform or a change of coordinates. Four comparisons a side,
  /// nothing allocated.
  func boundingBox(movingCorners move: (CGPoint) -> CGPoint) -> CGRect {
    let corners = (
      move(CGPoint(x: minX, y: minY)), move(CGPoint(x: maxX, y: minY)),
      move(CGPoint(x: minX, y: maxY)), move(CGPoint(x: maxX, y: maxY))
    )
    let left = min(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
    let top = min(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
    let right = max(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
    let bottom = max(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The bounding box of this rectangle through `transform`.
  package func boundingBox(through transform: Transform) -> CGRect {
    boundingBox(movingCorners: transform.apply)
  }
}
