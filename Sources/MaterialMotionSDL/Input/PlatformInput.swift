import MaterialMotion

/// One input event as the platform delivers it, before it becomes recognizer input.
///
/// Every event reaches the sandbox in this one shape, whatever its origin: SDL's events (mouse,
/// touchscreen, multigesture, keyboard, window), touchpad gestures (XInput 2.4 on X11 and
/// Xwayland, pointer gestures on Wayland), or a recording being replayed. `SDLInputDecoder`
/// decodes each SDL event exactly once into this value; an ``InputReplayer`` reads the same
/// values from a file. From there on live and replayed input take one path:
/// ``SandboxHost/handle(_:)`` shows it to the recorder and to the scenes' ``SandboxHost/input``
/// stream, and an ``InputTranslator`` turns it into the touches, pinches, wheel and key events
/// that MaterialMotion's `InputDispatcher` routes to gesture recognizers.
///
/// Each kind is one case; ``RecordingKind/all`` says how each is written to and read from a
/// recording (window focus and close are not recorded).
public enum PlatformInput: Hashable, Sendable {
  /// A mouse button or the mouse pointer.
  case mouse(MouseInput)
  /// A scroll wheel (or a touchpad's two-finger scroll).
  case wheel(WheelInput)
  /// A touchscreen finger.
  case finger(FingerInput)
  /// SDL's multi-finger touchscreen gesture: the change of the fingers' spread and angle.
  case multigesture(MultigestureInput)
  /// A touchpad pinch-and-rotate gesture event.
  case touchpadPinch(TouchpadPinch)
  /// A touchpad swipe gesture event (format version 5).
  case touchpadSwipe(TouchpadSwipe)
  /// A touchpad hold gesture event (format version 5).
  case touchpadHold(TouchpadHold)
  /// The touchpad the gestures after it come from, announced before its first gesture (format
  /// version 6). Handling it changes nothing; recordings and gesture reports keep it.
  case touchpadDevice(TouchpadDevice)
  /// A key.
  case key(KeyInput)
  /// Something that happened to the window.
  case window(WindowInput)
  /// Not input from a device: the run was taken over here from an earlier frame (the sandbox's
  /// timeline), and what followed in the earlier run (`replaced` seconds of it) was replaced by
  /// what follows. Handling it changes nothing; recordings keep it (format version 4).
  case takeover(replaced: Double)
}
