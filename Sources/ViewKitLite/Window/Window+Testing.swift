/// What the refresh fuzzer and tests read of a window: package members, not API.
extension Window {
  /// The views whose geometry changed since a checker last looked, while one records.
  package var geometryChanges: GeometryChangeLog { geometryChangeLog }

  /// The views with a running `View.animate` animation, in the order they started.
  package var animatingViews: [View] { animator.animatingViews }

  /// The layers with a running layer animation, in the order they started.
  package var animatingLayers: [Layer] { animator.animatingLayers }
}
