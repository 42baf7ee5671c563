import Foundation

/// One folder in the temporary directory for everything a test process writes
/// (`motion-sandbox-tests-PID`), removed when the process exits. A `make test` used to leave
/// about 700 folders in `/tmp` every run; now it leaves none, and a run that crashed (its
/// process gone) has its folder removed by the next run. `MOTION_SANDBOX_KEEP_TEST_FILES=1`
/// keeps the folder, to look at what a failing test wrote.
public enum TestScratch {
  /// The name every scratch folder starts with, followed by its process's ID.
  static let prefix = "motion-sandbox-tests-"

  /// This process's folder, made (and the folders of processes that are gone removed) on first
  /// use.
  public static let root: String = {
    let temporary = NSTemporaryDirectory()
    removeFoldersOfEndedProcesses(in: temporary)
    let root = temporary + prefix + "\(getpid())"
    try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    if ProcessInfo.processInfo.environment["MOTION_SANDBOX_KEEP_TEST_FILES"] == nil {
      atexit {
        try? FileManager.default.removeItem(
          atPath: NSTemporaryDirectory() + TestScratch.prefix + "\(getpid())")
      }
    }
    return root
  }()

  /// Removes every `motion-sandbox-tests-PID…` entry of `folder` whose process has ended (this
  /// format and the older `motion-sandbox-tests-PID-name-ID` one). A process that still runs
  /// (another `swift test`, the example package's) keeps its folder.
  static func removeFoldersOfEndedProcesses(in folder: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names where name.hasPrefix(prefix) {
      let digits = name.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
      guard let pid = pid_t(digits), pid > 0, pid != getpid() else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH {
        try? FileManager.default.removeItem(atPath: folder + name)
      }
    }
  }
}
