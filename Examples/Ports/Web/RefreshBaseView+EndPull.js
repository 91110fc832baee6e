// The rule of a control pulled past the end of the content (RefreshBaseView+EndPull.swift),
// here along y for the back footer: where it starts to show, the pull on each offset change,
// and the inset that shows it while refreshing.

import { EdgeInsets } from "./Geometry.js";
import { animate } from "./ViewAnimation.js";

export const EndPull = {
  /** How far the content overflows the space the app's insets leave (negative when it fits). */
  endBreak() {
    const scrollView = this.scrollView;
    if (!scrollView) return 0;
    const inset = this.scrollViewOriginalInset;
    return scrollView.contentSize.height - (scrollView.bounds.height - (inset.top + inset.bottom));
  },

  /** The offset past which a control at the end starts to show. */
  endHappenOffset() {
    if (!this.scrollView) return 0;
    return Math.max(this.endBreak(), 0) - this.scrollViewOriginalInset.top;
  },

  /** The pull rule on each offset change for a control `extent` points deep at the end: the
   * pulling percent, and past `extent` while dragging, pulling. */
  followEndPull(extent) {
    const scrollView = this.scrollView;
    if (!scrollView || !this.hearsScrollView || this.state === "refreshing") return;
    const offset = scrollView.contentOffset.y;
    const happen = this.endHappenOffset();
    if (!(offset > happen)) {
      this.pullingPercent = 0;
      if (this.state === "pulling") this.followPull(false);
      return;
    }
    this.pullingPercent = (offset - happen) / extent;
    if (this.state === "noMoreData") return;
    this.followPull(offset > happen + extent);
  },

  /** Grows the inset's bottom by `extent` (plus the gap under content shorter than the
   * screen, so the control rests in view) and, unless a finger drags, scrolls to show it. */
  showEndRefreshingInset(extent) {
    const scrollView = this.scrollView;
    if (!scrollView) return;
    const grown = extent + Math.max(-this.endBreak(), 0);
    const resting = this.endHappenOffset() + extent;
    animate(this.fastAnimationDuration, () => {
      this.setInsetContribution(EdgeInsets.make(0, 0, grown, 0));
      if (scrollView.isDragging) return;
      scrollView.contentOffset = { x: scrollView.contentOffset.x, y: resting };
    });
  },
};
