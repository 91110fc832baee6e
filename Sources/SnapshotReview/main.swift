import Foundation
import SnapshotFiles

/// `snapshot-review`: reviews pending snapshots, accepts or rejects them all, and prunes
/// references no test uses. `snapshot-review --help` lists the verbs and exit statuses.
func main() -> Int32 {
  do {
    let command = try ReviewCommand.parse(Array(CommandLine.arguments.dropFirst()))
    let root = URL(
      fileURLWithPath: command.packagePath ?? FileManager.default.currentDirectoryPath)
    let reviewer = SnapshotReviewer(
      folders: SnapshotFolders(root: root),
      output: { text in
        FileHandle.standardOutput.write(Data(text.utf8))
      },
      input: { readLine() })
    return try reviewer.run(command.verb)
  } catch {
    FileHandle.standardError.write(Data((error.message + "\n").utf8))
    return error.status
  }
}

exit(main())
