import CSDL2
import MaterialMotion

/// Input put in SDL's event queue, where live input waits until a host's frame polls it: a test
/// that queues input drives everything live input goes through (the delegate's interception,
/// the recorder, the translator), unlike one that hands input to the host directly.
@MainActor
public enum QueuedInput {
  /// The left mouse button going down (or up) at `location`, in window points.
  public static func mouseButton(down: Bool, at location: Point) {
    var event = SDL_Event()
    event.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
    event.button.button = UInt8(SDL_BUTTON_LEFT)
    event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
    event.button.clicks = 1
    event.button.x = Int32(location.x)
    event.button.y = Int32(location.y)
    push(&event)
  }

  /// The mouse moving to `location`, in window points.
  public static func mouseMotion(to location: Point) {
    var event = SDL_Event()
    event.type = SDL_MOUSEMOTION.rawValue
    event.motion.x = Int32(location.x)
    event.motion.y = Int32(location.y)
    push(&event)
  }

  /// A press of the key SDL names `name` (`","`, `"P"`, `"Escape"`), down then up.
  public static func keyPress(_ name: String) {
    for type in [SDL_KEYDOWN, SDL_KEYUP] {
      var event = SDL_Event()
      event.type = type.rawValue
      event.key.state = UInt8(type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED)
      event.key.keysym.sym = SDL_GetKeyFromName(name)
      push(&event)
    }
  }

  /// The key SDL names `name` going down (or up) with `modifiers` held (SDL's `KMOD_` bits):
  /// the mouse events after it carry them.
  public static func key(_ name: String, down: Bool, modifiers: UInt16 = 0) {
    var event = SDL_Event()
    event.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
    event.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
    event.key.keysym.sym = SDL_GetKeyFromName(name)
    event.key.keysym.mod = modifiers
    push(&event)
  }

  private static func push(_ event: inout SDL_Event) {
    guard SDL_PushEvent(&event) == 1 else {
      preconditionFailure("SDL_PushEvent failed: \(String(cString: SDL_GetError()))")
    }
  }
}
