import Foundation
import RefreshControls
import ViewKitLite

/// Calls into the control from inside its own callback, an end's completion, or an observer
/// of its state, as a script arms them (`call arm NAME ROWS`).
extension FuzzSequence {
  /// Asks the control to end, with a result when given; the completion is counted, and begins
  /// again when armed to.
  func askEnd(result: RefreshResult? = nil) {
    endsAsked += 1
    noteEndAsked()
    let end = endsAsked
    subject.end(result: result) { [weak self] in
      guard let self else { return }
      self.check(
        .completionOnce, self.endsCompleted.insert(end).inserted,
        "the completion of end \(end) ran twice")
      self.checkCompletionMoment()
      if self.armed == .beginInCompletion {
        self.armed = nil
        self.log.append("(the completion begins)")
        self.beginRefresh()
      }
    }
  }

  /// The callback ran: checks its moment, and does what was armed for it.
  func callbackRan() {
    checkCallbackMoment()
    guard let reentry = armed else { return }
    switch reentry {
    case .endInCallback:
      log.append("(the callback ends)")
      askEnd()
    case .removeControlInCallback:
      guard subject.base != nil else { break }
      log.append("(the callback removes the control)")
      removedControlFrom = subject.scrollView
      subject.control.removeFromSuperview()
      forgetTheLastFrame()
    case .removeTableInCallback:
      guard let table else { break }
      log.append("(the callback removes the table)")
      removedTable = table
      table.removeFromSuperview()
      forgetTheLastFrame()
    case .endWithResultInCallback:
      log.append("(the callback ends with a result)")
      askEnd(result: reentryRows.isMultiple(of: 2) ? .success(nil) : .failure("offline"))
    case .reloadInCallback:
      rows = reentryRows
      log.append("(the callback reloads \(rows) rows)")
      tables.forEach(reload)
    case .beginInCompletion, .observerBegins, .observerEnds:
      return
    }
    armed = nil
  }

  /// The state changed: an observer armed to begin or end does.
  func observeStateForReentry(_ new: RefreshState) {
    if armed == .observerBegins, new == .normal {
      armed = nil
      log.append("(an observer of the state begins)")
      beginRefresh()
    } else if armed == .observerEnds, new == .refreshing {
      armed = nil
      log.append("(an observer of the state ends)")
      askEnd()
    }
  }

  /// Puts back the table or the control a callback removed, before the next action.
  func bringBackWhatACallbackRemoved() {
    if let table = removedTable {
      removedTable = nil
      container.insertSubview(table, at: 0)
    }
    if let table = removedControlFrom {
      removedControlFrom = nil
      attach(to: table)
    }
  }
}
