/// One refused or suspicious call, recorded instead of a crash.
///
/// UIKit crashes or logs on misuse; ViewKitLite keeps the tree consistent and records what
/// happened, naming the object and the fix, so a test can assert on it.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// The object and member involved, for example `ScrollView.contentOffset`.
  public let subject: String
  /// What happened and how to fix it.
  public let message: String

  /// Creates a diagnostic about `subject`.
  public init(subject: String, message: String) {
    self.subject = subject
    self.message = message
  }

  /// `subject: message`.
  public var description: String { "\(subject): \(message)" }
}
