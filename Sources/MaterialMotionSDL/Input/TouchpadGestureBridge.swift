import CSDL2
import CTouchpadGestures

#if canImport(Glibc)
  import Glibc
#endif

/// Receives real touchpad pinch gestures for a window beside SDL 2.26, which reports none on
/// Linux: XInput 2.4 gesture events on X11 and Xwayland, `zwp_pointer_gestures_v1` on native
/// Wayland. Each gesture event is pushed into SDL's own queue, so it is ordered with the rest of
/// the input, and ``SDLInputDecoder`` decodes it there into a ``PlatformInput/touchpadPinch(_:)``
/// like every other event.
@MainActor
public final class TouchpadGestureBridge {
  /// What the bridge could set up.
  public enum Status: Sendable, Equatable {
    /// Gestures are delivered from this path.
    case attached(TouchpadSource)
    /// No touchpad gestures here; the reason, when there is one worth telling (an X server
    /// older than XI 2.4, a compositor without pointer gestures). Headless and other video
    /// drivers have no reason.
    case unavailable(String?)
    /// Setting up failed; the reason.
    case failed(String)
  }

  /// What was set up.
  public let status: Status

  /// Registers the touchpad pinch event type with SDL; call after SDL's event subsystem is up.
  public static func registerEventType() {
    _ = mmtg_event_type()
  }

  /// Puts `pinch` into SDL's queue exactly as the receiver puts a live gesture event there,
  /// stamped with the device time `deviceTime` (milliseconds, wrapping): it then takes the live
  /// path, decoding included. Tests and benchmarks use this; it needs no device. Returns whether
  /// SDL queued it.
  @discardableResult
  public static func push(_ pinch: TouchpadPinch, deviceTime: UInt32) -> Bool {
    push(.touchpadPinch(pinch), deviceTime: deviceTime)
  }

  /// Puts a touchpad `input` (a pinch, a swipe, a hold or a device announcement) into SDL's queue as the receiver
  /// puts a live gesture event there (see the pinch's ``push(_:deviceTime:)``); returns false for
  /// any other input, and when SDL did not queue it.
  @discardableResult
  public static func push(_ input: PlatformInput, deviceTime: UInt32) -> Bool {
    var raw: mmtg_gesture
    switch input {
    case .touchpadPinch(let pinch):
      raw = Self.raw(pinch, deviceTime: deviceTime)
    case .touchpadSwipe(let swipe):
      // A swipe's dx, dy ride in the pinch's scale and rotation, as the receiver packs them.
      raw = Self.raw(
        TouchpadPinch(
          phase: swipe.phase, source: swipe.source, fingers: swipe.fingers,
          isCancelled: swipe.isCancelled, scale: swipe.delta.x, rotationDegrees: swipe.delta.y,
          location: swipe.location), deviceTime: deviceTime)
      raw.kind = Int32(MMTG_KIND_SWIPE)
    case .touchpadHold(let hold):
      raw = Self.raw(
        TouchpadPinch(
          phase: hold.phase, source: hold.source, fingers: hold.fingers,
          isCancelled: hold.isCancelled, location: hold.location), deviceTime: deviceTime)
      raw.kind = Int32(MMTG_KIND_HOLD)
    case .touchpadDevice(let device):
      registerEventType()
      let source = device.source == .wayland ? MMTG_SOURCE_WAYLAND : MMTG_SOURCE_XI2
      return mmtg_push_device(Int32(source), Int32(device.id ?? -1), device.name, deviceTime) == 1
    default:
      return false
    }
    return mmtg_push(&raw) == 1
  }

  /// The C side's packing of `pinch` (a pinch's fields, or a swipe's and hold's in them).
  private static func raw(_ pinch: TouchpadPinch, deviceTime: UInt32) -> mmtg_gesture {
    registerEventType()
    var raw = mmtg_gesture()
    raw.phase =
      switch pinch.phase {
      case .begin: Int32(MMTG_PHASE_BEGIN)
      case .update: Int32(MMTG_PHASE_UPDATE)
      case .end: Int32(MMTG_PHASE_END)
      }
    raw.source = pinch.source == .wayland ? Int32(MMTG_SOURCE_WAYLAND) : Int32(MMTG_SOURCE_XI2)
    raw.fingers = Int32(clamping: pinch.fingers)
    raw.cancelled = pinch.isCancelled ? 1 : 0
    raw.a = Float(pinch.scale)
    raw.b = Float(pinch.rotationDegrees)
    raw.x = Float(pinch.location.x)
    raw.y = Float(pinch.location.y)
    raw.time_ms = deviceTime
    return raw
  }

  /// Attaches to `window` according to its video driver, unless the environment variable
  /// `MOTION_SANDBOX_TOUCHPAD` is `off` (an escape hatch for a server that misbehaves, and the
  /// way to measure what the receiver costs).
  public init(window: SDLWindow) {
    Self.registerEventType()
    let setting = getenv("MOTION_SANDBOX_TOUCHPAD").map { String(cString: $0) }
    guard !window.isHeadless, setting != "off" else {
      status = .unavailable(nil)
      return
    }
    var message = [CChar](repeating: 0, count: 512)
    let result: Int32
    let source: TouchpadSource
    switch window.videoDriver {
    case "x11":
      source = .xi2
      result = mmtg_x11_attach(window.window, &message, Int32(message.count))
    case "wayland":
      source = .wayland
      result = mmtg_wl_attach(window.window, &message, Int32(message.count))
    default:
      status = .unavailable(nil)
      return
    }
    let text = String(
      decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    switch result {
    case Int32(MMTG_OK): status = .attached(source)
    case Int32(MMTG_UNAVAILABLE): status = .unavailable(text.isEmpty ? nil : text)
    default: status = .failed(text.isEmpty ? "unknown error" : text)
    }
  }

  /// Delivers gesture events that SDL's last pump read (Wayland's private queue). Call once per
  /// frame, after `SDL_PumpEvents` and before polling.
  public func dispatchPending() {
    if case .attached(.wayland) = status { mmtg_wl_dispatch() }
  }

  /// Releases what was set up. Call it before the window is closed (the Wayland receiver's
  /// objects live on SDL's connection).
  public func close() {
    if case .attached(.wayland) = status { mmtg_wl_detach() }
  }
}
