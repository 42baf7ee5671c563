import CSDL2
import MaterialMotion

#if canImport(Glibc)
  import Glibc
#endif

/// How a ``SandboxHost`` tells time.
public enum HostClock: Sendable, Equatable {
  /// Real time from the performance counter; frames paced to the display (vsync when the
  /// renderer has it, otherwise sleeping to the target rate).
  case realTime
  /// Virtual time: frame k happens at k / fps, and frames run as fast as they can be made.
  /// Deterministic: used for headless runs and replays.
  case virtual(fps: Double)
}

/// Runs a window: polls SDL input, feeds it to the gesture recognizers, ticks the frame clock and
/// draws the element tree once per frame.
///
/// Frame order: every event already queued when a frame starts is translated and dispatched
/// first (so input that arrives before a frame starts is reflected in that frame), then ended
/// pinches are flushed, the ``clock`` ticks (animations advance), ``onFrame`` runs, the tree is
/// drawn, ``afterDraw`` sees the finished frame (capture reads pixels there), and it is presented.
@MainActor
public final class SandboxHost {
  /// The window.
  public let window: SDLWindow
  /// The element tree's root, sized to the window in points; scenes add their elements to it.
  public let root = Element()
  /// Drawn over the root: the frame-time readout and the Alt-drag touch markers.
  public let overlay = Element()
  /// The frame clock every animation and time-based operator runs on.
  public let clock = FrameClock()
  /// Slow motion, pause and single-frame steps: each frame's time goes through it before the
  /// clock ticks, so animations slow down or stop while input keeps real time.
  public var timeControl = TimeControl()
  /// Routes input to the recognizers of the tree under ``root``.
  public let dispatcher: InputDispatcher
  /// Translates SDL events to neutral input.
  public let translator: SDLInputTranslator
  /// Draws the tree.
  public let renderer: ElementRenderer
  /// Real touchpad pinch gestures for the window (XI 2.4 on X11/Xwayland, pointer gestures on
  /// Wayland); see its ``TouchpadGestureBridge/status``.
  public let touchpadGestures: TouchpadGestureBridge
  /// How time advances.
  public let timing: HostClock
  /// The window's background colour.
  public var background = Color(hex: 0xFAFAFA)
  /// The frame rate a window is paced to when its renderer has no vsync (defaults to the
  /// display's; the virtual rate for virtual time). Headless hosts are never paced.
  public var targetFPS: Double
  /// Stop after this many frames (nil: run until quit).
  public var maxFrames: Int?

  /// Called for every SDL event before it is translated, with its time in seconds (recording).
  public var eventTap: ((SDL_Event, Double) -> Void)?
  /// Called with each key event before scenes see it; return true to consume it.
  public var onKey: ((KeyEvent) -> Bool)?
  /// Called at the start of each frame, before events are polled, with the frame index and time.
  public var beforeEvents: ((Int, Double) -> Void)?
  /// Queues input due by the frame's time (a replay pushes its events into SDL's queue here).
  /// Called before each poll of the frame; returning true asks for another round in the same
  /// frame after the queue was drained, so any number of events due at one time is delivered in
  /// bounded batches, never overflowing SDL's queue.
  public var queueDueInput: ((Double) -> Bool)?
  /// Called before each polled input event other than a key is handled (described, translated,
  /// dispatched) and before the clock ticks: where a deferred change lands. The app switches
  /// scenes here, so a burst of scene-switch keys builds one scene, and pointer, touch and
  /// gesture events after a switch see the new scene.
  public var beforeDispatch: (() -> Void)?
  /// Called once per frame after the clock ticked and before drawing.
  public var onFrame: ((Double) -> Void)?
  /// Called after the frame is drawn and before it is presented (capture reads pixels here).
  public var afterDraw: ((Int) throws -> Void)?
  /// Asked once per frame, after events, the clock's tick and ``onFrame``, with the frame index:
  /// false skips drawing that frame (and ``afterDraw`` and presenting it), for a run whose
  /// frames nobody sees. Input, motion and time advance exactly as for a drawn frame, and the
  /// renderer keeps no state between frames, so the next drawn frame is the same either way.
  /// nil (the default): every frame is drawn.
  public var drawsFrame: ((Int) -> Bool)?
  /// Called when the window's size in points changes.
  public var onResize: ((Size) -> Void)?
  /// Replaces live input during a replay: given an event, returns nil to ignore it, or its time
  /// and the modifier state (`KMOD_*`) it happened with.
  public var replayedEvent: ((SDL_Event) -> (time: Double, modifiers: UInt32)?)?

