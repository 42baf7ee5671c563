import Foundation
import Testing

/// Starts a server a test needs (an Xorg with the inputtest driver, a wlroots compositor, a
/// shim built for it).
///
/// Where it cannot be started (not root, a package missing), the test is skipped with the exact
/// reason when run locally; with `CI=true` that is a failure instead, so CI always runs it.
public enum ServerRequirement {
  /// Whether this is a CI run (`CI=true`).
  public static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

  /// Returns what `start` made, or skips (locally) / fails (CI) the test with the reason;
  /// `what` names it in that reason.
  public static func start<T>(
    _ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ start: () throws -> T
  ) throws -> T {
    do {
      return try start()
    } catch {
      let reason = "\(what) could not start: \(error)"
      if isCI {
        Issue.record("\(reason) (CI=true: this test must run)", sourceLocation: sourceLocation)
        throw error
      }
      print("skipped: \(reason) (CI=true makes this a failure)")
      try Test.cancel("\(reason)", sourceLocation: sourceLocation)
    }
  }
}
