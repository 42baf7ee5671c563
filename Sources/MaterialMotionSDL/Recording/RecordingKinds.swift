import MaterialMotion

/// The fields recording lines share, each with its range (``RecordingLimits``).
private enum Field {
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
  static let phase = RecordingField<TouchpadPinch.Phase>.choice("phase", what: "phase")
  static let source = RecordingField<TouchpadPinch.Source>.choice("source", what: "source")
  static let scale = RecordingField.float("scale", in: RecordingLimits.pinchScale)
  static let rotation = RecordingField.float("rotation", in: RecordingLimits.pinchRotation)
  static let pointerX = RecordingField.float("x", in: RecordingLimits.windowCoordinate)
  static let pointerY = RecordingField.float("y", in: RecordingLimits.windowCoordinate)
  static let cancelled = RecordingField.bool("cancelled")
  static let replaced = RecordingField.float("replaced", in: RecordingLimits.time)
}

extension RecordingKind {
  /// Every kind of event a recording holds, in the order the format's documentation lists
  /// them. Mouse and touchpad coordinates are window points; finger and multigesture ones are
  /// normalised to the window (0...1), as SDL reports them.
  public static let all: [RecordingKind] = [
    mouseButton("mouse.down", down: true),
    mouseButton("mouse.up", down: false),
    RecordingKind(
      "mouse.motion", fields: [Field.windowX.info, Field.windowY.info, Field.mods.info],
      write: { input, line in
        guard case .mouse(let m) = input, m.phase == .moved else { return false }
        line.add(Field.windowX, m.location.x)
        line.add(Field.windowY, m.location.y)
        line.add(Field.mods, m.modifiers)
        return true
      },
      read: { r throws(RecordingFieldError) in
        let (x, y) = (try Field.windowX.read(r), try Field.windowY.read(r))
        return .mouse(MouseInput(.moved, at: Point(x: x, y: y), modifiers: try Field.mods.read(r)))
      }),
    RecordingKind(
      "mouse.wheel",
      fields: [
        Field.windowX.info, Field.windowY.info, Field.dx.info, Field.dy.info, Field.mods.info,
      ],
      write: { input, line in
        guard case .wheel(let w) = input else { return false }
        line.add(Field.windowX, w.location.x)
        line.add(Field.windowY, w.location.y)
        line.add(Field.dx, w.delta.x)
        line.add(Field.dy, w.delta.y)
        line.add(Field.mods, w.modifiers)
        return true
      },
      read: { r throws(RecordingFieldError) in
        let (x, y) = (try Field.windowX.read(r), try Field.windowY.read(r))
        let (dx, dy) = (try Field.dx.read(r), try Field.dy.read(r))
        return .wheel(
          WheelInput(
            at: Point(x: x, y: y), delta: Point(x: dx, y: dy), modifiers: try Field.mods.read(r)))
      }),
    finger("finger.down", .down),
    finger("finger.motion", .moved),
    finger("finger.up", .up),
    RecordingKind(
      "multigesture",
      fields: [
        Field.normalisedX.info, Field.normalisedY.info, Field.dDist.info, Field.dTheta.info,
        Field.fingers.info,
      ],
      write: { input, line in
        guard case .multigesture(let g) = input else { return false }
        line.add(Field.normalisedX, g.location.x)
        line.add(Field.normalisedY, g.location.y)
        line.add(Field.dDist, g.distanceChange)
        line.add(Field.dTheta, g.angleChange)
        line.add(Field.fingers, g.fingers)
        return true
      },
      read: { r throws(RecordingFieldError) in
        let (x, y) = (try Field.normalisedX.read(r), try Field.normalisedY.read(r))
        let (dDist, dTheta) = (try Field.dDist.read(r), try Field.dTheta.read(r))
        return .multigesture(
          MultigestureInput(
            at: Point(x: x, y: y), distanceChange: dDist, angleChange: dTheta,
            fingers: try Field.fingers.read(r)))
      }),
    key("key.down", .down),
    key("key.up", .up),
    RecordingKind(
      "window.resize", fields: [Field.width.info, Field.height.info],
      write: { input, line in
        guard case .window(.resized(let width, let height)) = input else { return false }
        line.add(Field.width, width)
        line.add(Field.height, height)
        return true
      },
      read: { r throws(RecordingFieldError) in
        .window(.resized(width: try Field.width.read(r), height: try Field.height.read(r)))
      }),
    touchpadPinch,
    takeover,
    touchpadSwipe,
    touchpadHold,
  ]

