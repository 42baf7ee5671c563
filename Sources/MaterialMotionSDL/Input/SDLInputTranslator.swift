import CSDL2
import MaterialMotion

/// Turns SDL events into the platform-neutral `InputEvent`s that gesture recognizers consume.
///
/// - Mouse: the left button is one touch (id 0); right and middle buttons are not gestures.
///   Holding Alt when the button goes down makes two touches (ids 0 and 1) mirrored about the
///   centre of the element under the pointer, so a mouse can pinch and rotate; their positions
///   are in ``mirroredTouches`` for drawing while held.
/// - Touch: `SDL_FINGERDOWN/MOTION/UP` from any touch device become touches in window points.
/// - Pinch: `SDL_MULTIGESTURE` becomes `PinchEvent` deltas only while no finger of that device
///   is tracked as a touch, so the same fingers are never counted twice. SDL reports the change
///   of one finger's distance from the centroid (`dDist`) but not the distance itself; the scale
///   factor assumes a nominal radius of 10 % of the window and follows it as it changes.
/// - Touchpad pinch: the gesture bridge's events (XInput 2.4 on X11/Xwayland, pointer gestures on
///   Wayland, or a replay of them) become `PinchEvent`s about the pointer through a
///   ``TouchpadPinchConverter`` (absolute scale to per-event factors, degrees to radians).
/// - Ctrl + wheel (the browser and Windows-driver habit; no Linux desktop sends it for a pinch):
///   whole or precise deltas are a pinch about the pointer, 1.1× per wheel step, ending 0.25 s
///   after the last step or when ctrl is released.
@MainActor
public final class SDLInputTranslator {
  /// The window's size in points (finger coordinates arrive normalised to it).
  public var windowSize: Size
  /// Returns the point two mirrored Alt-drag touches turn about, for a press at a point.
  public var mirrorCenter: (Point) -> Point
  /// Where the two mirrored Alt-drag touches are while held, else empty.
  public private(set) var mirroredTouches: [Point] = []
  /// Seconds after the last ctrl+wheel step or multigesture that its pinch ends.
  public var pinchIdleTimeout = 0.25
  /// The SDL modifier state (`KMOD_*` bits) in force for the event being translated. SDL mouse
  /// events carry none, so the host sets this before each event: the live keyboard's state, or
  /// the recorded modifiers during a replay.
  public var modifierState: UInt32 = 0

  private var mouseDown = false
  private var mirrorAbout: Point?
  private var fingerSlots: [FingerKey: Int] = [:]
  private var nextFingerId = 100
  private var wheelPinch: (location: Point, last: Double)?
  private var gesturePinch: (touchId: SDL_TouchID, radius: Double, last: Double, location: Point)?
  private var touchpad = TouchpadPinchConverter()
  private var touchpadLocation = Point.zero

  private struct FingerKey: Hashable {
    let touchId: SDL_TouchID
    let fingerId: SDL_FingerID
  }

  /// The nominal distance of a multigesture finger from the centroid, in normalised units.
  static let nominalGestureRadius = 0.1

  /// Creates a translator for a window of `windowSize` points.
  public init(windowSize: Size, mirrorCenter: @escaping (Point) -> Point) {
    self.windowSize = windowSize
    self.mirrorCenter = mirrorCenter
  }

