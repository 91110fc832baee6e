/// A command line that cannot be read: the one line to print, without the program's name.
public struct OptionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, and what to write instead.
  public let message: String

  /// An error saying `message`.
  public init(message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
