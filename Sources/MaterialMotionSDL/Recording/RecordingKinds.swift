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

extension RecordingKind {
  /// Every kind of event a recording holds, in the order the format's documentation lists
  /// them. Mouse and touchpad coordinates are window points; finger and multigesture ones are
  /// normalised to the window (0...1), as SDL reports them.
  public static let all: [RecordingKind] = [
    mouseButton("mouse.down", down: true),
    mouseButton("mouse.up", down: false),
    RecordingKind(
      "mouse.motion",
      fields: [
        RecordingFields.windowX.info, RecordingFields.windowY.info, RecordingFields.mods.info,
      ],
      write: { input, line in
        guard case .mouse(let m) = input, m.phase == .moved else { return false }
        line.add(RecordingFields.windowX, m.location.x)
        line.add(RecordingFields.windowY, m.location.y)
        line.add(RecordingFields.mods, m.modifiers)
        return true
      },
      read: { r throws(RecordingFieldError) in
        let (x, y) = (try RecordingFields.windowX.read(r), try RecordingFields.windowY.read(r))
        return .mouse(
          MouseInput(.moved, at: Point(x: x, y: y), modifiers: try RecordingFields.mods.read(r)))
      }),
    RecordingKind(
      "mouse.wheel",
      fields: [
        RecordingFields.windowX.info, RecordingFields.windowY.info, RecordingFields.dx.info,
        RecordingFields.dy.info, RecordingFields.mods.info,
      ],
      write: { input, line in
        guard case .wheel(let w) = input else { return false }
        line.add(RecordingFields.windowX, w.location.x)
        line.add(RecordingFields.windowY, w.location.y)
        line.add(RecordingFields.dx, w.delta.x)
        line.add(RecordingFields.dy, w.delta.y)
        line.add(RecordingFields.mods, w.modifiers)
        return true
      },
      read: { r throws(RecordingFieldError) in
        let (x, y) = (try RecordingFields.windowX.read(r), try RecordingFields.windowY.read(r))
        let (dx, dy) = (try RecordingFields.dx.read(r), try RecordingFields.dy.read(r))
        return .wheel(
          WheelInput(
            at: Point(x: x, y: y), delta: Point(x: dx, y: dy),
            modifiers: try RecordingFields.mods.read(r)))
      }),
    finger("finger.down", .down),
    finger("finger.motion", .moved),
    finger("finger.up", .up),
    RecordingKind(
      "multigesture",
      fields: [
        RecordingFields.normalisedX.info, RecordingFields.normalisedY.info,
        RecordingFields.dDist.info, RecordingFields.dTheta.info,
        RecordingFields.fingers.info,
      ],
      write: { input, line in
        guard case .multigesture(let g) = input else { return false }
        line.add(RecordingFields.normalisedX, g.location.x)
        line.add(RecordingFields.normalisedY, g.location.y)
        line.add(RecordingFields.dDist, g.distanceChange)
        line.add(RecordingFields.dTheta, g.angleChange)
        line.add(RecordingFields.fingers, g.fingers)
        return true
      },
      read: { r throws(RecordingFieldError) in
        let (x, y) = (
          try RecordingFields.normalisedX.read(r), try RecordingFields.normalisedY.read(r)
        )
        let (dDist, dTheta) = (
          try RecordingFields.dDist.read(r), try RecordingFields.dTheta.read(r)
        )
        return .multigesture(
          MultigestureInput(
            at: Point(x: x, y: y), distanceChange: dDist, angleChange: dTheta,
            fingers: try RecordingFields.fingers.read(r)))
      }),
    key("key.down", .down),
    key("key.up", .up),
    RecordingKind(
      "window.resize", fields: [RecordingFields.width.info, RecordingFields.height.info],
      write: { input, line in
        guard case .window(.resized(let width, let height)) = input else { return false }
        line.add(RecordingFields.width, width)
        line.add(RecordingFields.height, height)
        return true
      },
      read: { r throws(RecordingFieldError) in
        .window(
          .resized(
            width: try RecordingFields.width.read(r), height: try RecordingFields.height.read(r)))
      }),
    touchpadPinch,
    takeover,
    touchpadSwipe,
    touchpadHold,
    touchpadDevice,
  ]