  /// The number of frames drawn so far.
  public private(set) var frameIndex = 0
  /// The time of the current frame, in seconds.
  public private(set) var frameTime = 0.0
  /// The number of frames drawn so far (``frameIndex`` less those ``drawsFrame`` skipped).
  public private(set) var framesDrawn = 0
  /// How long each drawn frame took to make (events, motion, drawing, capture; not pacing), in
  /// ms.
  public private(set) var frameDurations: [Double] = []
  /// Whether the F1 frame-time readout is shown.
  public var showsFrameTime = false {
    didSet { frameTimeLabel.isHidden = !showsFrameTime }
  }

  private let rawObservers = ObserverList<MotionObserver<RawInputEvent>>()

  /// Every SDL input event the host handles (after replay filtering), described, as it is
  /// polled. Descriptions are only made while something is subscribed.
  public var rawInput: MotionObservable<RawInputEvent> {
    MotionObservable { [weak self] observer in
      guard let self else { return noopDisconnect }
      let token = self.rawObservers.add(observer)
      return { [weak self] in self?.rawObservers.remove(token) }
    }
  }

  /// The keyboard modifiers in event order: set from each key event's own state, since
  /// `SDL_GetModState()` already reflects every event SDL has pumped, including later ones.
  private var liveModifiers = UInt32(SDL_GetModState().rawValue)
  private var quitRequested = false
  private let start: UInt64
  private let frequency = Double(SDL_GetPerformanceFrequency())
  private let ticksAtStart: UInt64
  private let frameTimeLabel = Label()
  private var touchMarkers: [Element] = []
  private var deviceClock = DeviceEventClock()
  /// How many elements the previous frame drew, or nil when it was not drawn.
  private var elementsInLastDrawnFrame: Int?
  /// The time given to the last live event: live times never decrease, whatever clock an event
  /// came stamped with (a gesture's device time can fall before a key read just ahead of it).
  private var lastLiveEventTime = -Double.infinity

  /// Opens the window and builds the host around it.
  public init(window: SDLWindow, fontPath: String, timing: HostClock) throws {
    self.window = window
    self.timing = timing
    let textCache = try TextCache(renderer: window.renderer, fontPath: fontPath)
    self.renderer = ElementRenderer(renderer: window.renderer, textCache: textCache)
    self.dispatcher = InputDispatcher(root: root)
    let size = window.sizeInPoints
    self.translator = SDLInputTranslator(windowSize: size, mirrorCenter: { _ in .zero })
    self.touchpadGestures = TouchpadGestureBridge(window: window)
    if case .virtual(let fps) = timing {
      self.targetFPS = fps
    } else {
      self.targetFPS = Double(window.refreshRate)
    }
    self.start = SDL_GetPerformanceCounter()
    self.ticksAtStart = SDL_GetTicks64()
    root.name = "root"
    root.frame = Rect(origin: .zero, size: size)
    overlay.frame = Rect(origin: .zero, size: size)
    overlay.isUserInteractionEnabled = false
    frameTimeLabel.fontSize = 13
    frameTimeLabel.textColor = .white
    frameTimeLabel.backgroundColor = Color(white: 0, alpha: 0.6)
    frameTimeLabel.frame = Rect(x: 8, y: 52, width: 440, height: 22)
    frameTimeLabel.isHidden = true
    overlay.addChild(frameTimeLabel)
    translator.mirrorCenter = { [unowned self] point in
      // Mirror about the centre of the element under the pointer (the window's for the root).
      guard let hit = self.dispatcher.hitTest(point), hit !== self.root else {
        return Point(x: self.root.size.width / 2, y: self.root.size.height / 2)
      }
      return hit.convert(Point(x: hit.size.width / 2, y: hit.size.height / 2), to: nil)
    }
  }

  /// Clears every callback set on the host (``eventTap``, ``onKey``, ``beforeEvents``,
  /// ``queueDueInput``, ``beforeDispatch``, ``onFrame``, ``afterDraw``, ``drawsFrame``,
  /// ``onResize``, ``replayedEvent``). Callbacks usually capture the host, so a run that ends calls this to let
  /// the host, its scenes and whatever the callbacks hold go.
  public func removeCallbacks() {
    eventTap = nil
    onKey = nil
    beforeEvents = nil
    queueDueInput = nil
    beforeDispatch = nil
    onFrame = nil
    afterDraw = nil
    drawsFrame = nil
    onResize = nil
    replayedEvent = nil
  }