  private static func mouseButton(_ name: String, down: Bool) -> RecordingKind {
    RecordingKind(
      name, fields: [Field.windowX.info, Field.windowY.info, Field.button.info, Field.mods.info],
      write: { input, line in
        guard case .mouse(let m) = input else { return false }
        switch (m.phase, down) {
        case (.down(let button), true), (.up(let button), false):
          line.add(Field.windowX, m.location.x)
          line.add(Field.windowY, m.location.y)
          line.add(Field.button, button)
          line.add(Field.mods, m.modifiers)
          return true
        default:
          return false
        }
      },
      read: { r throws(RecordingFieldError) in
        let (x, y) = (try Field.windowX.read(r), try Field.windowY.read(r))
        let button = try Field.button.read(r)
        return .mouse(
          MouseInput(
            down ? .down(button) : .up(button), at: Point(x: x, y: y),
            modifiers: try Field.mods.read(r)))
      })
  }

  private static func finger(_ name: String, _ phase: FingerInput.Phase) -> RecordingKind {
    RecordingKind(
      name, fields: [Field.finger.info, Field.normalisedX.info, Field.normalisedY.info],
      write: { input, line in
        guard case .finger(let f) = input, f.phase == phase else { return false }
        line.add(Field.finger, Int(f.finger))
        line.add(Field.normalisedX, f.location.x)
        line.add(Field.normalisedY, f.location.y)
        return true
      },
      read: { r throws(RecordingFieldError) in
        let finger = Int64(try Field.finger.read(r))
        let (x, y) = (try Field.normalisedX.read(r), try Field.normalisedY.read(r))
        return .finger(FingerInput(phase, finger: finger, at: Point(x: x, y: y)))
      })
  }

  /// Keys are recorded under SDL's name in lower case (`"left ctrl"`), without auto-repeats.
  private static func key(_ name: String, _ phase: KeyEvent.Phase) -> RecordingKind {
    RecordingKind(
      name, fields: [Field.key.info, Field.mods.info],
      write: { input, line in
        guard case .key(let k) = input, k.phase == phase, !k.isRepeat else { return false }
        line.add(Field.key, k.key.lowercased())
        line.add(Field.mods, k.modifiers)
        return true
      },
      read: { r throws(RecordingFieldError) in
        let key = try Field.key.read(r)
        return .key(
          KeyInput(SDLInputDecoder.keyName(key), phase, modifiers: try Field.mods.read(r)))
      })
  }

  /// A touchpad gesture event as the device delivered it (format version 2).
  private static let touchpadPinch = RecordingKind(
    "touchpad.pinch", since: 2,
    fields: [
      Field.phase.info, Field.source.info, Field.fingers.info, Field.scale.info,
      Field.rotation.info, Field.pointerX.info, Field.pointerY.info, Field.cancelled.info,
    ],
    write: { input, line in
      guard case .touchpadPinch(let p) = input else { return false }
      line.add(Field.phase, p.phase)
      line.add(Field.source, p.source)
      line.add(Field.fingers, p.fingers)
      line.add(Field.scale, p.scale)
      line.add(Field.rotation, p.rotationDegrees)
      line.add(Field.pointerX, p.location.x)
      line.add(Field.pointerY, p.location.y)
      line.add(Field.cancelled, p.isCancelled)
      return true
    },
    read: { r throws(RecordingFieldError) in
      let (phase, source) = (try Field.phase.read(r), try Field.source.read(r))
      let scale = try Field.scale.read(r)
      guard scale > 0 else { throw RecordingFieldError("field \"scale\" must be greater than 0") }
      return .touchpadPinch(
        TouchpadPinch(
          phase: phase, source: source, fingers: try Field.fingers.read(r),
          isCancelled: try Field.cancelled.read(r), scale: scale,
          rotationDegrees: try Field.rotation.read(r),
          location: Point(x: try Field.pointerX.read(r), y: try Field.pointerY.read(r))))
    })

