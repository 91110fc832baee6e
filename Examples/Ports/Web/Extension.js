// Swift's `extension Type { … }` in another file: the members of `members` (methods, getters
// and setters) join `type`'s prototype.

export function extend(type, members) {
  Object.defineProperties(type.prototype, Object.getOwnPropertyDescriptors(members));
}
