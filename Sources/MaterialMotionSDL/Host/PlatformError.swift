import CSDL2

/// A failure of the platform layer (a display, renderer, font, file, recording, capture or video
/// that cannot be used), with a one-line message that says what went wrong and what to do.
/// SDL's own failures are among them; the sandbox's own errors are not.
public struct PlatformError: Error, CustomStringConvertible, Sendable {
  /// The one-line message shown to the user.
  public let description: String

  /// Creates an error with `message`. Control, format and separator characters in it (a newline
  /// or U+2028 inside a quoted file name or recorded value, say) are escaped
  /// (``TextEscaping/oneLine(_:)``), so the message is always one line.
  public init(_ message: String) {
    description = TextEscaping.oneLine(message)
  }

  /// An error for a failed SDL call: `what` failed, with SDL's own reason appended.
  static func sdl(_ what: String) -> PlatformError {
    PlatformError("\(what) failed: \(String(cString: SDL_GetError()))")
  }
}
