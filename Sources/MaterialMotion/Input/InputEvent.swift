/// Any platform-neutral input event, as an ``InputDispatcher`` accepts it.
public enum InputEvent: Hashable, Sendable {
  /// A touch (or mouse pointer) event.
  case touch(TouchEvent)
  /// A pinch/rotate delta event.
  case pinch(PinchEvent)
  /// A touchpad swipe delta event.
  case swipe(SwipeEvent)
  /// A touchpad hold event.
  case hold(HoldEvent)
  /// A scroll-wheel event.
  case wheel(WheelEvent)
  /// A key event.
  case key(KeyEvent)

  /// The event's timestamp, in seconds.
  public var timestamp: Double {
    switch self {
    case .touch(let event): event.timestamp
    case .pinch(let event): event.timestamp
    case .swipe(let event): event.timestamp
    case .hold(let event): event.timestamp
    case .wheel(let event): event.timestamp
    case .key(let event): event.timestamp
    }
  }
}
