import Foundation
import RefreshControls
import Testing
import ViewKitLite

/// Every key of MJRefresh's bundles in each of its six languages, as its
/// `MJRefresh.bundle/<language>.lproj/Localizable.strings` have them (CoderMJLee/MJRefresh at
/// 5647d82). Only the Chinese bundles have the trailer's two keys.
private let bundles: [RefreshLanguage: [String: String]] = [
  .english: [
    "MJRefreshHeaderIdleText": "Pull down to refresh",
    "MJRefreshHeaderPullingText": "Release to refresh",
    "MJRefreshHeaderRefreshingText": "Loading...",
    "MJRefreshHeaderLastTimeText": "Last update: ",
    "MJRefreshHeaderDateTodayText": "Today",
    "MJRefreshHeaderNoneLastDateText": "No record",
    "MJRefreshBackFooterIdleText": "Pull up to load more",
    "MJRefreshBackFooterPullingText": "Release to load more",
    "MJRefreshBackFooterRefreshingText": "Loading...",
    "MJRefreshBackFooterNoMoreDataText": "No more data",
    "MJRefreshAutoFooterIdleText": "Tap or pull up to load more",
    "MJRefreshAutoFooterRefreshingText": "Loading...",
    "MJRefreshAutoFooterNoMoreDataText": "No more data",
  ],
  .simplifiedChinese: [
    "MJRefreshHeaderIdleText": "下拉可以刷新",
    "MJRefreshHeaderPullingText": "松开立即刷新",
    "MJRefreshHeaderRefreshingText": "正在刷新数据中...",
    "MJRefreshHeaderLastTimeText": "最后更新：",
    "MJRefreshHeaderDateTodayText": "今天",
    "MJRefreshHeaderNoneLastDateText": "无记录",
    "MJRefreshBackFooterIdleText": "上拉可以加载更多",
    "MJRefreshBackFooterPullingText": "松开立即加载更多",
    "MJRefreshBackFooterRefreshingText": "正在加载更多的数据...",
    "MJRefreshBackFooterNoMoreDataText": "已经全部加载完毕",
    "MJRefreshAutoFooterIdleText": "点击或上拉加载更多",
    "MJRefreshAutoFooterRefreshingText": "正在加载更多的数据...",
    "MJRefreshAutoFooterNoMoreDataText": "已经全部加载完毕",
    "MJRefreshTrailerIdleText": "滑动查看图文详情",
    "MJRefreshTrailerPullingText": "释放查看图文详情",
  ],
  .traditionalChinese: [
    "MJRefreshHeaderIdleText": "下拉可以刷新",
    "MJRefreshHeaderPullingText": "鬆開立即刷新",
    "MJRefreshHeaderRefreshingText": "正在刷新數據中...",
    "MJRefreshHeaderLastTimeText": "最後更新：",
    "MJRefreshHeaderDateTodayText": "今天",
    "MJRefreshHeaderNoneLastDateText": "無記錄",
    "MJRefreshBackFooterIdleText": "上拉可以加載更多",
    "MJRefreshBackFooterPullingText": "鬆開立即加載更多",
    "MJRefreshBackFooterRefreshingText": "正在加載更多的數據...",
    "MJRefreshBackFooterNoMoreDataText": "已經全部加載完畢",
    "MJRefreshAutoFooterIdleText": "點擊或上拉加載更多",
    "MJRefreshAutoFooterRefreshingText": "正在加載更多的數據...",
    "MJRefreshAutoFooterNoMoreDataText": "已經全部加載完畢",
    "MJRefreshTrailerIdleText": "滑動查看圖文詳情",
    "MJRefreshTrailerPullingText": "釋放查看圖文詳情",
  ],
  .korean: [
    "MJRefreshHeaderIdleText": "아래로 당겨 새로고침",
    "MJRefreshHeaderPullingText": "놓으면 새로고침",
    "MJRefreshHeaderRefreshingText": "로딩중...",
    "MJRefreshHeaderLastTimeText": "마지막 업데이트: ",
    "MJRefreshHeaderDateTodayText": "오늘",
    "MJRefreshHeaderNoneLastDateText": "기록 없음",
    "MJRefreshBackFooterIdleText": "위로 당겨 더 로드 가능",
    "MJRefreshBackFooterPullingText": "놓으면 더 로드됨.",
    "MJRefreshBackFooterRefreshingText": "로딩중...",
    "MJRefreshBackFooterNoMoreDataText": "더이상 데이터 없음",
    "MJRefreshAutoFooterIdleText": "탭 또는 위로 당겨 로드함",
    "MJRefreshAutoFooterRefreshingText": "로딩중...",
    "MJRefreshAutoFooterNoMoreDataText": "더이상 데이터 없음",
  ],
  .russian: [
    "MJRefreshHeaderIdleText": "Потяните чтобы обновить",
    "MJRefreshHeaderPullingText": "Отпустите чтобы обновить",
    "MJRefreshHeaderRefreshingText": "Загрузка...",
    "MJRefreshHeaderLastTimeText": "Последнее обновление: ",
    "MJRefreshHeaderDateTodayText": "Сегодня",
    "MJRefreshHeaderNoneLastDateText": "Нет записи",
    "MJRefreshBackFooterIdleText": "Потяните чтобы загрузить еще",
    "MJRefreshBackFooterPullingText": "Отпустите чтобы загрузить еще",
    "MJRefreshBackFooterRefreshingText": "Загрузка...",
    "MJRefreshBackFooterNoMoreDataText": "Больше нет данных",
    "MJRefreshAutoFooterIdleText": "Нажмите или потяните чтобы загрузить еще",
    "MJRefreshAutoFooterRefreshingText": "Загрузка...",
    "MJRefreshAutoFooterNoMoreDataText": "Больше нет данных",
  ],
  .ukrainian: [
    "MJRefreshHeaderIdleText": "Потягніть для оновлення",
    "MJRefreshHeaderPullingText": "Відпустіть для оновлення",
    "MJRefreshHeaderRefreshingText": "Завантаження...",
    "MJRefreshHeaderLastTimeText": "Останнє оновлення: ",
    "MJRefreshHeaderDateTodayText": "Сьогодні",
    "MJRefreshHeaderNoneLastDateText": "Немає запису",
    "MJRefreshBackFooterIdleText": "Потягніть щоб завантажити ще",
    "MJRefreshBackFooterPullingText": "Відпустіть щоб завантажити ще",
    "MJRefreshBackFooterRefreshingText": "Завантаження...",
    "MJRefreshBackFooterNoMoreDataText": "Більше немає даних",
    "MJRefreshAutoFooterIdleText": "Натисніть або потягніть щоб завантажити ще",
    "MJRefreshAutoFooterRefreshingText": "Завантаження...",
    "MJRefreshAutoFooterNoMoreDataText": "Більше немає даних",
  ],
]

