// The state machine (RefreshBaseView+State.swift): states, callbacks, begins and ends, and
// their completions, whatever path sets the state.

import { RefreshBaseView } from "./RefreshBaseView.js";

export const State = {
  /** Setting the same state does nothing; a new state is stored before stateDidChange and any
   * callback run. A state set while a change runs is applied right after it. */
  get state() {
    return this.storedState;
  },

  set state(newState) {
    this.transition(newState);
  },

  get isRefreshing() {
    return this.state === "refreshing";
  },

  /** How far the control is pulled out, as a fraction of its threshold. */
  get pullingPercent() {
    return this.storedPullingPercent;
  },

  set pullingPercent(newValue) {
    if (!Number.isFinite(newValue) || newValue === this.storedPullingPercent) return;
    this.storedPullingPercent = newValue;
    if (this.automaticallyChangeAlpha && !this.isRefreshing) {
      this.alpha = Math.min(Math.max(newValue, 0), 1);
    }
    this.pullingPercentDidChange();
  },

  /** Whether offsets are heard: not while hidden, nor while transparent unless the alpha is
   * automaticallyChangeAlpha's doing. */
  get hearsScrollView() {
    return !this.isHidden && (this.alpha > 0.01 || this.automaticallyChangeAlpha);
  },

  /** Changes the state, or, when asked from inside a change of state, right after it: a
   * control reacts to one state at a time. */
  transition(newState) {
    if (this.isChangingState) {
      this.queuedStates.push(newState);
      return;
    }
    this.runStateChange(() => this.changeState(newState));
  },

  deliverStartingState() {
    this.runStateChange(() => this.stateDidChange(this.storedState));
  },

  runStateChange(change) {
    this.isChangingState = true;
    change();
    this.isChangingState = false;
    while (this.queuedStates.length > 0) this.transition(this.queuedStates.shift());
  },

  changeState(newState) {
    const oldState = this.storedState;
    if (newState === oldState) return;
    if (newState === "refreshing" && this.refreshingSibling) {
      // Refresh controls of one scroll view are exclusive: this one does not start.
      if (oldState === "pulling") this.changeState("normal");
      this.runBeginCompletions();
      return;
    }
    // An end still finishing when a refresh begins is over: its waiting ends run below, once
    // the new refresh has called back.
    const finishing = newState === "refreshing" ? this.refresh : null;
    if (newState === "refreshing") {
      this.refresh = { insetBefore: this.insetContribution, callbackPending: false, hasCalledBack: false, endCompletions: [] };
    }
    this.storedState = newState;
    if (newState === "refreshing" && this.automaticallyChangeAlpha) this.alpha = 1;
    this.applyState(oldState);
    this.stateDidChange(oldState);
    if (newState === "refreshing") {
      this.refresh.callbackPending = true;
      this.deliverCallbackIfOnScreen();
      finishing?.endCompletions.forEach((completion) => completion());
      this.runBeginCompletionsIfShown();
    } else if (oldState === "refreshing") {
      if (this.refresh) this.refresh.callbackPending = false;
      this.runBeginCompletions();
      this.runEndCompletionsIfInsetRemoved();
    }
  },

  /** The callback, once a refresh, and only on screen: a refresh begun off screen calls back
   * when the control joins a window. */
  deliverCallbackIfOnScreen() {
    const refresh = this.refresh;
    if (!refresh || !refresh.callbackPending || refresh.hasCalledBack || this.isMoving
      || !this.window || this.state !== "refreshing") return;
    refresh.callbackPending = false;
    refresh.hasCalledBack = true;
    this.refreshingCallback?.();
    this.runBeginCompletionsIfShown();
  },

  /** Runs the waiting begins' completions once the refresh shows: its inset is in place. */
  runBeginCompletionsIfShown() {
    if (this.beginCompletions.length === 0 || !this.isRefreshing || this.insetChangesInFlight !== 0) return;
    this.runBeginCompletions();
  },

  runBeginCompletions() {
    const completions = this.beginCompletions;
    this.beginCompletions = [];
    completions.forEach((completion) => completion());
  },

  /** The HW and MJRefresh rule on each offset change: while dragging, the control turns
   * pulling past its threshold and normal back before it; released while pulling, it
   * refreshes. */
  followPull(pastThreshold) {
    if (!this.scrollView) return;
    if (this.scrollView.isDragging) {
      if (this.state === "normal" && pastThreshold && !this.refreshingSibling) {
        this.state = "pulling";
      } else if (this.state === "pulling" && !pastThreshold) {
        this.state = "normal";
      }
    } else if (this.state === "pulling") {
      this.state = "refreshing";
    }
  },

  /** Another refresh control of the same scroll view that is refreshing, if any. */
  get refreshingSibling() {
    return this.scrollView?.subviews.find(
      (view) => view !== this && view instanceof RefreshBaseView && view.isRefreshing) ?? null;
  },

  /** Finishes the end of the last refresh once no inset change of this control is in flight
   * and what it adds is no more than before that refresh: runs the ends waiting for it. */
  runEndCompletionsIfInsetRemoved() {
    const finished = this.refresh;
    if (!finished || this.state === "refreshing" || this.insetChangesInFlight !== 0) return;
    const now = this.insetContribution;
    const before = finished.insetBefore;
    if (!(now.top <= before.top && now.left <= before.left && now.bottom <= before.bottom
      && now.right <= before.right)) return;
    this.refresh = null;
    finished.endCompletions.forEach((completion) => completion());
  },
};
