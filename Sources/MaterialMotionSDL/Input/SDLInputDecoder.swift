import CSDL2
import CTouchpadGestures
import MaterialMotion
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Reads SDL's event queue and decodes every event, exactly once, into a ``TimedInput``: the one
/// place where SDL's event types are known. Touchpad gestures join here too: the
/// ``TouchpadGestureBridge`` puts each XInput 2.4 or Wayland gesture event into SDL's queue, in
/// order with the rest of the input, and it is decoded beside them.
///
/// - Times: on a real-time host each event gets the time SDL stamped it with (seconds since the
///   host started, never after the frame's time), a touchpad gesture its device's own time
///   (``DeviceEventClock``), and times never decrease from one event to the next. On virtual
///   time every event gets the frame's time.
/// - Modifiers: SDL's mouse events carry none, so each mouse and wheel event gets the modifiers
///   of the last key event before it (read afresh when the window gets the focus back), not
///   `SDL_GetModState()`, which already reflects events still in the queue.
/// - Dropped: SDL's mouse events made from touchscreen fingers (the fingers are decoded
///   themselves), mouse buttons beyond the fifth, and events that are not input.
@MainActor
public final class SDLInputDecoder {
  private let window: SDLWindow
  private let isRealTime: Bool
  private let ticksAtStart = SDL_GetTicks64()
  private let counterAtStart = SDL_GetPerformanceCounter()
  private var modifiers: KeyModifiers
  private var deviceClock = DeviceEventClock()
  /// The time given to the last live event: live times never decrease, whatever clock an event
  /// came stamped with (a gesture's device time can fall before a key read just ahead of it).
  private var lastTime = -Double.infinity
  /// Seconds subtracted from SDL's event times, to stamp live input on the run's time (the
  /// host's ``SandboxHost/timeShift``).
  public var timeShift = 0.0

  /// Creates a decoder for `window`'s events on a host that keeps time as `timing` says.
  public init(window: SDLWindow, timing: HostClock) {
    self.window = window
    self.isRealTime = timing == .realTime
    self.modifiers = Self.modifiers(UInt32(SDL_GetModState().rawValue))
    TouchpadGestureBridge.registerEventType()
  }

  /// Reads every event in SDL's queue (after pumping it and the touchpad receiver), calling
  /// `body` with each one that is input, in order. Returns how many events were read, input or
  /// not (a paused window redraws when anything at all arrived).
  @discardableResult
  public func poll(
    frameTime: Double, bridge: TouchpadGestureBridge?, _ body: (TimedInput) -> Void
  ) -> Int {
    var count = 0
    var event = SDL_Event()
    SDL_PumpEvents()
    bridge?.dispatchPending()
    while SDL_PollEvent(&event) != 0 {
      count += 1
      let time = eventTime(event, frameTime: frameTime)
      if let input = decode(event) { body(TimedInput(time: time, input: input)) }
    }
    return count
  }

  /// Starts stamping times afresh (after the run's time went back: a rewind): times follow
  /// `time` (input the host handled itself at that time) instead of the last one stamped, and
  /// device clocks are anchored again.
  public func restartTime(notBefore time: Double = -.infinity) {
    lastTime = time
    deviceClock = DeviceEventClock()
  }

  /// Waits until an event arrives or `milliseconds` pass, without taking it from the queue (a
  /// paused window idles here).
  public func waitForInput(milliseconds: Int32) {
    SDL_WaitEventTimeout(nil, milliseconds)
    // The wait pumped events and queued SDL's poll sentinel ahead of whatever woke it; left
    // there, it would end the next frame's poll before that input (one frame late).
    SDL_FlushEvent(SDL_POLLSENTINEL.rawValue)
  }

