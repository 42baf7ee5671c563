import MaterialMotionSDL

/// A check that could not be made: a recording, scene or parameter that is wrong, a golden that
/// is missing (when goldens are not written) or cannot be read. One line: what is wrong and what
/// to do. `motion-sandbox check` exits with status 2 for these, 1 for goldens that differ.
public struct CheckProblem: Error, Sendable, CustomStringConvertible {
  /// The line shown.
  public let description: String

  /// A problem described by `message`, kept to one line (see `TextEscaping.oneLine`).
  public init(_ message: String) {
    description = TextEscaping.oneLine(message)
  }
}
