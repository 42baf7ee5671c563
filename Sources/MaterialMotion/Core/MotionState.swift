/// Whether something that moves is currently moving.
///
/// `active` while an animation runs, a simulation moves or a gesture is began/changed; `atRest`
/// otherwise. Momentary events (a recognised tap) send `active` immediately followed by `atRest`.
public enum MotionState: Int, Sendable, Hashable, CustomStringConvertible {
  /// Nothing is moving.
  case atRest = 0
  /// Something is moving.
  case active = 1

  /// The case's name: `"atRest"` or `"active"`.
  public var description: String {
    switch self {
    case .atRest: "atRest"
    case .active: "active"
    }
  }
}
