import Foundation
import SceneFixtures
import Testing
import ViewKitLite
import ViewKitLiteHarness
import ViewKitLiteTesting

/// A subclass that adds a field of its own to the dump.
final class BadgeView: View {
  var count = 3
  override func dumpAttributes() -> [String] {
    super.dumpAttributes() + ["count=\(count)"]
  }
}

@MainActor
@Suite("Tree dumps and text output")
struct TreeDumpTests {
  @Test("one line per view and layer, fixed numbers, no addresses, subclass fields")
  func treeDump() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let scrollView = ScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 320, height: 1000)
    scrollView.contentInset.top = 44
    window.addSubview(scrollView)
    scrollView.contentOffset.y = -44
    let label = Label(frame: CGRect(x: 16, y: 0, width: 200, height: 44))
    label.text = "刷新中..."
    scrollView.addSubview(label)
    let badge = BadgeView(frame: CGRect(x: 280, y: 10, width: 24.5, height: 24.25))
    badge.transform = Transform(rotationAngle: .pi / 6)
    badge.backgroundColor = .red
    scrollView.addSubview(badge)
    let ring = ShapeLayer()
    ring.frame = CGRect(x: 0, y: 0, width: 45, height: 45)
    ring.path =
      BezierPath(
        arcCenter: CGPoint(x: 22.5, y: 22.5), radius: 10.5, startAngle: 0, endAngle: 2 * .pi - 0.1,
        clockwise: true
      ).cgPath
    ring.strokeColor = Color(red255: 59, green255: 84, blue255: 106)
    ring.fillColor = nil
    ring.lineWidth = 5
    ring.strokeEnd = 0.25
    badge.layer.addSublayer(ring)
    assertSnapshot(of: window, as: .tree)
  }

  @Test("a sublayer's background, mask and origin are on its line; a view's layer leaves them")
  func layerFields() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    view.backgroundColor = .red
    view.clipsToBounds = true
    window.addSubview(view)
    let plate = Layer()
    plate.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
    plate.bounds.origin = CGPoint(x: 2, y: 0)
    plate.backgroundColor = .blue
    plate.masksToBounds = true
    view.layer.addSublayer(plate)
    let lines = window.treeDump().split(separator: "\n").map(String.init)
    let plateLine = lines.first { $0.contains("Layer") && $0.contains("masks") }
    #expect(plateLine?.contains("origin=(2, 0)") == true)
    #expect(plateLine?.contains("background=") == true)
    #expect(lines.filter { $0.contains("masks") }.count == 1, "the view's own layer adds none")
    #expect(lines.filter { $0.contains("background=") }.count == 2, "the view's, the plate's")
  }

  @Test(
    "a view's fields keep one order: frame, origin, rotation, alpha, hidden, background, clips, corners, tag"
  )
  func fieldOrder() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    view.bounds.origin = CGPoint(x: 1, y: 2)
    view.transform = Transform(rotationAngle: .pi / 2)
    view.alpha = 0.5
    view.isHidden = true
    view.backgroundColor = .red
    view.clipsToBounds = true
    view.layer.cornerRadius = 4
    view.tag = 7
    window.addSubview(view)
    let fields = view.dumpAttributes().map { $0.prefix { $0 != "=" } }
    #expect(
      fields == [
        "frame", "origin", "rotation", "alpha", "hidden", "background", "clips", "cornerRadius",
        "tag",
      ])
  }

  @Test("ANSI text paints colours; plain text is the snapshot text")
  func ansi() {
    let (window, view) = RenderFixtures.canvas(CGSize(width: 16, height: 8))
    view.backgroundColor = .red
    let picture = window.picture()
    #expect(picture.ansiText(colors: false) == picture.text)
    #expect(picture.ansiText().contains("\u{1B}[0;48;2;255;0;0m"))
    #expect(!picture.text.contains("\u{1B}"))
  }

  @Test("the same scene rendered in two processes gives identical bytes")
  func twoProcesses() throws {
    let demo = try #require(Self.demoBinary, "the Demo executable is built next to the tests")
    let first = try Self.run(demo, ["--filmstrip", "--scene", "scroll"])
    let second = try Self.run(demo, ["--filmstrip", "--scene", "scroll"])
    #expect(first == second)
    #expect(first.components(separatedBy: "\n== scroll #").count == 9, "eight key frames")
    #expect(first.contains("offset.y=-77.743 dragging"))
  }

  static var demoBinary: URL? {
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [Bundle.main.bundleURL, runner, runner.deletingLastPathComponent()].map {
      $0.appendingPathComponent("Demo")
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  static func run(_ executable: URL, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
