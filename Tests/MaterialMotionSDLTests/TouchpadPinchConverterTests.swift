import MaterialMotion
import Testing

@testable import MaterialMotionSDL

/// Touchpad pinches (absolute scale, rotation deltas in degrees) become recognizer input.
@Suite struct TouchpadPinchConverterTests {
  let at = Point(x: 320, y: 240)

  func pinch(
    _ phase: TouchpadPhase, scale: Double = 1, degrees: Double = 0, cancelled: Bool = false
  ) -> TouchpadPinch {
    TouchpadPinch(
      phase: phase, source: .xi2, fingers: 2, isCancelled: cancelled, scale: scale,
      rotationDegrees: degrees, location: at)
  }

  @Test func absoluteScalesBecomeFactorsWhoseProductIsTheDevicesScale() {
    var converter = TouchpadPinchConverter()
    var product = 1.0
    var phases: [PinchEvent.Phase] = []
    for (i, p) in [
      pinch(.begin), pinch(.update, scale: 1.2), pinch(.update, scale: 0.9),
      pinch(.update, scale: 1.5), pinch(.end, scale: 1.5),
    ].enumerated() {
      for event in converter.convert(p, timestamp: Double(i) * 0.01) {
        product *= event.scale
        phases.append(event.phase)
        #expect(event.location == at)
      }
    }
    #expect(abs(product - 1.5) < 1e-12)
    #expect(phases == [.began, .changed, .changed, .changed, .ended])
    #expect(!converter.isPinching)
  }

  @Test func rotationDegreesBecomeRadiansClockwise() {
    var converter = TouchpadPinchConverter()
    _ = converter.convert(pinch(.begin), timestamp: 0)
    var total = 0.0
    for _ in 0..<9 {
      total += converter.convert(pinch(.update, degrees: 5), timestamp: 0.1)[0].rotation
    }
    #expect(abs(total - .pi / 4) < 1e-12)
  }

  @Test func aCancelledEndCancels() {
    var converter = TouchpadPinchConverter()
    _ = converter.convert(pinch(.begin), timestamp: 0)
    _ = converter.convert(pinch(.update, scale: 2), timestamp: 0.1)
    let end = converter.convert(pinch(.end, scale: 2, cancelled: true), timestamp: 0.2)
    #expect(end.map(\.phase) == [.cancelled])
  }

  @Test func anUpdateWithoutABeginStartsAPinchFromOne() {
    var converter = TouchpadPinchConverter()
    let events = converter.convert(pinch(.update, scale: 1.25), timestamp: 0)
    #expect(events.map(\.phase) == [.began, .changed])
    #expect(events[1].scale == 1.25)
  }

  @Test func anEndWithoutAPinchIsDroppedAndBadValuesAreNoChange() {
    var converter = TouchpadPinchConverter()
    #expect(converter.convert(pinch(.end), timestamp: 0).isEmpty)
    _ = converter.convert(pinch(.begin), timestamp: 0)
    for bad in [0, -1, Double.nan, .infinity] {
      let e = converter.convert(pinch(.update, scale: bad, degrees: .nan), timestamp: 0)[0]
      #expect(e.scale == 1 && e.rotation == 0)
    }
    #expect(converter.convert(pinch(.update, scale: 2), timestamp: 0)[0].scale == 2)
  }

  /// The whole path below the platform: a converted touchpad pinch drives Scalable and
  /// Rotatable through the dispatcher, and a cancelled one is undone.
  @MainActor @Test func aTouchpadPinchDrivesScalableAndRotatableAndCancelUndoesIt() {
    let root = Element()
    root.frame = Rect(x: 0, y: 0, width: 640, height: 480)
    let square = Element()
    square.size = Size(width: 200, height: 200)
    square.position = at
    root.addChild(square)
    let clock = FrameClock()
    let runtime = MotionRuntime(containerElement: root, clock: clock)
    runtime.connect(Scalable(element: square, containerElement: root))
    runtime.connect(Rotatable(element: square, containerElement: root))
    let dispatcher = InputDispatcher(root: root)
    var converter = TouchpadPinchConverter()
    func send(_ p: TouchpadPinch, _ t: Double) {
      for e in converter.convert(p, timestamp: t) { dispatcher.dispatch(.pinch(e)) }
    }
    send(pinch(.begin), 0)
    for i in 1...10 {
      send(pinch(.update, scale: 1 + 0.05 * Double(i), degrees: 4.5), Double(i) * 0.01)
    }
    send(pinch(.end, scale: 1.5), 0.11)
    #expect(abs(square.scale - 1.5) < 1e-9)
    #expect(abs(square.rotation - .pi / 4) < 1e-9)

    send(pinch(.begin), 1)
    send(pinch(.update, scale: 2, degrees: 30), 1.01)
    #expect(abs(square.scale - 3) < 1e-9)
    send(pinch(.end, scale: 2, cancelled: true), 1.02)
    #expect(abs(square.scale - 1.5) < 1e-9, "a cancelled pinch returns to where it began")
    #expect(abs(square.rotation - .pi / 4) < 1e-9)
    withExtendedLifetime(runtime) {}
  }
}

/// Device event times keep their spacing on the host clock.
@Suite struct DeviceEventClockTests {
  @Test func keepsTheDevicesSpacingNeverAheadOfReading() {
    var clock = DeviceEventClock()
    #expect(clock.hostTime(deviceMilliseconds: 1000, readAt: 5.0) == 5.0)
    // Read late in one batch: the device's 10 ms steps survive.
    #expect(abs(clock.hostTime(deviceMilliseconds: 1010, readAt: 5.1) - 5.01) < 1e-12)
    #expect(abs(clock.hostTime(deviceMilliseconds: 1020, readAt: 5.1) - 5.02) < 1e-12)
    // Never in the future of its reading.
    #expect(clock.hostTime(deviceMilliseconds: 1500, readAt: 5.2) == 5.2)
  }

  @Test func wrapsAndReanchorsOnJumps() {
    var clock = DeviceEventClock()
    _ = clock.hostTime(deviceMilliseconds: UInt32.max - 4, readAt: 1)
    #expect(abs(clock.hostTime(deviceMilliseconds: 5, readAt: 2) - 1.01) < 1e-12)
    // Backwards or a long gap: anchored afresh to the reading time.
    #expect(clock.hostTime(deviceMilliseconds: 0, readAt: 3) == 3)
    #expect(clock.hostTime(deviceMilliseconds: 100_000, readAt: 4) == 4)
  }

  /// A stamp on the host's clock (the device clock is the monotonic one) is the time itself:
  /// the first event too is placed when the device saw it, not when it was read; still never
  /// after its reading nor before the event before it.
  @Test func aStampOnTheHostsClockIsUsedAsItIs() {
    var clock = DeviceEventClock()
    #expect(clock.hostTime(deviceMilliseconds: 1000, readAt: 5.0, stamp: 4.988) == 4.988)
    #expect(clock.hostTime(deviceMilliseconds: 1010, readAt: 5.0, stamp: 4.998) == 4.998)
    #expect(clock.hostTime(deviceMilliseconds: 1011, readAt: 5.0, stamp: 5.004) == 5.0)
    #expect(clock.hostTime(deviceMilliseconds: 1012, readAt: 5.1, stamp: 4.9) == 5.0)
    // Not a number: the spacing path.
    #expect(abs(clock.hostTime(deviceMilliseconds: 1022, readAt: 5.1, stamp: .nan) - 5.01) < 1e-12)
  }
}
