import CSDL2
import MaterialMotion

/// Plays a recording back through SDL's own event queue (`SDL_PushEvent`), deterministically.
///
/// Before frame k (at virtual time k / fps) every recorded event with t ≤ that time is pushed.
/// Pushed events carry a replay marker (mouse `which`, finger and gesture `touchId`, key
/// `padding2`) so the host can tell them from live input, which is ignored during a replay, and
/// the host gets each event's recorded time and modifiers back in push order. Finger motion
/// carries deltas computed from the finger's previous recorded position, so SDL's gesture engine
/// would see consistent values. A touchpad pinch is pushed as the same event the gesture bridge
/// pushes for a live one (marked as replayed), so it takes the same path into the recognizers.
/// A `window.resize` resizes the window at once.
@MainActor
public final class InputReplayer {
  /// The marker in `which` / `touchId` of pushed events: "RPLY".
  public static let marker: UInt32 = 0x5250_4C59
  private static let keyMarker: UInt8 = 0x52

  /// The recording's header.
  public let header: RecordingHeader
  private let events: [RecordedEvent]
  private var next = 0
  private var pushedTimes: [(time: Double, modifiers: UInt32)] = []
  private var pushedRead = 0
  private var fingerPositions: [Int64: (x: Double, y: Double)] = [:]
  /// Called for a `window.resize` event with the new size in points.
  public var resize: ((Int, Int) -> Void)?

  /// Creates a replayer for parsed recording contents.
  public init(header: RecordingHeader, events: [RecordedEvent]) {
    self.header = header
    self.events = events
  }

  /// Reads and validates a recording file; nothing runs when it is malformed.
  ///
  /// - Throws: ``SDLError`` naming the file, the line and what is wrong.
  public convenience init(path: String) throws {
    let text = try TextFile.read(path, purpose: "--replay")
    let recording = try InputRecording.parse(text, name: path)
    self.init(header: recording.header, events: recording.events)
    skippedTornLine = recording.skippedTornLine
  }

  /// The incomplete last line skipped when the file was read (a recording cut off by a crash, a
  /// kill or a full disk), or nil.
  public private(set) var skippedTornLine: Int?

  /// The number of events in the recording.
  public var eventCount: Int { events.count }

  /// The time of the last event (0 for none).
  public var duration: Double { events.last?.t ?? 0 }

  /// Whether every event has been pushed.
  public var isFinished: Bool { next >= events.count }

  /// The number of frames a replay at `fps` runs: through the last event plus `settle` seconds.
  public func frameCount(fps: Double, settle: Double = 1) -> Int {
    Int(((duration + settle) * fps).rounded(.up)) + 1
  }

  /// The most events pushed into SDL's queue at once (its capacity is 65,535).
  public static let batchSize = 1024

  /// Pushes up to `limit` of the events due at or before `time` into SDL's queue; returns
  /// whether more are due (push them after the queue was drained, in the same frame).
  @discardableResult
  public func inject(upTo time: Double, windowID: UInt32, limit: Int = batchSize) -> Bool {
    var pushed = 0
    while next < events.count, events[next].t <= time + 1e-9 {
      guard pushed < limit else { return true }
      push(events[next], windowID: windowID)
      next += 1
      pushed += 1
    }
    return false
  }

  /// For an event polled from SDL's queue: its recorded time and modifiers when it is one the
  /// replayer pushed, nil for live input (which a replay ignores).
  public func replayed(_ event: SDL_Event) -> (time: Double, modifiers: UInt32)? {
    guard isMarked(event), pushedRead < pushedTimes.count else { return nil }
    let entry = pushedTimes[pushedRead]
    pushedRead += 1
    return entry
  }

  private func isMarked(_ event: SDL_Event) -> Bool {
    switch SDL_EventType(event.type) {
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: event.button.which == Self.marker
    case SDL_MOUSEMOTION: event.motion.which == Self.marker
    case SDL_MOUSEWHEEL: event.wheel.which == Self.marker
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      event.tfinger.touchId == SDL_TouchID(Self.marker)
    case SDL_MULTIGESTURE: event.mgesture.touchId == SDL_TouchID(Self.marker)
    case SDL_KEYDOWN, SDL_KEYUP: event.key.padding2 == Self.keyMarker
    default: TouchpadPinch.isReplayed(event)
    }
  }

