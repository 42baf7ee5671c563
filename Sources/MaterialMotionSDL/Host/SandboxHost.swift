import CSDL2
import MaterialMotion

/// How a ``SandboxHost`` tells time.
public enum HostClock: Sendable, Equatable {
  /// Real time from the performance counter; frames paced to the display (vsync when the
  /// renderer has it, otherwise sleeping to the target rate).
  case realTime
  /// Virtual time: frame k happens at k / fps, and frames run as fast as they can be made.
  /// Deterministic: used for headless runs and replays.
  case virtual(fps: Double)
}

/// Runs a window: decodes its input, feeds it to the gesture recognizers, ticks the frame clock
/// and draws the element tree once per frame.
///
/// Input has one path. Live events come from the ``SDLInputDecoder`` (SDL's queue, touchpad
/// gestures included), recorded ones from the ``replay``; either way each is a ``TimedInput``
/// handed to ``handle(_:)``, which shows it on ``input`` (the recorder and the scenes' readouts
/// listen there), translates it (``translator``) and dispatches it (``dispatcher``). While a
/// replay runs, live input is ignored, except a request to close the window.
///
/// What happens when, and what the app can do at each point, is ``SandboxHostDelegate``'s
/// documentation: input first (so input that arrives before a frame starts is reflected in that
/// frame), then ended pinches are flushed, the ``clock`` ticks, the frame is drawn and read back
/// if wanted, and presented.
@MainActor
public final class SandboxHost {
  /// The window.
  public let window: SDLWindow
  /// The element tree's root, sized to the window in points; scenes add their elements to it.
  public let root = Element()
  /// Drawn over the root: the frame-time readout and the Alt-drag touch markers.
  public let overlay = Element()
  /// Drawn under the root, after the background: what the app shows beneath the scene (the
  /// sandbox's onion skin). Not part of the scene: not hit-tested, not in the root's tree.
  public let underlay = Element()
  /// The frame clock every animation and time-based operator runs on (a new one after a
  /// ``rewind(through:replaying:fps:restart:then:)``: build scenes on the clock of the moment).
  public internal(set) var clock = FrameClock()
  /// Slow motion, pause and single-frame steps: each frame's time goes through it before the
  /// clock ticks, so animations slow down or stop while input keeps real time.
  public var timeControl = TimeControl()
  /// Routes input to the recognizers of the tree under ``root``.
  public let dispatcher: InputDispatcher
  /// Turns platform input into recognizer input.
  public let translator: InputTranslator
  /// Reads live input from SDL.
  public let decoder: SDLInputDecoder
  /// Whether the host is replaying a run's input to rewind it (``rewind(through:replaying:fps:restart:then:)``):
  /// what listens to ``input`` to keep it (a recorder, a log) ignores the input it sees then.
  public internal(set) var isFastForwarding = false
  /// Draws the tree.
  public let renderer: ElementRenderer
  /// Real touchpad pinch gestures for the window (XI 2.4 on X11/Xwayland, pointer gestures on
  /// Wayland); see its ``TouchpadGestureBridge/status``.
  public let touchpadGestures: TouchpadGestureBridge
  /// How time advances.
  public let timing: HostClock
  /// What the host asks at each point of a frame (held weakly).
  public weak var delegate: SandboxHostDelegate?
  /// A recording being replayed: its events are handled when due, and live input is ignored.
  public var replay: InputReplayer?
  /// Changes each replayed input before it is handled (nil: none). The sandbox's compare mode
  /// doubles a one-pane recording's window size with it.
  public var replayTransform: ((TimedInput) -> TimedInput)?
  /// Where translated input events go instead of ``dispatcher`` (nil: the dispatcher). The
  /// sandbox's compare mode hands each event to both of its panes' dispatchers with it.
  public var router: ((InputEvent) -> Void)?
  /// The window's background colour.
  public var background = Color(hex: 0xFAFAFA)
  /// The frame rate a window is paced to when its renderer has no vsync (defaults to the
  /// display's; the virtual rate for virtual time). Headless hosts are never paced.
  public var targetFPS: Double
  /// Stop after this many frames (nil: run until quit).
  public var maxFrames: Int?
  /// Whether the run stands still: frames are still drawn and live input is still offered to
  /// the delegate's ``SandboxHostDelegate/host(_:intercepts:)``, but no recorded input is handed
  /// out, the clock does not tick and the run's time (``frameTime``) does not advance, so the run
  /// goes on afterwards as if the held frames had not happened (the sandbox's timeline holds the
  /// run while it shows an earlier frame).
  public var isHeld = false
  /// How far the run's time lags the host's own (real or virtual) time, in seconds: the time
  /// frames were held for (``isHeld``), less any the run was moved forward by. Live input is
  /// stamped on the run's time too.
  public internal(set) var timeShift = 0.0
  /// Whether the current frame is held: it was held when it started or became held during its
  /// input. The clock does not tick in it, and the run has no frame there
  /// (``SandboxHostDelegate/host(_:updateAt:)`` shows what the app shows while held).
  public private(set) var isFrameHeld = false
  /// On virtual time, ``timeShift`` in whole frames.
  var frameShift = 0
  /// A rewind asked for, carried out at the start of the next frame.
  var pendingRewind: Rewind?
  /// Input to handle at the start of the next frame, stamped with its time.
  var pendingInputs: [PlatformInput] = []

