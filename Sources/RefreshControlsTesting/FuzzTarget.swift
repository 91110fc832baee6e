/// What a run fuzzes: the built-in controls by sequence number, or a header or footer that the
/// run's closure makes.
enum FuzzTarget {
  case builtIn, header, footer

  /// The style sequence `index` plays.
  func style(of index: Int) -> FuzzStyle {
    switch self {
    case .builtIn: FuzzStyle.builtIn[index % FuzzStyle.builtIn.count]
    case .header: .customHeader
    case .footer: .customFooter
    }
  }

  /// Whether a script of `style` plays on this target.
  func fits(_ style: FuzzStyle) -> Bool {
    switch self {
    case .builtIn: FuzzStyle.builtIn.contains(style)
    case .header: style == .customHeader
    case .footer: style == .customFooter
    }
  }
}
