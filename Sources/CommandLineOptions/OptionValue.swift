/// Readers of the values options take, each throwing an ``OptionError`` in the same words:
/// `--speed needs a positive number, not '0'`.
public enum OptionValue {
  /// A finite number above 0.
  public static func positiveNumber(
    _ text: String, for name: String
  ) throws(OptionError)
    -> Double
  {
    guard let number = Double(text), number.isFinite, number > 0 else {
      throw OptionError(message: "\(name) needs a positive number, not '\(text)'")
    }
    return number
  }

  /// A whole number of at least `minimum`.
  public static func count(
    _ text: String, for name: String, minimum: Int
  ) throws(OptionError)
    -> Int
  {
    guard let number = Int(text), number >= minimum else {
      throw OptionError(
        message: "\(name) needs a whole number of at least \(minimum), not '\(text)'")
    }
    return number
  }

  /// A whole number from 0 to `UInt64.max`: a seed.
  public static func seed(_ text: String, for name: String) throws(OptionError) -> UInt64 {
    guard let number = UInt64(text) else {
      throw OptionError(message: "\(name) needs a whole number from 0, not '\(text)'")
    }
    return number
  }

  /// One of `Value`'s cases, by its raw value; the error names them all.
  public static func choice<Value: RawRepresentable & CaseIterable>(
    _ text: String, for name: String
  ) throws(OptionError) -> Value where Value.RawValue == String {
    guard let value = Value(rawValue: text) else {
      let names = Value.allCases.map(\.rawValue).joined(separator: " or ")
      throw OptionError(message: "\(name) needs \(names), not '\(text)'")
    }
    return value
  }
}
