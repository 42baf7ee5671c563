import Foundation
import MaterialMotion
import SandboxTestSupport
import Testing

@testable import MaterialMotionSDL

/// Touchpad swipes and holds below the platform: the translator turns them into recognizer
/// input (and cancels one in progress on a focus loss), and a recording that comes to hold one
/// says version 5 and reads back.
@MainActor
@Suite struct TouchpadSwipeInputTests {
  let at = Point(x: 200, y: 150)

  @Test func theTranslatorPassesSwipesAndHoldsOn() {
    let translator = InputTranslator(windowSize: Size(width: 400, height: 300)) { _ in .zero }
    let begin = translator.translate(
      .touchpadSwipe(TouchpadSwipe(phase: .begin, source: .xi2, fingers: 3, location: at)),
      timestamp: 1)
    #expect(begin == [.swipe(SwipeEvent(phase: .began, fingers: 3, location: at, timestamp: 1))])
    let update = translator.translate(
      .touchpadSwipe(
        TouchpadSwipe(
          phase: .update, source: .xi2, fingers: 3, delta: Point(x: -4, y: 1), location: at)),
      timestamp: 1.01)
    #expect(
      update == [
        .swipe(
          SwipeEvent(
            phase: .changed, fingers: 3, location: at, delta: Point(x: -4, y: 1), timestamp: 1.01))
      ])
    let hold = translator.translate(
      .touchpadHold(TouchpadHold(phase: .begin, fingers: 2, location: at)), timestamp: 1.02)
    #expect(hold == [.hold(HoldEvent(phase: .began, fingers: 2, location: at, timestamp: 1.02))])
    // A focus loss cancels both.
    let cancelled = translator.cancelAll(timestamp: 2)
    #expect(
      cancelled.contains(
        .swipe(SwipeEvent(phase: .cancelled, fingers: 3, location: at, timestamp: 2))))
    #expect(
      cancelled.contains(
        .hold(HoldEvent(phase: .cancelled, fingers: 2, location: at, timestamp: 2))))
    #expect(translator.cancelAll(timestamp: 3).isEmpty)
    // A cancelled end is a cancel; a hold update is nothing.
    let end = translator.translate(
      .touchpadSwipe(TouchpadSwipe(phase: .end, source: .wayland, isCancelled: true, location: at)),
      timestamp: 4)
    #expect(
      end.first.map { if case .swipe(let e) = $0 { e.phase == .cancelled } else { false } } == true)
    #expect(
      translator.translate(
        .touchpadHold(TouchpadHold(phase: .update, location: at)), timestamp: 5
      ).isEmpty)
  }

  /// Swipes, holds and device announcements pushed into SDL's queue the way the receivers push
  /// them come out of a host's decoder as the same input (the C side's packing, kind included,
  /// round-trips, and a device's name is found again by its id).
  @Test func swipesAndHoldsTakeTheLivePathThroughSDLsQueue() throws {
    let run = try makeHeadlessHost()
    defer { run.close() }
    let host = run.host
    var received: [PlatformInput] = []
    let subscription = host.input.subscribeToValue { received.append($0.input) }
    defer { subscription.unsubscribe() }
    let sent: [PlatformInput] = [
      .touchpadDevice(TouchpadDevice(source: .xi2, id: 11, name: "SynPS/2 Synaptics TouchPad")),
      .touchpadSwipe(TouchpadSwipe(phase: .begin, source: .xi2, fingers: 4, location: at)),
      .touchpadSwipe(
        TouchpadSwipe(
          phase: .update, source: .wayland, fingers: 3, delta: Point(x: -12.5, y: 0.25),
          location: at)),
      .touchpadSwipe(
        TouchpadSwipe(phase: .end, source: .xi2, fingers: 3, isCancelled: true, location: at)),
      .touchpadDevice(TouchpadDevice(source: .wayland, id: nil, name: "seat0")),
      .touchpadHold(TouchpadHold(phase: .begin, fingers: 2, location: at)),
      .touchpadHold(TouchpadHold(phase: .end, fingers: 2, isCancelled: true, location: at)),
    ]
    for (index, input) in sent.enumerated() {
      #expect(TouchpadGestureBridge.push(input, deviceTime: 1000 + UInt32(index) * 8))
    }
    #expect(!TouchpadGestureBridge.push(.key(KeyInput("A", .down)), deviceTime: 0))
    try host.runFrame()
    #expect(received == sent)
  }

  /// A device name a recording could not carry is made one it can: control characters become
  /// `?`, and it is cut at the longest string a recording holds.
  @Test func aDeviceNameIsMadeRecordable() throws {
    let run = try makeHeadlessHost()
    defer { run.close() }
    let host = run.host
    var received: [PlatformInput] = []
    let subscription = host.input.subscribeToValue { received.append($0.input) }
    defer { subscription.unsubscribe() }
    let long = String(repeating: "x", count: 100)
    #expect(
      TouchpadGestureBridge.push(
        .touchpadDevice(TouchpadDevice(source: .xi2, id: 3, name: "a\tb\u{1B}" + long)),
        deviceTime: 5))
    try host.runFrame()
    let expected = "a?b?" + String(repeating: "x", count: RecordingLimits.maximumStringLength - 4)
    #expect(
      received == [.touchpadDevice(TouchpadDevice(source: .xi2, id: 3, name: expected))])
    let line = try #require(Recording.line(for: TimedInput(time: 1, input: received[0])))
    let header = Recording.line(
      for: RecordingHeader(scene: "s", width: 800, height: 600, fps: 60, version: 6))
    #expect(try Recording(parsing: header + "\n" + line + "\n", name: "r").events.count == 1)
  }

  @Test func aRecordingThatComesToHoldASwipeSaysVersionFive() throws {
    let path = TestScratch.root + "/swipe-version-\(UUID().uuidString).jsonl"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try InputRecorder(
      path: path, header: RecordingHeader(scene: "carousel", width: 800, height: 600, fps: 60))
    try recorder.append(TimedInput(time: 0.5, input: .mouse(MouseInput(.moved, at: at))))
    let swipe = PlatformInput.touchpadSwipe(
      TouchpadSwipe(phase: .begin, source: .xi2, fingers: 3, location: at))
    try recorder.append(TimedInput(time: 1, input: swipe))
    recorder.close()
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasPrefix(#"{"format":"motion-sandbox-input","version":5,"#), "\(text)")
    let read = try Recording(parsing: text, name: path)
    #expect(read.header.version == 5)
    #expect(read.events.last == TimedInput(time: 1, input: swipe))
  }
}
