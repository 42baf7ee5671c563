import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The folder one command-line fuzz case runs in: files in every state an output path can meet
/// (a recording, links to it, a FIFO, files and frames of an earlier run, goldens, a dangling
/// link), made anew for each case, and a snapshot of it to tell what a run changed.
public struct FuzzWorkspace {
  /// The folder.
  public let root: String

  /// One entry as the snapshot keeps it.
  public struct Entry: Equatable, Sendable {
    /// The type (`S_IFREG`, `S_IFLNK`, ...), the inode, and the contents (a file's bytes, a
    /// link's target).
    let type: UInt32
    let inode: UInt64
    let contents: [UInt8]
  }

  /// Makes the folder `root` with every file a case may name.
  public init(root: String, replay: String, goldens: [String]) throws {
    self.root = root
    let files = FileManager.default
    try? files.removeItem(atPath: root)
    for folder in ["frames", "goldens", "artifacts", "empty", "shots"] {
      try files.createDirectory(
        atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
    }
    try files.copyItem(atPath: replay, toPath: "\(root)/replay.jsonl")
    let header =
      #"{"format":"motion-sandbox-input","version":2,"scene":"tossable","size":[200,150],"fps":30}"#
    try (header + "\n" + #"{"t":0.1,"type":"mouse.motion","x":10,"y":10,"mods":[]}"# + "\n")
      .write(toFile: "\(root)/tiny.jsonl", atomically: false, encoding: .utf8)
    try "{\"format\":\"nope\"}\n".write(
      toFile: "\(root)/bad.jsonl", atomically: false, encoding: .utf8)
    try "".write(toFile: "\(root)/empty.jsonl", atomically: false, encoding: .utf8)
    for name in ["existing.mp4", "existing.json", "existing.png", "frames/frame-000000.png"] {
      try "keep \(name)\n".write(toFile: "\(root)/\(name)", atomically: false, encoding: .utf8)
    }
    try "earlier report\n".write(
      toFile: "\(root)/artifacts/report.html", atomically: false, encoding: .utf8)
    for golden in goldens {
      let name = String(golden.split(separator: "/").last!)
      try files.copyItem(atPath: golden, toPath: "\(root)/goldens/\(name)")
    }
    try files.createSymbolicLink(
      atPath: "\(root)/link.jsonl", withDestinationPath: "\(root)/replay.jsonl")
    try files.linkItem(atPath: "\(root)/replay.jsonl", toPath: "\(root)/hard.jsonl")
    try files.createSymbolicLink(
      atPath: "\(root)/dangling.png", withDestinationPath: "\(root)/nowhere/x.png")
    mkfifo("\(root)/fifo.jsonl", 0o644)
  }

  /// Every entry under the folder, by path relative to it.
  public func snapshot() -> [String: Entry] {
    var entries: [String: Entry] = [:]
    func visit(_ relative: String) {
      let path = relative.isEmpty ? root : "\(root)/\(relative)"
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
      for name in names {
        let child = relative.isEmpty ? name : "\(relative)/\(name)"
        let full = "\(root)/\(child)"
        var status = stat()
        guard lstat(full, &status) == 0 else { continue }
        let type = UInt32(status.st_mode) & UInt32(S_IFMT)
        var contents: [UInt8] = []
        if type == UInt32(S_IFREG) {
          contents = Array((try? Data(contentsOf: URL(fileURLWithPath: full))) ?? Data())
        } else if type == UInt32(S_IFLNK) {
          contents = Array(
            ((try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? "").utf8)
        }
        entries[child] = Entry(type: type, inode: UInt64(status.st_ino), contents: contents)
        if type == UInt32(S_IFDIR) { visit(child) }
      }
    }
    visit("")
    return entries
  }
}
