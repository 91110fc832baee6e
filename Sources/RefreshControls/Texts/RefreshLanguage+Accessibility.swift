extension RefreshLanguage {
  /// The name of a header's custom action for screen readers, "Refresh", in this language.
  public var refreshActionName: String {
    switch self {
    case .simplifiedChinese: "刷新"
    case .traditionalChinese: "重新整理"
    case .english: "Refresh"
    case .korean: "새로 고침"
    case .russian: "Обновить"
    case .ukrainian: "Оновити"
    }
  }

  /// The name of a footer's or trailer's custom action for screen readers, "Load more", in
  /// this language.
  public var loadMoreActionName: String {
    switch self {
    case .simplifiedChinese: "加载更多"
    case .traditionalChinese: "載入更多"
    case .english: "Load more"
    case .korean: "더 불러오기"
    case .russian: "Загрузить ещё"
    case .ukrainian: "Завантажити ще"
    }
  }
}
