import FoundationEssentials
import MaterialMotionChecking

/// How one replay of a `check` ended: checked (passed, failed or recorded), not checkable (a
/// one-line problem), or cut short by a signal (nothing of it written). A worker process of a
/// parallel `check` hands each one to the run as a JSON line.
enum ReplayOutcome: Codable {
  case checked(ReplayCheck)
  case problem(String)
  case interrupted(replay: String)

  /// Checks `recording` with `check`, catching what ends it.
  @MainActor
  static func of(_ recording: String, by check: MotionCheck) -> ReplayOutcome {
    do {
      return .checked(try check.check(recording))
    } catch let interrupted as CheckInterrupted {
      return .interrupted(replay: interrupted.replay)
    } catch {
      return .problem("\(error)")
    }
  }

  /// Whether a signal cut this replay short.
  var isInterruption: Bool {
    if case .interrupted = self { return true }
    return false
  }

  /// The outcome as one line of JSON (no newline in it).
  func jsonLine() -> String {
    let encoder = JSONEncoder()
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let data = (try? encoder.encode(self)) ?? Data("{\"problem\":{\"_0\":\"cannot encode\"}}".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  /// The outcome of a JSON line, or nil when it is not one.
  static func parse(_ line: Substring) -> ReplayOutcome? {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return try? decoder.decode(ReplayOutcome.self, from: Data(line.utf8))
  }
}
