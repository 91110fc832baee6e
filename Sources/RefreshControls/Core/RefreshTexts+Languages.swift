extension RefreshTexts {
  /// The texts of a header (and of ``RefreshControl``'s held results) in `language`.
  public static func header(in language: RefreshLanguage) -> RefreshTexts {
    switch language {
    case .simplifiedChinese: .chineseHeader
    case .traditionalChinese: traditionalChineseHeader
    case .english: .englishHeader
    case .korean: koreanHeader
    case .russian: russianHeader
    case .ukrainian: ukrainianHeader
    }
  }

  /// The texts of a footer in `language`.
  public static func footer(in language: RefreshLanguage) -> RefreshTexts {
    switch language {
    case .simplifiedChinese: .chineseFooter
    case .traditionalChinese: traditionalChineseFooter
    case .english: .englishFooter
    case .korean: koreanFooter
    case .russian: russianFooter
    case .ukrainian: ukrainianFooter
    }
  }

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
    pull: "Тяните чтобы обновить", release: "Отпустите чтобы обновить", refreshing: "Загрузка...",
    success: "Обновлено", failure: "Не удалось обновить", lastUpdated: "Последнее обновление: ",
    today: "Сегодня", noRecord: "Нет записей")
  private static let russianFooter = RefreshTexts(
    pull: "Тяните вверх чтобы загрузить больше", release: "Отпустите чтобы загрузить больше",
    refreshing: "Загрузка...", noMoreData: "Больше нет данных", success: "Загружено",
    failure: "Не удалось загрузить")
  private static let ukrainianHeader = RefreshTexts(
    pull: "Потягніть, щоб оновити", release: "Відпустіть, щоб оновити",
    refreshing: "Завантаження...", success: "Оновлено", failure: "Не вдалося оновити",
    lastUpdated: "Останнє оновлення: ", today: "Сьогодні", noRecord: "Немає записів")
  private static let ukrainianFooter = RefreshTexts(
    pull: "Потягніть вгору, щоб завантажити ще", release: "Відпустіть, щоб завантажити ще",
    refreshing: "Завантаження...", noMoreData: "Більше даних немає", success: "Завантажено",
    failure: "Не вдалося завантажити")
}

extension RefreshTexts {
  /// The texts of a trailer (pulled past a horizontal list's end) in `language`.
  public static func trailer(in language: RefreshLanguage) -> RefreshTexts {
    switch language {
    case .simplifiedChinese:
      RefreshTexts(
        pull: "滑动查看更多", release: "释放加载更多", refreshing: "加载中...", noMoreData: "已经全部加载完毕",
        success: "加载成功", failure: "加载失败")
    case .traditionalChinese:
      RefreshTexts(
        pull: "滑動查看更多", release: "釋放加載更多", refreshing: "加載中...", noMoreData: "已經全部加載完畢",
        success: "加載成功", failure: "加載失敗")
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
