/// What the refresh fuzzer and tests read of a window: testing API, behind `@_spi(Testing)`.
extension Window {
  /// The views whose geometry changed since a checker last looked, while one records.
  @_spi(Testing) public var geometryChanges: GeometryChangeLog { geometryChangeLog }

  /// The views with a running `View.animate` animation, in the order they started.
  @_spi(Testing) public var animatingViews: [View] { animator.views }

  /// The layers with a running layer animation, in the order they started.
  @_spi(Testing) public var animatingLayers: [Layer] { animator.layers }
}
