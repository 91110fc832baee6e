import ViewKitLite

/// What a screen reader finds of a refresh control: its label, its custom action, the begins it
/// asks for and what the control announces.
extension RefreshBaseView {
  /// The text shown for the state now, a held result's or the state's, on one line: a
  /// trailer's vertical text ("释\n放") is read as the words it spells. The label a screen
  /// reader reads unless one is set; a subclass that builds a label of its own starts here.
  public var accessibilityStateText: String {
    let texts = self.texts
    let text = heldResult?.text(with: texts) ?? texts.text(for: state)
    guard text.utf8.contains(0x0A) else { return text }  // no line break: the text as it is
    let lines = text.split(separator: "\n")
    let vertical = lines.count > 1 && lines.allSatisfy { $0.count == 1 }
    return lines.joined(separator: vertical ? "" : " ")
  }

  /// Whether a screen-reader begin would be taken now: the guards of ``beginRefreshing()``,
  /// checked first so a refused one is silent.
  var canBeginForAccessibility: Bool {
    scrollView != nil && window != nil && hearsScrollView && heldResult == nil
      && state != .refreshing && state != .noMoreData && refreshingSibling == nil
  }

  /// Whether the control offers its custom action on `scrollView`'s elements.
  func offersAccessibilityAction(in scrollView: ScrollView) -> Bool {
    scrollView === self.scrollView && !isHidden && state != .noMoreData
  }

  /// The custom action that begins a refresh, named in the window's language; it holds the
  /// control weakly.
  var accessibilityRefreshAction: AccessibilityCustomAction {
    let language = window?.refreshLanguage ?? .simplifiedChinese
    return AccessibilityCustomAction(name: accessibilityActionName(in: language)) {
      [weak self] _ in
      self?.accessibilityBeginRefreshing() ?? false
    }
  }

  /// Announces what entering `state` says; a refresh begun off screen is announced once the
  /// control joins a window, if it still refreshes then.
  func announceState(_ state: RefreshState) {
    if state == .refreshing { refresh?.announcementPending = true }
    guard state != .refreshing else { return announceRefreshIfOnScreen() }
    announce(accessibilityAnnouncement(for: state))
  }

  /// Announces the running refresh once, when it has not been and the control is on screen.
  func announceRefreshIfOnScreen() {
    guard refresh?.announcementPending == true, state == .refreshing, window != nil else {
      return
    }
    refresh?.announcementPending = false
    announce(accessibilityAnnouncement(for: .refreshing))
  }

  /// Announces `text` in the control's window, when there is something to say.
  func announce(_ text: String?) {
    guard let text, !text.isEmpty else { return }
    window?.post(notification: .announcement, argument: text)
  }
}
