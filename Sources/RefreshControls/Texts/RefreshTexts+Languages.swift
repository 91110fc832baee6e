extension RefreshTexts {
  /// MJRefresh's header texts in `language` (its `MJRefreshHeader…` keys), with our results:
  /// what a state header, a Gif header and a header of your own say, and
  /// ``RefreshControl``'s held results. ``NormalRefreshHeader`` says ``chineseHeader`` in
  /// simplified Chinese instead.
  public static func header(in language: RefreshLanguage) -> RefreshTexts {
    switch language {
    case .simplifiedChinese: simplifiedChineseHeader
    case .traditionalChinese: traditionalChineseHeader
    case .english: .englishHeader
    case .korean: koreanHeader
    case .russian: russianHeader
    case .ukrainian: ukrainianHeader
    }
  }

  /// MJRefresh's back footer texts in `language` (its `MJRefreshBackFooter…` keys), with our
  /// results: what a pull-up footer says. ``NormalRefreshFooter`` says ``chineseFooter`` in
  /// simplified Chinese instead.
  public static func footer(in language: RefreshLanguage) -> RefreshTexts {
    switch language {
    case .simplifiedChinese: simplifiedChineseFooter
    case .traditionalChinese: traditionalChineseFooter
    case .english: .englishFooter
    case .korean: koreanFooter
    case .russian: russianFooter
    case .ukrainian: ukrainianFooter
    }
  }

  /// MJRefresh's automatic footer texts in `language` (its `MJRefreshAutoFooter…` keys): the
  /// back footer's, but ``pull`` is the automatic footer's own idle text, "Tap or pull up to
  /// load more". ``release`` stays the back footer's (an automatic footer is never `.pulling`,
  /// and MJRefresh has no such text for it).
  public static func autoFooter(in language: RefreshLanguage) -> RefreshTexts {
    var texts = footer(in: language)
    texts.pull =
      switch language {
      case .simplifiedChinese: "点击或上拉加载更多"
      case .traditionalChinese: "點擊或上拉加載更多"
      case .english: "Tap or pull up to load more"
      case .korean: "탭 또는 위로 당겨 로드함"
      case .russian: "Нажмите или потяните чтобы загрузить еще"
      case .ukrainian: "Натисніть або потягніть щоб завантажити ще"
      }
    return texts
  }

  private static let simplifiedChineseHeader = RefreshTexts(
    pull: "下拉可以刷新", release: "松开立即刷新", refreshing: "正在刷新数据中...",
    success: "刷新成功", failure: "刷新失败", lastUpdated: "最后更新：", today: "今天", noRecord: "无记录")
  private static let simplifiedChineseFooter = RefreshTexts(
    pull: "上拉可以加载更多", release: "松开立即加载更多", refreshing: "正在加载更多的数据...",
    noMoreData: "已经全部加载完毕", success: "加载成功", failure: "加载失败")
  private static let traditionalChineseHeader = RefreshTexts(
    pull: "下拉可以刷新", release: "鬆開立即刷新", refreshing: "正在刷新數據中...",
    success: "刷新成功", failure: "刷新失敗", lastUpdated: "最後更新：", today: "今天",
    noRecord: "無記錄")
  private static let traditionalChineseFooter = RefreshTexts(
    pull: "上拉可以加載更多", release: "鬆開立即加載更多", refreshing: "正在加載更多的數據...",
    noMoreData: "已經全部加載完畢", success: "加載成功", failure: "加載失敗")
  private static let koreanHeader = RefreshTexts(
    pull: "아래로 당겨 새로고침", release: "놓으면 새로고침", refreshing: "로딩중...",
    success: "새로고침 완료", failure: "새로고침 실패", lastUpdated: "마지막 업데이트: ",
    today: "오늘", noRecord: "기록 없음")
  private static let koreanFooter = RefreshTexts(
    pull: "위로 당겨 더 로드 가능", release: "놓으면 더 로드됨.", refreshing: "로딩중...",
    noMoreData: "더이상 데이터 없음", success: "로드 완료", failure: "로드 실패")
  private static let russianHeader = RefreshTexts(
    pull: "Потяните чтобы обновить", release: "Отпустите чтобы обновить",
    refreshing: "Загрузка...", success: "Обновлено", failure: "Не удалось обновить",
    lastUpdated: "Последнее обновление: ", today: "Сегодня", noRecord: "Нет записи")
  private static let russianFooter = RefreshTexts(
    pull: "Потяните чтобы загрузить еще", release: "Отпустите чтобы загрузить еще",
    refreshing: "Загрузка...", noMoreData: "Больше нет данных", success: "Загружено",
    failure: "Не удалось загрузить")
  private static let ukrainianHeader = RefreshTexts(
    pull: "Потягніть для оновлення", release: "Відпустіть для оновлення",
    refreshing: "Завантаження...", success: "Оновлено", failure: "Не вдалося оновити",
    lastUpdated: "Останнє оновлення: ", today: "Сьогодні", noRecord: "Немає запису")
  private static let ukrainianFooter = RefreshTexts(
    pull: "Потягніть щоб завантажити ще", release: "Відпустіть щоб завантажити ще",
    refreshing: "Завантаження...", noMoreData: "Більше немає даних", success: "Завантажено",
    failure: "Не вдалося завантажити")
}

extension RefreshTexts {
  /// The texts of a trailer (pulled past a horizontal list's end) in `language`: MJRefresh's
  /// idle and pulling words in Chinese (`MJRefreshTrailer…`, 滑动查看图文详情 and 释放查看图文详情),
  /// which its bundles have in no other language; ours for the rest.
  public static func trailer(in language: RefreshLanguage) -> RefreshTexts {
    switch language {
    case .simplifiedChinese:
      RefreshTexts(
        pull: "滑动查看图文详情", release: "释放查看图文详情", refreshing: "加载中...",
        noMoreData: "已经全部加载完毕", success: "加载成功", failure: "加载失败")
    case .traditionalChinese:
      RefreshTexts(
        pull: "滑動查看圖文詳情", release: "釋放查看圖文詳情", refreshing: "加載中...",
        noMoreData: "已經全部加載完畢", success: "加載成功", failure: "加載失敗")
    case .english:
      RefreshTexts(
        pull: "Slide for more", release: "Release for more", refreshing: "Loading...",
        noMoreData: "No more data", success: "Loaded", failure: "Could not load")
    case .korean:
      RefreshTexts(
        pull: "밀어서 더 보기", release: "놓으면 더 로드", refreshing: "로딩중...", noMoreData: "더이상 데이터 없음",
        success: "로드 완료", failure: "로드 실패")
    case .russian:
      RefreshTexts(
        pull: "Тяните для загрузки", release: "Отпустите для загрузки", refreshing: "Загрузка...",
        noMoreData: "Больше нет данных", success: "Загружено", failure: "Не удалось загрузить")
    case .ukrainian:
      RefreshTexts(
        pull: "Потягніть, щоб завантажити", release: "Відпустіть, щоб завантажити",
        refreshing: "Завантаження...", noMoreData: "Більше даних немає", success: "Завантажено",
        failure: "Не вдалося завантажити")
    }
  }
}
