// Wrong variants of the port, each applied alone by patching the modules from a test (the
// production code stays as it is) and taken back after: each must fail some trace.

import { RefreshBaseView } from "./RefreshBaseView.js";
import { RefreshHeader } from "./RefreshHeader.js";
import { AutoRefreshFooter } from "./AutoRefreshFooter.js";
import { ScrollView } from "./ScrollView.js";
import { ScrollPhysics } from "./ScrollPhysics.js";
import { EdgeInsets } from "./Geometry.js";

/** Replaces `name` on `target` by `descriptor` and returns what puts it back. */
function patch(target, name, descriptor) {
  const original = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { configurable: true, ...descriptor });
  return () => Object.defineProperty(target, name, original);
}

function method(target, name, replacement) {
  return patch(target, name, { value: replacement, writable: true });
}

export const plantedBugs = [
  {
    name: "a header that arms at its threshold (< written <=)",
    apply: () => method(RefreshHeader.prototype, "scrollViewContentOffsetDidChange", function () {
      const scrollView = this.scrollView;
      if (!scrollView || !this.hearsScrollView || this.state === "refreshing") return;
      const offset = scrollView.contentOffset.y;
      const happen = -this.scrollViewOriginalInset.top;
      if (!(offset < happen)) {
        this.pullingPercent = 0;
        if (this.state === "pulling") this.followPull(false);
        return;
      }
      this.pullingPercent = (happen - offset) / this.threshold;
      this.followPull(offset <= happen - this.threshold);
    }),
  },
  {
    name: "the inset given back before its animation ends",
    apply: () => method(RefreshBaseView.prototype, "animateInsetContributionBack", function () {
      this.setInsetContribution(EdgeInsets.zero);
      if (this.automaticallyChangeAlpha) this.alpha = 0;
      this.pullingPercent = 0;
    }),
  },
  {
    name: "the callback made before the inset shows (off screen)",
    apply: () => method(RefreshBaseView.prototype, "deliverCallbackIfOnScreen", function () {
      const refresh = this.refresh;
      if (!refresh || !refresh.callbackPending || refresh.hasCalledBack || this.isMoving
        || this.state !== "refreshing") return;
      refresh.callbackPending = false;
      refresh.hasCalledBack = true;
      this.refreshingCallback?.();
    }),
  },
  {
    name: "an automatic footer that fires twice in one drag",
    apply: () => method(AutoRefreshFooter.prototype, "fireAutomatically", function () {
      if (this.state !== "normal" || this.isHidden || this.refreshingSibling) return;
      this.state = "refreshing";
    }),
  },
  {
    name: "no exclusivity guard",
    apply: () => patch(RefreshBaseView.prototype, "refreshingSibling", { get: () => null }),
  },
  {
    name: "a rubber-band coefficient of 0.5",
    apply: () => {
      ScrollPhysics.rubberBandCoefficient = 0.5;
      return () => { ScrollPhysics.rubberBandCoefficient = 0.55; };
    },
  },
  {
    name: "a begin off screen that is lost",
    apply: () => {
      const begin = RefreshBaseView.prototype.beginRefreshing;
      return method(RefreshBaseView.prototype, "beginRefreshing", function (completion) {
        if (this.window) begin.call(this, completion);
      });
    },
  },
  {
    name: "no more data that does not stick (an end drops it)",
    apply: () => {
      const end = RefreshBaseView.prototype.endRefreshing;
      return method(RefreshBaseView.prototype, "endRefreshing", function (completion) {
        if (this.state === "noMoreData") this.state = "normal";
        end.call(this, completion);
      });
    },
  },
  {
    name: "a drag that does not re-base when the limits move under it",
    apply: () => {
      const moved = ScrollView.prototype.touchMoved;
      return method(ScrollView.prototype, "touchMoved", function (finger) {
        if (this.drag) this.drag.limits = { vertical: this.verticalLimits, horizontal: this.horizontalLimits };
        moved.call(this, finger);
      });
    },
  },
];
