import Foundation

/// A rule of a refresh control's base class that the fuzzer checks on every frame, against a
/// model of that base: MJRefresh's rules for `RefreshHeader`,
/// `RefreshFooter`, `AutoRefreshFooter` and
/// `RefreshTrailer`, UIKit's for `RefreshControl`, and the
/// designs' own for the JK, DZ and Stretchy styles.
///
/// Your control, built on one of those bases, is checked against that base's model without
/// anything written. One that changes a rule on purpose (arms at a threshold of its own, say)
/// tells the fuzzer: ``RefreshFuzzer/arming(when:)`` replaces the threshold test, and
/// ``RefreshFuzzer/ignoring(_:)`` leaves rules out by name. A broken rule fails the sequence
/// with the rule's name and the frame's time (``FuzzFailure/rule``).
public enum RefreshRule: String, CaseIterable, Codable, Sendable {
  /// While a finger drags, the control is `.pulling` (armed) exactly when it is pulled past its
  /// threshold: a header its `threshold` (its height) past the resting offset, a back footer
  /// its height past the end, a trailer its width; JK 70 points, DZ its 80 (armed from there
  /// on), Stretchy its `threshold`; an automatic footer never arms. A system-style control
  /// refreshes on the frame the pull passes its `triggerDistance`, without waiting for the
  /// release.
  case arming
  /// Released while `.pulling` (armed), the control starts refreshing by the frame after.
  case release
  /// A second into a refresh, with nothing moving, the scroll view's inset is the app's own
  /// plus exactly what the control adds: a header its height at the top, a back footer its
  /// height at the bottom (plus the gap under content shorter than the screen), a trailer its
  /// width at the right (plus the gap), JK 70, DZ 80 and a system-style control 60 at the top,
  /// an automatic footer its height whenever it shows.
  case refreshingInset
  /// Where the control sits while nothing animates: a header its height above the content
  /// (and above the ignored inset), as wide as the scroll view; a back footer below the content
  /// or the screen's bottom, whichever is lower; an automatic footer right below the content; a
  /// trailer right of the content or the screen's edge; a system-style control over the whole
  /// pull; DZ 80 points high above the content.
  case placement
  /// The refreshing callback runs only while refreshing and on screen, and a control that does
  /// not defer it (`defersRefreshingCallback`) has called it by the next frame it is on screen;
  /// an end's completion runs only once the inset the refresh added is gone.
  case callback
  /// While a finger that drags the content holds still, the content stays where the finger
  /// holds it, whatever begins: a begin under a finger adds its inset without scrolling.
  case fingerHoldsContent
  /// `.armed` and `.disarmed` alternate on `RefreshBaseView.feedback`: `.armed` once each
  /// time the control arms (one haptic a crossing, however long the finger stays past the
  /// threshold), `.disarmed` only after it; `.refreshing` disarms without one.
  case feedback
  /// An end asked while refreshing ends the refresh: within 3 s of the control on screen with
  /// no finger down, it is no longer refreshing, unless a begin came after (an end while the
  /// finger is still down included).
  case ending
  /// A begin is not lost: within a second of the control on screen and attached, a refresh
  /// has started, unless an end came after or the control refused the begin with a diagnostic
  /// (a begin during the end's animation included).
  case beginning
}
