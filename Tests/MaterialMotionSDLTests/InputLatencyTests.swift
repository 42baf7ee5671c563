import CSDL2
import MaterialMotion
import SandboxTestSupport
import Testing

@testable import MaterialMotionSDL

/// A 100-point purple square centred at (200, 150) under `host`'s root, and a runtime for it.
@MainActor
func addSquare(to host: SandboxHost) -> (Element, MotionRuntime) {
  let square = Element()
  square.size = Size(width: 100, height: 100)
  square.position = Point(x: 200, y: 150)
  square.backgroundColor = Color(hex: 0x6200EE)
  host.root.addChild(square)
  return (square, MotionRuntime(containerElement: host.root, clock: host.clock))
}

/// A host delegate that calls `body` with each drawn frame's index.
@MainActor
final class FrameObserver: SandboxHostDelegate {
  let body: (Int) throws -> Void
  init(_ body: @escaping (Int) throws -> Void) { self.body = body }
  func host(_ host: SandboxHost, didDrawFrame index: Int) throws { try body(index) }
}

/// Input that is in SDL's queue when a frame starts is reflected in that same frame.
@MainActor
@Suite(.serialized) struct InputLatencyTests {
  func makeHost() throws -> HostRun { try makeHeadlessHost() }

  func push(_ event: inout SDL_Event) {
    #expect(SDL_PushEvent(&event) == 1)
  }

  /// The purple square's horizontal centre in the frame just drawn.
  func squareCentreX(_ window: SDLWindow) throws -> Double {
    try #require(Frame(window: window).boundingBox(of: (0x62, 0x00, 0xEE), tolerance: 0)).centre.x
  }

  @Test func aDragQueuedBeforeAFrameMovesTheSquareInThatFrame() throws {
    let run = try makeHost()
    defer { run.close() }
    let (window, host) = (run.window, run.host)
    let (square, runtime) = addSquare(to: host)
    runtime.connect(Draggable(element: square, containerElement: host.root))
    var centres: [Double] = []
    let observer = FrameObserver { _ in centres.append(try self.squareCentreX(window)) }
    host.delegate = observer

    try host.runFrame()
    var down = SDL_Event()
    down.button.type = SDL_MOUSEBUTTONDOWN.rawValue
    down.button.button = UInt8(SDL_BUTTON_LEFT)
    down.button.state = UInt8(SDL_PRESSED)
    down.button.x = 200
    down.button.y = 150
    push(&down)
    for x in [210, 230, 260] {
      var motion = SDL_Event()
      motion.motion.type = SDL_MOUSEMOTION.rawValue
      motion.motion.x = Int32(x)
      motion.motion.y = 150
      push(&motion)
    }
    try host.runFrame()
    #expect(centres.count == 2)
    #expect(abs(centres[0] - 200) <= 1)
    #expect(
      abs(centres[1] - 260) <= 1, "the frame after the events shows the square at the pointer")
    withExtendedLifetime((runtime, observer)) {}
  }

  /// Pushed FINGER events take the same path as a touchscreen's: two fingers spreading to twice
  /// their distance scale the square 2× in the same frame.
  @Test func pushedFingerEventsPinchInTheSameFrame() throws {
    let run = try makeHost()
    defer { run.close() }
    let (window, host) = (run.window, run.host)
    let (square, runtime) = addSquare(to: host)
    runtime.connect(Scalable(element: square, containerElement: host.root))
    try host.runFrame()
    func finger(_ type: SDL_EventType, _ id: SDL_FingerID, _ x: Float, _ dx: Float) {
      var e = SDL_Event()
      e.tfinger = SDL_TouchFingerEvent(
        type: type.rawValue, timestamp: 0, touchId: 42, fingerId: id, x: x, y: 0.5, dx: dx, dy: 0,
        pressure: 1, windowID: SDL_GetWindowID(window.window))
      push(&e)
    }
    finger(SDL_FINGERDOWN, 1, 0.45, 0)
    finger(SDL_FINGERDOWN, 2, 0.55, 0)
    for step in 1...5 {
      let d = Float(step) * 0.01
      finger(SDL_FINGERMOTION, 1, 0.45 - d, -0.01)
      finger(SDL_FINGERMOTION, 2, 0.55 + d, 0.01)
    }
    try host.runFrame()
    #expect(abs(square.scale - 2) < 1e-3, "scale \(square.scale)")
    withExtendedLifetime(runtime) {}
  }
}

