// Generated from Sources/RefreshControls/RefreshControls.docc/WritingYourOwnControl.md (swift block 6) by .ci/doc-snippets: edit the article, then run it.

import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor @Test func barHeaderRefreshesOnTheRelease() throws {
  let scene = TestScene(rows: 20, header: BarHeader())
  let script = """
    down 187 300
    move 0 120 0.5
    lift
    wait 1
    expect state refreshing
    expect callbacks 1
    """
  var vocabulary = GestureScript.Vocabulary()
  vocabulary.addRefreshControls(in: scene.window)
  let outcomes = try GestureScript(script).play(in: scene.window, vocabulary: vocabulary)
  #expect(outcomes.count == 2 && outcomes.allSatisfy { $0.passed }, "\(outcomes)")
}
