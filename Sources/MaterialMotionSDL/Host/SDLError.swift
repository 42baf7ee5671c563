import CSDL2

/// A failure of the platform layer, with a one-line message that says what to do.
public struct SDLError: Error, CustomStringConvertible, Sendable {
  /// The one-line message shown to the user.
  public let description: String

  /// Creates an error with `message`.
  public init(_ message: String) {
    self.description = message
  }

  /// An error for a failed SDL call: `what` failed, with SDL's own reason appended.
  static func sdl(_ what: String) -> SDLError {
    SDLError("\(what) failed: \(String(cString: SDL_GetError()))")
  }
}
