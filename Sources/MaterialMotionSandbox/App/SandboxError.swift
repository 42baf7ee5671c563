import MaterialMotionSDL

/// A failure of the sandbox app itself, not of the platform under it: a scene that does not
/// exist, scenes that cannot make a catalog, a `--set` or a recording's parameter that no scene
/// takes. Its message is one line that says what is wrong and what to do; control, format and
/// separator characters in it are escaped (``TextEscaping/oneLine(_:)``).
package struct SandboxError: Error, CustomStringConvertible {
  /// The one-line message shown to the user.
  package let description: String

  /// A failure that `message` describes (made one line).
  package init(_ message: String) {
    description = TextEscaping.oneLine(message)
  }
}
