import CSDL2

extension RecordedInput {
  /// The recording of an SDL input event, or nil for events the format does not record.
  ///
  /// - Parameters:
  ///   - event: the SDL event, as polled.
  ///   - modifiers: the `KMOD_*` state the event happened with (SDL mouse events carry none).
  ///     `window.resize` is recorded by the host from the window's size, not from here.
  public init?(_ event: SDL_Event, modifiers: UInt32) {
    let mods = Self.recordedModifiers(modifiers)
    switch SDL_EventType(event.type) {
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
      let b = event.button
      guard b.which != CSDL_TOUCH_MOUSEID(), let button = Self.recordedButton(b.button) else {
        return nil
      }
      let (x, y) = (Double(b.x), Double(b.y))
      self =
        event.type == SDL_MOUSEBUTTONDOWN.rawValue
        ? .mouseDown(x: x, y: y, button: button, mods: mods)
        : .mouseUp(x: x, y: y, button: button, mods: mods)
    case SDL_MOUSEMOTION:
      let m = event.motion
      guard m.which != CSDL_TOUCH_MOUSEID() else { return nil }
      self = .mouseMotion(x: Double(m.x), y: Double(m.y), mods: mods)
    case SDL_MOUSEWHEEL:
      let w = event.wheel
      guard w.which != CSDL_TOUCH_MOUSEID() else { return nil }
      let flip: Double = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
      self = .mouseWheel(
        x: Double(w.mouseX), y: Double(w.mouseY), dx: Double(w.preciseX) * flip,
        dy: Double(w.preciseY) * flip,
        mods: mods)
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      let f = event.tfinger
      let (id, x, y) = (Int64(f.fingerId), Double(f.x), Double(f.y))
      switch SDL_EventType(f.type) {
      case SDL_FINGERDOWN: self = .fingerDown(finger: id, x: x, y: y)
      case SDL_FINGERMOTION: self = .fingerMotion(finger: id, x: x, y: y)
      default: self = .fingerUp(finger: id, x: x, y: y)
      }
    case SDL_MULTIGESTURE:
      let g = event.mgesture
      self = .multigesture(
        x: Double(g.x), y: Double(g.y), dDist: Double(g.dDist), dTheta: Double(g.dTheta),
        fingers: Int(g.numFingers))
    case SDL_KEYDOWN, SDL_KEYUP:
      let k = event.key
      guard k.repeat == 0 else { return nil }
      let name = String(cString: SDL_GetKeyName(k.keysym.sym)).lowercased()
      let keyMods = Self.recordedModifiers(UInt32(k.keysym.mod))
      self =
        event.type == SDL_KEYDOWN.rawValue
        ? .keyDown(key: name, mods: keyMods) : .keyUp(key: name, mods: keyMods)
    default:
      guard let pinch = TouchpadPinch(event) else { return nil }
      self = .touchpadPinch(pinch)
    }
  }

  /// The recorded names of an SDL modifier state.
  static func recordedModifiers(_ mod: UInt32) -> Set<RecordedModifier> {
    var result: Set<RecordedModifier> = []
    if mod & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
    if mod & KMOD_CTRL.rawValue != 0 { result.insert(.ctrl) }
    if mod & KMOD_ALT.rawValue != 0 { result.insert(.alt) }
    if mod & KMOD_GUI.rawValue != 0 { result.insert(.gui) }
    return result
  }

  /// The SDL modifier bits for recorded modifier names.
  static func sdlModifiers(_ mods: Set<RecordedModifier>) -> UInt32 {
    var result: UInt32 = 0
    if mods.contains(.shift) { result |= KMOD_LSHIFT.rawValue }
    if mods.contains(.ctrl) { result |= KMOD_LCTRL.rawValue }
    if mods.contains(.alt) { result |= KMOD_LALT.rawValue }
    if mods.contains(.gui) { result |= KMOD_LGUI.rawValue }
    return result
  }

  static func recordedButton(_ button: UInt8) -> RecordedMouseButton? {
    switch Int32(button) {
    case SDL_BUTTON_LEFT: .left
    case SDL_BUTTON_MIDDLE: .middle
    case SDL_BUTTON_RIGHT: .right
    case SDL_BUTTON_X1: .x1
    case SDL_BUTTON_X2: .x2
    default: nil
    }
  }

  static func sdlButton(_ button: RecordedMouseButton) -> UInt8 {
    switch button {
    case .left: UInt8(SDL_BUTTON_LEFT)
    case .middle: UInt8(SDL_BUTTON_MIDDLE)
    case .right: UInt8(SDL_BUTTON_RIGHT)
    case .x1: UInt8(SDL_BUTTON_X1)
    case .x2: UInt8(SDL_BUTTON_X2)
    }
  }
}
