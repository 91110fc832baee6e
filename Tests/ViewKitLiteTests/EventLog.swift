/// A list of events that test doubles append to, so a test can compare the order.
@MainActor
final class EventLog {
  private(set) var events: [String] = []

  func append(_ event: String) {
    events.append(event)
  }

  func removeAll() {
    events.removeAll()
  }
}
