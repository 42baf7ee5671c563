import MaterialMotion

/// Turns touchpad pinch events (absolute scale, rotation deltas in degrees) into the
/// `PinchEvent` deltas that `ScaleGestureRecognizer` and `RotationGestureRecognizer` take,
/// so a touchpad pinch drives the same recognizers, through the same dispatcher, as two fingers
/// on a touchscreen.
///
/// - **Begin** becomes `PinchEvent.Phase.began` at the pointer (scale 1, no rotation); the
///   begin's own scale is the reference for later updates.
/// - **Update** becomes `PinchEvent.Phase.changed` whose scale factor is the new absolute
///   scale divided by the previous one (so the recognizer's product of factors equals the
///   device's absolute scale) and whose rotation is the delta in radians. An update with no
///   begin (the begin was lost) starts a pinch first, measured from scale 1.
/// - **End** becomes `PinchEvent.Phase.ended`, or `PinchEvent.Phase.cancelled` when the
///   system cancelled it (the recognizers then cancel and the interactions undo the gesture).
///   The end's own scale and rotation are ignored: libinput repeats the last update's scale
///   there, Wayland's end has none. An end with no pinch in progress is dropped.
/// - A begin while a pinch is in progress ends nothing itself: the `InputDispatcher` cancels
///   the lost pinch when the new one begins.
///
/// Values that are not finite, and scales that are not positive, are treated as no change.
public struct TouchpadPinchConverter: Sendable {
  private var lastScale: Double?

  /// Creates a converter with no pinch in progress.
  public init() {}

  /// Whether a pinch is in progress.
  public var isPinching: Bool { lastScale != nil }

  /// The pinch events for `pinch`, happening at `timestamp` seconds.
  public mutating func convert(_ pinch: TouchpadPinch, timestamp: Double) -> [PinchEvent] {
    let location = pinch.location
    let radians = pinch.rotationDegrees.isFinite ? pinch.rotationDegrees * .pi / 180 : 0
    let scale = pinch.scale.isFinite && pinch.scale > 0 ? pinch.scale : nil
    switch pinch.phase {
    case .begin:
      lastScale = scale ?? 1
      return [PinchEvent(phase: .began, location: location, timestamp: timestamp)]
    case .update:
      var events: [PinchEvent] = []
      if lastScale == nil {
        lastScale = 1
        events.append(PinchEvent(phase: .began, location: location, timestamp: timestamp))
      }
      events.append(
        PinchEvent(
          phase: .changed, location: location, scale: factor(to: scale), rotation: radians,
          timestamp: timestamp))
      return events
    case .end:
      guard lastScale != nil else { return [] }
      defer { lastScale = nil }
      if pinch.isCancelled {
        return [PinchEvent(phase: .cancelled, location: location, timestamp: timestamp)]
      }
      return [PinchEvent(phase: .ended, location: location, timestamp: timestamp)]
    }
  }

  /// Forgets the pinch in progress (the host cancels it through the dispatcher).
  public mutating func reset() {
    lastScale = nil
  }

  private mutating func factor(to scale: Double?) -> Double {
    guard let scale, let last = lastScale, last > 0 else { return 1 }
    lastScale = scale
    let factor = scale / last
    return factor.isFinite && factor > 0 ? factor : 1
  }
}
