import MaterialMotion

/// A scroll-wheel step or a touchpad's two-finger scroll.
public struct WheelInput: Hashable, Sendable {
  /// The pointer, in window points (whole points).
  public var location: Point
  /// How far the wheel moved: x to the right, y away from the user (natural scrolling's flip
  /// undone); whole steps for a clicky wheel, fractions for precise scrolling. 32-bit float
  /// precision, as SDL reports it.
  public var delta: Point
  /// The keyboard modifiers held (ctrl + wheel is a pinch).
  public var modifiers: KeyModifiers

  /// Creates a wheel event.
  public init(at location: Point, delta: Point, modifiers: KeyModifiers = []) {
    self.location = location
    self.delta = delta
    self.modifiers = modifiers
  }
}