  /// The input `event` carries, or nil when it is none; updates the modifiers in force.
  func decode(_ event: SDL_Event) -> PlatformInput? {
    switch SDL_EventType(event.type) {
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
      let b = event.button
      guard b.which != CSDL_TOUCH_MOUSEID(), let button = Self.button(b.button) else { return nil }
      let down = event.type == SDL_MOUSEBUTTONDOWN.rawValue
      return .mouse(
        MouseInput(
          down ? .down(button) : .up(button), at: Point(x: Double(b.x), y: Double(b.y)),
          modifiers: modifiers))
    case SDL_MOUSEMOTION:
      let m = event.motion
      guard m.which != CSDL_TOUCH_MOUSEID() else { return nil }
      return .mouse(
        MouseInput(.moved, at: Point(x: Double(m.x), y: Double(m.y)), modifiers: modifiers))
    case SDL_MOUSEWHEEL:
      let w = event.wheel
      guard w.which != CSDL_TOUCH_MOUSEID() else { return nil }
      let flip: Double = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
      return .wheel(
        WheelInput(
          at: Point(x: Double(w.mouseX), y: Double(w.mouseY)),
          delta: Point(x: Double(w.preciseX) * flip, y: Double(w.preciseY) * flip),
          modifiers: modifiers))
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      let f = event.tfinger
      let phase: FingerInput.Phase =
        switch SDL_EventType(f.type) {
        case SDL_FINGERDOWN: .down
        case SDL_FINGERMOTION: .moved
        default: .up
        }
      // A pressure outside 0...1 (or none: NaN) is a driver's; it is kept in range.
      let pressure = f.pressure.isNaN ? 1 : min(max(Double(f.pressure), 0), 1)
      return .finger(
        FingerInput(
          phase, finger: Int64(f.fingerId), at: Point(x: Double(f.x), y: Double(f.y)),
          pressure: pressure))
    case SDL_MULTIGESTURE:
      let g = event.mgesture
      return .multigesture(
        MultigestureInput(
          at: Point(x: Double(g.x), y: Double(g.y)), distanceChange: Double(g.dDist),
          angleChange: Double(g.dTheta), fingers: Int(g.numFingers)))
    case SDL_KEYDOWN, SDL_KEYUP:
      let k = event.key
      modifiers = Self.modifiers(UInt32(k.keysym.mod))
      return .key(
        KeyInput(
          String(cString: SDL_GetKeyName(k.keysym.sym)),
          event.type == SDL_KEYDOWN.rawValue ? .down : .up, modifiers: modifiers,
          isRepeat: k.repeat != 0))
    case SDL_WINDOWEVENT:
      switch SDL_WindowEventID(UInt32(event.window.event)) {
      case SDL_WINDOWEVENT_SIZE_CHANGED:
        let size = window.sizeInPoints
        return .window(.resized(width: Int(size.width), height: Int(size.height)))
      case SDL_WINDOWEVENT_FOCUS_GAINED:
        modifiers = Self.modifiers(UInt32(SDL_GetModState().rawValue))
        return .window(.focusGained)
      case SDL_WINDOWEVENT_FOCUS_LOST:
        return .window(.focusLost)
      default:
        return nil
      }
    case SDL_QUIT:
      return .window(.closeRequested)
    default:
      return Self.touchpadGesture(event)?.input
    }
  }

  private func eventTime(_ event: SDL_Event, frameTime: Double) -> Double {
    guard isRealTime else { return frameTime }
    var time = frameTime
    let ticks = UInt64(event.common.timestamp)
    if ticks >= ticksAtStart {
      time = min(frameTime, Double(ticks - ticksAtStart) / 1000 - timeShift)
      if let deviceTime = Self.touchpadGesture(event)?.deviceTime {
        // Gestures carry the device's own time: keep its spacing for velocities, and where it
        // is the monotonic clock (the event's age is plausible on it), when it happened.
        time = deviceClock.hostTime(
          deviceMilliseconds: deviceTime, readAt: time, stamp: monotonicStamp(deviceTime))
      }
    }
    // Recordings and recognizers need times in event order.
    time = max(time, lastTime)
    lastTime = time
    return time
  }

  /// The host time (less ``timeShift``) of a device stamp on `CLOCK_MONOTONIC` in milliseconds,
  /// wrapping: nil when the stamp is not from the last second on that clock (another clock).
  private func monotonicStamp(_ deviceTime: UInt32) -> Double? {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    let nowMs = Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1_000_000
    // Both on the wrapping 2^32 ms clock; the age in ms, with the stamp's sub-ms fraction.
    var age = nowMs.truncatingRemainder(dividingBy: 4_294_967_296) - Double(deviceTime)
    if age < 0 { age += 4_294_967_296 }
    guard age <= 1000 else { return nil }
    let hostNow =
      Double(SDL_GetPerformanceCounter() - counterAtStart)
      / Double(SDL_GetPerformanceFrequency()) - timeShift
    return hostNow - age / 1000
  }

