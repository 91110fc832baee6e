import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("JK style, found by the fuzzer")
struct JikeRefreshControlFuzzFindings {
  /// The first steps of fuzzed sequence 653803 of seed 20261129, at their times: the control
  /// moves between two tables while its start animation runs, ends, and begins again. (The
  /// sequence itself, which found two callbacks for one refresh, replays by number in
  /// `RefreshFuzzerTests`.)
  @Test("moved between tables while it starts, each refresh calls back once")
  func lateStartCompletion() {
    let control = JikeRefreshControl()
    let scene = TestScene(rows: 38)
    let tables = [scene.tableView, TableView(frame: scene.tableView.frame)]
    tables[1].dataSource = scene
    tables[1].register(TableViewCell.self, forCellReuseIdentifier: "row")
    tables[1].isHidden = true
    scene.window.addSubview(tables[1])
    for table in tables { table.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
    var onTable = 0
    func moveToTheOtherTable() {
      tables[onTable].isHidden = true
      onTable = 1 - onTable
      tables[onTable].isHidden = false
      tables[onTable].refreshHeader = control
    }
    tables[0].refreshHeader = control
    var refreshes = 0
    var callbacksPerRefresh: [Int: Int] = [:]
    let token = control.observe(\.state, options: .new) { control, _ in
      if control.isRefreshing { refreshes += 1 }
    }
    control.refreshingCallback = { callbacksPerRefresh[refreshes, default: 0] += 1 }
    let steps: [(TimeInterval, () -> Void)] = [
      (0.991, { control.endRefreshing() }),
      (1.146, moveToTheOtherTable),
      (1.343, { tables[onTable].pull(to: -143)?.lift() }),
      (1.668, { scene.window.frame.size = CGSize(width: 425, height: 571) }),
      (1.772, moveToTheOtherTable),
      (1.824, { control.endRefreshing() }),
      (1.846, moveToTheOtherTable),
      (1.877, { control.beginRefreshing() }),
      (2.054, { scene.window.frame.size = CGSize(width: 343, height: 744) }),
      (
        2.269,
        {
          let finger = tables[onTable].pull(to: 965)
          finger?.hold(for: 0.165)
          finger?.lift()
        }
      ),
    ]
    for (time, step) in steps {
      scene.window.advance(by: time - scene.window.now)
      step()
    }
    scene.window.advance(by: 3)
    token.invalidate()
    #expect(refreshes == 2)
    #expect(callbacksPerRefresh.values.allSatisfy { $0 == 1 }, "\(callbacksPerRefresh)")
  }

  @Test("a begin while the last end still thins the ring starts a full refresh, with its callback")
  func beginDuringEnd() {
    let control = JikeRefreshControl()
    let scene = TestScene(rows: 20)
    scene.tableView.refreshHeader = control
    var callbacks = 0
    control.refreshingCallback = { callbacks += 1 }
    control.beginRefreshing()
    scene.window.advance(by: 1)
    #expect(callbacks == 1)
    control.endRefreshing()
    scene.window.advance(by: 0.2)
    control.beginRefreshing()
    scene.window.advance(by: 1.5)
    #expect(control.isRefreshing)
    #expect(callbacks == 2)
    #expect(scene.tableView.contentInset.top == 70)
    let ring = control.layer.sublayers[1] as? ShapeLayer
    #expect(ring?.presentation().lineWidth == 5, "the ring is whole again, not thinning")
  }
}

@MainActor
@Suite("JK style: an end before the inset")
struct JikeEndBeforeTheInsetTests {
  @Test("an end the moment the refresh starts scrolls the content back to the top")
  func endAsTheRefreshStarts() {
    let control = JikeRefreshControl()
    let scene = TestScene(rows: 30)
    scene.tableView.refreshHeader = control
    let token = control.observe(\.state, options: .new) { control, _ in
      if control.isRefreshing { control.endRefreshing() }
    }
    control.beginRefreshing()
    scene.window.advance(by: 0.3)
    #expect(control.state == .normal)
    scene.window.advance(by: 1)
    #expect(scene.tableView.contentOffset.y == 0)
    #expect(scene.tableView.contentInset.top == 0)
    token.invalidate()
  }
}
