import MaterialMotion

/// One touchpad pinch event as the platform delivers it, before it becomes recognizer input.
///
/// Touchpads report pinches as gestures, not as touches: XInput 2.4 on X11 and Xwayland
/// (`XI_GesturePinchBegin/Update/End`) and `zwp_pointer_gestures_v1` on Wayland. Both give the
/// **absolute** scale since the gesture began (1 at begin) and the rotation **change** since the
/// previous event in degrees, clockwise. ``TouchpadPinchConverter`` turns a sequence of these
/// into the per-event `PinchEvent` deltas the scale and rotation recognizers take.
public struct TouchpadPinch: Hashable, Sendable {
  /// The phase.
  public var phase: TouchpadPhase
  /// The delivering path.
  public var source: TouchpadSource
  /// The number of fingers on the touchpad.
  public var fingers: Int
  /// Whether the system cancelled the pinch (only on ``TouchpadPhase/end``).
  public var isCancelled: Bool
  /// The scale since the pinch began (1 at begin).
  public var scale: Double
  /// The rotation since the previous event of this pinch, in degrees, clockwise on screen.
  public var rotationDegrees: Double
  /// The pointer's position, in window points.
  public var location: Point

  /// Creates a touchpad pinch event.
  public init(
    phase: TouchpadPhase, source: TouchpadSource, fingers: Int = 2, isCancelled: Bool = false,
    scale: Double = 1,
    rotationDegrees: Double = 0, location: Point
  ) {
    self.phase = phase
    self.source = source
    self.fingers = fingers
    self.isCancelled = isCancelled
    self.scale = scale
    self.rotationDegrees = rotationDegrees
    self.location = location
  }
}
