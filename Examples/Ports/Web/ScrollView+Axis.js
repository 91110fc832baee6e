// The two directions content scrolls in (ScrollView+Axis.swift).

/** Swift's `ScrollView.Axis`, with `allCases` in its order. */
export const Axis = {
  allCases: ["horizontal", "vertical"],

  /** `point`'s coordinate along `axis`. */
  value(point, axis) {
    return axis === "vertical" ? point.y : point.x;
  },

  /** `point` with its coordinate along `axis` set to `value`. */
  point(point, value, axis) {
    return axis === "vertical" ? { x: point.x, y: value } : { x: value, y: point.y };
  },
};

export const AxisMembers = {
  /** The range the offset rests in along `axis`. */
  limits(axis) {
    return axis === "vertical" ? this.verticalLimits : this.horizontalLimits;
  },

  /** The bounds' length along `axis`: the rubber band's dimension. */
  boundsLength(axis) {
    return axis === "vertical" ? this.bounds.height : this.bounds.width;
  },

  /** Whether a drag along `axis` moves the content. */
  scrolls(axis) {
    return axis === "vertical" ? this.scrollsVertically : this.scrollsHorizontally;
  },
};
