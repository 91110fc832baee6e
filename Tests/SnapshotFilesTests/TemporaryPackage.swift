import Foundation

/// A package folder in the temporary directory, with files written by relative path.
struct TemporaryPackage {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("SnapshotFilesTests-\(UUID().uuidString)")

  init() throws {
    try write("Package.swift", "// swift-tools-version: 6.2\n")
  }

  func url(_ path: String) -> URL {
    root.appendingPathComponent(path)
  }

  func write(_ path: String, _ text: String) throws {
    let url = url(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ path: String) -> String? {
    (try? Data(contentsOf: url(path))).map { String(decoding: $0, as: UTF8.self) }
  }

  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: url(path).path)
  }

  /// The files below `folder`, relative to it, sorted.
  func files(in folder: String) -> [String] {
    let base = url(folder)
    let all = FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? []
    return all.filter { name in
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: base.appendingPathComponent(name).path, isDirectory: &isFolder)
      return exists && !isFolder.boolValue
    }.sorted()
  }
}
