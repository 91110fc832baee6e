import Foundation

/// Runs `work` on a thread of its own and waits for its result without holding a thread of the
/// test runner's pool (it has one a core, and other tests need them meanwhile): for a wait on
/// another process, or a long computation that would starve the tests waiting on a terminal.
func onOwnThread<Value: Sendable>(
  _ work: @escaping @Sendable () throws -> Value
) async throws
  -> Value
{
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
  }
}
