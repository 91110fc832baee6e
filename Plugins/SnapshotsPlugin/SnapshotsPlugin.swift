import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory snapshots <verb>`: runs
/// `snapshot-review` on the package with the verb (`--list`, `--accept-all`, `--reject-all`,
/// `prune`, `prune --check`, `prune --delete`). Plugins get no terminal input, so the
/// interactive review is `swift run snapshot-review`.
@main
struct SnapshotsPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    guard !arguments.isEmpty else {
      Diagnostics.error(
        "snapshots needs a verb (--list, --accept-all, --reject-all, prune [--check|--delete]); "
          + "review one by one with `swift run snapshot-review`, which reads your keys.")
      return
    }
    let tool = try context.tool(named: "SnapshotReview")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["--package-path", context.package.directoryURL.path] + arguments
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      Diagnostics.error("snapshot-review exited with status \(process.terminationStatus)")
    }
  }
}
