import MaterialMotion

/// Turns ``PlatformInput`` into the platform-neutral `InputEvent`s that MaterialMotion's gesture
/// recognizers consume. It knows nothing of SDL: live and replayed input go through it alike.
///
/// - Mouse: the left button is one touch (id 0); right and middle buttons are not gestures.
///   Holding Alt when the button goes down makes two touches (ids 0 and 1) mirrored about the
///   centre of the element under the pointer, so a mouse can pinch and rotate; their positions
///   are in ``mirroredTouches`` for drawing while held.
/// - Touchscreen fingers become touches in window points (ids from 100 up), at most
///   ``maximumFingers`` at once: a finger that touches down while that many are down is
///   ignored, with its motions and its lift.
/// - Multigesture becomes `PinchEvent` deltas only while no finger is tracked as a touch, so the
///   same fingers are never counted twice. SDL reports the change of one finger's distance from
///   the centroid (`dDist`) but not the distance itself; the scale factor assumes a nominal
///   radius of 10 % of the window and follows it as it changes.
/// - Touchpad swipes and holds become `SwipeEvent`s and `HoldEvent`s as they are (deltas in
///   points, the pointer's position).
/// - Touchpad pinch (XInput 2.4, Wayland pointer gestures, or a replay of them) becomes
///   `PinchEvent`s about the pointer through a ``TouchpadPinchConverter`` (absolute scale to
///   per-event factors, degrees to radians).
/// - Ctrl + wheel (the browser and Windows-driver habit; no Linux desktop sends it for a pinch):
///   whole or precise deltas are a pinch about the pointer, 1.1× per wheel step, ending 0.25 s
///   after the last step or when ctrl is released.
/// - Keys become `KeyEvent`s; window events become nothing (the host handles them).
@MainActor
public final class InputTranslator {
  /// The window's size in points (finger coordinates arrive normalised to it).
  public var windowSize: Size
  /// Returns the point two mirrored Alt-drag touches turn about, for a press at a point.
  public var mirrorCenter: (Point) -> Point
  /// Where the two mirrored Alt-drag touches are while held, else empty.
  public private(set) var mirroredTouches: [Point] = []
  /// Seconds after the last ctrl+wheel step or multigesture that its pinch ends.
  public var pinchIdleTimeout = 0.25

  private var mouseDown = false
  private var mirrorAbout: Point?
  private var fingerSlots: [Int64: Int] = [:]
  private var nextFingerId = 100
  private var wheelPinch: (location: Point, last: Double)?
  private var gesturePinch: (radius: Double, last: Double, location: Point)?
  private var touchpad = TouchpadPinchConverter()
  private var touchpadLocation = Point.zero
  /// The touchpad swipe and hold in progress, to cancel on a focus loss.
  private var swipeInProgress: SwipeEvent?
  private var holdInProgress: HoldEvent?

  /// The nominal distance of a multigesture finger from the centroid, in normalised units.
  static let nominalGestureRadius = 0.1

  /// The most touchscreen fingers followed at once: 31, the most fingers a recorded gesture
  /// counts (``RecordingLimits/fingers``) and more than touchscreens report (10 to 20). Every
  /// recognizer follows each of its touches (their centroid, the pair a pinch turns), so each
  /// touch event costs it more the more fingers are down: 20,000 fingers at once made a frame
  /// of `direct` take a tenth of a second.
  public static let maximumFingers = RecordingLimits.fingers.upperBound

  /// Creates a translator for a window of `windowSize` points.
  public init(windowSize: Size, mirrorCenter: @escaping (Point) -> Point) {
    self.windowSize = windowSize
    self.mirrorCenter = mirrorCenter
  }

