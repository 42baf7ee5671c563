import CSDL2
import CTouchpadGestures
import MaterialMotion

extension TouchpadPinch {
  /// The pinch carried by an SDL event from the touchpad-gesture bridge (live or replayed), or
  /// nil for any other event.
  public init?(_ event: SDL_Event) {
    guard let raw = Self.unpack(event) else { return nil }
    self.init(raw)
  }

  init(_ raw: mmtg_pinch) {
    let phase: Phase =
      switch raw.phase {
      case Int32(MMTG_PHASE_BEGIN): .begin
      case Int32(MMTG_PHASE_UPDATE): .update
      default: .end
      }
    self.init(
      phase: phase, source: raw.source == Int32(MMTG_SOURCE_WAYLAND) ? .wayland : .xi2,
      fingers: Int(raw.fingers), isCancelled: raw.cancelled != 0, scale: Double(raw.scale),
      rotationDegrees: Double(raw.rotation), location: Point(x: Double(raw.x), y: Double(raw.y)))
  }

  /// The bridge's raw fields of `event`, or nil when it is not a touchpad pinch event.
  static func unpack(_ event: SDL_Event) -> mmtg_pinch? {
    var raw = mmtg_pinch()
    let found = withUnsafePointer(to: event) { mmtg_unpack($0, &raw) }
    return found != 0 ? raw : nil
  }

  /// Whether `event` is a touchpad pinch pushed by a replay.
  static func isReplayed(_ event: SDL_Event) -> Bool {
    unpack(event)?.replayed ?? 0 != 0
  }

  /// The device time (milliseconds, wrapping) of `event`, a touchpad pinch event.
  static func deviceTime(_ event: SDL_Event) -> UInt32? {
    unpack(event)?.time_ms
  }

  /// An SDL event carrying this pinch, as the gesture bridge pushes it into SDL's queue;
  /// `replayed` marks a replay's, and `deviceTime` is the device's own time in milliseconds.
  /// Fields are carried as 32-bit floats, so a recorded pinch is replayed exactly.
  ///
  /// Pushing it with `SDL_PushEvent` gives a ``SandboxHost`` a touchpad pinch that takes the
  /// path of a live one (tests and benchmarks use this).
  public func sdlEvent(replayed: Bool, deviceTime: UInt32) -> SDL_Event {
    var raw = mmtg_pinch()
    raw.phase =
      switch phase {
      case .begin: Int32(MMTG_PHASE_BEGIN)
      case .update: Int32(MMTG_PHASE_UPDATE)
      case .end: Int32(MMTG_PHASE_END)
      }
    raw.source = source == .wayland ? Int32(MMTG_SOURCE_WAYLAND) : Int32(MMTG_SOURCE_XI2)
    raw.fingers = Int32(clamping: fingers)
    raw.cancelled = isCancelled ? 1 : 0
    raw.replayed = replayed ? 1 : 0
    raw.scale = Float(scale)
    raw.rotation = Float(rotationDegrees)
    raw.x = Float(location.x)
    raw.y = Float(location.y)
    raw.time_ms = deviceTime
    var event = SDL_Event()
    mmtg_pack(&raw, &event)
    return event
  }
}
