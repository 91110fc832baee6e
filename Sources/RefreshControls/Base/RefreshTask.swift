import Foundation

/// The task of a refresh begun with an `async` callback: it ends the refresh when the callback
/// returns (with a failure when it throws), unless the refresh ended another way first, and is
/// cancelled when the control leaves its scroll view or the screen.
@MainActor
final class RefreshTask {
  private var task: Task<Void, Never>?
  /// Counts the tasks started; a task whose number is no longer current ends nothing.
  private var generation = 0

  /// Starts `action` for the refresh `control` is running.
  func start(
    _ action: @escaping @MainActor () async throws -> Void, for control: RefreshBaseView
  ) {
    generation += 1
    let current = generation
    task = Task { @MainActor [weak self, weak control] in
      var failure: (any Error)?
      do {
        try await action()
      } catch {
        failure = error
      }
      guard let self, self.generation == current, !Task.isCancelled, let control else { return }
      self.task = nil
      if let failure {
        control.endRefreshing(result: .failure(RefreshTask.describe(failure)))
      } else {
        control.endRefreshing()
      }
    }
  }

  /// Lets the running task go on without ending anything: its refresh ended another way.
  func forget() {
    generation += 1
    task = nil
  }

  /// Cancels the running task; it ends nothing. Whether a task was running.
  @discardableResult
  func cancel() -> Bool {
    guard let task else { return false }
    generation += 1
    task.cancel()
    self.task = nil
    return true
  }

  /// Words for `error`: its `LocalizedError` description, or how it describes itself.
  static func describe(_ error: any Error) -> String {
    (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
  }
}
