import Foundation
import RefreshControls
import ViewKitLite

/// MJRefresh's example `MJChiBaoZiHeader` ("eating a bun"), ported: a Gif header whose 60 idle
/// frames follow the pull and whose 3 loading frames cycle past the threshold and while
/// refreshing, every 0.3 s. Its images are named in `prepare()`, as MJRefresh's are, and found
/// in the window that shows the header: register them with ``DianPingImages/register(in:)``.
public final class MJChiBaoZiHeader: GifRefreshHeader {
  /// The 60 idle frames (pulled) and the 3 loading frames, by name.
  public override func prepare() {
    super.prepare()
    let idle = (1...60).compactMap { Image(named: DianPingImages.idleName($0)) }
    let loading = (1...3).compactMap { Image(named: DianPingImages.loadingName($0)) }
    setImages(idle, for: .normal)
    setImages(loading, for: .pulling)
    setImages(loading, for: .refreshing)
  }
}