/// A touchpad pinch pushed as the gesture bridge pushes it (XI 2.4 or Wayland) takes the path
/// of live input and shows in the frame that follows it.
@MainActor
@Suite(.serialized) struct TouchpadPinchLatencyTests {
  @Test func aTouchpadPinchQueuedBeforeAFrameScalesTheSquareInThatFrame() throws {
    let run = try makeHeadlessHost(timing: .virtual(fps: 60))
    defer { run.close() }
    let host = run.host
    #expect(host.touchpadGestures.status == .unavailable(nil))
    let (square, runtime) = addSquare(to: host)
    runtime.connect(Scalable(element: square, containerElement: host.root))
    var inputs: [TimedInput] = []
    let subscription = host.input.subscribeToValue { inputs.append($0) }
    try host.runFrame()
    let at = Point(x: 200, y: 150)
    var pinches = [TouchpadPinch(phase: .begin, source: .xi2, location: at)]
    for scale in [1.1, 1.3, 1.5] {
      pinches.append(TouchpadPinch(phase: .update, source: .xi2, scale: scale, location: at))
    }
    for (i, pinch) in pinches.enumerated() {
      #expect(TouchpadGestureBridge.push(pinch, deviceTime: 100 + UInt32(i) * 10))
    }
    try host.runFrame()
    #expect(abs(square.scale - 1.5) < 1e-6, "scale \(square.scale)")
    // Decoded exactly as pushed (the values are 32-bit floats on the way).
    #expect(
      inputs.map(\.input)
        == pinches.map {
          var pinch = $0
          pinch.scale = Double(Float(pinch.scale))
          return .touchpadPinch(pinch)
        })
    subscription.unsubscribe()
    withExtendedLifetime(runtime) {}
  }
}

/// Live event times never decrease, though a gesture keeps its device's spacing: a key read
/// between two pinch updates must not make the second update earlier than the key (a recording
/// with a decreasing time is one its reader rejects).
@MainActor
@Suite(.serialized) struct LiveEventTimeOrderTests {
  @Test func aKeyBetweenTwoPinchUpdatesKeepsTimesInOrder() throws {
    let run = try makeHeadlessHost(timing: .realTime)
    defer { run.close() }
    let host = run.host
    var times: [(input: PlatformInput, t: Double)] = []
    let subscription = host.input.subscribeToValue { times.append(($0.input, $0.time)) }
    defer { subscription.unsubscribe() }
    try host.runFrame()
    let at = Point(x: 200, y: 150)
    #expect(
      TouchpadGestureBridge.push(
        TouchpadPinch(phase: .begin, source: .xi2, location: at), deviceTime: 1000))
    SDL_Delay(40)
    var key = SDL_Event()
    key.type = SDL_KEYDOWN.rawValue
    key.key.keysym.sym = SDL_Keycode(SDLK_F24.rawValue)
    #expect(SDL_PushEvent(&key) == 1)
    // 5 ms after the begin on the device's clock: before the key was read.
    #expect(
      TouchpadGestureBridge.push(
        TouchpadPinch(phase: .update, source: .xi2, scale: 1.2, location: at), deviceTime: 1005))
    try host.runFrame()
    #expect(times.count == 3)
    #expect(times[1].input == .key(KeyInput("F24", .down)))
    for (earlier, later) in zip(times, times.dropFirst()) {
      #expect(later.t >= earlier.t, "\(times)")
    }
    // The key came 40 ms after the begin; the update is held at the key's time, not before.
    #expect(times[1].t - times[0].t > 0.03, "\(times)")
  }
}

/// A paused window in real time draws nothing while nothing happens, draws again when input
/// arrives, and a step draws exactly one frame.
@MainActor
@Suite(.serialized) struct PausedWindowTests {
  @Test func aPausedWindowDrawsOnlyWhenSomethingHappens() throws {
    let run = try makeHeadlessHost(timing: .realTime)
    defer { run.close() }
    let host = run.host
    for _ in 0..<3 { try host.runFrame() }
    #expect(host.framesDrawn == 3)
    host.timeControl.pause()
    try host.runFrame()  // the frame that notices the pause
    let drawnWhenPaused = host.framesDrawn
    for _ in 0..<10 { try host.runFrame() }
    #expect(host.framesDrawn == drawnWhenPaused, "a paused, idle window drew frames")
    var motion = SDL_Event()
    motion.type = SDL_MOUSEMOTION.rawValue
    motion.motion.x = 10
    motion.motion.y = 10
    #expect(SDL_PushEvent(&motion) == 1)
    try host.runFrame()
    #expect(host.framesDrawn == drawnWhenPaused + 1, "input while paused is drawn")
    host.timeControl.step()
    try host.runFrame()
    #expect(host.framesDrawn == drawnWhenPaused + 2, "a step draws its frame")
    for _ in 0..<5 { try host.runFrame() }
    #expect(host.framesDrawn == drawnWhenPaused + 2)
  }
}
