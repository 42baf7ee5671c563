/// The touchpad the gestures after it come from, as the platform names it: announced before the
/// first gesture of each touchpad, so a recording and a gesture report say which one was tested.
///
/// - XInput 2.4 (X11, Xwayland): the gesture's source device, its id and the name the server
///   gives it (what `xinput list` shows, e.g. `SynPS/2 Synaptics TouchPad`). Under Xwayland that
///   is Xwayland's own gesture device, `xwayland-pointer-gestures` (made in its
///   `hw/xwayland/xwayland-input.c`), which names no touchpad.
/// - Wayland: pointer gestures name no device, so this names the seat (`wl_seat.name`, e.g.
///   `seat0`; empty before seat version 2) and has no id.
public struct TouchpadDevice: Hashable, Sendable {
  /// The delivering path.
  public var source: TouchpadSource
  /// The X input device's id; nil on Wayland.
  public var id: Int?
  /// The X input device's name, or on Wayland the seat's.
  public var name: String

  /// Creates a touchpad device announcement.
  public init(source: TouchpadSource, id: Int?, name: String) {
    self.source = source
    self.id = id
    self.name = name
  }

  /// How a log or a report names it: `XI 2.4 device 12 "SynPS/2 Synaptics TouchPad"` or
  /// `Wayland seat "seat0"`.
  public var description: String {
    switch source {
    case .xi2: "\(source.displayName) device \(id.map(String.init) ?? "?") \"\(name)\""
    case .wayland: "\(source.displayName) seat \"\(name)\""
    }
  }
}
