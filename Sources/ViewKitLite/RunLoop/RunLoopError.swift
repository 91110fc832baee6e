/// Why ``Window/runUntilIdle()`` gave up: the work never ended.
public struct RunLoopError: Error, CustomStringConvertible, Sendable {
  /// How many tasks and frames ran before it stopped.
  public let stepsRun: Int
  /// What was still waiting.
  public let remaining: String

  /// What happened and what to do.
  public var description: String {
    "runUntilIdle() ran \(stepsRun) tasks and frames and work remains (\(remaining)). "
      + "Something reschedules itself forever, such as a repeating timer, an endless animation "
      + "or an active display link: invalidate it, or use advance(by:) for a fixed time."
  }
}