  /// The number of frames made so far.
  public private(set) var frameIndex = 0
  /// The run's time of the current frame, in seconds (the host's own time less ``timeShift``).
  public internal(set) var frameTime = 0.0
  /// The number of frames drawn so far (``frameIndex`` less those the delegate skipped).
  public private(set) var framesDrawn = 0
  /// When the last frame of the run was shown, on the run's time (as ``frameTime`` and input
  /// times): in real time when its present returned, in virtual time its frame's time, drawn or
  /// not. What a gesture lab measures input latency to.
  public private(set) var lastShownTime = -Double.infinity
  /// How long each drawn frame took to make (input, motion, drawing, capture; not pacing), in
  /// ms.
  public private(set) var frameDurations: [Double] = []
  /// Whether the F1 frame-time readout is shown.
  public var showsFrameTime: Bool {
    get { readout.showsFrameTime }
    set { readout.showsFrameTime = newValue }
  }

  private let inputObservers = ObserverList<MotionObserver<TimedInput>>()
  private let readout: HostOverlay
  private var quitRequested = false
  private let start: UInt64
  private let frequency = Double(SDL_GetPerformanceFrequency())

  /// Every input the host handles, live or replayed, as it is handled (after a replay's filter,
  /// before it is translated and dispatched). It emits values only and never sends on the
  /// `state` channel.
  public var input: MotionObservable<TimedInput> {
    MotionObservable { [weak self] observer in
      guard let self else { return noopDisconnect }
      let token = self.inputObservers.add(observer)
      return { [weak self] in self?.inputObservers.remove(token) }
    }
  }

