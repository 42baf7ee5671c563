import MaterialMotion

// How an input's values are recorded where that is not the value itself: the properties the
// format's rows bind their fields to (``RecordingBinding``).

extension MouseInput {
  /// A press's or release's button (`.left` for a motion, which records none); setting it keeps
  /// the phase's direction.
  var recordedButton: MouseButton {
    get {
      switch phase {
      case .down(let button), .up(let button): button
      case .moved: .left
      }
    }
    set {
      switch phase {
      case .down: phase = .down(newValue)
      case .up: phase = .up(newValue)
      case .moved: break
      }
    }
  }
}

extension FingerInput {
  /// The finger's id as the format's whole number.
  var recordedFinger: Int {
    get { Int(finger) }
    set { finger = Int64(newValue) }
  }
}

extension KeyInput {
  /// The key's name in lower case (`"left ctrl"`); read back as SDL spells it (`"Left Ctrl"`).
  var recordedKey: String {
    get { key.lowercased() }
    set { key = SDLInputDecoder.keyName(newValue) }
  }
}

extension TouchpadDevice {
  /// The X input device's id, or -1 when the protocol names none (Wayland).
  var recordedID: Int {
    get { id ?? -1 }
    set { id = newValue < 0 ? nil : newValue }
  }
}

/// A window resize as a row's value (``WindowInput/resized(width:height:)``).
struct RecordedResize: Sendable {
  var width = 0
  var height = 0
}
