import MaterialMotion
import MaterialMotionSDL

/// What a run shows and keeps, frame by frame: its scenes and panels (a ``SceneSwitcher``),
/// the timeline over it (a ``Scrubber``), the log of its input that a takeover replays
/// (``RunLog``) and the checkpoints it replays from (``RunCheckpoints``). It is the host's one
/// delegate (a ``SceneRun`` makes it so); what the run does with its frames besides showing
/// them (the app's capture and screenshots, a test's pixels) is its ``output``, which it calls
/// after its own work. Taking the run over is in `SandboxSession+Takeover.swift`.
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
  package internal(set) var switcher: SceneSwitcher
  /// The timeline.
  package let scrubber: Scrubber
  /// The run so far, as the timeline keeps it.
  package var history: FrameHistory { scrubber.history }
  /// Every input of the run.
  let log: RunLog
  /// The run's checkpoints.
  let checkpoints = RunCheckpoints()
  /// What of the run's input is in progress.
  let inputActivity: InputActivity
  /// The frame number of the checkpoint the last takeover started from (nil: from the run's
  /// start, or none yet).
  package internal(set) var lastTakeoverCheckpoint: Int?
  /// Whether the run makes checkpoints (a benchmark turns them off to time a takeover from the
  /// run's start).
  package var makesCheckpoints = true
  /// How many checkpoints the run has made.
  package internal(set) var checkpointsMade = 0
  /// The frame numbers of the run's checkpoints, oldest first.
  package var checkpointFrames: [Int] { checkpoints.all.map(\.frameNumber) }
  /// Roughly how many bytes the run's checkpoints take.
  package var checkpointBytes: Int { checkpoints.bytes }
  /// The bytes the run's input log takes.
  package var logBytes: Int { log.bytes }
  /// Whether the frame begun last has not been updated (yet): a frame begun after one that
  /// never was is a frame the run skipped (a paused window with nothing new).
  private var frameUpdatePending = false
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
    inputActivity = InputActivity(host: host)
    switcher.onScreenshot = { [unowned self] in self.onScreenshot?() }
    switcher.onLottie = { [unowned self] in self.writeLottie() }
    switcher.tuningPanel.releaseVelocity = { [unowned self] in
      // The scene's strips: the root's children, or in compare mode the panes'.
      let strips = host.root.children.flatMap { [$0] + $0.children }
        .compactMap { $0 as? VisualizationElement }
      return ReleaseVelocity.measure(in: history, strips: strips)
    }
    scrubber.onTakeOver = { [unowned self] index, input in
      self.takeOver(fromFrame: index, with: input)
    }
    layoutBar()
  }

  /// The scenes and panels as `setup` starts them (without a scene shown yet unless
  /// `showing`).
  static func makeSwitcher(_ host: SandboxHost, _ setup: Setup, showing: Bool = true)
    -> SceneSwitcher
  {
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
    if showing { switcher.show(setup.sceneType) }
    return switcher
  }

  /// Ends the run: tears the scenes down and stops the timeline and the log.
  package func tearDown() {
    switcher.tearDown()
    scrubber.tearDown()
    log.stop()
    inputActivity.stop()
    checkpoints.removeAll()
  }

  // MARK: SandboxHostDelegate

  /// A frame the run skipped ends the checkpoints' reach; then the output's start of a frame.
  package func hostWillBeginFrame(_ host: SandboxHost, index: Int, time: Double) {
    if frameUpdatePending, let last = history.frames.last {
      checkpoints.frameSkipped(after: last.number)
    }
    frameUpdatePending = !host.isHeld
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
    frameUpdatePending = false
    if host.isFastForwarding {
      switcher.update(time: time)
    } else if host.isFrameHeld {
      // No frame of the run: the timeline's, or (let go, or a takeover starting with the next
      // frame) the last one again.
      scrubber.update()
    } else {
      switcher.update(time: time)
      keepFrame()
    }
    output?.runDidUpdate(host)
  }

  /// The timeline keeps the frame the run just made (unless it does not record), and a
  /// checkpoint of it when one is due and can be made.
  package func keepFrame() {
    guard scrubber.isRecording else { return }
    scrubber.record(
      scene: switcher.sceneType?.name, parameterChanges: switcher.parameterChangeCount,
      inputEnd: log.end)
    if let first = history.frames.first { checkpoints.removeAll(before: first.number) }
    makeCheckpointIfDue()
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
}
