import MaterialMotion

/// The touchpad rows: pinches (format version 2), swipes and holds (version 5) and the device
/// announcement (version 6), each as the device delivered it.
extension RecordingRow {
  private typealias F = RecordingFields

  /// A touchpad pinch event; its scale is positive.
  static var touchpadPinchKind: RecordingKind {
    RecordingKind(
      .touchpadPinch, since: 2,
      blank: TouchpadPinch(phase: .begin, source: .xi2, location: .zero),
      [
        F.phase.at(\.phase), F.source.at(\.source), F.fingers.at(\.fingers), F.scale.at(\.scale),
        F.rotation.at(\.rotationDegrees), F.pointerX.at(\.location.x),
        F.pointerY.at(\.location.y), F.cancelled.at(\.isCancelled),
      ],
      input: { .touchpadPinch($0) },
      value: { if case .touchpadPinch(let p) = $0 { p } else { nil } },
      check: { pinch throws(RecordingFieldError) in
        guard pinch.scale > 0 else {
          throw RecordingFieldError("field \"scale\" must be greater than 0")
        }
      })
  }

  /// A touchpad swipe event.
  static var touchpadSwipeKind: RecordingKind {
    RecordingKind(
      .touchpadSwipe, since: Recording.touchpadGesturesVersion,
      blank: TouchpadSwipe(phase: .begin, source: .xi2, location: .zero),
      [
        F.phase.at(\.phase), F.source.at(\.source), F.fingers.at(\.fingers), F.dx.at(\.delta.x),
        F.dy.at(\.delta.y), F.pointerX.at(\.location.x), F.pointerY.at(\.location.y),
        F.cancelled.at(\.isCancelled),
      ],
      input: { .touchpadSwipe($0) },
      value: { if case .touchpadSwipe(let s) = $0 { s } else { nil } })
  }

  /// A touchpad hold event; a hold has no update.
  static var touchpadHoldKind: RecordingKind {
    RecordingKind(
      .touchpadHold, since: Recording.touchpadGesturesVersion,
      blank: TouchpadHold(phase: .begin, location: .zero),
      [
        F.phase.at(\.phase), F.source.at(\.source), F.fingers.at(\.fingers),
        F.pointerX.at(\.location.x), F.pointerY.at(\.location.y), F.cancelled.at(\.isCancelled),
      ],
      input: { .touchpadHold($0) },
      value: { if case .touchpadHold(let h) = $0 { h } else { nil } },
      check: { hold throws(RecordingFieldError) in
        guard hold.phase != .update else {
          throw RecordingFieldError(
            "field \"phase\" of a hold is \"begin\" or \"end\" (a hold has no update)")
        }
      })
  }

  /// The touchpad the gestures after it come from: `id` is the X input device's, -1 on Wayland
  /// (which names no device); `name` the X device's, or the Wayland seat's.
  static var touchpadDeviceKind: RecordingKind {
    RecordingKind(
      .touchpadDevice, since: Recording.touchpadDeviceVersion,
      blank: TouchpadDevice(source: .xi2, id: nil, name: ""),
      [
        F.source.at(\.source), F.deviceID.at(\.recordedID) { $0.recordedID = $1 },
        F.name.at(\.name),
      ],
      input: { .touchpadDevice($0) },
      value: { if case .touchpadDevice(let d) = $0 { d } else { nil } })
  }
}
