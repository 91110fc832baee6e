import Foundation
import ViewKitLite

/// The parts MJRefresh's parallel classes share, each defined once: the state label, the image
/// sequence and the inset to ignore. A `Normal`, `Gif` or `State` class only names its views
/// and hands them to the base, which shows, places and sizes them.
extension RefreshBaseView {
  /// Keeps `label` saying the control's state (or the result it holds) in the control's label
  /// look, through `format`; with `fillingControl`, laid across the control at each layout. Call
  /// it once, from ``prepare()``: the state header and the `Normal` footers do, and so can a
  /// control of your own; the label then says each new state before
  /// ``stateDidChange(from:)`` runs.
  public func showState(
    in label: Label, fillingControl: Bool = true,
    format: @escaping @MainActor (String) -> String = { $0 }
  ) {
    stateText = StateText(label: label, in: self, fillsControl: fillingControl, format: format)
  }

  /// Plays the images set for each state in `imageView`, left of the widest of `labels` (see
  /// ``GifRefreshing``); with `showsAtRest` false, only while refreshing. Call it once, from
  /// ``prepare()``, in a control of your own that conforms to ``GifRefreshing``: until then its
  /// `setImages(_:duration:for:)` has nowhere to play.
  public func playImages(in imageView: ImageView, beside labels: [Label], showsAtRest: Bool = true)
  {
    stateImages = StateImages(
      imageView: imageView, in: self, beside: labels, showsAtRest: showsAtRest)
  }

  /// The state label shows the new state, then ``stateDidChange(from:)`` runs.
  func showStateChange(from oldState: RefreshState) {
    stateText?.show(for: self)
    stateDidChange(from: oldState)
  }

  /// Sets the edge of ``ignoredInsets`` at `edge` to `value`, or refuses it with a diagnostic
  /// naming `member` when it is not a finite number of points, 0 or more; then places the
  /// control again.
  func setIgnoredInset(
    _ value: CGFloat, at edge: WritableKeyPath<EdgeInsets, CGFloat>, member: String
  ) {
    ignoredInsets[keyPath: edge] = insetToIgnore(
      value, member: member, fallback: ignoredInsets[keyPath: edge])
    placeInScrollView()
  }
}
