// Attaching to a scroll view (RefreshBaseView+Attaching.swift): observing it, the insets
// measured from it and added to it.

import { RefreshInsetLedger } from "./RefreshInsetLedger.js";
import { EdgeInsets } from "./Geometry.js";
import { animate } from "./ViewAnimation.js";

export const Attaching = {
  /** The app's own inset of the scroll view, adjusted for the safe area, without anything
   * refresh controls added: what thresholds are measured from. */
  get scrollViewOriginalInset() {
    if (!this.scrollView) return EdgeInsets.zero;
    return EdgeInsets.subtract(
      this.scrollView.adjustedContentInset, RefreshInsetLedger.of(this.scrollView).total);
  },

  /** What this control adds to the scroll view's inset now. */
  get insetContribution() {
    return this.scrollView ? RefreshInsetLedger.of(this.scrollView).contribution(this) : EdgeInsets.zero;
  },

  /** Sets what this control adds to the scroll view's inset, through the ledger; inside an
   * animation block the change animates, and an end's completion waits until it is shown. */
  setInsetContribution(inset) {
    const scrollView = this.scrollView;
    if (!scrollView) return;
    const ledger = RefreshInsetLedger.of(scrollView);
    if (EdgeInsets.equal(ledger.contribution(this), inset)) return;
    ledger.setContribution(inset, this);
    this.insetChangesInFlight += 1;
    scrollView.whenContentInsetChangeIsShown(() => {
      this.insetChangesInFlight -= 1;
      this.runEndCompletionsIfInsetRemoved();
      this.runBeginCompletionsIfShown();
    });
  },

  /** Takes back what this control adds, animated over slowAnimationDuration, and sets
   * pullingPercent to 0 once that is shown: how the headers and footers end a refresh. */
  animateInsetContributionBack() {
    animate(this.slowAnimationDuration, () => {
      this.setInsetContribution(EdgeInsets.zero);
      if (this.automaticallyChangeAlpha) this.alpha = 0;
    }, () => {
      this.pullingPercent = 0;
    });
  },

  attach(newScrollView) {
    this.scrollView = newScrollView;
    newScrollView.alwaysBounceVertical = true;
    RefreshInsetLedger.of(newScrollView);
    this.observations = [
      newScrollView.observe("contentOffset", (change) => {
        if (this.isUserInteractionEnabled) this.scrollViewContentOffsetDidChange(change);
      }),
      newScrollView.observe("contentSize", (change) => {
        this.placeInScrollView();
        if (this.isUserInteractionEnabled) this.scrollViewContentSizeDidChange(change);
      }),
      // Where a control sits depends on the scroll view's size and the app's inset too.
      newScrollView.observe("frame", () => this.layOut()),
      newScrollView.observe("contentInset", () => this.placeInScrollView()),
      newScrollView.panGestureRecognizer.observe("state", (change) => {
        if (this.isUserInteractionEnabled) this.scrollViewPanStateDidChange(change);
      }),
    ];
    if (this.state === "refreshing") this.stateDidChange("normal");
    this.layOut();
  },

  detach() {
    this.observations.forEach((observation) => observation.invalidate());
    this.observations = [];
    if (this.scrollView) RefreshInsetLedger.of(this.scrollView).setContribution(EdgeInsets.zero, this);
    this.scrollView = null;
    this.runEndCompletionsIfInsetRemoved();
  },

  /** Places the control in its scroll view, then its subviews. */
  layOut() {
    this.placeInScrollView();
    this.placeSubviews();
  },
};
