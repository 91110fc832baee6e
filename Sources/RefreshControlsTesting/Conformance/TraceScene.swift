import Foundation
@_spi(Testing) import RefreshControls
import ViewKitLite

/// The scene a trace is recorded and replayed on: a window, one scroll view (a table of rows,
/// or a horizontal strip for a trailer) and a refresh control of a design, built the same way
/// for a recording and for every replay.
@MainActor
public final class TraceScene {
  /// The refresh designs traces cover, by the names the fuzzer's styles use.
  public enum Design: String, CaseIterable, Sendable {
    /// The HW header, `NormalRefreshHeader`.
    case hwHeader
    /// The HW pull-up footer, `NormalRefreshFooter`.
    case hwFooter
    /// The automatic footer, `AutoNormalRefreshFooter`.
    case hwAutoFooter
    /// The trailer of a horizontal strip, `NormalRefreshTrailer`.
    case trailer
    /// The system-style control, `RefreshControl`.
    case systemStyle
    /// The JK glyph, `JikeRefreshControl`.
    case jk
    /// The DZ blob, `BlobRefreshView`.
    case dz
    /// The Stretchy indicator, `StretchyHeaderRefreshView`.
    case stretchy
    /// The Arrow control, `ArrowRefreshControl`.
    case arrow

    /// What a trace calls the control's kind: `header`, `backFooter`, `autoFooter`, `trailer`,
    /// `systemStyle` or the design's own name.
    public var kind: String {
      switch self {
      case .hwHeader: "header"
      case .hwFooter: "backFooter"
      case .hwAutoFooter: "autoFooter"
      default: rawValue
      }
    }

    /// The built-in control of the design.
    @MainActor func makeControl() -> View {
      switch self {
      case .hwHeader: NormalRefreshHeader()
      case .hwFooter: NormalRefreshFooter()
      case .hwAutoFooter: AutoNormalRefreshFooter()
      case .trailer: NormalRefreshTrailer()
      case .systemStyle: RefreshControl()
      case .jk: JikeRefreshControl()
      case .dz: BlobRefreshView(frame: CGRect(x: 0, y: -80, width: 375, height: 80))
      case .stretchy: StretchyHeaderRefreshView(image: RefreshImages.huanghun)
      case .arrow: ArrowRefreshControl()
      }
    }
  }

  /// How a trace's scene is made: enough for a port to build the same one.
  public struct Description: Hashable, Sendable {
    /// The control's design.
    public var design: Design
    /// The window's size in points.
    public var windowSize = CGSize(width: 375, height: 667)
    /// Frames a second.
    public var frameRate = 60
    /// The window's safe-area insets.
    public var safeArea = EdgeInsets.zero
    /// How many rows the table has (44 points each; 50 for Stretchy), or the strip's 100-point
    /// columns for a trailer.
    public var rows = 40
    /// The app's own inset of the scroll view, set before the control joins it.
    public var appInset = EdgeInsets.zero
    /// Whether the control's alpha follows the pull.
    public var automaticallyChangeAlpha = false
    /// A second control on the scroll view (the HW footer beside a header, the HW header beside
    /// a footer), for the rules between two controls.
    public var sibling = false
    /// The language of the controls' texts.
    public var language = RefreshLanguage.simplifiedChinese
    /// What the scene's control reports when it is made: its type, height and threshold (a
    /// trace carries them for a port; a replay checks that its control agrees).
    public var controlType = ""
    /// The control's height in points, once made.
    public var controlHeight: CGFloat = 0
    /// The pull that arms it, where the design has one.
    public var threshold: CGFloat?

    /// A scene of `design` with the defaults.
    public init(design: Design) {
      self.design = design
    }

    /// The row height of the scene's table.
    var rowHeight: CGFloat { design == .stretchy ? 50 : 44 }
  }

  /// The scene's description, with what its control reports filled in.
  public private(set) var description: Description
  /// The window.
  public let window: Window
  /// The scroll view: a table, or a horizontal strip for a trailer.
  public let scrollView: ScrollView
  /// The control under test.
  public let control: View
  /// The second control, when the scene has one.
  public private(set) var sibling: RefreshBaseView?
  private let source: Rows
  private(set) var callbacks = 0
  private(set) var siblingCallbacks = 0

  /// Builds `description`'s scene with the design's built-in control, or with `control` (a
  /// control of the same design, yours).
  public init(_ description: Description, control custom: View? = nil) {
    self.description = description
    window = Window(size: description.windowSize, frameRate: description.frameRate)
    window.safeAreaInsets = description.safeArea
    window.refreshLanguage = description.language
    source = Rows(count: description.rows)
    if description.design == .trailer {
      let strip = ScrollView(frame: CGRect(origin: .zero, size: description.windowSize))
      strip.contentSize = CGSize(
        width: CGFloat(description.rows) * 100, height: description.windowSize.height)
      scrollView = strip
    } else {
      let table = TableView(frame: CGRect(origin: .zero, size: description.windowSize))
      table.rowHeight = description.rowHeight
      table.register(TableViewCell.self, forCellReuseIdentifier: "row")
      table.dataSource = source
      scrollView = table
    }
    window.addSubview(scrollView)
    (scrollView as? TableView)?.reloadData()
    scrollView.contentInset = description.appInset
    control = custom ?? description.design.makeControl()
    attach()
    window.advance(by: 1.0 / Double(window.frameRate))
    describeControl()
  }

