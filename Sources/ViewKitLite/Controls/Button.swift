import Foundation

/// A control with a title that sends `.touchUpInside` when tapped: UIKit's `UIButton`.
///
/// ```swift
/// let button = Button(frame: CGRect(x: 0, y: 0, width: 120, height: 32))
/// button.setTitle("Load more", for: .normal)
/// button.setTitle("Loading…", for: .disabled)
/// button.addAction(for: .touchUpInside) { _ in footer.beginRefreshing() }
/// ```
///
/// A finger that touches down on it highlights it while it stays inside; lifting inside sends
/// `.touchUpInside`. The title shows in ``titleLabel``, centred, the title and colour of the
/// current ``state`` or, when none is set for it, of `.normal`.
open class Button: Control {
  /// The label showing the current title: set its font here.
  public let titleLabel = Label()
  private var titles: [State: String] = [:]
  private var titleColors: [State: Color] = [.normal: Button.defaultTitleColor]

  /// The title colour unless one is set: UIKit's system blue, RGB(0, 122, 255).
  public static let defaultTitleColor = Color(red255: 0, green255: 122, blue255: 255)

  /// A button with no title.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.textAlignment = .center
    titleLabel.font = .systemFont(ofSize: 15)
    titleLabel.isUserInteractionEnabled = false
    titleLabel.frame = bounds
    titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(titleLabel)
    showState()
  }

  /// Sets the title shown in `state`; `nil` removes it (`.normal`'s shows instead).
  public func setTitle(_ title: String?, for state: State) {
    titles[state] = title
    showState()
  }

  /// The title set for `state`, or `.normal`'s when none is.
  public func title(for state: State) -> String? {
    titles[state] ?? titles[.normal]
  }

  /// Sets the title colour in `state`; `nil` removes it (`.normal`'s shows instead).
  public func setTitleColor(_ color: Color?, for state: State) {
    titleColors[state] = color
    showState()
  }

  /// The title colour set for `state`, or `.normal`'s when none is.
  public func titleColor(for state: State) -> Color? {
    titleColors[state] ?? titleColors[.normal]
  }

  /// The button's state, from `isHighlighted`, `isEnabled` and `isSelected`: UIKit's
  /// `state`.
  public var state: State {
    var state: State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// The title shown now.
  public var currentTitle: String? { title(for: state) }

  /// The title colour shown now.
  public var currentTitleColor: Color { titleColor(for: state) ?? Button.defaultTitleColor }

  /// Shows the new state's title and colour.
  open override func controlStateDidChange() {
    showState()
  }

  /// A button is a button element read by its title.
  override var isAccessibilityElementByDefault: Bool { true }
  override var defaultAccessibilityLabel: String? { currentTitle }
  override var defaultAccessibilityTraits: AccessibilityTraits {
    super.defaultAccessibilityTraits.union(.button)
  }

  /// A button fits its title, with 8 points each side as UIKit's system buttons have.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let title = titleLabel.sizeThatFits(size)
    return CGSize(width: title.width + 16, height: max(title.height, 30))
  }

  /// Adds the state when not normal to the dump; the title is the label's.
  open override func dumpAttributes() -> [String] {
    var fields = super.dumpAttributes()
    let names: [(State, String)] = [
      (.highlighted, "highlighted"), (.disabled, "disabled"), (.selected, "selected"),
    ]
    fields += names.filter { state.contains($0.0) }.map(\.1)
    return fields
  }

  private func showState() {
    titleLabel.text = currentTitle
    titleLabel.textColor = currentTitleColor
  }
}
