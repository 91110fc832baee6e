// The pull-up footer's logic, without a look (RefreshFooter.swift), the HW design's back
// footer, MJRefresh's MJRefreshBackFooter: it sits just below the content, or at the bottom of
// the screen when the content is shorter. Pulled up past its height beyond the bottom while
// dragging it turns pulling; released, it refreshes with the inset's bottom grown by its height
// (plus the gap under content shorter than the screen).

import { RefreshBaseView } from "./RefreshBaseView.js";
import { NoMoreDataFooter } from "./NoMoreDataFooter.js";
import { extend } from "./Extension.js";

export class RefreshFooter extends RefreshBaseView {
  static defaultHeight = 44;

  prepare() {
    super.prepare();
    this.frame = { ...this.frame, height: RefreshFooter.defaultHeight };
  }

  /** Below the content, or at the bottom of the screen when the content is shorter. */
  placeInScrollView() {
    const scrollView = this.scrollView;
    if (!scrollView) return;
    const inset = this.scrollViewOriginalInset;
    const visible = scrollView.bounds.height - inset.top - inset.bottom;
    const y = Math.max(scrollView.contentSize.height, visible);
    this.frame = { x: 0, y, width: scrollView.bounds.width, height: this.frame.height };
  }

  /** The pull rule on each offset change, along y. */
  scrollViewContentOffsetDidChange(change) {
    this.followEndPull(this.frame.height);
  }

  applyState(oldState) {
    if (this.state === "refreshing") this.showEndRefreshingInset(this.frame.height);
    else if (oldState === "refreshing") this.animateInsetContributionBack();
  }
}

extend(RefreshFooter, NoMoreDataFooter);