  /// Where a run was taken over from an earlier frame (format version 4): not input, a note of
  /// what happened to the run. `replaced` is how many seconds of the earlier run it replaced.
  private static let takeover = RecordingKind(
    "takeover", since: Recording.takeoverVersion, fields: [Field.replaced.info],
    write: { input, line in
      guard case .takeover(let replaced) = input else { return false }
      line.add(Field.replaced, replaced)
      return true
    },
    read: { r throws(RecordingFieldError) in .takeover(replaced: try Field.replaced.read(r)) })

  /// A touchpad swipe event as the device delivered it (format version 5).
  private static let touchpadSwipe = RecordingKind(
    "touchpad.swipe", since: Recording.touchpadGesturesVersion,
    fields: [
      Field.phase.info, Field.source.info, Field.fingers.info, Field.dx.info, Field.dy.info,
      Field.pointerX.info, Field.pointerY.info, Field.cancelled.info,
    ],
    write: { input, line in
      guard case .touchpadSwipe(let s) = input else { return false }
      line.add(Field.phase, s.phase)
      line.add(Field.source, s.source)
      line.add(Field.fingers, s.fingers)
      line.add(Field.dx, s.delta.x)
      line.add(Field.dy, s.delta.y)
      line.add(Field.pointerX, s.location.x)
      line.add(Field.pointerY, s.location.y)
      line.add(Field.cancelled, s.isCancelled)
      return true
    },
    read: { r throws(RecordingFieldError) in
      let (phase, source) = (try Field.phase.read(r), try Field.source.read(r))
      let fingers = try Field.fingers.read(r)
      let delta = Point(x: try Field.dx.read(r), y: try Field.dy.read(r))
      return .touchpadSwipe(
        TouchpadSwipe(
          phase: phase, source: source, fingers: fingers,
          isCancelled: try Field.cancelled.read(r), delta: delta,
          location: Point(x: try Field.pointerX.read(r), y: try Field.pointerY.read(r))))
    })

  /// A touchpad hold event as the device delivered it (format version 5); a hold has no update.
  private static let touchpadHold = RecordingKind(
    "touchpad.hold", since: Recording.touchpadGesturesVersion,
    fields: [
      Field.phase.info, Field.source.info, Field.fingers.info, Field.pointerX.info,
      Field.pointerY.info, Field.cancelled.info,
    ],
    write: { input, line in
      guard case .touchpadHold(let h) = input else { return false }
      line.add(Field.phase, h.phase)
      line.add(Field.source, h.source)
      line.add(Field.fingers, h.fingers)
      line.add(Field.pointerX, h.location.x)
      line.add(Field.pointerY, h.location.y)
      line.add(Field.cancelled, h.isCancelled)
      return true
    },
    read: { r throws(RecordingFieldError) in
      let (phase, source) = (try Field.phase.read(r), try Field.source.read(r))
      guard phase != .update else {
        throw RecordingFieldError(
          "field \"phase\" of a hold is \"begin\" or \"end\" (a hold has no update)")
      }
      let fingers = try Field.fingers.read(r)
      return .touchpadHold(
        TouchpadHold(
          phase: phase, source: source, fingers: fingers,
          isCancelled: try Field.cancelled.read(r),
          location: Point(x: try Field.pointerX.read(r), y: try Field.pointerY.read(r))))
    })
}
