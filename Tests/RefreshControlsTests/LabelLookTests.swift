import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

/// A state header of a red look of its own, for every header of its class.
final class RedStateHeader: StateRefreshHeader {
  override class var labelTextColor: Color { .red }
  override class var labelFont: Font { .systemFont(ofSize: 15, weight: .medium) }
}

/// A window the control's size with the control in it at rest, laid out: a header is not on
/// screen at rest in a table, so it is shown alone.
@MainActor
func windowShowing(_ control: RefreshBaseView, width: CGFloat = 240) -> Window {
  let window = Window(size: CGSize(width: width, height: control.frame.height))
  control.frame = window.bounds
  window.addSubview(control)
  window.advance(by: 1.0 / 60)
  return window
}

@MainActor
@Suite("MJRefresh's label look, and the HW design's")
struct LabelLookTests {
  static let mjGray = Color(red255: 90, green255: 90, blue255: 90)

  @Test("MJRefresh's controls: bold 14 pt in #5A5A5A; the HW design's: regular 14 pt, black")
  func looks() {
    let bold = (Font.boldSystemFont(ofSize: 14), Self.mjGray)
    let regular = (Font.systemFont(ofSize: 14), Color.black)
    let state = StateRefreshHeader()
    let gif = GifRefreshHeader()
    let normal = NormalRefreshHeader()
    let labels: [(String, Label, (Font, Color))] = [
      ("StateRefreshHeader", state.stateLabel, bold),
      ("its time", state.lastUpdatedTimeLabel, bold),
      ("GifRefreshHeader", gif.stateLabel, bold),
      ("its time", gif.lastUpdatedTimeLabel, bold),
      ("GifRefreshFooter", GifRefreshFooter().stateLabel, bold),
      ("AutoNormalRefreshFooter", AutoNormalRefreshFooter().stateLabel, bold),
      ("AutoGifRefreshFooter", AutoGifRefreshFooter().stateLabel, bold),
      ("NormalRefreshTrailer", NormalRefreshTrailer().stateLabel, bold),
      ("NormalRefreshHeader", normal.stateLabel, regular),
      ("its time", normal.lastUpdatedTimeLabel, regular),
      ("NormalRefreshFooter", NormalRefreshFooter().stateLabel, regular),
    ]
    for (name, label, (font, color)) in labels {
      #expect(label.font == font && label.textColor == color, "\(name)")
    }
    #expect(Self.mjGray.hex == "#5A5A5A")
  }

  @Test("a subclass gives every control of its class a look of its own")
  func subclassLook() {
    let header = RedStateHeader()
    for label in [header.stateLabel, header.lastUpdatedTimeLabel] {
      #expect(label.textColor == .red && label.font == .systemFont(ofSize: 15, weight: .medium))
    }
  }

  @Test("picture: a state header at rest, bold #5A5A5A")
  func stateHeaderPicture() {
    let window = windowShowing(StateRefreshHeader())
    assertSnapshot(of: window, as: .styledScreen(region: window.bounds))
  }

  @Test("picture: the HW header at rest, regular #000000")
  func normalHeaderPicture() {
    let window = windowShowing(NormalRefreshHeader())
    assertSnapshot(of: window, as: .styledScreen(region: window.bounds))
  }
}