  /// The touchpad gesture (a pinch, a swipe or a hold) `event` carries, as the gesture bridge
  /// packs it, and its device time in milliseconds; nil when it is not one.
  static func touchpadGesture(_ event: SDL_Event) -> (input: PlatformInput, deviceTime: UInt32)? {
    var raw = mmtg_gesture()
    guard withUnsafePointer(to: event, { mmtg_unpack($0, &raw) }) != 0 else { return nil }
    let pinch = TouchpadPinch(raw)
    let input: PlatformInput =
      switch raw.kind {
      case Int32(MMTG_KIND_SWIPE):
        .touchpadSwipe(
          TouchpadSwipe(
            phase: pinch.phase, source: pinch.source, fingers: pinch.fingers,
            isCancelled: pinch.isCancelled,
            delta: Point(x: Double(raw.a), y: Double(raw.b)), location: pinch.location))
      case Int32(MMTG_KIND_DEVICE):
        .touchpadDevice(Self.device(raw))
      case Int32(MMTG_KIND_HOLD):
        .touchpadHold(
          TouchpadHold(
            phase: pinch.phase, source: pinch.source, fingers: pinch.fingers,
            isCancelled: pinch.isCancelled, location: pinch.location))
      default:
        .touchpadPinch(pinch)
      }
    return (input, raw.time_ms)
  }

  /// The device a device event names, with the name the receiver remembered for it.
  static func device(_ raw: mmtg_gesture) -> TouchpadDevice {
    let source: TouchpadSource = raw.source == Int32(MMTG_SOURCE_WAYLAND) ? .wayland : .xi2
    let id = raw.a >= 0 && raw.a <= 65535 ? Int(raw.a) : -1
    var buffer = [CChar](repeating: 0, count: 128)
    mmtg_device_name(raw.source, Int32(id), &buffer, Int32(buffer.count))
    let text = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // As a recording can carry it: no control characters, at most its length of string.
    let name = String(
      text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) }
        .prefix(RecordingLimits.maximumStringLength))
    return TouchpadDevice(source: source, id: id < 0 ? nil : id, name: name)
  }

  /// The modifiers of an SDL modifier state (`KMOD_*` bits).
  static func modifiers(_ mod: UInt32) -> KeyModifiers {
    var result: KeyModifiers = []
    if mod & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
    if mod & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
    if mod & KMOD_ALT.rawValue != 0 { result.insert(.alt) }
    if mod & KMOD_GUI.rawValue != 0 { result.insert(.meta) }
    return result
  }

  static func button(_ button: UInt8) -> MouseButton? {
    switch Int32(button) {
    case SDL_BUTTON_LEFT: .left
    case SDL_BUTTON_MIDDLE: .middle
    case SDL_BUTTON_RIGHT: .right
    case SDL_BUTTON_X1: .x1
    case SDL_BUTTON_X2: .x2
    default: nil
    }
  }

  /// SDL's spelling of a key name given in any case (`"left ctrl"` → `"Left Ctrl"`, `"t"` →
  /// `"T"`), as a live key event names the key; empty for a name SDL does not know. Recordings
  /// store key names in lower case.
  ///
  /// The names asked for are kept (up to 1,024 of them, by their bytes, as SDL compares them):
  /// SDL compares a name with each of its keys', which cost a recording of many key events more
  /// than reading the rest of it. SDL is asked under a lock, as it spells some keys into one
  /// buffer of its own.
  nonisolated public static func keyName(_ name: String) -> String {
    let bytes = Array(name.utf8)
    return keyNames.withLock { names in
      if let spelled = names[bytes] { return spelled }
      let spelled = String(cString: SDL_GetKeyName(SDL_GetKeyFromName(name)))
      if names.count < 1024 { names[bytes] = spelled }
      return spelled
    }
  }

  nonisolated private static let keyNames = Synchronization.Mutex<[[UInt8]: String]>([:])
}

extension TouchpadPinch {
  /// The pinch the gesture bridge's C side packed into `raw`.
  init(_ raw: mmtg_gesture) {
    let phase: TouchpadPhase =
      switch raw.phase {
      case Int32(MMTG_PHASE_BEGIN): .begin
      case Int32(MMTG_PHASE_UPDATE): .update
      default: .end
      }
    self.init(
      phase: phase, source: raw.source == Int32(MMTG_SOURCE_WAYLAND) ? .wayland : .xi2,
      fingers: Int(raw.fingers), isCancelled: raw.cancelled != 0, scale: Double(raw.a),
      rotationDegrees: Double(raw.b), location: Point(x: Double(raw.x), y: Double(raw.y)))
  }
}
