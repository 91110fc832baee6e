// Points and insets as plain objects, with the arithmetic CGPoint and EdgeInsets have in
// Swift: component by component, in the same order, so sums come out to the same bits.

export const EdgeInsets = {
  zero: Object.freeze({ top: 0, left: 0, bottom: 0, right: 0 }),

  make(top, left, bottom, right) {
    return { top, left, bottom, right };
  },

  add(a, b) {
    return {
      top: a.top + b.top, left: a.left + b.left,
      bottom: a.bottom + b.bottom, right: a.right + b.right,
    };
  },

  subtract(a, b) {
    return {
      top: a.top - b.top, left: a.left - b.left,
      bottom: a.bottom - b.bottom, right: a.right - b.right,
    };
  },

  equal(a, b) {
    return a.top === b.top && a.left === b.left && a.bottom === b.bottom && a.right === b.right;
  },
};

/** Swift's `rounded()`: to the nearest, halves away from zero. */
export function roundedHalfAway(value) {
  return Math.sign(value) * Math.round(Math.abs(value));
}

export function clamp(value, lower, upper) {
  return Math.min(Math.max(value, lower), upper);
}
