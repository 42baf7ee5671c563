import MaterialMotion

/// The touchpad kinds beyond the pinch: swipes and holds (format version 5) and the device
/// announcement (format version 6).
extension RecordingKind {
  /// A touchpad swipe event as the device delivered it (format version 5).
  static let touchpadSwipe = RecordingKind(
    "touchpad.swipe", since: Recording.touchpadGesturesVersion,
    fields: [
      RecordingFields.phase.info, RecordingFields.source.info, RecordingFields.fingers.info,
      RecordingFields.dx.info, RecordingFields.dy.info,
      RecordingFields.pointerX.info, RecordingFields.pointerY.info, RecordingFields.cancelled.info,
    ],
    write: { input, line in
      guard case .touchpadSwipe(let s) = input else { return false }
      line.add(RecordingFields.phase, s.phase)
      line.add(RecordingFields.source, s.source)
      line.add(RecordingFields.fingers, s.fingers)
      line.add(RecordingFields.dx, s.delta.x)
      line.add(RecordingFields.dy, s.delta.y)
      line.add(RecordingFields.pointerX, s.location.x)
      line.add(RecordingFields.pointerY, s.location.y)
      line.add(RecordingFields.cancelled, s.isCancelled)
      return true
    },
    read: { r throws(RecordingFieldError) in
      let (phase, source) = (try RecordingFields.phase.read(r), try RecordingFields.source.read(r))
      let fingers = try RecordingFields.fingers.read(r)
      let delta = Point(x: try RecordingFields.dx.read(r), y: try RecordingFields.dy.read(r))
      return .touchpadSwipe(
        TouchpadSwipe(
          phase: phase, source: source, fingers: fingers,
          isCancelled: try RecordingFields.cancelled.read(r), delta: delta,
          location: Point(
            x: try RecordingFields.pointerX.read(r), y: try RecordingFields.pointerY.read(r))))
    })

  /// A touchpad hold event as the device delivered it (format version 5); a hold has no update.
  static let touchpadHold = RecordingKind(
    "touchpad.hold", since: Recording.touchpadGesturesVersion,
    fields: [
      RecordingFields.phase.info, RecordingFields.source.info, RecordingFields.fingers.info,
      RecordingFields.pointerX.info,
      RecordingFields.pointerY.info, RecordingFields.cancelled.info,
    ],
    write: { input, line in
      guard case .touchpadHold(let h) = input else { return false }
      line.add(RecordingFields.phase, h.phase)
      line.add(RecordingFields.source, h.source)
      line.add(RecordingFields.fingers, h.fingers)
      line.add(RecordingFields.pointerX, h.location.x)
      line.add(RecordingFields.pointerY, h.location.y)
      line.add(RecordingFields.cancelled, h.isCancelled)
      return true
    },
    read: { r throws(RecordingFieldError) in
      let (phase, source) = (try RecordingFields.phase.read(r), try RecordingFields.source.read(r))
      guard phase != .update else {
        throw RecordingFieldError(
          "field \"phase\" of a hold is \"begin\" or \"end\" (a hold has no update)")
      }
      let fingers = try RecordingFields.fingers.read(r)
      return .touchpadHold(
        TouchpadHold(
          phase: phase, source: source, fingers: fingers,
          isCancelled: try RecordingFields.cancelled.read(r),
          location: Point(
            x: try RecordingFields.pointerX.read(r), y: try RecordingFields.pointerY.read(r))))
    })

  /// The touchpad the gestures after it come from (format version 6): `id` is the X input
  /// device's, -1 on Wayland (which names no device); `name` the X device's, or the Wayland seat's.
  static let touchpadDevice = RecordingKind(
    "touchpad.device", since: Recording.touchpadDeviceVersion,
    fields: [
      RecordingFields.source.info, RecordingFields.deviceID.info, RecordingFields.name.info,
    ],
    write: { input, line in
      guard case .touchpadDevice(let d) = input else { return false }
      line.add(RecordingFields.source, d.source)
      line.add(RecordingFields.deviceID, d.id ?? -1)
      line.add(RecordingFields.name, d.name)
      return true
    },
    read: { r throws(RecordingFieldError) in
      let source = try RecordingFields.source.read(r)
      let id = try RecordingFields.deviceID.read(r)
      return .touchpadDevice(
        TouchpadDevice(
          source: source, id: id < 0 ? nil : id, name: try RecordingFields.name.read(r)))
    })
}
