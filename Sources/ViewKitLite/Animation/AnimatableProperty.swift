/// The view properties that animate inside ``View/animate(withDuration:delay:options:animations:completion:)``.
enum AnimatableProperty: Int, Hashable, CaseIterable {
  case center
  case boundsOrigin
  case boundsSize
  case alpha
  case transform
  case contentInset
}
