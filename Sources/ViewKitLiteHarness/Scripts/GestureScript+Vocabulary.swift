import Foundation
import ViewKitLite

extension GestureScript {
  /// What a script's `expect` lines can read and its `call` lines can do, by name.
  ///
  /// A new vocabulary knows the geometry of the window's first scroll view (depth first, back
  /// to front): `offset.x`, `offset.y`, `inset.top`, `inset.bottom`, `adjusted.top`,
  /// `adjusted.bottom`, `content.height`; the window's `diagnostics` (how many); the action
  /// `inset TOP BOTTOM`, which sets that scroll view's `contentInset` in one assignment, as an
  /// app would; and `pull top|bottom|left|right N`, a finger pulling that scroll view N points
  /// past that edge's limit (`ScrollView.pull(to:along:duration:)`) and staying down for the
  /// script's `hold` and `lift`. The screen reader's words: the action `voiceover` (a script's
  /// `voiceover` lines, see ``ScreenReader/perform(words:)``) and the readers `focus` (the
  /// focused element's label), `spoken` (what is said on it), `announcement` (the last one
  /// heard) and `status` (what the last page scroll said), each `none` when there is nothing. Other modules add their own words with
  /// ``read(_:with:)`` and ``perform(_:with:)``.
  @MainActor
  public struct Vocabulary {
    private var readers: [String: @MainActor (Window) -> String?] = [:]
    private var actions: [String: @MainActor (Window, [String]) -> Void] = [:]

    /// The geometry vocabulary.
    public init() {
      for (name, value) in Vocabulary.geometry {
        read(name) { window in Vocabulary.firstScrollView(in: window).map(value) }
      }
      read("diagnostics") { String($0.diagnostics.messages.count) }
      perform("inset") { window, words in
        guard let scrollView = Vocabulary.firstScrollView(in: window), words.count == 2,
          let top = Double(words[0]), let bottom = Double(words[1])
        else { return }
        let inset = scrollView.contentInset
        scrollView.contentInset = EdgeInsets(
          top: CGFloat(top), left: inset.left, bottom: CGFloat(bottom), right: inset.right)
      }
      perform("voiceover") { window, words in
        window.screenReader.perform(words: words)
      }
      read("focus") { $0.screenReader.focused?.accessibilityLabel ?? "none" }
      read("spoken") { $0.screenReader.spokenText ?? "none" }
      read("announcement") { $0.screenReader.announcements.last ?? "none" }
      read("status") { $0.screenReader.scrollStatuses.last ?? "none" }
      perform("pull") { window, words in
        guard let scrollView = Vocabulary.firstScrollView(in: window), words.count == 2,
          let beyond = Double(words[1])
        else { return }
        Vocabulary.pull(scrollView, past: words[0], by: CGFloat(beyond))
      }
    }

    /// What the `pull` word does: pulls `scrollView` `beyond` points past `edge` (`top`,
    /// `bottom`, `left` or `right`) and returns the finger, still down.
    @discardableResult
    public static func pull(
      _ scrollView: ScrollView, past edge: String, by beyond: CGFloat
    ) -> Finger? {
      let axis: ScrollView.Axis = edge == "left" || edge == "right" ? .horizontal : .vertical
      let limits = scrollView.limits(axis)
      let leading = edge == "top" || edge == "left"
      return scrollView.pull(
        to: leading ? limits.lowerBound - beyond : limits.upperBound + beyond, along: axis)
    }

    /// Names a value that `expect` lines can check.
    public mutating func read(_ name: String, with reader: @escaping @MainActor (Window) -> String?)
    {
      readers[name] = reader
    }

    /// Names an action that `call` lines can do, given the words after its name.
    public mutating func perform(
      _ name: String, with action: @escaping @MainActor (Window, [String]) -> Void
    ) {
      actions[name] = action
    }

    /// The value named `name` now, or `nil` when there is no such name.
    public func read(_ name: String, in window: Window) -> String? {
      readers[name].flatMap { $0(window) }
    }

    /// Does the action named `name`; `false` when there is no such action.
    @discardableResult
    public func perform(_ name: String, _ words: [String], in window: Window) -> Bool {
      guard let action = actions[name] else { return false }
      action(window, words)
      return true
    }

    /// The first scroll view of `window`, depth first, back to front.
    public static func firstScrollView(in window: View) -> ScrollView? {
      firstView(ScrollView.self, in: window)
    }

    /// The first view of `type` below `view`, depth first, back to front: what a vocabulary's
    /// words read and act on.
    public static func firstView<T: View>(_ type: T.Type, in view: View) -> T? {
      for subview in view.subviews {
        if let match = subview as? T { return match }
        if let found = firstView(type, in: subview) { return found }
      }
      return nil
    }

    private static let geometry: [(String, @MainActor (ScrollView) -> String)] = [
      ("offset.x", { NumberFormat.string($0.contentOffset.x) }),
      ("offset.y", { NumberFormat.string($0.contentOffset.y) }),
      ("inset.top", { NumberFormat.string($0.contentInset.top) }),
      ("inset.bottom", { NumberFormat.string($0.contentInset.bottom) }),
      ("adjusted.top", { NumberFormat.string($0.adjustedContentInset.top) }),
      ("adjusted.bottom", { NumberFormat.string($0.adjustedContentInset.bottom) }),
      ("content.height", { NumberFormat.string($0.contentSize.height) }),
    ]
  }
}
