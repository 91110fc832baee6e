// The pull-down header's logic, without a look (RefreshHeader.swift), MJRefresh's
// MJRefreshHeader: it sits its own height above the content; while dragging, pulled past
// `threshold` (its height unless set) it turns pulling, and back before it normal; released
// while pulling it refreshes, the inset growing by its height and the content scrolling to show
// it in fastAnimationDuration. Offsets are ignored while it is hidden, transparent or
// refreshing.

import { RefreshBaseView } from "./RefreshBaseView.js";
import { EdgeInsets } from "./Geometry.js";
import { animate } from "./ViewAnimation.js";

export class RefreshHeader extends RefreshBaseView {
  /** The height a header takes unless its subclass sets another: the HW design's 44 points. */
  static defaultHeight = 44;

  prepare() {
    super.prepare();
    this.customThreshold = null;
    this.frame = { ...this.frame, height: RefreshHeader.defaultHeight };
  }

  /** How far past the top the content must be pulled before releasing refreshes. */
  get threshold() {
    return this.customThreshold ?? this.frame.height;
  }

  set threshold(value) {
    if (Number.isFinite(value) && value > 0) this.customThreshold = value;
  }

  /** Sits its own height above the content, as wide as the scroll view. */
  placeInScrollView() {
    const scrollView = this.scrollView;
    if (!scrollView) return;
    const { height } = this.frame;
    this.frame = { x: 0, y: -height, width: scrollView.bounds.width, height };
  }

  /** The pull rule on each offset change. */
  scrollViewContentOffsetDidChange(change) {
    const scrollView = this.scrollView;
    if (!scrollView || !this.hearsScrollView || this.state === "refreshing") return;
    const offset = scrollView.contentOffset.y;
    const happen = -this.scrollViewOriginalInset.top;
    if (!(offset < happen)) {
      this.pullingPercent = 0;
      // Back above the top in one step: pulling no more while dragging; released, the pull it
      // was armed for refreshes.
      if (this.state === "pulling") this.followPull(false);
      return;
    }
    this.pullingPercent = (happen - offset) / this.threshold;
    this.followPull(offset < happen - this.threshold);
  }

  /** Shows the header by growing the inset while refreshing, and takes it back after. */
  applyState(oldState) {
    if (this.state === "refreshing") this.showRefreshingInset();
    else if (oldState === "refreshing") this.animateInsetContributionBack();
  }

  showRefreshingInset() {
    const scrollView = this.scrollView;
    if (!scrollView) return;
    const height = this.frame.height;
    const top = this.scrollViewOriginalInset.top + height;
    animate(this.fastAnimationDuration, () => {
      this.setInsetContribution(EdgeInsets.make(height, 0, 0, 0));
      if (!scrollView.isDragging) scrollView.contentOffset = { x: scrollView.contentOffset.x, y: -top };
    });
  }
}
