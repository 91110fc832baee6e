import ViewKitLite

/// A view that logs every hierarchy hook as `name.hook`, with what it sees at that moment.
final class HookRecordingView: View {
  let name: String
  let log: EventLog
  var layoutCount = 0

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init(frame: .zero)
  }

  override func willMove(toSuperview newSuperview: View?) {
    log.append("\(name).willMove(toSuperview: \(label(newSuperview)))")
  }

  override func didMoveToSuperview() {
    log.append("\(name).didMoveToSuperview (superview: \(label(superview)))")
  }

  override func willMove(toWindow newWindow: Window?) {
    log.append("\(name).willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
  }

  override func didMoveToWindow() {
    log.append("\(name).didMoveToWindow (window: \(window == nil ? "nil" : "window"))")
  }

  override func didAddSubview(_ subview: View) {
    log.append("\(name).didAddSubview(\(label(subview)))")
  }

  override func willRemoveSubview(_ subview: View) {
    let stillThere = subviews.contains { $0 === subview }
    log.append("\(name).willRemoveSubview(\(label(subview))) still a subview: \(stillThere)")
  }

  override func layoutSubviews() {
    layoutCount += 1
  }

  private func label(_ view: View?) -> String {
    guard let view else { return "nil" }
    if view is Window { return "window" }
    return (view as? HookRecordingView)?.name ?? "view"
  }
}
