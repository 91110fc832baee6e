// The page: the ported table, header and footer, on the page's clock, shown in a DOM list.
//
// The port's Window runs at 60 frames a second of the page's time: each animation frame
// runs the frames due, a pointer's latest point going in as that frame's finger, as the trace
// replayer moves its finger. The list's scrollTop holds the offset within the scroll range and
// a transform the rubber band beyond it; the wheel scrolls the list natively and the port
// follows.

import { Window } from "./Window.js";
import { TableView } from "./TableView.js";
import { RefreshHeader } from "./RefreshHeader.js";
import { RefreshFooter } from "./RefreshFooter.js";

const texts = {
  header: { normal: "Pull down to refresh", pulling: "Release to refresh", refreshing: "Loading..." },
  footer: {
    normal: "Pull up to load more", pulling: "Release to load more", refreshing: "Loading...",
    noMoreData: "No more data",
  },
};
const loadSeconds = 1.5;
const maximumRows = 50;

/** The HW look on `element`: its state as an attribute and in words (NormalRefreshHeader's
 * label; the arrow turns, and gives way to a spinner while refreshing, in CSS). */
function withLook(Logic, element, words) {
  const label = element.querySelector(".label");
  return class extends Logic {
    stateDidChange(oldState) {
      element.dataset.state = this.state;
      label.textContent = words[this.state];
    }
  };
}

const list = document.querySelector("#list");
const content = document.querySelector("#content");
const rows = document.querySelector("#rows");
const insetTop = document.querySelector("#inset-top");
const insetBottom = document.querySelector("#inset-bottom");
const headerElement = document.querySelector("#header");
const footerElement = document.querySelector("#footer");

const size = { width: list.clientWidth, height: list.clientHeight };
const portWindow = new Window(size, 60);
const table = new TableView({ x: 0, y: 0, ...size });
const Header = withLook(RefreshHeader, headerElement, texts.header);
const Footer = withLook(RefreshFooter, footerElement, texts.footer);
const header = new Header();
const footer = new Footer();
const started = performance.now();
let finger = null;
let pointer = null;
let scrollTopShown = 0;

function showRows(count) {
  while (rows.children.length < count) {
    const row = document.createElement("div");
    row.className = "row";
    row.textContent = `Row ${rows.children.length + 1}`;
    rows.append(row);
  }
}

/** Runs the frames due by now on the page's clock: the finger moves to the pointer in the
 * first of them, as one pan event. */
function catchUp() {
  const due = Math.floor(((performance.now() - started) / 1000) * portWindow.frameRate);
  while (portWindow.frameCount < due) {
    const moved = finger && (finger.location.x !== pointer.x || finger.location.y !== pointer.y);
    if (moved) finger.moveTo(pointer, 1 / portWindow.frameRate);
    else portWindow.advanceToNextFrame();
  }
}

/** Runs `work` `seconds` from now, on the port's time. */
function after(seconds, work) {
  setTimeout(() => {
    catchUp();
    work();
  }, seconds * 1000);
}

function render() {
  const inset = table.contentInset;
  const shown = table.shownContentOffset;
  insetTop.style.height = `${inset.top}px`;
  insetBottom.style.height = `${inset.bottom}px`;
  const position = shown.y + inset.top;
  const range = Math.max(inset.top + table.contentSize.height + inset.bottom - size.height, 0);
  const top = Math.min(Math.max(position, 0), range);
  list.scrollTop = top;
  scrollTopShown = list.scrollTop;
  const beyond = position - top;
  content.style.transform = `translateY(${-beyond}px)`;
  list.dataset.offset = String(shown.y);
  for (const [control, element] of [[header, headerElement], [footer, footerElement]]) {
    element.style.top = `${control.frame.y - shown.y}px`;
  }
}

function frame() {
  catchUp();
  render();
  requestAnimationFrame(frame);
}

function point(event) {
  const bounds = list.getBoundingClientRect();
  return { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
}

list.addEventListener("pointerdown", (event) => {
  if (finger) return;
  catchUp();
  list.setPointerCapture(event.pointerId);
  pointer = point(event);
  finger = portWindow.touchDown(pointer);
});
list.addEventListener("pointermove", (event) => {
  if (finger) pointer = point(event);
});
for (const type of ["pointerup", "pointercancel"]) {
  list.addEventListener(type, () => {
    if (!finger) return;
    catchUp();
    finger.lift();
    finger = null;
  });
}
// The wheel scrolls the list itself: the port's offset follows it.
list.addEventListener("scroll", () => {
  if (finger || Math.abs(list.scrollTop - scrollTopShown) < 1) return;
  catchUp();
  table.contentOffset = { x: 0, y: list.scrollTop - table.contentInset.top };
});

table.rowHeight = 44;
table.numberOfRows = 20;
showRows(table.numberOfRows);
portWindow.addSubview(table);
table.reloadData();
header.refreshingCallback = () => after(loadSeconds, () => header.endRefreshing());
footer.refreshingCallback = () => after(loadSeconds, () => {
  table.numberOfRows = Math.min(table.numberOfRows + 10, maximumRows);
  showRows(table.numberOfRows);
  table.reloadData();
  if (table.numberOfRows >= maximumRows) footer.endRefreshingWithNoMoreData();
  else footer.endRefreshing();
});
table.insertSubview(header, 0);
table.insertSubview(footer, 0);
requestAnimationFrame(frame);