  private func attach() {
    let count: @MainActor () -> Void = { [weak self] in self?.callbacks += 1 }
    if let base = control as? RefreshBaseView {
      base.refreshingCallback = count
      base.automaticallyChangeAlpha = description.automaticallyChangeAlpha
    }
    switch description.design {
    case .hwHeader, .jk: scrollView.refreshHeader = control as? RefreshBaseView
    case .hwFooter, .hwAutoFooter: scrollView.refreshFooter = control as? RefreshBaseView
    case .trailer: scrollView.refreshTrailer = control as? RefreshBaseView
    case .systemStyle, .arrow: scrollView.refreshControl = control as? RefreshControl
    case .dz: scrollView.addSubview(control)
    case .stretchy:
      let stretchy = control as? StretchyHeaderRefreshView
      stretchy?.refreshingCallback = count
      stretchy?.install(in: scrollView, container: window)
    }
    guard description.sibling else { return }
    let other: RefreshBaseView =
      description.design == .hwFooter || description.design == .hwAutoFooter
      ? NormalRefreshHeader() : NormalRefreshFooter()
    other.refreshingCallback = { [weak self] in self?.siblingCallbacks += 1 }
    if other is RefreshHeader {
      scrollView.refreshHeader = other
    } else {
      scrollView.refreshFooter = other
    }
    sibling = other
  }

  private func describeControl() {
    description.controlType = String(describing: type(of: control))
    description.controlHeight = control.frame.height
    if let header = control as? RefreshHeader {
      description.threshold = header.threshold
    } else if let system = control as? RefreshControl {
      description.threshold = system.triggerDistance
    } else if let stretchy = control as? StretchyHeaderRefreshView {
      description.threshold = stretchy.threshold
    } else if let base = control as? RefreshBaseView {
      description.threshold = base.pullAxis == .horizontal ? base.frame.width : base.frame.height
    }
  }

  /// The control's state now.
  var state: RefreshState {
    (control as? RefreshBaseView)?.state ?? (control as? StretchyHeaderRefreshView)?.state
      ?? .normal
  }

  /// Does a trace's action; `false` for a name the scene does not know.
  @discardableResult
  func perform(_ name: String, _ words: [String]) -> Bool {
    let numbers = words.compactMap { Double($0) }.map { CGFloat($0) }
    switch name {
    case "begin": begin()
    case "end": end()
    case "noMoreData": (control as? any NoMoreDataFooter)?.endRefreshingWithNoMoreData()
    case "resetNoMoreData": (control as? any NoMoreDataFooter)?.resetNoMoreData()
    case "offset":
      guard numbers.count == 2 else { return false }
      scrollView.contentOffset = CGPoint(x: numbers[0], y: numbers[1])
    case "remove": scrollView.removeFromSuperview()
    case "restore": if scrollView.superview == nil { window.addSubview(scrollView) }
    case "sibling.begin": sibling?.beginRefreshing()
    case "sibling.end": sibling?.endRefreshing()
    case "rows":
      source.count = Int(numbers.first ?? 0)
      (scrollView as? TableView)?.reloadData()
    case "inset":
      guard numbers.count >= 2 else { return false }
      let old = scrollView.contentInset
      scrollView.contentInset = EdgeInsets(
        top: numbers[0], left: numbers.count > 2 ? numbers[2] : old.left, bottom: numbers[1],
        right: numbers.count > 3 ? numbers[3] : old.right)
    case "resize":
      guard numbers.count == 2 else { return false }
      window.frame.size = CGSize(width: numbers[0], height: numbers[1])
      scrollView.frame.size = window.frame.size
    default: return false
    }
    return true
  }

  private func begin() {
    if let base = control as? RefreshBaseView {
      base.beginRefreshing()
    } else {
      (control as? StretchyHeaderRefreshView)?.beginRefreshing()
    }
  }

  private func end() {
    if let base = control as? RefreshBaseView {
      base.endRefreshing()
    } else {
      (control as? StretchyHeaderRefreshView)?.endRefreshing()
    }
  }

  /// The scroll level now.
  func scrollValues() -> Trace.ScrollValues {
    Trace.ScrollValues(
      offset: scrollView.contentOffset, shownOffset: scrollView.presentation().bounds.origin,
      contentInset: scrollView.contentInset, adjustedInset: scrollView.adjustedContentInset,
      isDragging: scrollView.isDragging, isDecelerating: scrollView.isDecelerating)
  }

  /// The control level now, with what was announced since `announcementsSeen`.
  func controlValues(announced: [String]) -> Trace.ControlValues {
    let base = control as? RefreshBaseView
    var values = Trace.ControlValues(
      state: state.rawValue, pullingPercent: base?.pullingPercent, inset: base?.insetContribution,
      callbacks: callbacks, alpha: control.alpha)
    values.announced = announced
    if let sibling {
      values.siblingState = sibling.state.rawValue
      values.siblingCallbacks = siblingCallbacks
    }
    return values
  }
}

/// The scene's rows, titled "Row 1", "Row 2", …
@MainActor
private final class Rows: TableViewDataSource {
  var count: Int

  init(count: Int) {
    self.count = count
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel.text = "Row \(indexPath.row + 1)"
    return cell
  }
}
