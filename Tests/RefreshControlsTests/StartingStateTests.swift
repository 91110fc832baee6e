import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

/// Sets its label's text only in `stateDidChange(from:)`, and logs its hooks.
final class StateWordHeader: RefreshHeader {
  let label = Label()
  private(set) var log: [String] = []

  override func prepare() {
    super.prepare()
    log.append("prepare")
    addSubview(label)
  }

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    log.append("\(oldState) → \(state)")
    label.text = [.pulling: "Let go", .refreshing: "Loading"][state] ?? "Pull"
  }
}

/// A footer for a list known to be complete: its starting call sets `.noMoreData`.
final class CompleteListFooter: RefreshFooter {
  private(set) var log: [String] = []

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    log.append("\(oldState) → \(state)")
    if oldState == state { state = .noMoreData }
    log.append("done \(state)")
  }
}

/// Reads its state label in `stateDidChange(from:)`, as a subclass that adds to MJRefresh's
/// words does.
final class WordReadingFooter: NormalRefreshFooter {
  private(set) var wordsSeen: [String] = []

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    wordsSeen.append(stateLabel.text ?? "")
  }
}

@MainActor
@Suite("The starting state, delivered after prepare()")
struct StartingStateTests {
  @Test("a state label already says the new state when stateDidChange(from:) runs, from the start")
  func labelShownBeforeTheHook() {
    let footer = WordReadingFooter()
    footer.texts = RefreshTexts(pull: "idle", release: "pulling", refreshing: "loading")
    footer.beginRefreshing()
    #expect(footer.wordsSeen == [RefreshTexts.chineseFooter.pull, "loading"])
  }

  @Test("once, right after prepare(), from .normal to .normal: the label shows before any pull")
  func deliveredOnce() {
    let header = StateWordHeader()
    #expect(header.log == ["prepare", "normal → normal"])
    #expect(header.label.text == "Pull", "before the header joins anything")
    let scene = RefreshScene()
    scene.tableView.refreshHeader = header
    scene.run(0.5)
    #expect(header.log.count == 2, "joining a scroll view and a window delivers nothing more")
    let finger = scene.tableView.pull(to: -60)
    finger?.lift()
    scene.run(0.5)
    header.endRefreshing()
    #expect(
      header.log.dropFirst(2) == [
        "normal → pulling", "pulling → refreshing", "refreshing → normal",
      ])
  }

  @Test("a state set inside the starting call is applied after it, as in any change")
  func stateSetInside() {
    let footer = CompleteListFooter()
    #expect(footer.state == .noMoreData)
    #expect(
      footer.log == ["normal → normal", "done normal", "normal → noMoreData", "done noMoreData"])
  }

  @Test("every built-in label shows its idle words from the start, off screen")
  func builtInLabels() {
    let labels: [(String, Label?, String)] = [
      ("StateRefreshHeader", StateRefreshHeader().stateLabel, "下拉可以刷新"),
      ("NormalRefreshHeader", NormalRefreshHeader().stateLabel, "下拉即可刷新"),
      ("GifRefreshHeader", GifRefreshHeader().stateLabel, "下拉可以刷新"),
      ("time", StateRefreshHeader().lastUpdatedTimeLabel, "最后更新：无记录"),
      ("NormalRefreshFooter", NormalRefreshFooter().stateLabel, "上拉即可加载更多"),
      ("GifRefreshFooter", GifRefreshFooter().stateLabel, "上拉可以加载更多"),
      ("AutoNormalRefreshFooter", AutoNormalRefreshFooter().stateLabel, "点击或上拉加载更多"),
      ("AutoGifRefreshFooter", AutoGifRefreshFooter().stateLabel, "点击或上拉加载更多"),
      ("NormalRefreshTrailer", NormalRefreshTrailer().stateLabel, "滑\n动\n查\n看\n图\n文\n详\n情"),
    ]
    for (name, label, text) in labels {
      #expect(label?.text == text, "\(name)")
    }
  }

  @Test("the built-in controls take the starting call without moving or calling back")
  func builtInControlsAtRest() {
    let controls: [RefreshBaseView] = [
      NormalRefreshHeader(), GifRefreshHeader(), NormalRefreshFooter(), AutoGifRefreshFooter(),
      NormalRefreshTrailer(), JikeRefreshControl(), RefreshControl(), ArrowRefreshControl(),
    ]
    var calls = 0
    var events = 0
    for control in controls {
      control.refreshingCallback = { calls += 1 }
      control.addAction(for: .allEvents) { _ in events += 1 }
      #expect(control.state == .normal && !control.isArmed, "\(type(of: control))")
      #expect(control.insetContribution == .zero, "\(type(of: control))")
      let scene = RefreshScene()
      scene.tableView.addSubview(control)
      scene.run(0.5)
      #expect(control.state == .normal, "\(type(of: control)) on screen")
    }
    #expect(calls == 0 && events == 0, "no callback, no action at rest")
  }
}
