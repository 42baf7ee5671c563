import MaterialMotionSDL

/// A check that could not be made: a recording, scene or parameter that is wrong, a golden that
/// is missing (when goldens are not written) or cannot be read. One line: what is wrong and what
/// to do. `motion-sandbox check` exits with status 2 for these, 1 for goldens that differ.
///
/// It is also what reading a trace golden throws (`MotionTrace(text:)`): then ``line`` is the
/// line of the golden that is not a trace's, and the message starts with it.
public struct CheckProblem: Error, Sendable, Equatable, CustomStringConvertible {
  /// The line shown.
  public let description: String
  /// The line (from 1) of the file the problem is in, when it is about one line of a file.
  public let line: Int?

  /// A problem described by `message`, kept to one line (see `TextEscaping.oneLine`).
  public init(_ message: String) {
    description = TextEscaping.oneLine(message)
    line = nil
  }

  /// Line `line` of a file is wrong: `line 4: expected "size WIDTH HEIGHT at FPS fps"`.
  public init(line: Int, _ reason: String) {
    description = TextEscaping.oneLine("line \(line): \(reason)")
    self.line = line
  }
}
