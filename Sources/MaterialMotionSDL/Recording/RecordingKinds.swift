import MaterialMotion

/// The fields recording lines share, each with its range (``RecordingLimits``): each defined
/// once, for every kind that carries it.
enum RecordingFields {
  static let windowX = RecordingField.wholePoint("x", in: RecordingLimits.windowCoordinate)
  static let windowY = RecordingField.wholePoint("y", in: RecordingLimits.windowCoordinate)
  static let button = RecordingField<MouseButton>.choice("button", what: "button")
  static let mods = RecordingField.modifiers("mods")
  static let dx = RecordingField.float("dx", in: RecordingLimits.wheelDelta)
  static let dy = RecordingField.float("dy", in: RecordingLimits.wheelDelta)
  static let finger = RecordingField.whole("finger", in: RecordingLimits.fingerID)
  static let pressure = RecordingField.float("pressure", in: 0...1)
  static let normalisedX = RecordingField.float("x", in: RecordingLimits.normalisedCoordinate)
  static let normalisedY = RecordingField.float("y", in: RecordingLimits.normalisedCoordinate)
  static let dDist = RecordingField.float("dDist", in: RecordingLimits.gestureDelta)
  static let dTheta = RecordingField.float("dTheta", in: RecordingLimits.gestureDelta)
  static let fingers = RecordingField.whole("fingers", in: RecordingLimits.fingers)
  static let key = RecordingField.string("key")
  static let width = RecordingField.whole("w", in: RecordingLimits.windowSides)
  static let height = RecordingField.whole("h", in: RecordingLimits.windowSides)
  static let phase = RecordingField<TouchpadPhase>.choice("phase", what: "phase")
  static let source = RecordingField<TouchpadSource>.choice("source", what: "source")
  static let scale = RecordingField.float("scale", in: RecordingLimits.pinchScale)
  static let rotation = RecordingField.float("rotation", in: RecordingLimits.pinchRotation)
  static let pointerX = RecordingField.float("x", in: RecordingLimits.windowCoordinate)
  static let pointerY = RecordingField.float("y", in: RecordingLimits.windowCoordinate)
  static let cancelled = RecordingField.bool("cancelled")
  static let replaced = RecordingField.float("replaced", in: RecordingLimits.time)
  static let deviceID = RecordingField.whole("id", in: RecordingLimits.deviceID)
  static let name = RecordingField.string("name")
}

extension RecordingRow {
  /// The row's kind: its fields, bound to the input value they are written from and read into.
  var kind: RecordingKind {
    typealias F = RecordingFields
    switch self {
    case .mouseDown, .mouseUp:
      let down = self == .mouseDown
      return RecordingKind(
        self, blank: MouseInput(down ? .down(.left) : .up(.left), at: .zero),
        [
          F.windowX.at(\.location.x), F.windowY.at(\.location.y),
          F.button.at(\.recordedButton) { $0.recordedButton = $1 },
          F.mods.at(\.modifiers),
        ],
        input: { .mouse($0) }, value: { if case .mouse(let m) = $0 { m } else { nil } })
    case .mouseMotion:
      return RecordingKind(
        self, blank: MouseInput(.moved, at: .zero),
        [F.windowX.at(\.location.x), F.windowY.at(\.location.y), F.mods.at(\.modifiers)],
        input: { .mouse($0) }, value: { if case .mouse(let m) = $0 { m } else { nil } })
    case .mouseWheel:
      return RecordingKind(
        self, blank: WheelInput(at: .zero, delta: .zero),
        [
          F.windowX.at(\.location.x), F.windowY.at(\.location.y), F.dx.at(\.delta.x),
          F.dy.at(\.delta.y), F.mods.at(\.modifiers),
        ],
        input: { .wheel($0) }, value: { if case .wheel(let w) = $0 { w } else { nil } })
    case .fingerDown, .fingerMotion, .fingerUp:
      let phase: FingerInput.Phase =
        self == .fingerDown ? .down : self == .fingerUp ? .up : .moved
      return RecordingKind(
        self, blank: FingerInput(phase, finger: 0, at: .zero),
        [
          F.finger.at(\.recordedFinger) { $0.recordedFinger = $1 }, F.normalisedX.at(\.location.x),
          F.normalisedY.at(\.location.y),
          F.pressure.at(\.pressure, since: Recording.fingerPressureVersion, absent: 1),
        ],
        input: { .finger($0) }, value: { if case .finger(let f) = $0 { f } else { nil } })
    case .multigesture:
      return RecordingKind(
        self, blank: MultigestureInput(at: .zero, distanceChange: 0, angleChange: 0, fingers: 0),
        [
          F.normalisedX.at(\.location.x), F.normalisedY.at(\.location.y),
          F.dDist.at(\.distanceChange), F.dTheta.at(\.angleChange), F.fingers.at(\.fingers),
        ],
        input: { .multigesture($0) },
        value: { if case .multigesture(let g) = $0 { g } else { nil } })
    case .keyDown, .keyUp:
      return RecordingKind(
        self, blank: KeyInput("", self == .keyDown ? .down : .up),
        [F.key.at(\.recordedKey) { $0.recordedKey = $1 }, F.mods.at(\.modifiers)],
        input: { .key($0) }, value: { if case .key(let k) = $0 { k } else { nil } })
    case .windowResize:
      return RecordingKind(
        self, blank: RecordedResize(), [F.width.at(\.width), F.height.at(\.height)],
        input: { .window(.resized(width: $0.width, height: $0.height)) },
        value: {
          if case .window(.resized(let width, let height)) = $0 {
            RecordedResize(width: width, height: height)
          } else {
            nil
          }
        })
    case .touchpadPinch: return Self.touchpadPinchKind
    case .takeover:
      // Where a run was taken over from an earlier frame (format version 4): not input, a
      // note of what happened to the run; `replaced` is how many seconds of it were replaced.
      return RecordingKind(
        self, since: Recording.takeoverVersion, blank: 0.0, [F.replaced.at(\.self)],
        input: { .takeover(replaced: $0) },
        value: { if case .takeover(let replaced) = $0 { replaced } else { nil } })
    case .touchpadSwipe: return Self.touchpadSwipeKind
    case .touchpadHold: return Self.touchpadHoldKind
    case .touchpadDevice: return Self.touchpadDeviceKind
    }
  }
}
