import Foundation
import ViewKitLite

/// A header that shows its state in words, and when it last refreshed: MJRefresh's
/// `MJRefreshStateHeader`.
///
/// ``stateLabel`` shows ``RefreshBaseView/texts`` for the state (MJRefresh's words in the
/// window's ``ViewKitLite/Window/refreshLanguage``, simplified Chinese unless set); set one text
/// with ``RefreshBaseView/setTitle(_:for:)``. ``lastUpdatedTimeLabel`` shows when a refresh last
/// ended: the header is then 54 points, MJRefresh's, the state in the upper half and the time in
/// the lower; hide the label and it is 44, the state label filling it. Times come from the
/// window's clock and calendar (`Window.date`), so they read the same in every run. Both labels
/// are MJRefresh's, bold 14 pt in `#5A5A5A` (``RefreshBaseView/labelFont``,
/// ``RefreshBaseView/labelTextColor``).
open class StateRefreshHeader: RefreshHeader {
  /// The key the last updated time is stored under unless ``lastUpdatedTimeKey`` is set:
  /// one for every header, as MJRefresh's single constant.
  public static let defaultLastUpdatedTimeKey = "RefreshHeaderLastUpdatedTime"
  /// The height with the time shown, MJRefresh's.
  public static let heightWithTime: CGFloat = 54
  /// The state's text, in the class's ``RefreshBaseView/labelFont`` and
  /// ``RefreshBaseView/labelTextColor``, centred.
  public let stateLabel = Label()
  /// When a refresh last ended, in the same look as ``stateLabel``.
  public let lastUpdatedTimeLabel = Label()
  /// The key this header stores its last updated time under.
  public var lastUpdatedTimeKey = StateRefreshHeader.defaultLastUpdatedTimeKey {
    didSet { showLastUpdatedTime() }
  }
  /// Where the time is stored: the window's in-memory store unless set (a
  /// ``UserDefaultsLastUpdatedTimeStore`` keeps it across launches).
  public var lastUpdatedTimeStore: LastUpdatedTimeStore? {
    didSet { showLastUpdatedTime() }
  }
  /// Your own text for a last updated time (`nil` when none was stored), instead of the texts'.
  public var lastUpdatedTimeText: (@MainActor (Date?) -> String)? {
    didSet { showLastUpdatedTime() }
  }
  private var labelTokens: [KeyValueObservation] = []

  /// Unless set, the last updated time as the header shows it ("Last update: Today 12:00"),
  /// while it shows one.
  open override var accessibilityValue: String? {
    get {
      super.accessibilityValue ?? (lastUpdatedTimeLabel.isHidden ? nil : lastUpdatedTimeLabel.text)
    }
    set { super.accessibilityValue = newValue }
  }

  /// Adds the state and time labels, 54 points high.
  open override func prepare() {
    super.prepare()
    showState(in: stateLabel, fillingControl: false)
    styleLabel(lastUpdatedTimeLabel)
    addSubview(lastUpdatedTimeLabel)
    frame.size.height = StateRefreshHeader.heightWithTime
    labelTokens = [
      lastUpdatedTimeLabel.observe(\.isHidden) { [weak self] label, _ in
        self?.frame.size.height = label.isHidden ? RefreshHeader.defaultHeight : Self.heightWithTime
        self?.raiseToMinimumHeight()
        self?.setNeedsLayout()
      },
      observe(\.texts) { header, _ in header.showLastUpdatedTime() },
    ]
  }

  /// The state label in the upper half and the time in the lower, or the state label alone.
  /// Call `super`.
  open override func placeSubviews() {
    super.placeSubviews()
    guard !lastUpdatedTimeLabel.isHidden else {
      stateLabel.frame = bounds
      return
    }
    let half = bounds.height / 2
    stateLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: half)
    lastUpdatedTimeLabel.frame = CGRect(x: 0, y: half, width: bounds.width, height: half)
  }

  /// Shows the state's text (the starting state's too), and stores the time at the end of a
  /// refresh. Call `super`.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if oldState == .refreshing, let window {
      store?.setDate(window.date, forKey: lastUpdatedTimeKey)
    }
    showLastUpdatedTime()
  }

  /// Reads the time again as the header starts to show: once a pull, not every frame of it.
  /// Call `super`.
  open override func pullingPercentDidChange() {
    super.pullingPercentDidChange()
    let isShowing = pullingPercent > 0
    defer { wasShowing = isShowing }
    if state == .normal, isShowing, !wasShowing, !lastUpdatedTimeLabel.isHidden {
      showLastUpdatedTime()
    }
  }

  /// Shows the stored time on joining a window.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    showLastUpdatedTime()
  }

  /// Whether the last pulling percent showed the header, so a pull reads the time once.
  private var wasShowing = false

  private var store: LastUpdatedTimeStore? {
    lastUpdatedTimeStore ?? window.map(InMemoryLastUpdatedTimeStore.of)
  }

  private func showLastUpdatedTime() {
    let date = store?.date(forKey: lastUpdatedTimeKey)
    if let lastUpdatedTimeText {
      lastUpdatedTimeLabel.text = lastUpdatedTimeText(date)
    } else if let date, let window {
      lastUpdatedTimeLabel.text = texts.lastUpdated + Self.describe(date, in: window, texts: texts)
    } else {
      lastUpdatedTimeLabel.text = texts.lastUpdated + texts.noRecord
    }
  }

  /// `Today 12:05` for today, `MM-dd HH:mm` for another day of the year, `yyyy-MM-dd HH:mm`
  /// for another year, in the window's calendar: the whole date is compared, not the day of the
  /// month alone.
  static func describe(_ date: Date, in window: Window, texts: RefreshTexts) -> String {
    let calendar = window.calendar
    let then = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let now = calendar.dateComponents([.year, .month, .day], from: window.date)
    let two = { (value: Int?) in value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
    let time = "\(two(then.hour)):\(two(then.minute))"
    if then.year == now.year, then.month == now.month, then.day == now.day {
      return "\(texts.today) \(time)"
    }
    let day = "\(two(then.month))-\(two(then.day)) \(time)"
    return then.year == now.year ? day : "\(then.year ?? 0)-\(day)"
  }

  /// The HW name of the text shown at rest.
  public var pullToRefreshText: String {
    get { texts.pull }
    set { texts.pull = newValue }
  }

  /// The HW name of the text shown past the threshold.
  public var releaseToRefreshText: String {
    get { texts.release }
    set { texts.release = newValue }
  }

  /// The HW name of the text shown while refreshing.
  public var refreshingText: String {
    get { texts.refreshing }
    set { texts.refreshing = newValue }
  }
}
