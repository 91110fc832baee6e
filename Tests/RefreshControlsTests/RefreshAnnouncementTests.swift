import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

/// What a screen-reader user hears from a header and an automatic footer in one language.
struct HeardTexts: Sendable, CustomStringConvertible {
  let language: RefreshLanguage
  let refresh: String
  let headerBegins: String
  let headerSucceeds: String
  let headerFails: String
  let loadMore: String
  let footerBegins: String
  let noMoreData: String

  var description: String { language.rawValue }

  static let all: [HeardTexts] = [
    HeardTexts(
      language: .simplifiedChinese, refresh: "刷新", headerBegins: "正在刷新数据中...",
      headerSucceeds: "刷新成功", headerFails: "刷新失败", loadMore: "加载更多",
      footerBegins: "正在加载更多的数据...", noMoreData: "已经全部加载完毕"),
    HeardTexts(
      language: .traditionalChinese, refresh: "重新整理", headerBegins: "正在刷新數據中...",
      headerSucceeds: "刷新成功", headerFails: "刷新失敗", loadMore: "載入更多",
      footerBegins: "正在加載更多的數據...", noMoreData: "已經全部加載完畢"),
    HeardTexts(
      language: .english, refresh: "Refresh", headerBegins: "Loading...",
      headerSucceeds: "Refreshed", headerFails: "Could not refresh", loadMore: "Load more",
      footerBegins: "Loading...", noMoreData: "No more data"),
    HeardTexts(
      language: .korean, refresh: "새로 고침", headerBegins: "로딩중...", headerSucceeds: "새로고침 완료",
      headerFails: "새로고침 실패", loadMore: "더 불러오기", footerBegins: "로딩중...",
      noMoreData: "더이상 데이터 없음"),
    HeardTexts(
      language: .russian, refresh: "Обновить", headerBegins: "Загрузка...",
      headerSucceeds: "Обновлено", headerFails: "Не удалось обновить", loadMore: "Загрузить ещё",
      footerBegins: "Загрузка...", noMoreData: "Больше нет данных"),
    HeardTexts(
      language: .ukrainian, refresh: "Оновити", headerBegins: "Завантаження...",
      headerSucceeds: "Оновлено", headerFails: "Не вдалося оновити", loadMore: "Завантажити ще",
      footerBegins: "Завантаження...", noMoreData: "Більше немає даних"),
  ]
}

@MainActor
@Suite("What refresh controls announce, in six languages")
struct RefreshAnnouncementTests {
  /// A table of a header and an automatic footer, in `language`, 8 rows long.
  private func scene(
    _ language: RefreshLanguage
  ) -> (TestScene, StateRefreshHeader, AutoNormalRefreshFooter) {
    let scene = TestScene(rows: 8, size: CGSize(width: 375, height: 220))
    scene.window.refreshLanguage = language
    let header = StateRefreshHeader()
    let footer = AutoNormalRefreshFooter()
    footer.automaticallyRefresh = false
    scene.tableView.refreshHeader = header
    scene.tableView.refreshFooter = footer
    scene.window.advance(by: 1.0 / 60)
    return (scene, header, footer)
  }

  @Test(
    "actions, begins, held results and no more data, heard in each language",
    arguments: HeardTexts.all)
  func heard(_ expected: HeardTexts) {
    let (scene, header, _) = scene(expected.language)
    let reader = scene.window.screenReader
    #expect(reader.actions.map(\.name) == [expected.refresh, expected.loadMore])
    #expect(reader.perform(action: expected.refresh))
    header.endRefreshing(result: .success(nil))
    scene.window.advance(by: 1)
    #expect(reader.perform(action: expected.refresh))
    header.endRefreshing(result: .failure(nil))
    scene.window.advance(by: 1)
    #expect(reader.perform(action: expected.loadMore))
    scene.tableView.footerEndRefreshingWithNoMoreData()
    scene.window.advance(by: 1)
    #expect(
      reader.announcements == [
        expected.headerBegins, expected.headerSucceeds, expected.headerBegins,
        expected.headerFails, expected.footerBegins, expected.noMoreData,
      ])
    #expect(reader.actions.map(\.name) == [expected.refresh], "no more data: no Load more")
    #expect(scene.window.diagnostics.messages.isEmpty)
  }

  @Test("switching the window's language relabels the control and renames its action at once")
  func languageSwitch() {
    let (scene, header, _) = scene(.english)
    let reader = scene.window.screenReader
    scene.tableView.pull(to: -60)?.hold(for: 0.1)
    #expect(header.accessibilityLabel == "Release to refresh")
    #expect(header.accessibilityLanguage == "en")
    scene.window.refreshLanguage = .russian
    #expect(header.accessibilityLabel == "Отпустите чтобы обновить")
    #expect(header.accessibilityLanguage == "ru")
    #expect(reader.actions.map(\.name) == ["Обновить", "Загрузить ещё"])
  }

  @Test("assigned texts are announced as assigned, and carry no language of the window's")
  func assignedTexts() {
    let (scene, header, _) = scene(.english)
    header.setTitle("Fetching your feed", for: .refreshing)
    #expect(scene.window.screenReader.perform(action: "Refresh"))
    #expect(scene.window.screenReader.announcements == ["Fetching your feed"])
    #expect(header.accessibilityLanguage == nil)
  }
}