  /// Translates one SDL event happening at `timestamp` seconds.
  public func translate(_ event: SDL_Event, timestamp t: Double) -> [InputEvent] {
    switch SDL_EventType(event.type) {
    case SDL_MOUSEBUTTONDOWN:
      let b = event.button
      guard b.which != CSDL_TOUCH_MOUSEID(), Int32(b.button) == SDL_BUTTON_LEFT, !mouseDown else {
        return []
      }
      mouseDown = true
      let p = Point(x: Double(b.x), y: Double(b.y))
      if (modifierState & KMOD_ALT.rawValue) != 0 {
        let center = mirrorCenter(p)
        mirrorAbout = center
        let q = mirrored(p, about: center)
        mirroredTouches = [p, q]
        return [
          .touch(TouchEvent(id: 0, phase: .began, location: p, timestamp: t)),
          .touch(TouchEvent(id: 1, phase: .began, location: q, timestamp: t)),
        ]
      }
      return [.touch(TouchEvent(id: 0, phase: .began, location: p, timestamp: t))]
    case SDL_MOUSEMOTION:
      let m = event.motion
      guard m.which != CSDL_TOUCH_MOUSEID(), mouseDown else { return [] }
      return mouseTouches(at: Point(x: Double(m.x), y: Double(m.y)), phase: .moved, t)
    case SDL_MOUSEBUTTONUP:
      let b = event.button
      guard b.which != CSDL_TOUCH_MOUSEID(), Int32(b.button) == SDL_BUTTON_LEFT, mouseDown else {
        return []
      }
      let events = mouseTouches(at: Point(x: Double(b.x), y: Double(b.y)), phase: .ended, t)
      mouseDown = false
      mirrorAbout = nil
      mirroredTouches = []
      return events
    case SDL_MOUSEWHEEL:
      return wheel(event.wheel, t)
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      return finger(event.tfinger, t)
    case SDL_MULTIGESTURE:
      return multigesture(event.mgesture, t)
    case SDL_KEYDOWN, SDL_KEYUP:
      let k = event.key
      var events: [InputEvent] = []
      let isCtrl = k.keysym.sym == SDLK_LCTRL.rawValue || k.keysym.sym == SDLK_RCTRL.rawValue
      if isCtrl && event.type == SDL_KEYUP.rawValue, let pinch = wheelPinch {
        events.append(.pinch(PinchEvent(phase: .ended, location: pinch.location, timestamp: t)))
        wheelPinch = nil
      }
      let name = String(cString: SDL_GetKeyName(k.keysym.sym))
      events.append(
        .key(
          KeyEvent(
            key: name, phase: event.type == SDL_KEYDOWN.rawValue ? .down : .up,
            modifiers: Self.modifiers(UInt32(k.keysym.mod)), isRepeat: k.repeat != 0, timestamp: t))
      )
      return events
    default:
      guard let pinch = TouchpadPinch(event) else { return [] }
      touchpadLocation = pinch.location
      return touchpad.convert(pinch, timestamp: t).map { .pinch($0) }
    }
  }

  /// Ends pinches whose source went quiet (ctrl+wheel, multigesture). Call once per frame.
  public func update(now: Double) -> [InputEvent] {
    var events: [InputEvent] = []
    if let pinch = wheelPinch, now - pinch.last >= pinchIdleTimeout {
      events.append(.pinch(PinchEvent(phase: .ended, location: pinch.location, timestamp: now)))
      wheelPinch = nil
    }
    if let pinch = gesturePinch, now - pinch.last >= pinchIdleTimeout {
      events.append(.pinch(PinchEvent(phase: .ended, location: pinch.location, timestamp: now)))
      gesturePinch = nil
    }
    return events
  }

  /// Cancels every touch and pinch in progress (focus lost, scene switched).
  public func cancelAll(timestamp t: Double) -> [InputEvent] {
    var events: [InputEvent] = []
    func cancel(_ id: Int, at location: Point) {
      events.append(.touch(TouchEvent(id: id, phase: .cancelled, location: location, timestamp: t)))
    }
    if mouseDown {
      if mirroredTouches.isEmpty {
        cancel(0, at: .zero)
      } else {
        for (id, location) in mirroredTouches.enumerated() { cancel(id, at: location) }
      }
    }
    for id in fingerSlots.values { cancel(id, at: .zero) }
    let touchpadPinch = touchpad.isPinching ? touchpadLocation : nil
    for location in [wheelPinch?.location, gesturePinch?.location, touchpadPinch].compactMap({ $0 })
    {
      events.append(.pinch(PinchEvent(phase: .cancelled, location: location, timestamp: t)))
    }
    touchpad.reset()
    mouseDown = false
    mirrorAbout = nil
    mirroredTouches = []
    fingerSlots = [:]
    wheelPinch = nil
    gesturePinch = nil
    return events
  }

  private func mouseTouches(at p: Point, phase: TouchEvent.Phase, _ t: Double) -> [InputEvent] {
    if let center = mirrorAbout {
      let q = mirrored(p, about: center)
      mirroredTouches = [p, q]
      return [
        .touch(TouchEvent(id: 0, phase: phase, location: p, timestamp: t)),
        .touch(TouchEvent(id: 1, phase: phase, location: q, timestamp: t)),
      ]
    }
    return [.touch(TouchEvent(id: 0, phase: phase, location: p, timestamp: t))]
  }

  private func mirrored(_ p: Point, about c: Point) -> Point {
    Point(x: 2 * c.x - p.x, y: 2 * c.y - p.y)
  }

