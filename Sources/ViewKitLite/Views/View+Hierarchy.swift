extension View {
  /// The window the view is in, or `nil`.
  public var window: Window? { cachedWindow }

  /// Adds `view` on top of the other subviews. See ``insertSubview(_:at:)``.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` among the subviews at `index` (clamped to the valid range).
  ///
  /// A view that has another superview moves here. The hooks run in this order: the old
  /// superview's `willRemoveSubview(_:)`, `willMove(toSuperview:)`, `didMoveToSuperview()`, this
  /// view's `didAddSubview(_:)`, then, when the window changes, `willMove(toWindow:)` and
  /// `didMoveToWindow()` on every view of the moved subtree, parents first. Adding a view to
  /// itself or to one of its own subviews is refused with a diagnostic, the tree unchanged. A
  /// hook that moves or removes the view itself wins: the move in progress stops there.
  public func insertSubview(_ view: View, at index: Int) {
    guard canAdopt(view, member: "insertSubview(_:at:)") else { return }
    let index = min(max(index, 0), subviews.count)
    if view.superview === self {
      reorder(view, to: index)
      return
    }
    let oldSuperview = view.superview
    oldSuperview?.subviewIndex = nil
    subviewIndex = nil
    oldSuperview?.willRemoveSubview(view)
    view.willMove(toSuperview: self)
    // A hook that moved the view itself wins: this move stops where it is.
    guard view.superview === oldSuperview else { return }
    oldSuperview?.subviews.removeAll { $0 === view }
    subviews.insert(view, at: min(index, subviews.count))
    view.superview = self
    view.didMoveToSuperview()
    guard view.superview === self else { return }
    didAddSubview(view)
    guard view.superview === self else { return }
    view.moveSubtree(toWindow: window)
    if view.subtreeNeedsLayout {
      noteSubviewNeedsLayout()
    }
    if view.needsLayout || view.bounds.size != .zero {
      setNeedsLayout()
    }
  }

  /// Inserts `view` just above `sibling`, or on top when `sibling` is not a subview.
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    insertSubview(view, at: subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count)
  }

  /// Inserts `view` just below `sibling`, or at the back when `sibling` is not a subview.
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
  }

  /// Moves `view` in front of its siblings; a view that is not a subview stays where it is.
  public func bringSubviewToFront(_ view: View) {
    reorder(view, to: subviews.count)
  }

  /// Moves `view` behind its siblings; a view that is not a subview stays where it is.
  public func sendSubviewToBack(_ view: View) {
    reorder(view, to: 0)
  }

  /// Removes the view from its superview (and its window).
  ///
  /// The hooks run in this order: the superview's `willRemoveSubview(_:)` (the view is still its
  /// subview), `willMove(toSuperview: nil)`, `willMove(toWindow: nil)` on the subtree, then the
  /// view is detached, `didMoveToWindow()` on the subtree, and `didMoveToSuperview()`.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    let wasInWindow = window != nil
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    // A hook that moved the view itself wins: this removal stops where it is.
    guard superview === parent else { return }
    if wasInWindow {
      forEachInSubtree { $0.willMove(toWindow: nil) }
    }
    parent.subviews.removeAll { $0 === self }
    parent.subviewIndex = nil
    superview = nil
    if wasInWindow {
      leaveWindow()
      forEachInSubtree { $0.didMoveToWindow() }
    }
    didMoveToSuperview()
  }

  /// Whether this view is `view` or lies inside it.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view with `tag` in this view's subtree, this view first.
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Calls `body` on this view and every view inside it, parents first.
  public func forEachInSubtree(_ body: (View) -> Void) {
    body(self)
    for subview in subviews {
      subview.forEachInSubtree(body)
    }
  }

  /// Takes the subtree out of its window: every view leaves first, then the animations of
  /// each are cancelled, so a cancelled animation's completion finds the whole subtree off
  /// screen (a refresh control's callback then waits until it is back).
  private func leaveWindow() {
    if let window {  // Off screen, the subtree has no window to forget.
      window.animator.forget(subtreeOf: self)
      forEachInSubtree { $0.cachedWindow = nil }
    }
    forEachInSubtree { view in
      guard !view.propertyAnimations.isEmpty else { return }
      for property in AnimatableProperty.allCases {
        view.cancelAnimation(of: property)
      }
    }
  }

  private func canAdopt(_ view: View, member: String) -> Bool {
    if view === self {
      reportDiagnostic(
        member: member,
        "refused to add \(view.diagnosticName) to itself; the tree is unchanged. "
          + "Add it to another view.")
      return false
    }
    if isDescendant(of: view) {
      reportDiagnostic(
        member: member,
        "refused to add \(view.diagnosticName), which contains this view, as its subview; "
          + "the tree is unchanged. Remove this view from it first.")
      return false
    }
    if view is Window {
      reportDiagnostic(
        member: member,
        "refused to add a Window as a subview; a window is always the root of its tree.")
      return false
    }
    return true
  }

  private func reorder(_ view: View, to index: Int) {
    guard let current = subviews.firstIndex(where: { $0 === view }) else { return }
    subviewIndex = nil
    subviews.remove(at: current)
    subviews.insert(view, at: min(current < index ? index - 1 : index, subviews.count))
  }

  /// Runs the window hooks on the subtree when it joins or leaves `newWindow`.
  func moveSubtree(toWindow newWindow: Window?) {
    guard newWindow !== window else { return }
    forEachInSubtree { $0.willMove(toWindow: newWindow) }
    leaveWindow()
    forEachInSubtree {
      $0.cachedWindow = newWindow
      $0.noteGeometryChange()
    }
    if let newWindow {
      newWindow.adopt(subtreeOf: self)
    }
    forEachInSubtree { $0.didMoveToWindowInternally() }
    forEachInSubtree { $0.didMoveToWindow() }
  }
}

extension View {
  /// The main queue of the view's window; work queued outside any window waits for one.
  public var mainQueue: MainQueue { MainQueue(owner: self) }
}
