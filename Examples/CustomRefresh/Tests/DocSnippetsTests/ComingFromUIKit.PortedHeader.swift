// Generated from Sources/RefreshControls/RefreshControls.docc/ComingFromUIKit.md (swift block 1) by .ci/doc-snippets: edit the article, then run it.

import Foundation
import RefreshControls
import ViewKitLite

/// ESPullToRefresh's default header written with this page's names: an arrow, a spinner and a
/// line of words, calling back once its begin has shown.
final class PortedHeader: RefreshHeader {
  let arrow = ImageView(image: Image(named: "arrow"))
  let spinner = ActivityIndicatorView()
  let label = Label()
  let frames = ImageView()

  override func prepare() {
    super.prepare()
    frame.size.height = 54  // executeIncremental, and the threshold: trigger
    threshold = 54
    arrow.contentMode = View.ContentMode.scaleAspectFit
    spinner.color = Color(white: 0.625, alpha: 1)
    label.font = Font.systemFont(ofSize: 14)
    label.textAlignment = TextAlignment.left
    label.textColor = Color(red: 0.4, green: 0.4, blue: 0.4, alpha: 1)
    frames.animationImages = ["arrow", "ring"].compactMap { Image(named: $0) }  // UIImage(named:)
    frames.animationDuration = 0.3
    frames.animationRepeatCount = 1
    for view in [arrow, spinner, label, frames] as [View] { addSubview(view) }
  }

  override var defersRefreshingCallback: Bool { true }
  override func refreshingInsetDidShow() { sendRefreshingCallback() }

  override func pullingPercentDidChange() {
    super.pullingPercentDidChange()
    frames.transform = Transform(scaleX: min(pullingPercent, 1), y: min(pullingPercent, 1))
  }

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    label.text = texts.text(for: state)
    arrow.isHidden = state == .refreshing || state == .noMoreData
    frames.isHidden = state == .normal
    if state == .refreshing { spinner.startAnimating() } else { spinner.stopAnimating() }
    if state == .refreshing { frames.startAnimating() }
    View.animate(withDuration: 0.2) {
      self.arrow.transform = self.state == .pulling ? Transform(rotationAngle: .pi) : .identity
    } completion: { _ in }
  }
}

/// The rest of the table's names, in a screen of a list with the header and a footer.
@MainActor
final class PortedScreen: KVObject, TableViewDataSource, ScrollViewDelegate {
  static let badgeKey = AssociationKey<Label>("badge")
  @Dynamic var loads = 0
  let window = Window(size: CGSize(width: 375, height: 667), language: .english)
  let list = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  var tokens: [KeyValueObservation] = []

  override init() {
    super.init()
    let plain = Window(size: CGSize(width: 375, height: 667))
    plain.refreshLanguage = .english
    list.dataSource = self
    list.delegate = self
    list.register(TableViewCell.self, forCellReuseIdentifier: "row")
    list.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    window.addSubview(list)
    let header = PortedHeader()
    header.refreshingCallback = { [weak self] in self?.loads += 1 }
    let scrollView: ScrollView = list
    scrollView.refreshHeader = header
    list.addFooterRefresh {}
    tokens.append(list.observe(\.contentOffset, options: [.new]) { _, _ in })
    tokens.append(list.panGestureRecognizer.observe(\.state) { recognizer, _ in
      _ = recognizer.state == PanGestureRecognizer.State.began
    })
    setAssociatedValue(Label(), for: Self.badgeKey)
    let layer = ShapeLayer()
    layer.path = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 8)).cgPath
    list.layer.addSublayer(layer)
    let spin = BasicAnimation(keyPath: "transform.rotation.z")
    spin.duration = 1
    layer.add(spin, forKey: "spin")
    let base: Layer = layer
    _ = base
    let button = Button(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    button.addAction(for: Control.Event.touchUpInside) { _ in }
    let control: Control = button
    _ = control
    let toggle = Switch()
    _ = toggle
    _ = RefreshControl()
    _ = Color.clear
    _ = EdgeInsets.zero
    _ = Font.boldSystemFont(ofSize: 14)
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }

  func refreshAndFinish() {
    list.headerBeginRefreshing()
    list.mainQueue.asyncAfter(deadline: .now() + 2) { [weak self] in
      self?.list.headerEndRefreshing()
      self?.list.footerEndRefreshingWithNoMoreData()
      self?.list.footerResetNoMoreData()
      self?.window.post(notification: .announcement, argument: "Loaded")
    }
    View.animate(withDuration: 0.25, animations: { self.list.alpha = 1 }, completion: { _ in })
  }
}