  /// The width in points a label of `fontSize` showing `text` takes in this window (what the
  /// renderer will draw), for sizing a label's background to its text.
  public func textWidth(_ text: String, fontSize: Double) -> Double {
    let scale = window.pixelScale
    let pixelSize = Int((fontSize * scale).rounded())
    return Double(renderer.textCache.width(of: text, pixelSize: pixelSize)) / scale
  }

  /// Asks the loop to stop after the current frame.
  public func requestQuit() { quitRequested = true }

  /// Whether a quit was requested (window closed, Esc, end of replay, ...).
  public var isQuitting: Bool { quitRequested }

  /// Seconds since the host started, on the real-time clock.
  public func realTimeNow() -> Double {
    Double(SDL_GetPerformanceCounter() - start) / frequency
  }

  /// Runs frames until a quit is requested or ``maxFrames`` frames were drawn.
  public func run() throws {
    while !quitRequested {
      if let maxFrames, frameIndex >= maxFrames { break }
      try runFrame()
    }
  }

  /// Makes exactly one frame.
  public func runFrame() throws {
    let frameStart = realTimeNow()
    let t: Double
    switch timing {
    case .realTime: t = frameStart
    case .virtual(let fps): t = Double(frameIndex) / fps
    }
    frameTime = t
    beforeEvents?(frameIndex, t)
    var more = true
    var handled = 0
    while more {
      more = queueDueInput?(t) ?? false
      handled += pollEvents(frameTime: t)
    }
    beforeDispatch?()
    let pinchesEnded = translator.update(now: t)
    for event in pinchesEnded { dispatcher.dispatch(event) }
    let clockTime = timeControl.advance(to: t, frameInterval: 1 / targetFPS)
    if clockTime == nil, handled == 0, pinchesEnded.isEmpty, frameIndex > 0, !quitRequested,
      case .realTime = timing
    {
      // Paused, and nothing happened: the frame would be the last one again. Draw nothing and
      // wait for input (or the next frame's time) instead.
      SDL_WaitEventTimeout(nil, Int32(max(1, min(100, 1000 / targetFPS))))
      // The wait pumped events and queued SDL's poll sentinel ahead of whatever woke it; left
      // there, it would end the next frame's poll before that input (one frame late).
      SDL_FlushEvent(SDL_POLLSENTINEL.rawValue)
      return
    }
    if let clockTime { clock.tick(at: clockTime) }
    onFrame?(clock.now)
    guard drawsFrame?(frameIndex) ?? true else {
      frameIndex += 1
      elementsInLastDrawnFrame = nil
      return
    }
    updateOverlay()
    renderer.draw(root, overlay: overlay, background: background, pixelScale: window.pixelScale)
    elementsInLastDrawnFrame = renderer.elementsDrawn
    try afterDraw?(frameIndex)
    SDL_RenderPresent(window.renderer)
    frameIndex += 1
    framesDrawn += 1
    let made = (realTimeNow() - frameStart) * 1000
    frameDurations.append(made)
    if !window.isHeadless, !window.hasVSync {
      let remaining = 1 / targetFPS - (realTimeNow() - frameStart)
      if remaining > 0.0005 { SDL_Delay(UInt32(remaining * 1000)) }
    }
  }

