import FoundationEssentials
import MaterialMotionSDL

#if canImport(Glibc)
  import Glibc
#endif

/// The page a reviewer opens when a motion check fails: one self-contained HTML file (images
/// embedded as `data:` URIs, curves as inline SVG, inline CSS and a few lines of script; nothing
/// fetched from anywhere), readable offline and attachable to a CI run as is.
///
/// It starts with a table of every replay and its verdict (``ReplayCheck/Verdict``). Then, for
/// each replay that did not pass: the first divergence in monospace; for each frame that differed,
/// the golden and this run's frame stacked in one box with a slider (drag across it: this run on
/// the left of the line, the golden on the right), the difference image beside it, and how many
/// pixels differ against the budget; the trace golden's path and this run's, with the `diff -u`
/// that compares them; and the curves of the diverging values (``CurvePlot``). A golden from
/// another environment, or one just written, is a note; an image file that is missing is a note
/// too, not an error. Every text from the checks is escaped.
///
/// ```swift
/// let page = try CheckReport(checks: checks).write(to: "out/motion-check")
/// print("report: \(page)")
/// ```
public struct CheckReport: Sendable {
  /// The replays checked, in the order shown.
  public var checks: [ReplayCheck]
  /// The page's title and heading.
  public var title: String

  /// A report of `checks` titled `title`.
  public init(checks: [ReplayCheck], title: String = "Motion check") {
    self.checks = checks
    self.title = title
  }

  /// Writes the page to `report.html` in `directory` (created, with its parents, if missing) and
  /// returns the file's path.
  ///
  /// The page is written by `OutputFile`: whole or not at all, and a `report.html` already
  /// there is replaced only when `replacing` (else the write is refused and the file kept).
  ///
  /// - Throws: a `CheckProblem` naming the file when the folder cannot be made or the file
  ///   cannot be written.
  @discardableResult
  public func write(to directory: String, replacing: Bool = true) throws -> String {
    let page = try html()
    let path = (directory.hasSuffix("/") ? directory : directory + "/") + "report.html"
    do {
      try OutputFile.write(
        Array(page.utf8), to: path, replacing: replacing, creatingFolder: true)
    } catch {
      throw CheckProblem("\(error)")
    }
    return path
  }
}
