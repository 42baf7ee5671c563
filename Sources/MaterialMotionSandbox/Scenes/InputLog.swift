import MaterialMotion
import MaterialMotionSDL

/// One line of the pinch lab's raw-input log: an input's time, its kind in SDL's words
/// (`MOUSEMOTION`, `FINGERDOWN`, `MULTIGESTURE`, `PINCH`, ...) and its fields as text.
struct InputLogEntry {
  /// Seconds on the input clock.
  let time: Double
  /// The kind, as SDL names its events (`PINCH` for a touchpad gesture).
  let kind: String
  /// The fields, e.g. `dDist=+0.0040 dTheta=+0.0000 fingers=2 x=0.500 y=0.500`.
  let detail: String
  /// The input itself.
  let input: PlatformInput
}

/// Writes log lines for platform input, keeping what the lines show but a single input does not
/// carry: the mouse buttons held (SDL's `state` mask) and each finger's previous position (its
/// `dx`, `dy`).
struct InputLog {
  private var heldButtons: Set<MouseButton> = []
  private var fingers: [Int64: Point] = [:]

  /// The line for `timed`, or nil for input the log does not show (window events).
  mutating func entry(for timed: TimedInput) -> InputLogEntry? {
    func f(_ value: Double, _ digits: Int = 3) -> String {
      ValueFormat.signed(value, digits: digits)
    }
    func mods(_ modifiers: KeyModifiers) -> String {
      modifiers.isEmpty ? "" : " " + modifiers.names.joined(separator: "+")
    }
    let kind: String
    let detail: String
    switch timed.input {
    case .mouse(let m):
      let (x, y) = (Int(clamping: Int64(m.location.x)), Int(clamping: Int64(m.location.y)))
      switch m.phase {
      case .down(let button), .up(let button):
        let down = m.phase == .down(button)
        if down { heldButtons.insert(button) } else { heldButtons.remove(button) }
        kind = down ? "MOUSEBUTTONDOWN" : "MOUSEBUTTONUP"
        detail = "button=\(button.rawValue) x=\(x) y=\(y)\(mods(m.modifiers))"
      case .moved:
        kind = "MOUSEMOTION"
        detail = "x=\(x) y=\(y) state=\(buttonMask)\(mods(m.modifiers))"
      }
    case .wheel(let w):
      kind = "MOUSEWHEEL"
      detail = "dx=\(f(w.delta.x, 2)) dy=\(f(w.delta.y, 2))\(mods(w.modifiers))"
    case .finger(let finger):
      let p = finger.location
      let previous = finger.phase == .down ? p : fingers[finger.finger] ?? p
      fingers[finger.finger] = finger.phase == .up ? nil : p
      kind =
        switch finger.phase {
        case .down: "FINGERDOWN"
        case .moved: "FINGERMOTION"
        case .up: "FINGERUP"
        }
      let (dx, dy) = (Double(Float(p.x - previous.x)), Double(Float(p.y - previous.y)))
      detail = "finger=\(finger.finger) x=\(f(p.x)) y=\(f(p.y)) dx=\(f(dx)) dy=\(f(dy))"
    case .multigesture(let g):
      kind = "MULTIGESTURE"
      detail =
        "dDist=\(f(g.distanceChange, 4)) dTheta=\(f(g.angleChange, 4)) fingers=\(g.fingers) x=\(f(g.location.x)) y=\(f(g.location.y))"
    case .key(let key):
      kind = key.phase == .down ? "KEYDOWN" : "KEYUP"
      detail = key.key + mods(key.modifiers)
    case .touchpadPinch(let pinch):
      kind = "PINCH"
      // A cancelled end reads "cancel": as long as "update", so the line fits where theirs do.
      let phase = pinch.isCancelled ? "cancel" : pinch.phase.rawValue
      func whole(_ v: Double) -> Int { Int(clamping: Int64(exactly: v.rounded()) ?? 0) }
      detail =
        "\(pinch.source.displayName) \(phase) fingers=\(pinch.fingers) "
        + "scale=\(f(pinch.scale).dropFirst()) rot=\(f(pinch.rotationDegrees, 2))° "
        + "x=\(whole(pinch.location.x)) y=\(whole(pinch.location.y))"
    case .touchpadSwipe(let swipe):
      kind = "SWIPE"
      let phase = swipe.isCancelled ? "cancel" : swipe.phase.rawValue
      detail =
        "\(swipe.source.displayName) \(phase) fingers=\(swipe.fingers) "
        + "dx=\(f(swipe.delta.x, 2)) dy=\(f(swipe.delta.y, 2))"
    case .touchpadHold(let hold):
      kind = "HOLD"
      let phase = hold.isCancelled ? "cancel" : hold.phase.rawValue
      detail = "\(hold.source.displayName) \(phase) fingers=\(hold.fingers)"
    case .touchpadDevice(let device):
      kind = "DEVICE"
      detail = device.description
    case .window, .takeover:
      return nil
    }
    return InputLogEntry(time: timed.time, kind: kind, detail: detail, input: timed.input)
  }

  /// SDL's mask of the buttons held: left 1, middle 2, right 4, x1 8, x2 16.
  private var buttonMask: Int {
    MouseButton.allCases.enumerated().reduce(0) { mask, button in
      heldButtons.contains(button.element) ? mask | 1 << button.offset : mask
    }
  }
}
