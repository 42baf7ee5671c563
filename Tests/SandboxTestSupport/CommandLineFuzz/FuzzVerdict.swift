#if canImport(Glibc)
  import Glibc
#endif
/// What the command-line fuzzer asserts of one run: an exit status from the table, messages of
/// one line in the program's words, no file changed but the run's own outputs, nothing
/// temporary left behind.
public enum FuzzVerdict {
  /// The exit statuses of the table (`ExitStatus`).
  static let statuses: Set<Int32> = [0, 1, 2, 64, 130, 143]

  /// The findings for one finished run (empty: none).
  ///
  /// A run a signal ended before it handled signals (`endedBySignal`: while it started) may
  /// say nothing; it must still have changed nothing. Progress lines (`capture: N/M frames`)
  /// and notes are not messages.
  public static func findings(
    of fuzzCase: FuzzCase, status: Int32, endedBySignal: Bool, stderr: String,
    before: [String: FuzzWorkspace.Entry], after: [String: FuzzWorkspace.Entry]
  ) -> [String] {
    var findings: [String] = []
    if !statuses.contains(status) { findings.append("exit status \(status) is not in the table") }
    if status == 1 && !fuzzCase.isCheck { findings.append("status 1 outside check") }
    let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .filter { !$0.hasPrefix("capture: ") }
    let errors = lines.filter { !$0.contains(": note: ") }
    for line in lines where !line.hasPrefix("motion-sandbox") {
      findings.append("a stderr line not in the program's words: \(line.prefix(200))")
    }
    for line in lines
    where ["Error(", "NSCocoaErrorDomain", "Fatal error", "differed(", "Optional("].contains(
      where: {
        line.contains($0)
      })
    {
      findings.append("Swift's own text in a message: \(line.prefix(200))")
    }
    if status == 0 && !errors.isEmpty {
      findings.append("status 0 with an error: \(errors.first!.prefix(200))")
    }
    if status != 0 && status != 1 && errors.isEmpty && !endedBySignal {
      findings.append("status \(status) without a message")
    }
    if status == 64 && errors.count != 1 {
      findings.append("a usage error in \(errors.count) lines")
    }
    if !fuzzCase.isCheck && status != 0 && errors.count > 1 {
      findings.append("\(errors.count) lines for one error")
    }
    findings += fileFindings(fuzzCase, before: before, after: after)
    return findings
  }

  private static func fileFindings(
    _ fuzzCase: FuzzCase, before: [String: FuzzWorkspace.Entry],
    after: [String: FuzzWorkspace.Entry]
  ) -> [String] {
    func allowed(_ path: String, in list: [String]) -> Bool {
      list.contains { $0.hasSuffix("/") ? path.hasPrefix($0) || path + "/" == $0 : path == $0 }
    }
    var findings: [String] = []
    for (path, entry) in before.sorted(by: { $0.key < $1.key }) {
      guard let now = after[path] else {
        findings.append("\(path) was removed")
        continue
      }
      if now != entry && entry.type != UInt32(S_IFDIR) && !allowed(path, in: fuzzCase.changeable) {
        findings.append("\(path) was changed")
      }
    }
    for path in after.keys.sorted() where before[path] == nil {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      if name.hasPrefix(".") {
        findings.append("a temporary file was left: \(path)")
      } else if !allowed(path, in: fuzzCase.creatable) {
        findings.append("\(path) was created, which no flag names")
      }
    }
    return findings
  }
}