  private func push(_ recorded: RecordedEvent, windowID: UInt32) {
    var e = SDL_Event()
    var mods: Set<RecordedModifier> = []
    switch recorded.input {
    case .mouseDown(let x, let y, let button, let m), .mouseUp(let x, let y, let button, let m):
      let down: Bool
      if case .mouseDown = recorded.input { down = true } else { down = false }
      e.button.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
      e.button.windowID = windowID
      e.button.which = Self.marker
      e.button.button = RecordedInput.sdlButton(button)
      e.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
      e.button.clicks = 1
      e.button.x = Int32(x.rounded())
      e.button.y = Int32(y.rounded())
      mods = m
    case .mouseMotion(let x, let y, let m):
      e.motion.type = SDL_MOUSEMOTION.rawValue
      e.motion.windowID = windowID
      e.motion.which = Self.marker
      e.motion.x = Int32(x.rounded())
      e.motion.y = Int32(y.rounded())
      mods = m
    case .mouseWheel(let x, let y, let dx, let dy, let m):
      e.wheel.type = SDL_MOUSEWHEEL.rawValue
      e.wheel.windowID = windowID
      e.wheel.which = Self.marker
      e.wheel.x = Int32(dx.rounded())
      e.wheel.y = Int32(dy.rounded())
      e.wheel.preciseX = Float(dx)
      e.wheel.preciseY = Float(dy)
      e.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
      e.wheel.mouseX = Int32(x.rounded())
      e.wheel.mouseY = Int32(y.rounded())
      mods = m
    case .fingerDown(let f, let x, let y), .fingerMotion(let f, let x, let y),
      .fingerUp(let f, let x, let y):
      let type: SDL_EventType
      switch recorded.input {
      case .fingerDown: type = SDL_FINGERDOWN
      case .fingerMotion: type = SDL_FINGERMOTION
      default: type = SDL_FINGERUP
      }
      let previous = fingerPositions[f] ?? (x, y)
      e.tfinger.type = type.rawValue
      e.tfinger.touchId = SDL_TouchID(Self.marker)
      e.tfinger.fingerId = SDL_FingerID(f)
      e.tfinger.x = Float(x)
      e.tfinger.y = Float(y)
      e.tfinger.dx = type == SDL_FINGERDOWN ? 0 : Float(x - previous.x)
      e.tfinger.dy = type == SDL_FINGERDOWN ? 0 : Float(y - previous.y)
      e.tfinger.pressure = type == SDL_FINGERUP ? 0 : 1
      e.tfinger.windowID = windowID
      if type == SDL_FINGERUP { fingerPositions[f] = nil } else { fingerPositions[f] = (x, y) }
    case .multigesture(let x, let y, let dDist, let dTheta, let fingers):
      e.mgesture.type = SDL_MULTIGESTURE.rawValue
      e.mgesture.touchId = SDL_TouchID(Self.marker)
      e.mgesture.x = Float(x)
      e.mgesture.y = Float(y)
      e.mgesture.dDist = Float(dDist)
      e.mgesture.dTheta = Float(dTheta)
      e.mgesture.numFingers = UInt16(max(0, fingers))
    case .keyDown(let key, let m), .keyUp(let key, let m):
      let down: Bool
      if case .keyDown = recorded.input { down = true } else { down = false }
      let sym = SDL_GetKeyFromName(key)
      e.key.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
      e.key.windowID = windowID
      e.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
      e.key.padding2 = Self.keyMarker
      e.key.keysym.sym = sym
      e.key.keysym.scancode = SDL_GetScancodeFromKey(sym)
      e.key.keysym.mod = UInt16(RecordedInput.sdlModifiers(m))
      mods = m
    case .windowResize(let w, let h):
      resize?(w, h)
      return
    case .touchpadPinch(let pinch):
      // The same event the gesture bridge pushes for a live pinch, marked as replayed; its
      // device time is the recorded time, so the host's device clock keeps the spacing.
      let ms = recorded.t * 1000
      let milliseconds =
        ms.isFinite && abs(ms) < 1e15 ? UInt32(truncatingIfNeeded: Int64(ms.rounded())) : 0
      e = pinch.sdlEvent(replayed: true, deviceTime: milliseconds)
    }
    pushedTimes.append((recorded.t, RecordedInput.sdlModifiers(mods)))
    _ = SDL_PushEvent(&e)
  }
}
