// The control level's table: a TableView whose fingers and physics are the trace's. Each frame
// it takes the recorded offset, dragging and decelerating where the real table's fingers and
// display link would (before the frame's animations end), and its controls hear them as they
// would hear the real one. What the controls write (insets through their ledger, an offset
// shown animated) it does as the real table does, with the same animations and the same
// pull-back of an idle offset the limits leave out of range; a bounce or momentum it would
// start is the trace's to show.

import { TableView } from "./TableView.js";
import { DisplayLink } from "./DisplayLink.js";

/** How far apart a shown offset may be and still be the one this table shows. */
const shownTolerance = 1e-3;

export class RecordedScrollView extends TableView {
  constructor(frame) {
    super(frame);
    this.recordedFrame = null;
    this.recordingLink = null;
  }

  /** Joining the window, it follows the recorded frames on a display link of its own. */
  didMoveToWindowInternally() {
    super.didMoveToWindowInternally();
    if (!this.recordingLink && this.window) {
      this.recordingLink = new DisplayLink(this.window, () => this.followRecordedFrame());
    }
  }

  /** The recorded decelerating is the motion: a change of limits while it moves leaves the
   * offset to the trace. */
  get hasAxisMotion() {
    return this.isDecelerating;
  }

  start(motion, axis) {}

  /** The scroll values the next frame shows: the trace's, for that frame. */
  showNext(scroll) {
    this.recordedFrame = scroll;
  }

  /** A finger lifted: the drag ends (the pan's observers hear it), and what moves next is the
   * trace's to show. */
  lift() {
    const drag = this.drag;
    if (!drag) return;
    this.drag = null;
    this.isTracking = false;
    if (!drag.hasBegun) return;
    this.isDragging = false;
    this.panGestureRecognizer.state = "ended";
  }

  /** One frame of the trace, where the real table's finger and display link would set it:
   * the drag begins on its first dragging frame, and the offset goes where the trace says.
   * When the trace shows an offset that setting the model would not show, a control moved the
   * model away in this frame, animated from where the content had got to: the controls hear
   * that shown offset first (a release that refreshes reads its pull there), then the model.
   * A still finger sets nothing; momentum and bounces set the offset every frame. */
  followRecordedFrame() {
    const scroll = this.recordedFrame;
    this.recordedFrame = null;
    if (!scroll) return;
    if (scroll.dragging && !this.isDragging && this.drag) {
      this.drag.hasBegun = true;
      this.isDragging = true;
      this.panGestureRecognizer.state = "began";
    }
    const [x, y] = scroll.offset;
    const [shownX, shownY] = scroll.shownOffset;
    const offset = this.contentOffset;
    const moves = offset.x !== x || offset.y !== y || scroll.decelerating;
    const shown = moves ? { x, y } : this.shownContentOffset;
    if (Math.abs(shown.x - shownX) > shownTolerance || Math.abs(shown.y - shownY) > shownTolerance) {
      this.applyContentOffset({ x: shownX, y: shownY });
    }
    const model = this.contentOffset;
    if (model.x !== x || model.y !== y || scroll.decelerating) this.applyContentOffset({ x, y });
    this.isDecelerating = scroll.decelerating;
  }
}