  /// Handles every queued event; returns how many there were.
  @discardableResult
  private func pollEvents(frameTime: Double) -> Int {
    var handled = 0
    var event = SDL_Event()
    SDL_PumpEvents()
    touchpadGestures.dispatchPending()
    while SDL_PollEvent(&event) != 0 {
      handled += 1
      var t = liveEventTime(event, frameTime: frameTime)
      if event.type == SDL_KEYDOWN.rawValue || event.type == SDL_KEYUP.rawValue {
        liveModifiers = UInt32(event.key.keysym.mod)
      }
      translator.modifierState = liveModifiers
      switch SDL_EventType(event.type) {
      case SDL_QUIT:
        quitRequested = true
        continue
      case SDL_WINDOWEVENT:
        if event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) {
          eventTap?(event, t)
          applyWindowSize()
        } else if event.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_GAINED.rawValue) {
          liveModifiers = UInt32(SDL_GetModState().rawValue)
        } else if event.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue) {
          for e in translator.cancelAll(timestamp: t) { dispatcher.dispatch(e) }
        }
        continue
      default:
        if let replayedEvent {
          guard let replayed = replayedEvent(event) else { continue }
          t = replayed.time
          translator.modifierState = replayed.modifiers
        }
      }
      eventTap?(event, t)
      if event.type != SDL_KEYDOWN.rawValue && event.type != SDL_KEYUP.rawValue {
        beforeDispatch?()
      }
      if !rawObservers.isEmpty,
        let raw = RawInputEvent(event, time: t, modifiers: translator.modifierState)
      {
        rawObservers.forEach { $0.next(raw) }
      }
      for input in translator.translate(event, timestamp: t) {
        if case .key(let key) = input, onKey?(key) == true { continue }
        dispatcher.dispatch(input)
      }
    }
    return handled
  }

  /// Resizes the root (and overlay) to the window's current size.
  public func applyWindowSize() {
    let size = window.sizeInPoints
    guard size != root.size else { return }
    root.frame = Rect(origin: .zero, size: size)
    overlay.frame = Rect(origin: .zero, size: size)
    translator.windowSize = size
    onResize?(size)
  }

  private func liveEventTime(_ event: SDL_Event, frameTime: Double) -> Double {
    guard case .realTime = timing else { return frameTime }
    var time = frameTime
    let ticks = UInt64(event.common.timestamp)
    if ticks >= ticksAtStart {
      time = min(frameTime, Double(ticks - ticksAtStart) / 1000)
      if let deviceTime = TouchpadPinch.deviceTime(event) {
        // Gestures carry the device's own time: keep its spacing for velocities.
        time = deviceClock.hostTime(deviceMilliseconds: deviceTime, readAt: time)
      }
    }
    // Recordings and recognizers need times in event order.
    time = max(time, lastLiveEventTime)
    lastLiveEventTime = time
    return time
  }

  private func updateOverlay() {
    let touches = translator.mirroredTouches
    while touchMarkers.count < touches.count {
      // A white disc in a dark ring: visible on any colour, light or dark.
      let marker = Element()
      marker.size = Size(width: 22, height: 22)
      marker.cornerRadius = 11
      marker.backgroundColor = Color(white: 0.1, alpha: 0.85)
      let disc = Element()
      disc.frame = Rect(x: 4, y: 4, width: 14, height: 14)
      disc.cornerRadius = 7
      disc.backgroundColor = .white
      marker.addChild(disc)
      overlay.addChild(marker)
      touchMarkers.append(marker)
    }
    for (i, marker) in touchMarkers.enumerated() {
      marker.isHidden = i >= touches.count
      if i < touches.count { marker.position = touches[i] }
    }
    if showsFrameTime {
      frameTimeLabel.text = frameTimeSummary()
    }
  }

  /// The frame-time readout: "frame 4.1 ms (median 3.9, p99 6.0) · 123 elements · software"
  /// over the last 120 frames. On virtual time (replays, headless runs) frames must not depend on
  /// the machine's speed, so it shows the virtual frame and time instead ("frame 42 at 0.700 s
  /// (virtual time) · ..."); the measured times are in the summary printed at exit.
  ///
  /// The element count is that of the frame before when it was drawn (every frame in a window;
  /// the renderer counts as it draws), else that of the tree now (root and overlay, without hidden
  /// elements): a headless run that draws only its final frame has drawn nothing before it. The
  /// walk costs about 0.2 ms in stress, so it is not done where the renderer's count is at hand.
  public func frameTimeSummary() -> String {
    let elements =
      elementsInLastDrawnFrame
      ?? (ElementRenderer.drawableCount(root) + ElementRenderer.drawableCount(overlay))
    let tail = "\(elements) elements · \(window.rendererName)"
    if case .virtual = timing {
      return
        "frame \(frameIndex) at \(RawInputEvent.fixed(frameTime, 3).dropFirst()) s (virtual time) · "
        + tail
    }
    let recent = Array(frameDurations.suffix(120))
    guard let last = recent.last else { return tail }
    let stats = FrameStatistics(recent)
    return
      "frame \(Self.ms(last)) ms (median \(Self.ms(stats.median)), p99 \(Self.ms(stats.p99))) · "
      + tail
  }

  /// `value` milliseconds with one decimal, e.g. "4.1".
  public static func ms(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}

/// Median and 99th percentile of a list of frame times.
public struct FrameStatistics: Sendable {
  /// The median.
  public let median: Double
  /// The 99th percentile (nearest rank).
  public let p99: Double
  /// The mean.
  public let mean: Double

  /// Computes the statistics of `samples` (all zero for no samples).
  public init(_ samples: [Double]) {
    guard !samples.isEmpty else {
      (median, p99, mean) = (0, 0, 0)
      return
    }
    let sorted = samples.sorted()
    median = sorted[sorted.count / 2]
    let rank = Int((0.99 * Double(sorted.count)).rounded(.up)) - 1
    p99 = sorted[max(0, min(sorted.count - 1, rank))]
    mean = samples.reduce(0, +) / Double(samples.count)
  }
}
