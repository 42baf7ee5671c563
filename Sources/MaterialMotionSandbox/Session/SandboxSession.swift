import MaterialMotion
import MaterialMotionSDL

/// What a run shows and keeps, frame by frame: its scenes and panels (a ``SceneSwitcher``),
/// the timeline over it (a ``Scrubber``) and the log of its input that a takeover replays
/// (``RunLog``). It is the host's one delegate (a ``SceneRun`` makes it so); what the run does
/// with its frames besides showing them (the app's capture and screenshots, a test's pixels) is
/// its ``output``, which it calls after its own work.
@MainActor
package final class SandboxSession: SandboxHostDelegate {
  /// How the run's scenes start: the same at the start and whenever a takeover starts it over.
  struct Setup {
    /// The scenes to choose from.
    var catalog: SceneCatalog
    /// The first scene.
    var sceneType: any SandboxScene.Type
    /// `--set` values (and a replayed recording's).
    var assignments: [String: Double] = [:]
    /// Whether the tuning panel and the plots are shown from the start.
    var tuningShown = false
    var plotsShown = false
    /// `--compare`'s two sets (nil: one scene in the window).
    var compareSetups: [ComparePane.Setup]?
    /// Whether a replayed recording of one pane is shown in both (its resizes doubled).
    var doublesReplayedWindows = false
    /// Where E writes its file.
    var exportDirectory = "."
    /// `--frames`: a live run's frame limit, which a takeover puts in place of a replay's.
    var frameLimit: Int?
    /// `--onion` and `--onion-step`: the onion skin shown from the start (nil: hidden until O,
    /// which shows the standard one).
    var onion: OnionSettings?
  }

  /// The host the session shows its scenes on.
  package let host: SandboxHost
  let setup: Setup
  /// The scenes and panels (a new one after a takeover).
  package private(set) var switcher: SceneSwitcher
  /// The timeline.
  package let scrubber: Scrubber
  /// The run so far, as the timeline keeps it.
  package var history: FrameHistory { scrubber.history }
  /// Every input of the run.
  let log: RunLog
  /// `--record-input`'s file, cut off at a takeover.
  var recording: RecordingSession?
  /// Called when F12 asks for a screenshot.
  var onScreenshot: (() -> Void)?
  /// What the run does with its frames besides showing them (held weakly; nil: every frame is
  /// drawn and nothing more is done with it).
  package weak var output: (any RunOutput)?

  /// Shows the first scene on `host` and starts the timeline; `header` is the run as a recording
  /// of it says (its frame rate is a takeover's frame grid).
  init(host: SandboxHost, setup: Setup, header: RecordingHeader) {
    self.host = host
    self.setup = setup
    switcher = Self.makeSwitcher(host, setup)
    scrubber = Scrubber(host: host)
    scrubber.onion.settings = setup.onion ?? .standard
    scrubber.onion.isShown = setup.onion != nil
    log = RunLog(host: host, header: header)
    switcher.onScreenshot = { [unowned self] in self.onScreenshot?() }
    scrubber.onTakeOver = { [unowned self] index, input in
      self.takeOver(fromFrame: index, with: input)
    }
    layoutBar()
  }

  /// The scenes and panels as `setup` starts them.
  private static func makeSwitcher(_ host: SandboxHost, _ setup: Setup) -> SceneSwitcher {
    let switcher = SceneSwitcher(host: host, catalog: setup.catalog)
    switcher.tuningPanel.assignments = setup.assignments
    switcher.tuningPanel.isShown = setup.tuningShown
    let exportDirectory = setup.exportDirectory
    switcher.tuningPanel.exportFile = { try ExportFile.write($0, into: exportDirectory) }
    switcher.plotPanel.isShown = setup.plotsShown
    if let setups = setup.compareSetups { switcher.compare(setups) }
    if setup.doublesReplayedWindows {
      // A recording of one scene replays in both panes: its window was one pane.
      host.replayTransform = { timed in
        guard case .window(.resized(let width, let height)) = timed.input else { return timed }
        var doubled = timed
        doubled.input = .window(.resized(width: 2 * width, height: height))
        return doubled
      }
    }
    switcher.show(setup.sceneType)
    return switcher
  }

  /// Ends the run: tears the scenes down and stops the timeline and the log.
  package func tearDown() {
    switcher.tearDown()
    scrubber.tearDown()
    log.stop()
  }

  // MARK: SandboxHostDelegate

  /// The output's start of a frame.
  package func hostWillBeginFrame(_ host: SandboxHost, index: Int, time: Double) {
    output?.runWillBeginFrame(host)
  }

  /// The timeline's input.
  package func host(_ host: SandboxHost, intercepts input: TimedInput) -> Bool {
    scrubber.intercepts(
      input, tuningShown: switcher.tuningPanel.isShown, pickerShown: switcher.scenePicker.isShown,
      sceneCount: setup.catalog.all.count)
  }

  /// The app's keys.
  package func host(_ host: SandboxHost, shouldConsume key: KeyEvent) -> Bool {
    switcher.handleKey(key)
  }

  /// A scene a number key asked for is built.
  package func hostWillDispatch(_ host: SandboxHost) { switcher.showPendingScene() }

  /// The scenes move on and the timeline keeps the frame; or, in a frame the run does not have
  /// (the timeline holds it), the timeline shows the frame it is at. The output comes after.
  package func host(_ host: SandboxHost, updateAt time: Double) {
    if host.isFastForwarding {
      switcher.update(time: time)
    } else if host.isFrameHeld {
      // No frame of the run: the timeline's, or (let go, or a takeover starting with the next
      // frame) the last one again.
      scrubber.update()
    } else {
      switcher.update(time: time)
      scrubber.record(
        scene: switcher.sceneType?.name, parameterChanges: switcher.parameterChangeCount)
    }
    output?.runDidUpdate(host)
  }

  /// Whether the output draws frame `index`; if so, the onion skin's ghosts are made for it
  /// (only frames drawn need them; a headless run draws few).
  package func host(_ host: SandboxHost, shouldDrawFrame index: Int) -> Bool {
    let draws = output?.run(host, shouldDrawFrame: index, isLast: isLast(index)) ?? true
    if draws { scrubber.prepareToDraw() }
    return draws
  }

  /// The output reads the frame drawn.
  package func host(_ host: SandboxHost, didDrawFrame index: Int) throws {
    try output?.run(host, didDrawFrame: index, isLast: isLast(index))
  }

  /// Whether frame `index` is the last: the frame limit is reached, or a quit (Esc, a closed
  /// window, Ctrl-C) was requested while it was made.
  private func isLast(_ index: Int) -> Bool {
    host.isQuitting || host.maxFrames.map { index + 1 >= $0 } ?? false
  }

  /// The panels and the bar are laid out again.
  package func host(_ host: SandboxHost, didResizeTo size: Size) {
    switcher.layout(in: size)
    layoutBar()
  }

  /// The timeline's bar under the hint lines, and in compare mode under the pane labels too.
  private func layoutBar() {
    scrubber.layout(in: host.root.size, top: switcher.panes.isEmpty ? 50 : 74)
  }

  // MARK: Takeover

  /// Continues the run from the frame at position `index` of the timeline, `input` (a press,
  /// touch or pinch on the scene) first: the run starts over and replays its input through the
  /// last frame at or before that one on the recording's frame grid (exactly what a replay of
  /// the recording does), the rest of the log and of the recording is cut off, and a `takeover`
  /// line says so in the recording. A replay's frame limit no longer applies: the run is live.
  func takeOver(fromFrame index: Int, with input: PlatformInput) -> Bool {
    let frame = scrubber.history.frames[index]
    let fps = log.header.fps
    let end = Double(SandboxHost.lastFrame(atOrBefore: frame.time, fps: fps)) / fps
    let replaced = max(0, host.frameTime - end)
    log.discard(after: end)
    recording?.takeOver(at: end, host: host)
    scrubber.history.truncate(after: scrubber.history.index(atOrBefore: end))
    host.rewind(
      through: end, replaying: log.replayer(), fps: fps,
      restart: { [unowned self] in
        self.switcher.dispose()
        self.switcher = Self.makeSwitcher(self.host, self.setup)
        self.switcher.onScreenshot = { [unowned self] in self.onScreenshot?() }
        self.scrubber.runRestarts()
      }, then: [.takeover(replaced: replaced), input])
    host.maxFrames = setup.frameLimit
    return true
  }
}
