// The bookkeeping of a scroll view's contentInset for every refresh control on it
// (RefreshInsetLedger.swift): it knows the app's own inset and what each control adds, and
// always sets contentInset to the app's inset plus the sum of the contributions, so a control
// removes exactly what it added, whatever the order of begins and ends. An inset the app sets
// itself becomes its new own inset, with the contributions kept on top.

import { EdgeInsets } from "./Geometry.js";

const ledgers = new WeakMap();

export class RefreshInsetLedger {
  /** The ledger of `scrollView`, made on first use. */
  static of(scrollView) {
    let ledger = ledgers.get(scrollView);
    if (!ledger) {
      ledger = new RefreshInsetLedger(scrollView);
      ledgers.set(scrollView, ledger);
    }
    return ledger;
  }

  constructor(scrollView) {
    this.scrollView = scrollView;
    this.appInset = scrollView.contentInset;
    this.contributions = [];
    this.isApplying = false;
    scrollView.observe("contentInset", ({ newValue }) => {
      if (this.isApplying) return;
      this.appInset = newValue;
      if (!EdgeInsets.equal(this.total, EdgeInsets.zero)) this.apply();
    });
  }

  /** The sum of every control's contribution. */
  get total() {
    return this.contributions.reduce((sum, entry) => EdgeInsets.add(sum, entry.inset), EdgeInsets.zero);
  }

  /** What `control` adds now. */
  contribution(control) {
    return this.contributions.find((entry) => entry.control === control)?.inset ?? EdgeInsets.zero;
  }

  /** Sets what `control` adds and applies the sum (animated inside an animation block). */
  setContribution(inset, control) {
    this.contributions = this.contributions.filter((entry) => entry.control !== control);
    if (!EdgeInsets.equal(inset, EdgeInsets.zero)) this.contributions.push({ control, inset: { ...inset } });
    this.apply();
  }

  apply() {
    const target = EdgeInsets.add(this.appInset, this.total);
    if (EdgeInsets.equal(this.scrollView.contentInset, target)) return;
    this.isApplying = true;
    this.scrollView.contentInset = target;
    this.isApplying = false;
  }
}
