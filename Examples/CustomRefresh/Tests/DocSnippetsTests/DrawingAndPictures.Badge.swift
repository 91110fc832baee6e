// Generated from Sources/ViewKitLite/ViewKitLite.docc/DrawingAndPictures.md (swift block 1) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import ViewKitLite

final class Badge: View {
  var count = 3 { didSet { setNeedsDisplay() } }

  override func draw(_ rect: CGRect) {
    Color.lightGray.setFill()
    BezierPath(roundedRect: rect, cornerRadius: 8).fill()
    Color.black.set()
    let ring = BezierPath(ovalIn: CGRect(x: 4, y: 4, width: 24, height: 24))
    ring.lineWidth = 2
    ring.stroke()
    "\(count)".draw(at: CGPoint(x: 12, y: 8), fontSize: 12, color: .black)
    Image(named: "arrow")?.draw(in: CGRect(x: 44, y: 1, width: 30, height: 30))
  }
}