/// Where each of MJRefresh's keys lives in our texts.
private func ours(_ key: String, in language: RefreshLanguage) -> String? {
  let header = RefreshTexts.header(in: language)
  let footer = RefreshTexts.footer(in: language)
  let autoFooter = RefreshTexts.autoFooter(in: language)
  let trailer = RefreshTexts.trailer(in: language)
  let texts: [String: String] = [
    "MJRefreshHeaderIdleText": header.pull,
    "MJRefreshHeaderPullingText": header.release,
    "MJRefreshHeaderRefreshingText": header.refreshing,
    "MJRefreshHeaderLastTimeText": header.lastUpdated,
    "MJRefreshHeaderDateTodayText": header.today,
    "MJRefreshHeaderNoneLastDateText": header.noRecord,
    "MJRefreshBackFooterIdleText": footer.pull,
    "MJRefreshBackFooterPullingText": footer.release,
    "MJRefreshBackFooterRefreshingText": footer.refreshing,
    "MJRefreshBackFooterNoMoreDataText": footer.noMoreData,
    "MJRefreshAutoFooterIdleText": autoFooter.pull,
    "MJRefreshAutoFooterRefreshingText": autoFooter.refreshing,
    "MJRefreshAutoFooterNoMoreDataText": autoFooter.noMoreData,
    "MJRefreshTrailerIdleText": trailer.pull,
    "MJRefreshTrailerPullingText": trailer.release,
  ]
  return texts[key]
}

@MainActor
@Suite("MJRefresh's texts, and ours where it has none")
struct MJRefreshTextsTests {
  @Test("every key of MJRefresh's bundles reads the same here", arguments: RefreshLanguage.allCases)
  func mjRefreshKeys(language: RefreshLanguage) throws {
    let keys = try #require(bundles[language])
    let chinese = language == .simplifiedChinese || language == .traditionalChinese
    #expect(keys.count == (chinese ? 15 : 13))
    for (key, text) in keys.sorted(by: { $0.key < $1.key }) {
      #expect(ours(key, in: language) == text, "\(key)")
    }
  }

  @Test("each control says its own role's words", arguments: RefreshLanguage.allCases)
  func wordsOfEachControl(language: RefreshLanguage) {
    let controls: [(RefreshBaseView, RefreshTexts)] = [
      (StateRefreshHeader(), .header(in: language)),
      (GifRefreshHeader(), .header(in: language)),
      (PlainHeader(), .header(in: language)),
      (GifRefreshFooter(), .footer(in: language)),
      (AutoNormalRefreshFooter(), .autoFooter(in: language)),
      (AutoGifRefreshFooter(), .autoFooter(in: language)),
      (NormalRefreshTrailer(), .trailer(in: language)),
    ]
    for (control, texts) in controls {
      #expect(control.defaultTexts(for: language) == texts, "\(type(of: control))")
    }
  }

  @Test(
    "the HW design's controls say the HW words in simplified Chinese, MJRefresh's elsewhere",
    arguments: RefreshLanguage.allCases)
  func hwWords(language: RefreshLanguage) {
    let hw = language == .simplifiedChinese
    #expect(
      NormalRefreshHeader().defaultTexts(for: language)
        == (hw ? .chineseHeader : .header(in: language)))
    #expect(
      NormalRefreshFooter().defaultTexts(for: language)
        == (hw ? .chineseFooter : .footer(in: language)))
  }

  @Test("the HW design keeps its own words: pull, release and refreshing, for header and footer")
  func hwWordsAreTheDesignsOwn() {
    let header = RefreshTexts.chineseHeader
    let footer = RefreshTexts.chineseFooter
    #expect([header.pull, header.release, header.refreshing] == ["下拉即可刷新", "释放即可刷新", "刷新中..."])
    #expect(
      [footer.pull, footer.release, footer.refreshing] == ["上拉即可加载更多", "释放即可加载更多", "加载中..."])
  }

  @Test("where MJRefresh has no text, ours: a trailer's last states, and outside Chinese")
  func oursWhereMJRefreshHasNone() {
    let simplified = RefreshTexts.trailer(in: .simplifiedChinese)
    #expect(simplified.refreshing == "加载中..." && simplified.noMoreData == "已经全部加载完毕")
    #expect(RefreshTexts.trailer(in: .english).pull == "Slide for more")
    #expect(RefreshTexts.trailer(in: .korean).release == "놓으면 더 로드")
    #expect(RefreshTexts.header(in: .english).success == "Refreshed")
    #expect(RefreshTexts.autoFooter(in: .english).release == "Release to load more")
  }
}
