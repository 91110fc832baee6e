import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteHarness

/// Gestures whose finger stays down through other actions: where MJRefresh's bug reports
/// cluster (an end while the finger is still down, rows reloaded or the inset changed
/// mid-drag).
extension FuzzSequence {
  /// A finger goes down, moves in two to four strokes, and between strokes, before it lifts,
  /// the app does one to three things: begins, ends, says there is no more data, reloads,
  /// changes its inset, resizes the window, takes the table or the control off and puts it
  /// back, or the finger holds still.
  func playHeldGesture(random: inout SplitMix64) {
    let start =
      pullAxis == .vertical
      ? CGPoint(x: window.bounds.midX, y: .random(in: 150...450, using: &random))
      : CGPoint(x: .random(in: 100...300, using: &random), y: window.bounds.midY)
    log.append("(a finger goes down at \(Int(start.x)),\(Int(start.y)))")
    play([.down(start)])
    var actionsLeft = Int.random(in: 1...3, using: &random)
    let strokes = Int.random(in: 2...4, using: &random)
    for stroke in 1...strokes {
      play([.move(drawStroke(random: &random), .random(in: 0.05...0.4, using: &random))])
      guard actionsLeft > 0, stroke == strokes || Bool.random(using: &random) else { continue }
      actionsLeft -= 1
      play(draw(from: FuzzAction.whileFingerDown, counted: "finger down: ", random: &random))
    }
    log.append("(the finger lifts)")
    play([.lift])
  }

  /// A stroke of 20 to 160 points, the way that pulls the control out three times in four.
  func drawStroke(random: inout SplitMix64) -> CGPoint {
    let length = CGFloat.random(in: 20...160, using: &random)
    let outward: CGFloat = Int.random(in: 0..<4, using: &random) == 0 ? -1 : 1
    switch style {
    case .trailer: return CGPoint(x: -length * outward, y: 0)
    case .hwFooter, .hwAutoFooter, .customFooter: return CGPoint(x: 0, y: -length * outward)
    default: return CGPoint(x: 0, y: length * outward)
    }
  }

  /// `steps`, logged as `action` done with the finger down.
  func whileDown(_ action: String, _ steps: [GestureScript.Step]) -> [GestureScript.Step] {
    log.append("(with the finger down) \(action)")
    return steps
  }
}
