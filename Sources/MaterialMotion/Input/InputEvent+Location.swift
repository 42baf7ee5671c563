extension InputEvent {
  /// Where in the window the event happened (a touch's, a pinch's, a swipe's, a hold's or a
  /// wheel's location); nil for a key.
  public var location: Point? {
    switch self {
    case .touch(let event): event.location
    case .pinch(let event): event.location
    case .swipe(let event): event.location
    case .hold(let event): event.location
    case .wheel(let event): event.location
    case .key: nil
    }
  }

  /// The same event moved by `delta` (a key is left as it is): one input driving a second copy
  /// of a scene elsewhere in the window, as the sandbox's compare mode does.
  public func offset(by delta: Point) -> InputEvent {
    switch self {
    case .touch(var event):
      event.location = event.location + delta
      return .touch(event)
    case .pinch(var event):
      event.location = event.location + delta
      return .pinch(event)
    case .swipe(var event):
      event.location = event.location + delta
      return .swipe(event)
    case .hold(var event):
      event.location = event.location + delta
      return .hold(event)
    case .wheel(var event):
      event.location = event.location + delta
      return .wheel(event)
    case .key:
      return self
    }
  }
}