  /// The recognizer input for `input`, which happened at `timestamp` seconds.
  public func translate(_ input: PlatformInput, timestamp t: Double) -> [InputEvent] {
    switch input {
    case .mouse(let event): mouse(event, t)
    case .wheel(let event): wheel(event, t)
    case .finger(let event): finger(event, t)
    case .multigesture(let event): multigesture(event, t)
    case .touchpadPinch(let event): touchpadPinch(event, t)
    case .touchpadSwipe(let event): touchpadSwipe(event, t)
    case .touchpadHold(let event): touchpadHold(event, t)
    case .key(let event): key(event, t)
    case .window, .takeover, .touchpadDevice: []
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

  /// Forgets everything in progress, as a new translator would start (touch ids from 100 again);
  /// sends nothing (``cancelAll(timestamp:)`` first to end what recognizers are tracking).
  public func reset() {
    _ = cancelAll(timestamp: 0)
    nextFingerId = 100
    touchpadLocation = .zero
    touchpad = TouchpadPinchConverter()
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
    if var swipe = swipeInProgress {
      swipe.phase = .cancelled
      swipe.delta = .zero
      swipe.timestamp = t
      events.append(.swipe(swipe))
    }
    if var hold = holdInProgress {
      hold.phase = .cancelled
      hold.timestamp = t
      events.append(.hold(hold))
    }
    swipeInProgress = nil
    holdInProgress = nil
    touchpad.reset()
    mouseDown = false
    mirrorAbout = nil
    mirroredTouches = []
    fingerSlots = [:]
    wheelPinch = nil
    gesturePinch = nil
    return events
  }

  private func mouse(_ mouse: MouseInput, _ t: Double) -> [InputEvent] {
    let p = mouse.location
    switch mouse.phase {
    case .down(.left) where !mouseDown:
      mouseDown = true
      guard mouse.modifiers.contains(.alt) else {
        return [.touch(TouchEvent(id: 0, phase: .began, location: p, timestamp: t))]
      }
      let center = mirrorCenter(p)
      mirrorAbout = center
      return mouseTouches(at: p, phase: .began, t)
    case .moved where mouseDown:
      return mouseTouches(at: p, phase: .moved, t)
    case .up(.left) where mouseDown:
      let events = mouseTouches(at: p, phase: .ended, t)
      mouseDown = false
      mirrorAbout = nil
      mirroredTouches = []
      return events
    default:
      return []
    }
  }

  private func mouseTouches(at p: Point, phase: TouchEvent.Phase, _ t: Double) -> [InputEvent] {
    guard let c = mirrorAbout else {
      return [.touch(TouchEvent(id: 0, phase: phase, location: p, timestamp: t))]
    }
    let q = Point(x: 2 * c.x - p.x, y: 2 * c.y - p.y)
    mirroredTouches = [p, q]
    return [
      .touch(TouchEvent(id: 0, phase: phase, location: p, timestamp: t)),
      .touch(TouchEvent(id: 1, phase: phase, location: q, timestamp: t)),
    ]
  }

  private func wheel(_ wheel: WheelInput, _ t: Double) -> [InputEvent] {
    let (location, d, mods) = (wheel.location, wheel.delta, wheel.modifiers)
    let precise = d.y != d.y.rounded() || d.x != d.x.rounded()
    var events: [InputEvent] = [
      .wheel(
        WheelEvent(
          location: location, delta: d, isPrecise: precise, modifiers: mods, timestamp: t))
    ]
    if mods.contains(.control), d.y != 0 {
      if wheelPinch == nil {
        events.append(.pinch(PinchEvent(phase: .began, location: location, timestamp: t)))
      }
      wheelPinch = (location, t)
      events.append(
        .pinch(
          PinchEvent(phase: .changed, location: location, scale: Self.wheelScale(d.y), timestamp: t)
        ))
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

  private func finger(_ finger: FingerInput, _ t: Double) -> [InputEvent] {
    let p = Point(x: finger.location.x * windowSize.width, y: finger.location.y * windowSize.height)
    switch finger.phase {
    case .down:
      guard fingerSlots[finger.finger] != nil || fingerSlots.count < Self.maximumFingers else {
        return []
      }
      var events: [InputEvent] = []
      if let pinch = gesturePinch {
        // Fingers are now tracked individually: multigesture deltas stop counting.
        gesturePinch = nil
        events.append(.pinch(PinchEvent(phase: .ended, location: pinch.location, timestamp: t)))
      }
      let id = nextFingerId
      nextFingerId += 1
      fingerSlots[finger.finger] = id
      events.append(.touch(TouchEvent(id: id, phase: .began, location: p, timestamp: t)))
      return events
    case .moved:
      guard let id = fingerSlots[finger.finger] else { return [] }
      return [.touch(TouchEvent(id: id, phase: .moved, location: p, timestamp: t))]
    case .up:
      guard let id = fingerSlots.removeValue(forKey: finger.finger) else { return [] }
      return [.touch(TouchEvent(id: id, phase: .ended, location: p, timestamp: t))]
    }
  }

  private func multigesture(_ g: MultigestureInput, _ t: Double) -> [InputEvent] {
    guard fingerSlots.isEmpty else { return [] }
    let location = Point(x: g.location.x * windowSize.width, y: g.location.y * windowSize.height)
    var events: [InputEvent] = []
    var radius = Self.nominalGestureRadius
    if let pinch = gesturePinch {
      radius = pinch.radius
    } else {
      events.append(.pinch(PinchEvent(phase: .began, location: location, timestamp: t)))
    }
    let newRadius = max(0.01, radius + g.distanceChange)
    gesturePinch = (newRadius, t, location)
    events.append(
      .pinch(
        PinchEvent(
          phase: .changed, location: location, scale: newRadius / radius, rotation: g.angleChange,
          timestamp: t)))
    return events
  }

  private func touchpadPinch(_ pinch: TouchpadPinch, _ t: Double) -> [InputEvent] {
    touchpadLocation = pinch.location
    return touchpad.convert(pinch, timestamp: t).map { .pinch($0) }
  }

  private func touchpadSwipe(_ swipe: TouchpadSwipe, _ t: Double) -> [InputEvent] {
    let event = swipe.event(at: t)
    swipeInProgress = swipe.phase == .end ? nil : event
    return [.swipe(event)]
  }

  private func touchpadHold(_ hold: TouchpadHold, _ t: Double) -> [InputEvent] {
    guard let event = hold.event(at: t) else { return [] }
    holdInProgress = hold.phase == .end ? nil : event
    return [.hold(event)]
  }

  private func key(_ key: KeyInput, _ t: Double) -> [InputEvent] {
    var events: [InputEvent] = []
    let isCtrl = key.key == "Left Ctrl" || key.key == "Right Ctrl"
    if isCtrl && key.phase == .up, let pinch = wheelPinch {
      events.append(.pinch(PinchEvent(phase: .ended, location: pinch.location, timestamp: t)))
      wheelPinch = nil
    }
    events.append(
      .key(
        KeyEvent(
          key: key.key, phase: key.phase, modifiers: key.modifiers, isRepeat: key.isRepeat,
          timestamp: t)))
    return events
  }
}
