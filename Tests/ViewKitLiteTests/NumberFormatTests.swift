import Foundation
import Testing
import ViewKitLite

@Suite("The one number format")
struct NumberFormatTests {
  @Test(
    "three decimals, half away from zero, no trailing zeros, no -0",
    arguments: [
      (12, "12"), (-54.34, "-54.34"), (0.125, "0.125"), (0.0625, "0.063"), (-0.0625, "-0.063"),
      (2.0625, "2.063"), (0.1234, "0.123"), (2.5, "2.5"), (0.0009765625, "0.001"),
      (0.00048828125, "0"), (-0.00048828125, "0"), (-0.0, "0"), (0.05, "0.05"), (-7, "-7"),
    ] as [(CGFloat, String)])
  func decimals(value: CGFloat, text: String) {
    #expect(NumberFormat.string(value) == text)
  }

  @Test(
    "from a trillion up, whole: past 64 bits too, where no integer holds it",
    arguments: [
      (999_999_999_999.5, "999999999999.5"), (999_999_999_999.9996, "1000000000000"),
      (1e16, "10000000000000000"), (-2.5e15, "-2500000000000000"), (1e19, "1e+19"),
      (-3e20, "-3e+20"),
    ] as [(CGFloat, String)])
  func large(value: CGFloat, text: String) {
    #expect(NumberFormat.string(value) == text)
  }

  @Test("not a number and the infinities have words")
  func notFinite() {
    #expect(NumberFormat.string(CGFloat.nan) == "nan")
    #expect(NumberFormat.string(CGFloat.infinity) == "inf")
    #expect(NumberFormat.string(-CGFloat.infinity) == "-inf")
  }
}
