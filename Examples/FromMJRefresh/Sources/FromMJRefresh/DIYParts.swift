import Foundation
import RefreshControls
import ViewKitLite

/// The views MJRefresh's three DIY controls share, made as they make them: an orange bold
/// 16-pt label across the control, a switch "just for show", an optional logo and a gray
/// spinner. MJRefresh writes them out in each class; here one type holds them.
@MainActor
public struct DIYParts {
  /// The state text (the control's `texts` for its state, or the result it holds), whose colour
  /// the header and back footer change with the pull.
  public let label = Label()
  /// MJRefresh's "打酱油的开关": a switch that only follows the state.
  public let toggle = Switch()
  /// The logo, aspect-fitted in a 100-point band beyond the control (the auto footer has none).
  public let logo: ImageView?
  /// The spinner shown while refreshing.
  public let loading = ActivityIndicatorView()

  /// MJRefresh's DIY words, the same in every language: "赶紧下拉吖" (or "赶紧上拉吖" for a footer,
  /// `pullingUp`), "赶紧放开我吧", "加载数据中" and "木有数据了", each followed by "(开关是打酱油滴)".
  /// A control assigns them to its `texts`, so that a screen reader says the words it draws.
  public static func texts(pullingUp: Bool) -> RefreshTexts {
    let aside = "(开关是打酱油滴)"
    return RefreshTexts(
      pull: (pullingUp ? "赶紧上拉吖" : "赶紧下拉吖") + aside, release: "赶紧放开我吧" + aside,
      refreshing: "加载数据中" + aside, noMoreData: "木有数据了" + aside)
  }

  /// MJRefresh's orange, where the pull starts.
  public static let orange = Color(red: 1, green: 0.5, blue: 0)

  /// The parts, added to `control` in MJRefresh's order: label, switch, logo, spinner. The
  /// control keeps the label showing its state's words (`showState(in:)`), the words a screen
  /// reader says for it.
  public init(in control: RefreshBaseView, withLogo: Bool) {
    control.showState(in: label)
    label.textColor = DIYParts.orange
    label.font = .boldSystemFont(ofSize: 16)
    control.addSubview(toggle)
    if withLogo {
      let logo = ImageView(image: Image(named: "Logo"))
      logo.contentMode = .scaleAspectFit
      control.addSubview(logo)
      self.logo = logo
    } else {
      logo = nil
    }
    loading.color = .gray
    control.addSubview(loading)
  }

  /// MJRefresh's DIY colour for a pull: orange at 0, purple at 1 (red 1 − p/2, green
  /// (1 − p)/2, blue p/2). Beyond a full pull MJRefresh lets green run below 0; colours here
  /// are clamped, so green stays 0 while red falls and blue rises on towards pure blue at 2.
  public static func color(forPull percent: CGFloat) -> Color {
    Color(red: 1 - 0.5 * percent, green: 0.5 - 0.5 * percent, blue: 0.5 * percent)
  }

  /// Lays the parts out in a control's `bounds` as MJRefresh's DIY header and back footer do:
  /// the label across it, the logo's 100-point band from `logoY`, the spinner 30 points in from
  /// the right; the switch stays where it is (MJRefresh never places it).
  public func place(in bounds: CGRect, logoY: CGFloat) {
    label.frame = bounds
    logo?.frame = CGRect(x: 0, y: logoY, width: bounds.width, height: 100)
    loading.center = CGPoint(x: bounds.width - 30, y: bounds.height / 2)
  }

  /// Turns the label from orange to purple as `percent` goes from 0 to 1.
  public func follow(pull percent: CGFloat) {
    label.textColor = DIYParts.color(forPull: percent)
  }

  /// Turns the switch `on` (animated) and the spinner running or not.
  public func show(switchOn on: Bool, spinning: Bool) {
    toggle.setOn(on, animated: true)
    if spinning { loading.startAnimating() } else { loading.stopAnimating() }
  }
}
