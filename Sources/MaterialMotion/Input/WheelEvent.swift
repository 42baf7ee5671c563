/// A scroll-wheel or touchpad scroll step.
///
/// ``delta`` follows SDL's convention: x grows to the right and y grows when the wheel moves
/// away from the user (scrolling up). Units are wheel steps for clicky wheels and points for
/// precise (touchpad) scrolling, see ``isPrecise``.
public struct WheelEvent: Hashable, Sendable {
  /// Where the pointer was, in window coordinates.
  public var location: Point
  /// How far the wheel moved.
  public var delta: Point
  /// Whether ``delta`` is a precise (touchpad, fractional) amount rather than whole wheel steps.
  public var isPrecise: Bool
  /// The keyboard modifiers held (ctrl+wheel is conventionally a zoom).
  public var modifiers: KeyModifiers
  /// When the event happened, in seconds.
  public var timestamp: Double

  /// Creates a wheel event.
  public init(
    location: Point, delta: Point, isPrecise: Bool = false, modifiers: KeyModifiers = [],
    timestamp: Double
  ) {
    self.location = location
    self.delta = delta
    self.isPrecise = isPrecise
    self.modifiers = modifiers
    self.timestamp = timestamp
  }
}
