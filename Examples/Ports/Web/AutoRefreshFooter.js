// The automatic footer (AutoRefreshFooter.swift), MJRefresh's MJRefreshAutoFooter: it sits
// below the content and adds its height to the inset for good; it loads by itself when the
// content scrolls near the bottom (at most autoTriggerTimes times a drag), or when a drag of
// content shorter than the screen ends.

import { RefreshBaseView } from "./RefreshBaseView.js";
import { NoMoreDataFooter } from "./NoMoreDataFooter.js";
import { EdgeInsets } from "./Geometry.js";
import { extend } from "./Extension.js";

export class AutoRefreshFooter extends RefreshBaseView {
  static defaultHeight = 44;

  prepare() {
    super.prepare();
    /** How much of the footer must show before it loads: 1, all of it. */
    this.triggerAutomaticallyRefreshPercent = 1;
    this.automaticallyRefresh = true;
    /** Loads a drag may start (−1: any number); reset when a drag begins. */
    this.autoTriggerTimes = 1;
    this.triggersLeft = 1;
    this.frame = { ...this.frame, height: AutoRefreshFooter.defaultHeight };
  }

  /** Below the content; its height is what it adds at rest, refreshing or not. */
  placeInScrollView() {
    const scrollView = this.scrollView;
    if (!scrollView) return;
    const { height } = this.frame;
    this.frame = { x: 0, y: scrollView.contentSize.height, width: scrollView.bounds.width, height };
    const contribution = EdgeInsets.make(0, 0, this.isHidden ? 0 : height, 0);
    if (!EdgeInsets.equal(this.insetContribution, contribution)) this.setInsetContribution(contribution);
    // A refresh begun while it was off its scroll view must not wait for that inset to go
    // before its end's completion runs.
    if (this.isRefreshing && this.refresh) this.refresh.insetBefore = contribution;
  }

  /** Loads when the content moves down to the trigger, the bottom less the footer. */
  scrollViewContentOffsetDidChange(change) {
    const scrollView = this.scrollView;
    const { newValue, oldValue } = change;
    if (!this.automaticallyRefresh || !scrollView || !newValue || !oldValue || !(newValue.y > oldValue.y)
      || !(scrollView.contentSize.height + this.scrollViewOriginalInset.top > scrollView.bounds.height)) return;
    const inset = scrollView.adjustedContentInset;
    const trigger = scrollView.contentSize.height - scrollView.bounds.height
      + this.frame.height * this.triggerAutomaticallyRefreshPercent + inset.bottom - this.frame.height;
    if (newValue.y >= trigger) this.fireAutomatically();
  }

  /** A drag's start gives the triggers back; its end loads content shorter than the screen. */
  scrollViewPanStateDidChange(change) {
    const scrollView = this.scrollView;
    if (!scrollView) return;
    if (change.newValue === "began") {
      this.triggersLeft = this.autoTriggerTimes;
    } else if (change.newValue === "ended") {
      const short = scrollView.contentSize.height + this.scrollViewOriginalInset.top <= scrollView.bounds.height;
      if (this.automaticallyRefresh && short && scrollView.contentOffset.y > -this.scrollViewOriginalInset.top) {
        this.fireAutomatically();
      }
    }
  }

  fireAutomatically() {
    if (this.state !== "normal" || this.triggersLeft === 0 || this.isHidden || this.refreshingSibling) return;
    if (this.triggersLeft > 0) this.triggersLeft -= 1;
    this.state = "refreshing";
  }
}

extend(AutoRefreshFooter, NoMoreDataFooter);
