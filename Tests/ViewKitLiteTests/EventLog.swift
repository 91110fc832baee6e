/// A list of events that test doubles append to, so a test can compare the order.
@MainActor
final class EventLog {
  private(set) var events: [String] = []
  /// A tally, for what happens too often to list.
  var count = 0

  func append(_ event: String) {
    events.append(event)
  }

  func removeAll() {
    events.removeAll()
  }
}
