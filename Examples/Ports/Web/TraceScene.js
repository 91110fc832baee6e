// The scene a trace is recorded and replayed on (TraceScene.swift): a window, a table and a
// refresh control of the trace's design, built in the same order as in Swift, and the app's
// actions the trace's events name.

import { Window } from "./Window.js";
import { TableView } from "./TableView.js";
import { RefreshHeader } from "./RefreshHeader.js";
import { RefreshFooter } from "./RefreshFooter.js";
import { AutoRefreshFooter } from "./AutoRefreshFooter.js";
import { EdgeInsets } from "./Geometry.js";

/** The designs this port has: the logic of NormalRefreshHeader, NormalRefreshFooter and
 * AutoNormalRefreshFooter (their looks draw nothing a trace reads). */
export const Designs = {
  hwHeader: { makeControl: () => new RefreshHeader(), isFooter: false },
  hwFooter: { makeControl: () => new RefreshFooter(), isFooter: true },
  hwAutoFooter: { makeControl: () => new AutoRefreshFooter(), isFooter: true },
};

function insets([top, left, bottom, right]) {
  return EdgeInsets.make(top, left, bottom, right);
}

export class TraceScene {
  /** Builds `scene`'s window, table and control; `makeTable(frame)` makes the table (a
   * recorded one for the control level). */
  constructor(scene, makeTable = (frame) => new TableView(frame)) {
    const [width, height] = scene.window.size;
    const design = Designs[scene.control.design];
    this.description = scene;
    this.callbacks = 0;
    this.siblingCallbacks = 0;
    this.window = new Window({ width, height }, scene.window.frameRate);
    this.window.safeAreaInsets = insets(scene.window.safeArea);
    this.scrollView = makeTable({ x: 0, y: 0, width, height });
    this.scrollView.rowHeight = scene.scrollView.rowHeight;
    this.scrollView.numberOfRows = scene.scrollView.rows;
    this.window.addSubview(this.scrollView);
    this.scrollView.reloadData();
    this.scrollView.contentInset = insets(scene.scrollView.appInset);
    this.control = design.makeControl();
    this.attach(design, scene.control);
    this.window.advance(1 / this.window.frameRate);
  }

  attach(design, description) {
    this.control.refreshingCallback = () => { this.callbacks += 1; };
    this.control.automaticallyChangeAlpha = description.automaticallyChangeAlpha;
    this.scrollView.insertSubview(this.control, 0);
    this.sibling = null;
    if (!description.sibling) return;
    const other = design.isFooter ? new RefreshHeader() : new RefreshFooter();
    other.refreshingCallback = () => { this.siblingCallbacks += 1; };
    this.scrollView.insertSubview(other, 0);
    this.sibling = other;
  }

  /** Does a trace's action; false for a name the scene does not know. */
  perform(name, words) {
    const numbers = words.map(Number).filter((number) => !Number.isNaN(number));
    const { control, scrollView } = this;
    switch (name) {
      case "begin": control.beginRefreshing(); break;
      case "end": control.endRefreshing(); break;
      case "noMoreData": control.endRefreshingWithNoMoreData?.(); break;
      case "resetNoMoreData": control.resetNoMoreData?.(); break;
      case "offset":
        if (numbers.length !== 2) return false;
        scrollView.contentOffset = { x: numbers[0], y: numbers[1] };
        break;
      case "remove": scrollView.removeFromSuperview(); break;
      case "restore": if (!scrollView.superview) this.window.addSubview(scrollView); break;
      case "sibling.begin": this.sibling?.beginRefreshing(); break;
      case "sibling.end": this.sibling?.endRefreshing(); break;
      case "rows":
        scrollView.numberOfRows = numbers[0] ?? 0;
        scrollView.reloadData();
        break;
      case "inset": {
        if (numbers.length < 2) return false;
        const old = scrollView.contentInset;
        scrollView.contentInset = EdgeInsets.make(
          numbers[0], numbers.length > 2 ? numbers[2] : old.left, numbers[1],
          numbers.length > 3 ? numbers[3] : old.right);
        break;
      }
      case "resize":
        if (numbers.length !== 2) return false;
        this.window.frame = { ...this.window.frame, width: numbers[0], height: numbers[1] };
        scrollView.frame = { ...scrollView.frame, width: numbers[0], height: numbers[1] };
        break;
      default: return false;
    }
    return true;
  }

  /** The scroll level now. */
  scrollValues() {
    const { scrollView } = this;
    return {
      offset: scrollView.contentOffset,
      shownOffset: scrollView.shownContentOffset,
      contentInset: scrollView.contentInset,
      adjustedInset: scrollView.adjustedContentInset,
      dragging: scrollView.isDragging,
      decelerating: scrollView.isDecelerating,
    };
  }

  /** The control level now. */
  controlValues() {
    const values = {
      state: this.control.state,
      pullingPercent: this.control.pullingPercent,
      inset: this.control.insetContribution,
      callbacks: this.callbacks,
      alpha: this.control.alpha,
    };
    if (this.sibling) {
      values.siblingState = this.sibling.state;
      values.siblingCallbacks = this.siblingCallbacks;
    }
    return values;
  }
}
