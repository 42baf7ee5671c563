import CSDL2

/// An SDL input event as the pinch lab shows it: its time, its kind and its fields as text.
public struct RawInputEvent: Sendable, Equatable {
  /// Seconds since the host started (virtual time during a replay).
  public let time: Double
  /// The SDL event name, e.g. `MULTIGESTURE`, `FINGERMOTION`, `MOUSEWHEEL`.
  public let kind: String
  /// The event's fields, e.g. `dDist=+0.0040 dTheta=+0.0000 fingers=2`.
  public let detail: String
  /// The touchpad pinch, for `PINCH` events from the gesture bridge (XI 2.4, Wayland).
  public private(set) var touchpadPinch: TouchpadPinch?

  /// Describes `event`, or nil for events that are not input.
  public init?(_ event: SDL_Event, time: Double, modifiers: UInt32) {
    self.time = time
    func f(_ v: Float, _ digits: Int = 3) -> String { Self.fixed(Double(v), digits) }
    let mods = RecordedInput.recordedModifiers(modifiers).sorted().map(\.rawValue).joined(
      separator: "+")
    let modText = mods.isEmpty ? "" : " " + mods
    switch SDL_EventType(event.type) {
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
      kind = event.type == SDL_MOUSEBUTTONDOWN.rawValue ? "MOUSEBUTTONDOWN" : "MOUSEBUTTONUP"
      detail = "button=\(event.button.button) x=\(event.button.x) y=\(event.button.y)\(modText)"
    case SDL_MOUSEMOTION:
      kind = "MOUSEMOTION"
      detail = "x=\(event.motion.x) y=\(event.motion.y) state=\(event.motion.state)\(modText)"
    case SDL_MOUSEWHEEL:
      kind = "MOUSEWHEEL"
      detail = "dx=\(f(event.wheel.preciseX, 2)) dy=\(f(event.wheel.preciseY, 2))\(modText)"
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      kind =
        event.type == SDL_FINGERDOWN.rawValue
        ? "FINGERDOWN" : event.type == SDL_FINGERUP.rawValue ? "FINGERUP" : "FINGERMOTION"
      let t = event.tfinger
      detail = "finger=\(t.fingerId) x=\(f(t.x)) y=\(f(t.y)) dx=\(f(t.dx)) dy=\(f(t.dy))"
    case SDL_MULTIGESTURE:
      kind = "MULTIGESTURE"
      let g = event.mgesture
      detail =
        "dDist=\(f(g.dDist, 4)) dTheta=\(f(g.dTheta, 4)) fingers=\(g.numFingers) x=\(f(g.x)) y=\(f(g.y))"
    case SDL_KEYDOWN, SDL_KEYUP:
      kind = event.type == SDL_KEYDOWN.rawValue ? "KEYDOWN" : "KEYUP"
      detail = String(cString: SDL_GetKeyName(event.key.keysym.sym)) + modText
    default:
      guard let pinch = TouchpadPinch(event) else { return nil }
      touchpadPinch = pinch
      kind = "PINCH"
      // A cancelled end reads "cancel": as long as "update", so the line fits where theirs do.
      let phase = pinch.isCancelled ? "cancel" : pinch.phase.rawValue
      detail =
        "\(pinch.source.displayName) \(phase) fingers=\(pinch.fingers) "
        + "scale=\(Self.fixed(pinch.scale, 3).dropFirst()) rot=\(Self.fixed(pinch.rotationDegrees, 2))° "
        + "x=\(Int(clamping: Int64(exactly: pinch.location.x.rounded()) ?? 0)) "
        + "y=\(Int(clamping: Int64(exactly: pinch.location.y.rounded()) ?? 0))"
    }
  }

  /// `value` with `digits` decimals and an explicit sign, without Foundation.
  /// Values too large for fixed notation (or not finite) are written as Swift prints them.
  public static func fixed(_ value: Double, _ digits: Int) -> String {
    let digits = max(0, min(9, digits))
    guard value.isFinite, abs(value) < 1e9 else { return value < 0 ? "\(value)" : "+\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int64((abs(value) * scale).rounded())
    let whole = scaled / Int64(scale)
    var fraction = String(scaled % Int64(scale))
    fraction = String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
    let sign = value < 0 && scaled != 0 ? "-" : "+"
    return digits > 0 ? "\(sign)\(whole).\(fraction)" : "\(sign)\(whole)"
  }
}
