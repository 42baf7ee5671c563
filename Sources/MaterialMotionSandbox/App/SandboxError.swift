import MaterialMotionSDL

/// A failure of the sandbox app itself, not of the platform under it: a scene that does not
/// exist, scenes that cannot make a catalog, a `--set` or a recording's parameter that no scene
/// takes. Its message is one line that says what is wrong and what to do; control, format and
/// separator characters in it are escaped (``TextEscaping/oneLine(_:)``).
package struct SandboxError: Error, CustomStringConvertible {
  /// The one-line message shown to the user.
  package let description: String
  /// Whether the command line itself is wrong (a flag's value, flags that cannot go together):
  /// exit status 64 (``ExitStatus/usage``) rather than 2.
  package let isUsage: Bool

  /// A failure that `message` describes (made one line).
  package init(_ message: String, isUsage: Bool = false) {
    description = TextEscaping.oneLine(message)
    self.isUsage = isUsage
  }

  /// `error` as a usage error: the flag it names was given a value that cannot be used.
  package static func usage(_ error: Error) -> SandboxError {
    SandboxError("\(error)", isUsage: true)
  }
}
