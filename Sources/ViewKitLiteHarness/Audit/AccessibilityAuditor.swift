import Foundation
import ViewKitLite

/// The checks of `Window.accessibilityAudit()`, one element at a time.
@MainActor
struct AccessibilityAuditor {
  let window: Window
  /// Every element of the window: text in a smaller element's frame is that element's.
  let elements: [View]

  /// The smallest comfortable hit area's side, in points: Apple's guideline.
  static let minimumHitSide: CGFloat = 44
  /// WCAG 2's minimum contrast for text, and for large text.
  static let minimumContrast: CGFloat = 4.5
  static let minimumLargeTextContrast: CGFloat = 3

  func audit(_ element: View) -> [AccessibilityAuditIssue] {
    [missingLabel(element), smallHitArea(element), lowContrast(element), unspokenText(element)]
      .compactMap { $0 }
  }

  private func issue(
    _ kind: AccessibilityAuditIssue.Kind, _ element: View, _ reason: String
  ) -> AccessibilityAuditIssue {
    AccessibilityAuditIssue(
      kind: kind, element: element.accessibilityDescription, frame: element.accessibilityFrame,
      reason: reason)
  }

  private func isInteractive(_ element: View) -> Bool {
    !element.accessibilityTraits.isDisjoint(with: Window.interactiveTraits)
  }

  private func missingLabel(_ element: View) -> AccessibilityAuditIssue? {
    guard isInteractive(element), (element.accessibilityLabel ?? "").isEmpty else { return nil }
    let fix =
      element.accessibilityLabel == nil
      ? "set its accessibilityLabel (or a button's title)"
      : "its accessibilityLabel is set to \"\", which hides any title: set words, or nil"
    return issue(
      .missingLabel, element,
      "an interactive element without a label is read only as its traits; \(fix).")
  }

  private func smallHitArea(_ element: View) -> AccessibilityAuditIssue? {
    guard isInteractive(element), !(element is Switch) else { return nil }
    let frame = element.accessibilityFrame
    let side = AccessibilityAuditor.minimumHitSide
    guard frame.width < side || frame.height < side else { return nil }
    return issue(
      .smallHitArea, element,
      "its hit area is \(NumberFormat.string(frame.width))×\(NumberFormat.string(frame.height)) pt, "
        + "under 44×44 pt; make the view (or its accessibilityFrame) at least 44 points each way.")
  }

  private func lowContrast(_ element: View) -> AccessibilityAuditIssue? {
    guard !isMidGesture(element), let font = textFont(of: element) else { return nil }
    let large = font.pointSize >= 18 || (font.pointSize >= 14 && font.weight >= .bold)
    let minimum =
      large ? AccessibilityAuditor.minimumLargeTextContrast : AccessibilityAuditor.minimumContrast
    let frame = element.accessibilityFrame
    let smaller = elements.map(\.accessibilityFrame).filter {
      $0.intersects(frame) && $0.width * $0.height < frame.width * frame.height
    }
    guard let worst = worstContrast(in: frame, outside: smaller),
      worst.ratio < minimum
    else { return nil }
    let ratio = String(format: "%.2f", Double(worst.ratio))
    let needed = NumberFormat.string(minimum)
    return issue(
      .lowContrast, element,
      "text \(worst.text.hex) on \(worst.backdrop.hex) has a contrast of \(ratio):1, under "
        + "\(needed):1 for \(large ? "large " : "")text (\(font)); darken the text or lighten "
        + "what is behind it.")
  }

  /// Words the element draws, whole on screen, that neither its label nor its value says; text
  /// in a smaller element's frame is that element's.
  private func unspokenText(_ element: View) -> AccessibilityAuditIssue? {
    guard window.drawnWords(of: element) != nil else { return nil }
    let frame = element.accessibilityFrame
    let smaller = elements.filter { $0 !== element }.map(\.accessibilityFrame).filter {
      $0.intersects(frame) && $0.width * $0.height < frame.width * frame.height
    }
    let unsaid = window.drawnWords(in: frame, excluding: smaller)
      .unsaid(by: [element.accessibilityLabel, element.accessibilityValue])
    guard !unsaid.isEmpty else { return nil }
    let words = unsaid.map { "\"\($0)\"" }.joined(separator: ", ")
    let label = element.accessibilityLabel.map { "\"\($0)\"" } ?? "no label"
    return issue(
      .unspokenText, element,
      "it draws \(words), which its label (\(label)) and value do not say, so a screen reader "
        + "reads other words than the screen shows; draw the words it is read by, or read the "
        + "words it draws (a refresh control: give them as its texts, setTitle(_:for:)).")
  }

