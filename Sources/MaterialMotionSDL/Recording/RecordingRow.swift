/// The rows of the recording format, one for each kind of line, in the order its documentation
/// lists them; the raw value is the line's `type`.
///
/// Two exhaustive switches keep the table whole: ``of(_:)`` names the row of every
/// ``PlatformInput`` (a new case of the input does not compile until it has a row, or says it is
/// not recorded), and `kind` (RecordingKinds.swift) defines every row's fields (a new row does
/// not compile until it has them).
enum RecordingRow: String, CaseIterable, Sendable {
  case mouseDown = "mouse.down"
  case mouseUp = "mouse.up"
  case mouseMotion = "mouse.motion"
  case mouseWheel = "mouse.wheel"
  case fingerDown = "finger.down"
  case fingerMotion = "finger.motion"
  case fingerUp = "finger.up"
  case multigesture
  case keyDown = "key.down"
  case keyUp = "key.up"
  case windowResize = "window.resize"
  case touchpadPinch = "touchpad.pinch"
  case takeover
  case touchpadSwipe = "touchpad.swipe"
  case touchpadHold = "touchpad.hold"
  case touchpadDevice = "touchpad.device"

  /// The row `input` is written in, or nil for input a recording does not hold: key repeats
  /// (the key's down is recorded once), window focus and close (a replay has its own window).
  static func of(_ input: PlatformInput) -> RecordingRow? {
    switch input {
    case .mouse(let m):
      switch m.phase {
      case .down: .mouseDown
      case .up: .mouseUp
      case .moved: .mouseMotion
      }
    case .wheel: .mouseWheel
    case .finger(let f):
      switch f.phase {
      case .down: .fingerDown
      case .moved: .fingerMotion
      case .up: .fingerUp
      }
    case .multigesture: .multigesture
    case .key(let k):
      switch (k.phase, k.isRepeat) {
      case (_, true): nil
      case (.down, false): .keyDown
      case (.up, false): .keyUp
      }
    case .window(let w):
      switch w {
      case .resized: .windowResize
      case .focusGained, .focusLost, .closeRequested: nil
      }
    case .touchpadPinch: .touchpadPinch
    case .takeover: .takeover
    case .touchpadSwipe: .touchpadSwipe
    case .touchpadHold: .touchpadHold
    case .touchpadDevice: .touchpadDevice
    }
  }
}
