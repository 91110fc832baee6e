import Foundation
import RefreshControls
import ViewKitLite
import ViewKitLiteTesting

/// The key moments of a style, filmed: rest; 25, 50 and 75 % of the trigger; just short of and
/// just past it; the release; four frames of refreshing (0.1 s apart); the end; back at rest.
@MainActor
func keyMomentsFilmstrip(
  window: Window, scrollView: ScrollView, region: CGRect, scale: CGFloat = 1, rest: CGFloat,
  trigger: CGFloat, state: @escaping @MainActor () -> String, end: () -> Void
) -> Filmstrip {
  var strip = Filmstrip(window: window, region: region, scale: scale, state: state)
  strip.capture("rest")
  let finger = scrollView.pull(to: rest - trigger * 0.25)
  strip.capture("25 %")
  scrollView.pull(to: rest - trigger * 0.5)
  strip.capture("50 %")
  scrollView.pull(to: rest - trigger * 0.75)
  strip.capture("75 %")
  scrollView.pull(to: rest - trigger + 1)
  strip.capture("just short")
  scrollView.pull(to: rest - trigger - 2)
  strip.capture("just past")
  finger?.hold(for: 0.1)
  finger?.lift()
  strip.capture("released")
  strip.capture(every: 6, frames: 4, caption: "refreshing")
  window.advance(by: 0.6)
  strip.capture("refreshing")
  end()
  strip.capture(every: 9, frames: 2, caption: "ending")
  window.advance(by: 1)
  strip.capture("rest")
  return strip
}