  /// The lowest contrast of any text cell drawn in `frame` whose middle lies outside `others`
  /// (the frames of smaller elements over it: a button's title over a bar-wide label is the
  /// button's), with its two colours.
  private func worstContrast(
    in frame: CGRect, outside others: [CGRect]
  ) -> (ratio: CGFloat, text: Color, backdrop: Color)? {
    let visible = frame.intersection(window.bounds)
    guard !visible.isEmpty else { return nil }
    let picture = window.picture(of: visible)
    let cellWidth = visible.width / CGFloat(max(picture.columns, 1))
    let cellHeight = visible.height / CGFloat(max(picture.styles.count, 1))
    var worst: (ratio: CGFloat, text: Color, backdrop: Color)?
    for (row, styles) in picture.styles.enumerated() {
      for (column, style) in styles.enumerated() {
        let middle = CGPoint(
          x: visible.minX + (CGFloat(column) + 0.5) * cellWidth,
          y: visible.minY + (CGFloat(row) + 0.5) * cellHeight)
        guard !others.contains(where: { $0.contains(middle) }),
          let ratio = contrast(of: style), ratio.ratio < (worst?.ratio ?? .infinity)
        else { continue }
        worst = ratio
      }
    }
    return worst
  }

  /// The contrast of a text cell's ink with its backdrop, with the two colours; `nil` for a
  /// cell that shows no text.
  private func contrast(of style: CellStyle) -> (ratio: CGFloat, text: Color, backdrop: Color)? {
    guard case .text(let color, _)? = style.ink else { return nil }
    let backdrop = (style.background ?? .clear).composited(over: .white)
    let text = color.composited(over: backdrop)
    return (text.contrastRatio(with: backdrop), text, backdrop)
  }

  /// The font of the first label in `element`'s subtree (the element itself first).
  private func textFont(of element: View) -> Font? {
    if let label = element as? Label { return label.text == nil ? nil : label.font }
    for subview in element.subviews where subview.isVisibleToAccessibility {
      if let font = textFont(of: subview) { return font }
    }
    return nil
  }

  /// Whether `scrollView`'s offset rests more than half a point outside its limits on either
  /// axis: a pull or a bounce.
  private static func isBeyondLimits(_ scrollView: ScrollView) -> Bool {
    ScrollView.Axis.allCases.contains { axis in
      let limits = scrollView.limits(axis)
      let value = scrollView.contentOffset(along: axis)
      return value < limits.lowerBound - 0.5 || value > limits.upperBound + 0.5
    }
  }

  /// Whether a scroll view around `element` is being dragged, decelerating or resting
  /// beyond its limits (a pull or a bounce).
  private func isMidGesture(_ element: View) -> Bool {
    var scrollView = element.enclosingScrollView
    while let current = scrollView {
      if current.isDragging || current.isDecelerating || Self.isBeyondLimits(current) {
        return true
      }
      scrollView = current.enclosingScrollView
    }
    return false
  }

  /// Visible controls with touch actions that no element covers.
  func unreachableControls() -> [AccessibilityAuditIssue] {
    var issues: [AccessibilityAuditIssue] = []
    func visit(_ view: View) {
      guard view.isVisibleToAccessibility, !view.isAccessibilityElement else { return }
      if let control = view as? Control,
        !control.allControlEvents.isDisjoint(with: [.touchUpInside, .primaryActionTriggered]),
        !control.accessibilityFrame.intersection(window.bounds).isEmpty
      {
        issues.append(
          issue(
            .missingLabel, control,
            "a control with tap actions that is not an accessibility element, so a screen "
              + "reader never reaches it; use a Button, or set isAccessibilityElement and a "
              + "label."))
      }
      view.subviews.forEach(visit)
    }
    visit(window)
    return issues
  }
}
