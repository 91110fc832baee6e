import Foundation
import RefreshControls
import Testing
import ViewKitLite
import ViewKitLiteTesting

@MainActor
@Suite("Languages at run time")
struct RefreshLanguageTests {
  @Test("each control has its own words from the start, before it joins a window")
  func wordsFromTheStart() {
    #expect(NormalRefreshHeader().texts == .chineseHeader, "the HW design's")
    #expect(NormalRefreshFooter().texts == .chineseFooter, "the HW design's")
    #expect(StateRefreshHeader().texts == .header(in: .simplifiedChinese))
    #expect(GifRefreshFooter().texts == .footer(in: .simplifiedChinese))
    #expect(AutoNormalRefreshFooter().texts == .autoFooter(in: .simplifiedChinese))
    #expect(NormalRefreshTrailer().texts == .trailer(in: .simplifiedChinese))
  }

  @Test("a window is in simplified Chinese unless set, whatever the machine's locale")
  func defaultLanguage() {
    let scene = TestScene(rows: 40)
    let header = NormalRefreshHeader()
    scene.tableView.refreshHeader = header
    #expect(scene.window.refreshLanguage == .simplifiedChinese)
    #expect(header.stateLabel.text == "下拉即可刷新")
  }

  @Test("setting the window's language relabels a live header and footer at once")
  func relabelsLiveControls() {
    let scene = TestScene(rows: 40)
    let header = NormalRefreshHeader()
    let footer = NormalRefreshFooter()
    scene.tableView.refreshHeader = header
    scene.tableView.refreshFooter = footer
    footer.beginRefreshing()
    scene.window.advance(by: 1)
    scene.window.refreshLanguage = .english
    #expect(header.stateLabel.text == "Pull down to refresh")
    #expect(header.lastUpdatedTimeLabel.text == "Last update: No record")
    #expect(footer.stateLabel.text == "Loading...")
    footer.endRefreshing(result: .success(nil))
    #expect(footer.stateLabel.text == "Loaded")
    scene.window.refreshLanguage = .russian
    #expect(footer.stateLabel.text == "Загружено")
    #expect(header.stateLabel.text == "Потяните чтобы обновить")
  }

  @Test("every language has every text of every role, and no two languages share a set")
  func everyLanguageIsComplete() {
    let roles: [(String, (RefreshLanguage) -> RefreshTexts)] = [
      ("footer", RefreshTexts.footer(in:)), ("automatic footer", RefreshTexts.autoFooter(in:)),
      ("trailer", RefreshTexts.trailer(in:)),
    ]
    for language in RefreshLanguage.allCases {
      let header = RefreshTexts.header(in: language)
      let headerWords = [
        header.pull, header.release, header.refreshing, header.success, header.failure,
        header.lastUpdated, header.today, header.noRecord,
      ]
      #expect(!headerWords.contains(""), "\(language)'s header texts")
      for (role, texts) in roles {
        let words = texts(language)
        let all = [
          words.pull, words.release, words.refreshing, words.noMoreData, words.success,
          words.failure,
        ]
        #expect(!all.contains(""), "\(language)'s \(role) texts")
      }
    }
    let headers = Set(RefreshLanguage.allCases.map { RefreshTexts.header(in: $0) })
    #expect(headers.count == RefreshLanguage.allCases.count)
  }

  @Test(
    "the six tags, read forgivingly",
    arguments: [
      ("zh-Hans", RefreshLanguage.simplifiedChinese), ("zh", .simplifiedChinese),
      ("zh_Hant", .traditionalChinese), ("EN", .english), ("ko", .korean), ("ru", .russian),
      ("uk", .ukrainian),
    ])
  func tags(tag: String, language: RefreshLanguage) {
    #expect(RefreshLanguage(tag: tag) == language)
  }

  @Test("a tag without texts is nil")
  func unknownTag() {
    #expect(RefreshLanguage(tag: "fr") == nil)
  }

  @Test("assigned texts win over the window's language, and show at once")
  func assignedTextsWin() {
    let scene = TestScene(rows: 40)
    let header = NormalRefreshHeader()
    scene.tableView.refreshHeader = header
    header.texts = .englishHeader
    #expect(header.stateLabel.text == "Pull down to refresh")
    scene.window.refreshLanguage = .korean
    #expect(header.stateLabel.text == "Pull down to refresh")
    header.setTitle("Drag me", for: .normal)
    #expect(header.stateLabel.text == "Drag me")
  }

  @Test("a control joining a window takes its language; leaving, it keeps the last one")
  func joiningAWindow() {
    let scene = TestScene(rows: 40)
    scene.window.refreshLanguage = .traditionalChinese
    let footer = AutoNormalRefreshFooter()
    #expect(footer.stateLabel.text == "点击或上拉加载更多", "off screen: simplified Chinese")
    scene.tableView.refreshFooter = footer
    #expect(footer.stateLabel.text == "點擊或上拉加載更多")
    let other = TestScene(rows: 40)
    other.window.refreshLanguage = .ukrainian
    other.tableView.refreshFooter = footer
    #expect(footer.stateLabel.text == "Натисніть або потягніть щоб завантажити ще")
  }

  @Test("two windows, two languages, side by side")
  func twoWindows() {
    let first = TestScene(rows: 40)
    let second = TestScene(rows: 40)
    first.tableView.refreshHeader = NormalRefreshHeader()
    second.tableView.refreshHeader = NormalRefreshHeader()
    second.window.refreshLanguage = .english
    let firstText = (first.tableView.refreshHeader as? NormalRefreshHeader)?.stateLabel.text
    let secondText = (second.tableView.refreshHeader as? NormalRefreshHeader)?.stateLabel.text
    #expect(firstText == "下拉即可刷新")
    #expect(secondText == "Pull down to refresh")
  }

  @Test("the window's language is observable by key")
  func observable() {
    let scene = TestScene(rows: 40)
    var heard: [RefreshLanguage] = []
    let token = scene.window.observe(\.refreshLanguage, options: .new) { _, change in
      if let language = change.newValue { heard.append(language) }
    }
    scene.window.refreshLanguage = .english
    scene.window.refreshLanguage = .english
    scene.window.refreshLanguage = .korean
    token.invalidate()
    #expect(heard == [.english, .korean])
  }

  @Test("told the window's new language, an observer finds the controls already relabelled")
  func observerFindsRelabelled() {
    let scene = TestScene(rows: 40)
    let header = NormalRefreshHeader()
    scene.tableView.refreshHeader = header
    scene.window.advance(by: 0.1)
    var seen: [String?] = []
    let token = scene.window.observe(\.refreshLanguage) { _, _ in
      seen.append(header.stateLabel.text)
    }
    scene.window.refreshLanguage = .english
    token.invalidate()
    #expect(seen == ["Pull down to refresh"])
  }

  @Test("the system-style control's held result follows the language")
  func refreshControlResult() {
    let scene = TestScene(rows: 40)
    scene.window.refreshLanguage = .english
    let control = RefreshControl()
    scene.tableView.refreshControl = control
    control.beginRefreshing()
    scene.window.advance(by: 1)
    control.endRefreshing(result: .failure(nil))
    #expect(control.texts.failure == "Could not refresh")
  }
}
