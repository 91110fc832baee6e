import Foundation
import RefreshControls
import ViewKitLite

/// The rules about calls: the arming feedback (``RefreshRule/feedback``), ends that end
/// (``RefreshRule/ending``) and begins that are not lost (``RefreshRule/beginning``).
extension FuzzSequence {
  /// Hears the control's feedback before whatever the control itself listens with.
  func listenToFeedback() {
    guard let base = subject.base else { return }
    let own = base.feedback
    base.feedback = { [weak self] signal in
      self?.heard(signal)
      own?(signal)
    }
  }

  func heard(_ signal: RefreshFeedback) {
    switch signal {
    case .armed:
      check(
        .feedback, !rules.feedbackArmed,
        "`.armed` sent again with no `.disarmed` or `.refreshing` between: one a crossing")
      rules.feedbackArmed = true
    case .disarmed:
      check(.feedback, rules.feedbackArmed, "`.disarmed` sent while not armed")
      rules.feedbackArmed = false
    case .refreshing:
      rules.feedbackArmed = false
    }
  }

  /// An end asked while refreshing is due; a begin asked before it is not.
  func noteEndAsked() {
    rules.beginDue = nil
    rules.endDue = subject.isRefreshing ? (rules.refreshesEntered, 0) : nil
  }

  /// Judges the end and the begin due, counting the seconds each has had.
  func checkEndsAndBegins(_ table: ScrollView) {
    let onScreen = subject.control.window != nil && table.window != nil
    if let due = rules.endDue {
      if !subject.isRefreshing || rules.refreshesEntered != due.entered {
        rules.endDue = nil
      } else if onScreen && !table.isTracking {
        rules.endDue = (due.entered, due.seconds + 1.0 / 60)
        check(
          .ending, due.seconds < 3,
          "an end asked while refreshing has not ended the refresh in 3 s on screen")
      }
    }
    if let due = rules.beginDue {
      if rules.refreshesEntered > due.entered || subject.isRefreshing {
        rules.beginDue = nil
      } else if onScreen, subject.scrollView === table || style == .stretchy {
        rules.beginDue = (due.entered, due.seconds + 1.0 / 60)
        check(
          .beginning, due.seconds < 1,
          "a begin asked has not started a refresh in a second on screen")
      }
    }
  }
}