  /// Builds the host around `window`, drawing text with the font at `fontPath`.
  public init(window: SDLWindow, fontPath: String, timing: HostClock) throws {
    self.window = window
    self.timing = timing
    let textCache = try TextCache(renderer: window.renderer, fontPath: fontPath)
    self.renderer = ElementRenderer(renderer: window.renderer, textCache: textCache)
    renderer.frameReadout = window.frameReadout
    self.dispatcher = InputDispatcher(root: root)
    let size = window.sizeInPoints
    self.translator = InputTranslator(windowSize: size, mirrorCenter: { _ in .zero })
    self.touchpadGestures = TouchpadGestureBridge(window: window)
    self.decoder = SDLInputDecoder(window: window, timing: timing)
    if case .virtual(let fps) = timing {
      self.targetFPS = fps
    } else {
      self.targetFPS = Double(window.refreshRate)
    }
    self.start = SDL_GetPerformanceCounter()
    self.readout = HostOverlay(overlay: overlay)
    root.name = "root"
    root.frame = Rect(origin: .zero, size: size)
    overlay.frame = Rect(origin: .zero, size: size)
    overlay.isUserInteractionEnabled = false
    underlay.frame = Rect(origin: .zero, size: size)
    underlay.isUserInteractionEnabled = false
    translator.mirrorCenter = { [unowned self] point in
      // Mirror about the centre of the element under the pointer (the window's for the root).
      guard let hit = self.dispatcher.hitTest(point), hit !== self.root else {
        return Point(x: self.root.size.width / 2, y: self.root.size.height / 2)
      }
      return hit.convert(Point(x: hit.size.width / 2, y: hit.size.height / 2), to: nil)
    }
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

  /// Runs frames until a quit is requested or ``maxFrames`` frames were made.
  public func run() throws {
    while !quitRequested {
      if let maxFrames, frameIndex >= maxFrames { break }
      try runFrame()
    }
  }

  /// Makes exactly one frame.
  public func runFrame() throws {
    if let rewind = pendingRewind {
      pendingRewind = nil
      perform(rewind)
    }
    let frameStart = realTimeNow()
    let heldAtStart = isHeld
    let previousTime = frameTime
    var t: Double
    switch timing {
    case .realTime:
      if isHeld, frameIndex > 0 { timeShift = frameStart - frameTime }
      t = frameStart - timeShift
    case .virtual(let fps):
      if isHeld, frameIndex > 0 { frameShift += 1 }
      t = Double(frameIndex - frameShift) / fps
      timeShift = Double(frameShift) / fps
    }
    frameTime = t
    decoder.timeShift = timeShift
    delegate?.hostWillBeginFrame(self, index: frameIndex, time: t)
    if !pendingInputs.isEmpty {
      let pending = pendingInputs
      pendingInputs = []
      for input in pending { handle(TimedInput(time: t, input: input)) }
      // Live input after them, stamped by the decoder, must not come before them.
      decoder.restartTime(notBefore: t)
    }
    let polled = decoder.poll(frameTime: t, bridge: touchpadGestures) { live in
      if delegate?.host(self, intercepts: live) == true { return }
      if pendingRewind != nil, live.input != .window(.closeRequested) {
        // After a rewind asked for in this frame: on the rewound run's time, in the next.
        pendingInputs.append(live.input)
        return
      }
      guard replay == nil || live.input == .window(.closeRequested) else { return }
      handle(live)
    }
    if isHeld && !heldAtStart {
      // Held from this frame's input on: the frame does not happen, its time goes back.
      switch timing {
      case .realTime: timeShift += t - previousTime
      case .virtual(let fps):
        frameShift += 1
        timeShift = Double(frameShift) / fps
      }
      t = previousTime
      frameTime = t
    }
    isFrameHeld = heldAtStart || isHeld
    if isFrameHeld {
      // (Let go during this frame's input: the run goes on from the next frame.)
      try drawHeldFrame(frameStart, polled: polled)
      return
    }
    replay?.deliver(upTo: t) { [replayTransform] in handle(replayTransform?($0) ?? $0) }
    delegate?.hostWillDispatch(self)
    let pinchesEnded = translator.update(now: t)
    for event in pinchesEnded { send(event) }
    let clockTime = timeControl.advance(to: t, frameInterval: 1 / targetFPS)
    if clockTime == nil, polled == 0, pinchesEnded.isEmpty, frameIndex > 0, !quitRequested,
      case .realTime = timing
    {
      // Paused, and nothing happened: the frame would be the last one again. Draw nothing and
      // wait for input (or the next frame's time) instead.
      decoder.waitForInput(milliseconds: Int32(max(1, min(100, 1000 / targetFPS))))
      return
    }
    if let clockTime { clock.tick(at: clockTime) }
    delegate?.host(self, updateAt: clock.now)
    guard delegate?.host(self, shouldDrawFrame: frameIndex) ?? true else {
      frameIndex += 1
      readout.frameWasSkipped()
      if case .virtual = timing { lastShownTime = t }
      return
    }
    try draw(frameStart)
  }

  /// A frame while the run is held: the delegate updates what it shows (the clock has not
  /// moved), and the frame is drawn, or, in a window with nothing new to show, the host waits
  /// for input instead.
  private func drawHeldFrame(_ frameStart: Double, polled: Int) throws {
    delegate?.host(self, updateAt: clock.now)
    guard delegate?.host(self, shouldDrawFrame: frameIndex) ?? true else {
      frameIndex += 1
      readout.frameWasSkipped()
      if polled == 0, case .realTime = timing {
        decoder.waitForInput(milliseconds: Int32(max(1, min(100, 1000 / targetFPS))))
      }
      return
    }
    try draw(frameStart)
  }

  /// Draws the frame, lets the delegate see it, presents it, and paces a window without vsync.
  private func draw(_ frameStart: Double) throws {
    readout.update(touches: translator.mirroredTouches, summary: frameTimeSummary)
    renderer.draw(
      root, underlay: underlay, overlay: overlay, background: background,
      pixelScale: window.pixelScale)
    readout.frameWasDrawn(elements: renderer.elementsDrawn)
    try delegate?.host(self, didDrawFrame: frameIndex)
    SDL_RenderPresent(window.renderer)
    lastShownTime = timing == .realTime ? realTimeNow() - timeShift : frameTime
    frameIndex += 1
    framesDrawn += 1
    let made = (realTimeNow() - frameStart) * 1000
    frameDurations.append(made)
    if !window.isHeadless, !window.hasVSync {
      let remaining = 1 / targetFPS - (realTimeNow() - frameStart)
      if remaining > 0.0005 { SDL_Delay(UInt32(remaining * 1000)) }
    }
  }

  /// Handles one input, live or replayed: the single entry point of all input.
  ///
  /// A window close requests a quit; a focus loss cancels every touch and pinch in progress; a
  /// resize is shown on ``input``, resizes the window when it is not that size yet (a replay's)
  /// and lays the root out anew. Anything else goes, unless it is a key, to the delegate's
  /// ``SandboxHostDelegate/hostWillDispatch(_:)`` first; then it is shown on ``input``,
  /// translated and dispatched, keys after the delegate declined to consume them.
  public func handle(_ timed: TimedInput) {
    // As a recording keeps it: a replay hands the scenes the same times.
    var timed = timed
    timed.time = Recording.recordedTime(timed.time)
    switch timed.input {
    case .window(.closeRequested):
      quitRequested = true
    case .window(.focusGained):
      break
    case .window(.focusLost):
      for event in translator.cancelAll(timestamp: timed.time) { send(event) }
    case .window(.resized(let width, let height)):
      inputObservers.forEach { $0.next(timed) }
      let size = window.sizeInPoints
      if Int(size.width) != width || Int(size.height) != height {
        window.resize(width: width, height: height)
      }
      applyWindowSize()
    default:
      if case .key = timed.input {} else { delegate?.hostWillDispatch(self) }
      inputObservers.forEach { $0.next(timed) }
      for event in translator.translate(timed.input, timestamp: timed.time) {
        if case .key(let key) = event, delegate?.host(self, shouldConsume: key) == true {
          continue
        }
        send(event)
      }
    }
  }

  /// Hands a translated event to ``router``, or else to ``dispatcher``.
  func send(_ event: InputEvent) {
    if let router { router(event) } else { dispatcher.dispatch(event) }
  }

  /// Cancels every touch and pinch in progress, as if the window had lost the focus (the
  /// sandbox does this when it switches scenes).
  public func cancelInput() {
    for event in translator.cancelAll(timestamp: frameTime) { send(event) }
  }

  /// Resizes the root (and overlay) to the window's current size.
  public func applyWindowSize() {
    let size = window.sizeInPoints
    guard size != root.size else { return }
    root.frame = Rect(origin: .zero, size: size)
    overlay.frame = Rect(origin: .zero, size: size)
    underlay.frame = Rect(origin: .zero, size: size)
    translator.windowSize = size
    delegate?.host(self, didResizeTo: size)
  }

  /// The frame-time readout: "frame 4.1 ms (median 3.9, p99 6.0) · 123 elements · software"
  /// over the last 120 frames. On virtual time (replays, headless runs) frames must not depend on
  /// the machine's speed, so it shows the virtual frame and time instead ("frame 42 at 0.700 s
  /// (virtual time) · ..."); the measured times are in the summary printed at exit.
  ///
  /// The element count is that of the frame before when it was drawn (every frame in a window),
  /// else that of the tree now (root and overlay, and what the underlay holds, without
  /// hidden elements): a headless run that draws only its final frame has drawn nothing
  /// before it.
  public func frameTimeSummary() -> String {
    let underlaid = underlay.children.reduce(0) { $0 + ElementRenderer.drawableCount($1) }
    let elements =
      readout.elementsInLastDrawnFrame
      ?? (ElementRenderer.drawableCount(root) + ElementRenderer.drawableCount(overlay)
        + underlaid)
    let tail = "\(elements) elements · \(window.rendererName)"
    if case .virtual = timing {
      return
        "frame \(frameIndex) at \(ValueFormat.signed(frameTime, digits: 3).dropFirst()) s (virtual time) · "
        + tail
    }
    let recent = Array(frameDurations.suffix(120))
    guard let last = recent.last else { return tail }
    let stats = FrameStatistics(recent)
    return
      "frame \(ValueFormat.milliseconds(last)) ms (median \(ValueFormat.milliseconds(stats.median)), p99 \(ValueFormat.milliseconds(stats.p99))) · "
      + tail
  }
}
