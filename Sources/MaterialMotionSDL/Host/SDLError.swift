import CSDL2

/// A failure of the platform layer, with a one-line message that says what to do.
public struct SDLError: Error, CustomStringConvertible, Sendable {
  /// The one-line message shown to the user.
  public let description: String

  /// Creates an error with `message`. Control characters in it (a newline inside a quoted file
  /// name or recorded value, say) are escaped, so the message is always one line.
  public init(_ message: String) {
    var line = ""
    for scalar in message.unicodeScalars {
      switch scalar {
      case "\n": line += "\\n"
      case "\r": line += "\\r"
      case "\t": line += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          line += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          line.unicodeScalars.append(scalar)
        }
      }
    }
    self.description = line
  }

  /// An error for a failed SDL call: `what` failed, with SDL's own reason appended.
  static func sdl(_ what: String) -> SDLError {
    SDLError("\(what) failed: \(String(cString: SDL_GetError()))")
  }
}
