// Generated from Sources/RefreshControlsTesting/RefreshControlsTesting.docc/Fuzzing.md (swift block 6) by .ci/doc-snippets: edit the article, then run it.

import RefreshControlsTesting
import Testing
import ViewKitLiteTesting

@MainActor @Test func anEndWhileTheFingerIsDownEndsTheRefresh() throws {
  let script = """
    call scene customHeader rows 20
    call begin
    wait 1
    down 187 300
    move 0 -40 0.2
    call end
    lift
    wait 1
    expect state normal
    expect invariants held
    """
  let scene = try FuzzScene(script: script, header: { BarHeader() })
  let outcomes = try GestureScript(script).play(in: scene.window, vocabulary: scene.vocabulary)
  #expect(outcomes.allSatisfy { $0.passed }, "\(outcomes)")
}
