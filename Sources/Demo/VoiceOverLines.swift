import Foundation
import ViewKitLite
import ViewKitLiteHarness

/// What the scene's screen reader says, two lines under each frame's status (`--voiceover`, or
/// `v` by hand): what it reads on the focused element, or on the scene's refresh control when
/// nothing is focused, and the last announcement it heard, with the scene's time.
///
/// ```
/// VoiceOver (control): "刷新中..., 最后更新：今天 12:00"
///   announced "刷新中..." at t=4.033s
/// ```
///
/// A line too wide for the terminal is cut short with "…", never wrapped; both come from the
/// scene alone, so a scene played twice says the same at the same times.
@MainActor
enum VoiceOverLines {
  /// The two lines for `scene`, each fitted to a terminal `width` columns wide.
  static func lines(of scene: any DemoScene, width: Int) -> [String] {
    [spoken(in: scene), announced(in: scene.window)].map { fitted($0, width: width) }
  }

  /// What the reader says: on the focused element; with nothing focused, on the scene's refresh
  /// control ("not shown" while the reader cannot reach it: at rest, hidden or off screen).
  static func spoken(in scene: any DemoScene) -> String {
    let reader = scene.window.screenReader
    if let focused = reader.focused {
      return "VoiceOver (focus): \(quoted(ScreenReader.speech(for: focused)))"
    }
    guard let control = element(of: scene) else { return "VoiceOver: nothing focused" }
    let shown = reader.elements.contains { $0 === control }
    let place = shown ? "control" : "control, not shown"
    return "VoiceOver (\(place)): \(quoted(ScreenReader.speech(for: control)))"
  }

  /// The last announcement `window` heard and when, indented under the spoken line.
  static func announced(in window: Window) -> String {
    let announcements = window.accessibilityNotifications.filter {
      $0.notification == .announcement
    }
    guard let last = announcements.last, let text = last.text else {
      return "  announced nothing yet"
    }
    return "  announced \(quoted(text)) at t=\(NumberFormat.string(last.time))s"
  }

  /// The element a screen reader reads for the scene's refresh control: the outermost element
  /// among the view the camera follows and the views containing it (the control, when the
  /// camera follows its arrow); `nil` for a scene without one.
  static func element(of scene: any DemoScene) -> View? {
    var view = scene.focus.subject
    var element: View?
    while let current = view {
      if current.isAccessibilityElement { element = current }
      view = current.superview
    }
    return element
  }

  /// `text` in quotes, on one line.
  private static func quoted(_ text: String) -> String {
    "\"\(text.replacingOccurrences(of: "\n", with: " "))\""
  }

  /// `line` as a terminal `width` columns wide shows it whole (a frame's line stops a column
  /// short of the edge): unchanged when it fits, else cut and ended with "…".
  static func fitted(_ line: String, width: Int) -> String {
    let room = max(width - 1, 1)
    guard TextWidth.columns(of: line) > room else { return line }
    var kept = ""
    var columns = 0
    for character in line {
      columns += TextWidth.columns(of: character)
      guard columns < room else { break }
      kept.append(character)
    }
    return kept + "…"
  }
}