  private static func mouseButton(_ name: String, down: Bool) -> RecordingKind {
    RecordingKind(
      name,
      fields: [
        RecordingFields.windowX.info, RecordingFields.windowY.info, RecordingFields.button.info,
        RecordingFields.mods.info,
      ],
      write: { input, line in
        guard case .mouse(let m) = input else { return false }
        switch (m.phase, down) {
        case (.down(let button), true), (.up(let button), false):
          line.add(RecordingFields.windowX, m.location.x)
          line.add(RecordingFields.windowY, m.location.y)
          line.add(RecordingFields.button, button)
          line.add(RecordingFields.mods, m.modifiers)
          return true
        default:
          return false
        }
      },
      read: { r throws(RecordingFieldError) in
        let (x, y) = (try RecordingFields.windowX.read(r), try RecordingFields.windowY.read(r))
        let button = try RecordingFields.button.read(r)
        return .mouse(
          MouseInput(
            down ? .down(button) : .up(button), at: Point(x: x, y: y),
            modifiers: try RecordingFields.mods.read(r)))
      })
  }

  private static func finger(_ name: String, _ phase: FingerInput.Phase) -> RecordingKind {
    RecordingKind(
      name,
      fields: [
        RecordingFields.finger.info, RecordingFields.normalisedX.info,
        RecordingFields.normalisedY.info,
      ],
      write: { input, line in
        guard case .finger(let f) = input, f.phase == phase else { return false }
        line.add(RecordingFields.finger, Int(f.finger))
        line.add(RecordingFields.normalisedX, f.location.x)
        line.add(RecordingFields.normalisedY, f.location.y)
        return true
      },
      read: { r throws(RecordingFieldError) in
        let finger = Int64(try RecordingFields.finger.read(r))
        let (x, y) = (
          try RecordingFields.normalisedX.read(r), try RecordingFields.normalisedY.read(r)
        )
        return .finger(FingerInput(phase, finger: finger, at: Point(x: x, y: y)))
      })
  }

  /// Keys are recorded under SDL's name in lower case (`"left ctrl"`), without auto-repeats.
  private static func key(_ name: String, _ phase: KeyEvent.Phase) -> RecordingKind {
    RecordingKind(
      name, fields: [RecordingFields.key.info, RecordingFields.mods.info],
      write: { input, line in
        guard case .key(let k) = input, k.phase == phase, !k.isRepeat else { return false }
        line.add(RecordingFields.key, k.key.lowercased())
        line.add(RecordingFields.mods, k.modifiers)
        return true
      },
      read: { r throws(RecordingFieldError) in
        let key = try RecordingFields.key.read(r)
        return .key(
          KeyInput(SDLInputDecoder.keyName(key), phase, modifiers: try RecordingFields.mods.read(r))
        )
      })
  }

  /// A touchpad gesture event as the device delivered it (format version 2).
  private static let touchpadPinch = RecordingKind(
    "touchpad.pinch", since: 2,
    fields: [
      RecordingFields.phase.info, RecordingFields.source.info, RecordingFields.fingers.info,
      RecordingFields.scale.info,
      RecordingFields.rotation.info, RecordingFields.pointerX.info, RecordingFields.pointerY.info,
      RecordingFields.cancelled.info,
    ],
    write: { input, line in
      guard case .touchpadPinch(let p) = input else { return false }
      line.add(RecordingFields.phase, p.phase)
      line.add(RecordingFields.source, p.source)
      line.add(RecordingFields.fingers, p.fingers)
      line.add(RecordingFields.scale, p.scale)
      line.add(RecordingFields.rotation, p.rotationDegrees)
      line.add(RecordingFields.pointerX, p.location.x)
      line.add(RecordingFields.pointerY, p.location.y)
      line.add(RecordingFields.cancelled, p.isCancelled)
      return true
    },
    read: { r throws(RecordingFieldError) in
      let (phase, source) = (try RecordingFields.phase.read(r), try RecordingFields.source.read(r))
      let scale = try RecordingFields.scale.read(r)
      guard scale > 0 else { throw RecordingFieldError("field \"scale\" must be greater than 0") }
      return .touchpadPinch(
        TouchpadPinch(
          phase: phase, source: source, fingers: try RecordingFields.fingers.read(r),
          isCancelled: try RecordingFields.cancelled.read(r), scale: scale,
          rotationDegrees: try RecordingFields.rotation.read(r),
          location: Point(
            x: try RecordingFields.pointerX.read(r), y: try RecordingFields.pointerY.read(r))))
    })

  /// Where a run was taken over from an earlier frame (format version 4): not input, a note of
  /// what happened to the run. `replaced` is how many seconds of the earlier run it replaced.
  private static let takeover = RecordingKind(
    "takeover", since: Recording.takeoverVersion, fields: [RecordingFields.replaced.info],
    write: { input, line in
      guard case .takeover(let replaced) = input else { return false }
      line.add(RecordingFields.replaced, replaced)
      return true
    },
    read: { r throws(RecordingFieldError) in
      .takeover(replaced: try RecordingFields.replaced.read(r))
    })
}
