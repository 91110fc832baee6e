// The base of every refresh control (RefreshBaseView.swift), MJRefresh's component.
//
// It attaches to the scroll view it is added to, observes its contentOffset, contentSize and
// pan state, and detaches when it leaves (RefreshBaseView+Attaching.js). It runs the state
// machine (normal, pulling, refreshing, noMoreData; RefreshBaseView+State.js), calls
// `refreshingCallback` once a refresh begins and the control is on screen, and changes insets
// only through the scroll view's ledger, so it removes exactly what it added.
//
// Override points carry MJRefresh's names: prepare(), placeSubviews(),
// scrollViewContentOffsetDidChange(change), scrollViewContentSizeDidChange(change),
// scrollViewPanStateDidChange(change), stateDidChange(oldState), pullingPercentDidChange().

import { View } from "./View.js";
import { ScrollView } from "./ScrollView.js";
import { extend } from "./Extension.js";
import { State } from "./RefreshBaseView+State.js";
import { Attaching } from "./RefreshBaseView+Attaching.js";
import { EndPull } from "./RefreshBaseView+EndPull.js";

export class RefreshBaseView extends View {
  /** A control: prepare() sets it up, then stateDidChange(from:) shows the starting state. */
  constructor(frame) {
    super(frame);
    this.scrollView = null;
    this.storedState = "normal";
    this.storedPullingPercent = 0;
    this.storedAutomaticallyChangeAlpha = false;
    /** Called when a refresh begins, once the control is on screen. */
    this.refreshingCallback = null;
    /** Seconds the inset takes to show a refresh: MJRefresh's fast animation. */
    this.fastAnimationDuration = 0.25;
    /** Seconds the inset takes to go back at the end: 0.25 s, the HW design's. */
    this.slowAnimationDuration = 0.25;
    this.observations = [];
    /** The refresh running, or ending until its end has finished; null between refreshes. */
    this.refresh = null;
    /** The completions of begins waiting for their refresh to show, oldest first. */
    this.beginCompletions = [];
    /** Animated inset changes of this control not yet shown in full. */
    this.insetChangesInFlight = 0;
    /** Whether the control is between willMove(toSuperview:) and didMoveToSuperview(). */
    this.isMoving = false;
    this.isChangingState = false;
    this.queuedStates = [];
    this.prepare();
    this.deliverStartingState();
  }

  /** Whether the alpha follows pullingPercent while pulled, is 1 while refreshing, and fades
   * to 0 with the end. With it on, a transparent control still hears its scroll view. */
  get automaticallyChangeAlpha() {
    return this.storedAutomaticallyChangeAlpha;
  }

  set automaticallyChangeAlpha(value) {
    this.storedAutomaticallyChangeAlpha = value;
    if (this.isRefreshing) return;
    this.alpha = value ? Math.min(Math.max(this.pullingPercent, 0), 1) : 1;
  }

  /** Starts a refresh, as a user's pull would. Ignored while refreshing; refused while another
   * control of the same scroll view refreshes (they are exclusive). */
  beginRefreshing(completion = null) {
    if (completion) {
      if (this.isRefreshing) return completion();
      this.beginCompletions.push(completion);
    }
    if (this.state === "refreshing") return;
    this.state = "refreshing";
    this.runBeginCompletionsIfShown();
  }

  /** Ends the refresh: the state returns to normal at once, the inset animates back, and
   * `completion` runs once the inset this refresh added has been removed and shown. Ignored
   * when not refreshing; a footer with no more data keeps that state. */
  endRefreshing(completion = null) {
    if (this.state === "noMoreData" || this.state !== "refreshing") {
      completion?.();
      return;
    }
    if (completion) this.refresh?.endCompletions.push(completion);
    this.state = "normal";
  }

  /** Stops observing the old scroll view and starts on the new one. Callbacks wait while the
   * control moves; didMoveToSuperview() delivers them. */
  willMove(newSuperview) {
    this.isMoving = true;
    this.detach();
    if (newSuperview instanceof ScrollView) this.attach(newSuperview);
  }

  didMoveToSuperview() {
    this.isMoving = false;
    this.deliverCallbackIfOnScreen();
  }

  /** Delivers a refresh begun while the control was off screen. */
  didMoveToWindow() {
    this.deliverCallbackIfOnScreen();
  }

  // MARK: - Override points

  prepare() {}
  placeSubviews() {}
  scrollViewContentOffsetDidChange(change) {}
  scrollViewContentSizeDidChange(change) {}
  scrollViewPanStateDidChange(change) {}
  /** The state changed from `oldState` (the new one is stored); also once for the starting
   * state, with `oldState` equal to it. */
  stateDidChange(oldState) {}
  pullingPercentDidChange() {}

  // MARK: - The logic classes' own steps

  /** What the header and footer logic does for a new state, before stateDidChange. */
  applyState(oldState) {}

  /** Where the header and footer logic puts the control: as wide as the scroll view. */
  placeInScrollView() {
    if (!this.scrollView) return;
    this.frame = { ...this.frame, width: this.scrollView.bounds.width };
  }
}

extend(RefreshBaseView, State);
extend(RefreshBaseView, Attaching);
extend(RefreshBaseView, EndPull);
