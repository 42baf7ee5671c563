/// Any platform-neutral input event, as an ``InputDispatcher`` accepts it.
public enum InputEvent: Hashable, Sendable {
  /// A touch (or mouse pointer) event.
  case touch(TouchEvent)
  /// A pinch/rotate delta event.
  case pinch(PinchEvent)
  /// A scroll-wheel event.
  case wheel(WheelEvent)
  /// A key event.
  case key(KeyEvent)

  /// The event's timestamp, in seconds.
  public var timestamp: Double {
    switch self {
    case .touch(let event): event.timestamp
    case .pinch(let event): event.timestamp
    case .wheel(let event): event.timestamp
    case .key(let event): event.timestamp
    }
  }
}