  private func wheel(_ w: SDL_MouseWheelEvent, _ t: Double) -> [InputEvent] {
    guard w.which != CSDL_TOUCH_MOUSEID() else { return [] }
    var dx = Double(w.preciseX)
    var dy = Double(w.preciseY)
    if w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue {
      dx = -dx
      dy = -dy
    }
    let location = Point(x: Double(w.mouseX), y: Double(w.mouseY))
    let mods = Self.modifiers(modifierState)
    let precise = dy != dy.rounded() || dx != dx.rounded()
    var events: [InputEvent] = [
      .wheel(
        WheelEvent(
          location: location, delta: Point(x: dx, y: dy), isPrecise: precise, modifiers: mods,
          timestamp: t))
    ]
    if mods.contains(.control), dy != 0 {
      let factor = Self.wheelScale(dy)
      if wheelPinch == nil {
        events.append(.pinch(PinchEvent(phase: .began, location: location, timestamp: t)))
      }
      wheelPinch = (location, t)
      events.append(
        .pinch(PinchEvent(phase: .changed, location: location, scale: factor, timestamp: t)))
    }
    return events
  }

  /// The pinch scale factor for a ctrl+wheel delta: 1.1× per wheel step away from the user.
  static func wheelScale(_ dy: Double) -> Double {
    var result = 1.0
    let steps = abs(dy)
    let base = dy > 0 ? 1.1 : 1 / 1.1
    // pow without Foundation: whole steps by multiplication, the fraction by linear blend.
    for _ in 0..<Int(steps) { result *= base }
    let fraction = steps - steps.rounded(.down)
    return result * (1 + (base - 1) * fraction)
  }

  private func finger(_ f: SDL_TouchFingerEvent, _ t: Double) -> [InputEvent] {
    let key = FingerKey(touchId: f.touchId, fingerId: f.fingerId)
    let p = Point(x: Double(f.x) * windowSize.width, y: Double(f.y) * windowSize.height)
    switch SDL_EventType(f.type) {
    case SDL_FINGERDOWN:
      if let pinch = gesturePinch, pinch.touchId == f.touchId {
        // Fingers of this device are now tracked individually: its deltas stop counting.
        gesturePinch = nil
        let ended: InputEvent = .pinch(
          PinchEvent(phase: .ended, location: pinch.location, timestamp: t))
        return [ended] + fingerDown(key, p, t)
      }
      return fingerDown(key, p, t)
    case SDL_FINGERMOTION:
      guard let id = fingerSlots[key] else { return [] }
      return [.touch(TouchEvent(id: id, phase: .moved, location: p, timestamp: t))]
    default:
      guard let id = fingerSlots.removeValue(forKey: key) else { return [] }
      return [.touch(TouchEvent(id: id, phase: .ended, location: p, timestamp: t))]
    }
  }

  private func fingerDown(_ key: FingerKey, _ p: Point, _ t: Double) -> [InputEvent] {
    let id = nextFingerId
    nextFingerId += 1
    fingerSlots[key] = id
    return [.touch(TouchEvent(id: id, phase: .began, location: p, timestamp: t))]
  }

  private func multigesture(_ g: SDL_MultiGestureEvent, _ t: Double) -> [InputEvent] {
    if fingerSlots.keys.contains(where: { $0.touchId == g.touchId }) { return [] }
    let location = Point(x: Double(g.x) * windowSize.width, y: Double(g.y) * windowSize.height)
    var events: [InputEvent] = []
    var radius = Self.nominalGestureRadius
    if let pinch = gesturePinch, pinch.touchId == g.touchId {
      radius = pinch.radius
    } else {
      events.append(.pinch(PinchEvent(phase: .began, location: location, timestamp: t)))
    }
    let newRadius = max(0.01, radius + Double(g.dDist))
    gesturePinch = (g.touchId, newRadius, t, location)
    events.append(
      .pinch(
        PinchEvent(
          phase: .changed, location: location, scale: newRadius / radius,
          rotation: Double(g.dTheta),
          timestamp: t)))
    return events
  }

  /// The neutral modifiers for an SDL modifier state.
  static func modifiers(_ mod: UInt32) -> KeyModifiers {
    var result: KeyModifiers = []
    if mod & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
    if mod & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
    if mod & KMOD_ALT.rawValue != 0 { result.insert(.alt) }
    if mod & KMOD_GUI.rawValue != 0 { result.insert(.meta) }
    return result
  }
}
