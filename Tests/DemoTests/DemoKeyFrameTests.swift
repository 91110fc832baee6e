import Foundation
import Testing

/// The key frames a piped run prints: each shows the state its stamp names.
@Suite("Demo key frames")
struct DemoKeyFrameTests {
  /// One key frame: its stamp line, without the leading `== `, and the picture under it.
  struct KeyFrame {
    let stamp: String
    let picture: String

    /// How many braille cells the picture has: the strokes of the refresh controls (rows and
    /// labels are letters).
    var strokes: Int {
      picture.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count
    }

    func stamp(has text: String) -> Bool { stamp.contains(text) }
  }

  static func keyFrames() async throws -> [KeyFrame] {
    let output = try await DemoProcessTests.keyFrameRun.value.output
    return output.components(separatedBy: "\n== ").dropFirst().map { text in
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      return KeyFrame(stamp: String(lines[0]), picture: lines.dropFirst().joined(separator: "\n"))
    }
  }

  @Test("HW: a refreshing header or footer is in view, with its label, then its result")
  func hwShowsWhatRefreshes() async throws {
    let frames = try await Self.keyFrames().filter { $0.stamp.hasPrefix("hw ") }
    let refreshing = frames.filter { $0.stamp(has: "header=refreshing") }
    #expect(refreshing.filter { $0.picture.contains("刷新中...") }.count == 2)
    #expect(refreshing.filter { $0.picture.contains("刷新成功") }.count == 2, "the held success")
    for frame in refreshing {
      #expect(frame.picture.contains("最后更新："), "the last updated time: \(frame.stamp)")
    }
    #expect(frames.contains { $0.picture.contains("最后更新：今天 12:00") })
    for frame in frames where frame.stamp(has: "footer=refreshing") {
      #expect(frame.picture.contains("加载中..."), "\(frame.stamp)")
    }
  }

  @Test("JK, DZ, Arrow: drawn while refreshing, nothing drawn at rest")
  func refreshingIsDrawnAndRestIsNot() async throws {
    let scenes = ["jk ", "dz ", "arrow "]
    let frames = try await Self.keyFrames().filter { frame in
      scenes.contains { frame.stamp.hasPrefix($0) }
    }
    for frame in frames where frame.stamp(has: "state=refreshing") {
      #expect(frame.strokes > 0, "\(frame.stamp)")
    }
    let rest = frames.filter {
      $0.stamp(has: "scale=0 ") || $0.stamp.hasSuffix("progress=0") || $0.stamp(has: "frame.y=0 ")
    }
    #expect(rest.count == 7)
    for frame in rest { #expect(frame.strokes == 0, "\(frame.stamp)") }
  }

  @Test("JK's early fill and DZ's ring each have a frame")
  func earlyFillAndRing() async throws {
    let frames = try await Self.keyFrames()
    let fill = frames.filter { $0.stamp.hasPrefix("jk ") && $0.stamp(has: "normal scale=0.") }
    #expect(fill.count == 1 && fill.allSatisfy { $0.strokes > 0 }, "the J part filled")
    let rings = frames.filter { $0.stamp.hasPrefix("dz ") && $0.stamp(has: "refreshing") }
    #expect(rings.contains { $0.strokes >= 20 }, "the dashed ring nearly whole")
  }

  @Test("Stretchy: the refreshing frame at rest shows the ring the normal one does not")
  func stretchyShowsItsRing() async throws {
    let frames = try await Self.keyFrames().filter {
      $0.stamp.hasPrefix("stretchy ") && $0.stamp(has: "offset=-150 ")
    }
    let refreshing = try #require(frames.first { $0.stamp(has: "state=refreshing") })
    let normal = try #require(frames.first { $0.stamp(has: "state=normal") })
    #expect(refreshing.strokes > normal.strokes)
  }
}
