// A scroll view of rows (TableView.swift), reduced to its geometry: the content is as wide as
// the table and `rows × rowHeight` tall; it always bounces vertically and never scrolls
// horizontally.

import { ScrollView } from "./ScrollView.js";

export class TableView extends ScrollView {
  constructor(frame) {
    super(frame);
    this.alwaysBounceVertical = true;
    this.rowHeight = 44;
    this.numberOfRows = 0;
  }

  get scrollsHorizontally() {
    return false;
  }

  /** Reads the rows again and sizes the content to them. */
  reloadData() {
    this.updateContentSize();
  }

  /** A new width is laid out as the table's layout pass would. */
  sizeDidChange() {
    super.sizeDidChange();
    this.updateContentSize();
  }

  updateContentSize() {
    const size = { width: this.bounds.width, height: this.numberOfRows * this.rowHeight };
    const old = this.contentSize;
    if (old.width !== size.width || old.height !== size.height) this.contentSize = size;
  }
}
