// What footers add (NoMoreDataFooter.swift): no more data, which sticks until reset.

export const NoMoreDataFooter = {
  /** Ends a running refresh and shows that there is no more data: pulls are ignored, and an
   * end keeps the state, until resetNoMoreData(). */
  endRefreshingWithNoMoreData() {
    if (this.state === "refreshing") this.endRefreshing();
    this.state = "noMoreData";
  },

  resetNoMoreData() {
    if (this.state !== "noMoreData") return;
    this.state = "normal";
  },
};
