import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteHarness

/// The words a fuzz script's `call` lines say, and what its `expect` lines read.
extension FuzzSequence {
  /// Every `call` word of a fuzz script.
  static let words = FuzzWord.allCases.map(\.rawValue)

  /// Does the action `name` says with `words`; `false` when no action has that name.
  func perform(_ name: String, _ words: [String]) -> Bool {
    let numbers = words.compactMap { Double($0) }.map { CGFloat($0) }
    guard let word = FuzzWord(rawValue: name) else { return false }
    switch word {
    case .scene: break
    case .alphaFollowsPull:
      subject.base?.automaticallyChangeAlpha = true
      log.append("(its alpha follows the pull)")
    case .pull: pull(edge: words.first ?? "top", beyond: numbers.first ?? 0)
    case .begin: beginAsked()
    case .end: askEnd()
    case .noMoreData: (subject.control as? any NoMoreDataFooter)?.endRefreshingWithNoMoreData()
    case .resetNoMoreData: (subject.control as? any NoMoreDataFooter)?.resetNoMoreData()
    case .rows:
      rows = Int(numbers.first ?? 0)
      tables.forEach(reload)
    case .inset, .insetSides: setAppInset(numbers, sides: word == .insetSides)
    case .resize:
      guard numbers.count == 2 else { break }
      window.frame.size = CGSize(width: numbers[0], height: numbers[1])
    case .arm: arm(words)
    case .voiceover: useScreenReader(words)
    case .tableRemove: removeTable()
    case .tableRestore: restoreTable()
    case .controlMove: moveControl()
    case .controlRemove: removeControl()
    case .controlRestore: restoreControl()
    case .putBack: bringBackWhatACallbackRemoved()
    }
    return true
  }

  /// `pull top|bottom|left|right N`: a finger pulls the control's scroll view N points past
  /// that edge's limit, and stays down.
  func pull(edge: String, beyond: CGFloat) {
    let table = self.table ?? tables[0]
    finger = GestureScript.Vocabulary.pull(table, past: edge, by: beyond) ?? finger
  }

  /// A begin; under a finger that drags the content, the content must stay where the finger
  /// holds it.
  func beginAsked() {
    guard let table, table.isTracking else {
      beginRefresh()
      return
    }
    log.append("(a begin under the finger)")
    if table.isDragging {
      rules.held = (
        ObjectIdentifier(table), table.contentOffset, table.contentSize,
        table.panGestureRecognizer.translation(in: nil)
      )
    }
    beginRefresh()
    checkFingerHoldsContent(table)
  }

  /// The app's own inset on the control's scroll view: top and bottom, or with `sides` left
  /// and right.
  func setAppInset(_ numbers: [CGFloat], sides: Bool) {
    let table = self.table ?? tables[0]
    guard numbers.count == 2, let index = tables.firstIndex(where: { $0 === table }) else { return }
    let inset =
      sides
      ? EdgeInsets(top: 0, left: numbers[0], bottom: 0, right: numbers[1])
      : EdgeInsets(top: numbers[0], left: 0, bottom: numbers[1], right: 0)
    appInsets[index] = inset
    table.contentInset = inset
  }

  /// `arm NAME ROWS`: the control's next callback, completion or change of state calls back
  /// into it (``Reentry``); a reload loads ROWS rows.
  func arm(_ words: [String]) {
    guard let word = words.first, let reentry = Reentry(word: word) else { return }
    reentryRows = words.dropFirst().first.flatMap { Int($0) } ?? 0
    armed = reentry
    log.append("armed: \(reentry.rawValue)")
  }

  func removeTable() {
    let table = self.table ?? tables[0]
    tableRemovedByScript = table
    table.removeFromSuperview()
    forgetTheLastFrame()
  }

  func restoreTable() {
    guard let table = tableRemovedByScript else { return }
    tableRemovedByScript = nil
    container.insertSubview(table, at: 0)
  }

  /// Moves the control to the other table, hiding the one it leaves.
  func moveControl() {
    guard style != .stretchy, let current = subject.scrollView else { return }
    let other = tables.first { $0 !== current } ?? current
    current.isHidden = true
    other.isHidden = false
    attach(to: other)
  }

  func removeControl() {
    guard let table else { return }
    controlRemovedByScript = table
    subject.control.removeFromSuperview()
    forgetTheLastFrame()
  }

  func restoreControl() {
    guard let table = controlRemovedByScript else { return }
    controlRemovedByScript = nil
    attach(to: table)
  }
}
