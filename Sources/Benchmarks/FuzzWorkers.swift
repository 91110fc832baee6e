import Foundation
import RefreshControlsTesting

/// Plays a fuzzing run in several processes of this same executable, one share of the
/// sequences each, and merges their JSON reports. The view tree lives on the main actor, so
/// processes, not threads, are how a run uses more than one core.
enum FuzzWorkers {
  /// Runs `options.shares` in worker processes; progress lines go to standard error.
  static func run(_ options: FuzzOptions) throws -> FuzzReport {
    let executable =
      Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    let workers = try options.shares.map { share in
      (share, try launch(executable, share: share, options: options))
    }
    var report = FuzzReport()
    for (share, (process, output)) in workers {
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      guard [0, 1].contains(process.terminationStatus),
        let part = try? JSONDecoder().decode(FuzzReport.self, from: data)
      else {
        throw FuzzWorkerError(share: share, status: process.terminationStatus)
      }
      report.merge(part)
    }
    return report
  }

  private static func launch(
    _ executable: URL, share: Range<Int>, options: FuzzOptions
  ) throws
    -> (Process, Pipe)
  {
    let process = Process()
    let output = Pipe()
    process.executableURL = executable
    process.arguments =
      [
        "fuzz", "--sequences", "\(share.count)", "--from", "\(share.lowerBound)", "--seed",
        "\(options.seed)", "--json",
      ] + (options.asyncLoads ? ["--async-loads"] : [])
      + (options.heldFingers ? [] : ["--without-held-fingers"])
      + (options.screenReader ? [] : ["--without-screen-reader"])
    process.standardOutput = output
    try process.run()
    return (process, output)
  }
}

/// A worker that stopped without a report: most likely a crash inside the sequences it played.
struct FuzzWorkerError: Error, CustomStringConvertible {
  /// The sequences the worker was given.
  let share: Range<Int>
  /// How it exited.
  let status: Int32

  var description: String {
    "the worker for sequences \(share.lowerBound)..<\(share.upperBound) exited with status "
      + "\(status) and no report; run that range alone (--from \(share.lowerBound) --sequences "
      + "\(share.count)) to see where it stops"
  }
}
