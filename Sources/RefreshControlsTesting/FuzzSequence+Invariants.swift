import Foundation
@_spi(Testing) import RefreshControls
@_spi(Testing) import ViewKitLite
import ViewKitLiteHarness

/// The invariants a sequence checks on every frame.
extension FuzzSequence {
  /// Fails the sequence, once: the first broken check is the one reported.
  func fail(_ broken: FuzzCheck, _ message: String) {
    guard failure == nil else { return }
    failedCheck = broken
    failure = "t=\(NumberFormat.string(window.now))s after \(log.last ?? "setup"): \(message)"
  }

  func check(
    _ invariant: FuzzInvariant, _ condition: Bool, _ message: @autoclosure () -> String
  ) {
    checks += 1
    if !condition { fail(.invariant(invariant), message()) }
  }

  func checkFrame() {
    guard failure == nil else { return }
    frames += 1
    let state = subject.state
    check(
      .legalState, style.legalStates.contains(state), "state \(state) is not legal for \(style)")
    checkCallbacks(state)
    checkEndCompletions()
    for (index, table) in tables.enumerated() {
      checkTable(table, index: index)
    }
    checkFinite()
    checkScreenReader()
    checkRules()
  }

  /// A refresh starts counting when the state becomes refreshing (before its callback runs)
  /// and is judged when it leaves it.
  func stateChanged(from old: RefreshState, to new: RefreshState) {
    if new == .refreshing {
      refreshEntry = (subject.callbacks, 0)
    } else if old == .refreshing, let entry = refreshEntry {
      let calls = subject.callbacks - entry.callbacks
      check(.callbackOnce, calls <= 1, "one refresh called its callback \(calls) times")
      check(
        .callbackRuns, calls == 1 || entry.onScreen < 1,
        "a refresh a second long on screen ended without its callback")
      refreshEntry = nil
    }
  }

  func checkCallbacks(_ state: RefreshState) {
    guard var entry = refreshEntry else { return }
    let calls = subject.callbacks - entry.callbacks
    check(.callbackOnce, calls <= 1, "one refresh called its callback \(calls) times")
    if subject.control.window != nil { entry.onScreen += 1.0 / 60 }
    refreshEntry = entry
  }

  /// Once no view of the window animates and the control is not refreshing, every end's
  /// completion has run.
  func checkEndCompletions() {
    guard endsCompleted.count != endsAsked else { return }
    let still = !subject.isRefreshing && window.animatingViews.isEmpty
    let missing = endsAsked - endsCompleted.count
    let completions = missing == 1 ? "1 end completion has" : "\(missing) end completions have"
    check(.completionRuns, !still, "\(completions) not run, and nothing moves")
  }

  func checkTable(_ table: ScrollView, index: Int) {
    for axis in ScrollView.Axis.allCases where !table.isTracking {
      let limits = table.limits(axis)
      let value = table.contentOffset(along: axis)
      let reach = table.boundsLength(along: axis)
      check(
        .rubberBand, value >= limits.lowerBound - reach && value <= limits.upperBound + reach,
        "offset \(value) is beyond the rubber band's reach of \(limits) (\(axis))")
    }
    let attached = subject.scrollView === table || (style == .stretchy && index == 0)
    let expectedObservations = baselines[index] + (attached ? attachedObservations : 0)
    let carried = observationCount(ofTable: index)
    check(
      .observations, carried == expectedObservations,
      "the table carries \(carried) observations, expected \(expectedObservations)"
    )
    let idle =
      !subject.isRefreshing && !table.isTracking && !table.isDecelerating
      && !table.hasRunningAnimations
      && !subject.control.hasRunningAnimations
    guard idle else { return }
    var expected = appInsets[index]
    if let footer = subject.control as? AutoRefreshFooter, attached, !footer.isHidden {
      expected.bottom += footer.frame.height
    }
    check(
      .idleInset, table.contentInset == expected,
      "idle inset \(table.contentInset) is not the app's own \(expected)")
  }

  /// No value in the window is NaN or infinite. Judged every frame on what can have changed:
  /// the views the window's change log noted (their geometry or their layers' was written, or
  /// they joined the window; every view on the first frame) and everything that animates. A
  /// value nobody wrote and nothing animates is the one judged before.
  func checkFinite() {
    for view in window.geometryChanges.take() where view.window === window {
      check(
        .finite, view.frame.isFinite && view.bounds.isFinite,
        "\(view.diagnosticName) has a non-finite frame or bounds")
      for layer in view.layer.sublayers {
        checkFinite(layer, of: view)
      }
    }
    for view in window.animatingViews {
      check(
        .finite, view.presentation().frame.isFinite,
        "\(view.diagnosticName) is shown at a non-finite frame")
    }
    for layer in window.animatingLayers {
      checkFinite(layer, of: layer.owningView ?? layer.superlayer?.owningView ?? window)
    }
  }

  func checkFinite(_ layer: Layer, of view: View) {
    let time = layer.hasAnimations ? layer.presentationTime : nil
    let rotation = layer.presentedValue(forKeyPath: Layer.rotationKey, at: time)?.number ?? 0
    let strokeEnd = layer.presentedValue(forKeyPath: "strokeEnd", at: time)?.number ?? 1
    check(
      .finite, layer.frame.isFinite && rotation.isFinite && strokeEnd.isFinite,
      "a layer of \(view.diagnosticName) has a non-finite value")
  }
}
