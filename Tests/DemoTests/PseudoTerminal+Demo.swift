import Foundation
import PseudoTerminalSupport

#if canImport(Glibc)
import Glibc

extension PseudoTerminal {
  /// Starts the demo with `arguments` in a process group of its own, the slave as its standard
  /// input, output and error, and answers its id: the test is its parent, to see it stop with
  /// `status(of:options:)`. The slave is not its controlling terminal.
  func spawn(_ arguments: [String]) throws -> pid_t {
    guard let executable = DemoProcessTests.demo?.path else { throw POSIXError(.ENOENT) }
    return try spawn(executable, arguments)
  }
}
#endif
