import Foundation
import Testing

@testable import Demo

/// The command line: sizes the scenes can play on are taken, others refused with the range.
struct DemoOptionsTests {
  @Test(arguments: ["320x480", "480x320", "1024X1366", "4000x4000"])
  func takesScreenSizes(text: String) throws {
    let options = try DemoOptions.parse(["--size", text], environment: [:])
    let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
    #expect(options.size == CGSize(width: parts[0], height: parts[1]))
  }

  @Test(arguments: ["319x480", "480x319", "60x40", "4001x600", "nanxnan", "infx480", "375", "x"])
  func refusesOtherSizes(text: String) {
    #expect(throws: DemoOptions.Failure.self) {
      try DemoOptions.parse(["--size", text], environment: [:])
    }
  }

}
