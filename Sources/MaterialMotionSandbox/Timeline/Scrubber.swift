import MaterialMotion
import MaterialMotionSDL

/// The timeline: keeps the run so far (``FrameHistory``) and, when asked, holds the run and
/// shows any earlier frame instead (``SnapshotView``), stepping, playing forwards or backwards at
/// 1, 0.25 or 0.1 speed, or following the pointer along the bar (``TimelineBar``); Shift and a
/// drag along the bar select a range of frames (``selection``), which W writes.
///
/// It is a viewing control: its keys and the pointer on its bar are taken before input is
/// recorded (``SandboxHostDelegate/host(_:intercepts:)``), and while it holds the run
/// (``SandboxHost/isHeld``) the run's time stands still, so what is recorded before the frame
/// shown is never changed. P, or playing forwards past the last frame, goes back to the run where
/// it was held. Pressing, touching or pinching the scene while an earlier frame is shown takes
/// over from that frame: ``onTakeOver`` is asked to continue the run from there.
@MainActor
package final class Scrubber {
  /// The run so far.
  package let history: FrameHistory
  /// The bar, in the host's overlay.
  let bar = TimelineBar()
  /// Ghosts of the frames before the one shown, in the host's underlay (O).
  let onion: OnionSkin
  private let view: SnapshotView
  unowned let host: SandboxHost
  /// The position in ``FrameHistory/frames`` of the frame shown while holding the run.
  var position: Int?
  /// The playing direction: −1 backwards, 0 stopped, +1 forwards.
  var direction = 0
  /// The playing speed, one of `TimeControl.speeds`.
  private(set) var speed = 1.0
  /// Whether the run's frames are kept (always in the app; a benchmark turns it off to time the
  /// run without it).
  package var isRecording = true
  /// Whether the bar is shown while the run is live (H).
  private var barPinned = false
  /// Playing moves a time cursor, which picks the frame.
  private var cursor = 0.0
  var dragging = false
  /// The frames selected (Shift and a drag along the bar): the first and last selected
  /// frames' times; nil when none are (W and `--lottie` write the whole run then).
  var selection: ClosedRange<Double>?
  /// The time of the frame a Shift+drag along the bar started at; nil when not selecting.
  var selectionAnchor: Double?
  /// Keys whose press the timeline took: it takes their release too.
  var keysTaken = Set<String>()
  private var inputSubscription: Subscription?
  private var lastParameterChanges = 0
  private var lastScene: String?
  /// Whether the run started over: the next frame kept takes its scene and parameter changes
  /// as they are, unmarked.
  private var restarted = false
  /// Asked to continue the run from the frame at position `index` of the history when the scene
  /// is pressed, touched or pinched (`input`) while an earlier frame is shown; returns whether
  /// it will (and hand the run `input` then). Nil, or false: the timeline goes back to the live
  /// run instead, and the input goes to it.
  var onTakeOver: ((_ index: Int, _ input: PlatformInput) -> Bool)?

  /// A timeline over `host`'s root, keeping at most `limitBytes` of frames.
  init(host: SandboxHost, limitBytes: Int = 256 << 20) {
    self.host = host
    history = FrameHistory(limitBytes: limitBytes)
    view = SnapshotView(arena: history.arena)
    onion = OnionSkin(history: history)
    host.underlay.addChild(onion.layer)
    view.element.zIndex = -1_000_000
    host.overlay.insertChild(view.element, at: 0)
    host.overlay.addChild(bar.element)
    bar.layout(in: host.root.size)
    inputSubscription = host.input.subscribeToValue { [unowned self, unowned host] timed in
      // A rewind replays input whose marks are kept already.
      guard !host.isFastForwarding, let kind = FrameHistory.Marker.Kind(marking: timed.input) else {
        return
      }
      self.history.mark(kind, at: timed.time)
    }
  }

  /// Whether an earlier frame is shown and the run held.
  var isScrubbing: Bool { position != nil }

  /// Stops listening and removes the bar and view.
  func tearDown() {
    inputSubscription?.unsubscribe()
    inputSubscription = nil
    view.clear()
    view.element.removeFromParent()
    onion.clear()
    onion.layer.removeFromParent()
    bar.element.removeFromParent()
    history.removeAll()
  }

  /// Lays the bar out in a window of `size` points, `top` points down.
  func layout(in size: Size, top: Double = 50) { bar.layout(in: size, top: top) }

  /// Adds the frame the run just made (after its update, before it is drawn): `scene` is the
  /// scene's name and `parameterChanges` how many parameter changes the scene has seen
  /// (``SceneSwitcher/parameterChangeCount``), marked where either changes; `inputEnd` is the
  /// run log's position after the frame's input.
  func record(scene: String?, parameterChanges: Int, inputEnd: Int) {
    guard isRecording else { return }
    let time = host.frameTime
    if restarted {
      restarted = false
      lastScene = scene
    } else if scene != lastScene {
      if lastScene != nil { history.mark(.sceneChanged, at: time) }
      lastScene = scene
    } else if parameterChanges != lastParameterChanges {
      history.mark(.parameterChanged, at: time)
    }
    lastParameterChanges = parameterChanges
    history.append(
      host.root, number: host.frameIndex, time: time, clockTime: host.clock.now,
      inputEnd: inputEnd)
    if barPinned { updateBar() }
  }

  /// Carries out a timeline command.
  func perform(_ command: KeyAction.Timeline) {
    switch command {
    case .step(let offset):
      direction = 0
      let from = position ?? (history.frames.endIndex - 1)
      jump(to: from + offset)
    case .play(let playing):
      if position == nil, playing >= 0 { return }
      if position == nil { jump(to: history.frames.endIndex - 1) }
      direction = playing
    case .cycleSpeed:
      let speeds = TimeControl.speeds
      speed = speeds[((speeds.firstIndex(of: speed) ?? 0) + 1) % speeds.count]
    case .live:
      goLive()
    case .toggleBar:
      barPinned.toggle()
      bar.element.isHidden = !barPinned && !isScrubbing
      if barPinned { updateBar() }
    case .toggleOnionSkin:
      onion.isShown.toggle()
    }
  }

  /// The frame is about to be drawn: the onion skin's ghosts are made for the frame shown (an
  /// earlier one while the run is held, else the last one kept).
  func prepareToDraw() {
    onion.update(
      shownAt: position ?? (history.frames.endIndex - 1), frameInterval: 1 / host.targetFPS)
  }

  /// The run starts over for a takeover: it is shown again (and can be hit) from now on.
  func runRestarts() {
    restarted = true
    release()
  }

  /// Once per frame while holding the run: plays on, and shows the frame.
  func update() {
    guard var index = position else { return }
    if direction != 0 {
      cursor += Double(direction) * speed / max(1, host.targetFPS)
      let frames = history.frames
      if direction > 0, let last = frames.last, cursor > last.time {
        goLive()
        return
      }
      cursor = max(frames.first?.time ?? 0, cursor)
      index = history.index(atOrBefore: cursor)
      if index != position { position = index }
      view.show(frames[index].node)
    }
    updateBar()
  }

  /// Holds the run and shows the frame at position `index` of ``FrameHistory/frames`` (clamped
  /// to the history) from the next frame drawn on.
  package func jump(to index: Int) {
    let frames = history.frames
    guard !frames.isEmpty else { return }
    let index = min(max(index, frames.startIndex), frames.endIndex - 1)
    if position == nil {
      host.isHeld = true
      host.root.isHidden = true
      bar.element.isHidden = false
    }
    position = index
    cursor = frames[index].time
    view.show(frames[index].node)
    updateBar()
  }

  /// Back to the run where it was held.
  func goLive() {
    guard position != nil else { return }
    position = nil
    direction = 0
    dragging = false
    release()
  }

  /// Lets the run go on and shows it again.
  private func release() {
    host.isHeld = false
    host.root.isHidden = false
    view.clear()
    bar.element.isHidden = !barPinned
  }

  /// Shows where the run is, and the selection, on the bar.
  func updateBar() {
    let frames = history.frames
    guard let first = frames.first, let last = frames.last else { return }
    let shown = frames[position ?? (frames.endIndex - 1)]
    let arrow = direction < 0 ? "◀ " : direction > 0 ? "▶ " : ""
    let state = position == nil ? "live" : "\(arrow)\(ValueFormat.fixed(speed, digits: 2))×"
    let megabytes = ValueFormat.fixed(Double(history.bytes) / 1_048_576, digits: 1)
    let range = selectedFrames.map { (frames[$0.lowerBound].time, frames[$0.upperBound - 1].time) }
    // The line fits an 800-point window: with a selection, its length in place of the last hints.
    let selected = selectionText.map { " · " + $0 } ?? ""
    let hints =
      ", . step · J K L play · S speed · P live"
      + (selected.isEmpty ? " · Shift+drag select · touch to take over" : "")
    bar.update(
      start: first.time, end: last.time, time: shown.time, selection: range,
      markers: history.markers,
      text:
        "\(state) · frame \(shown.number) · \(ValueFormat.fixed(shown.time - first.time, digits: 2)) of \(ValueFormat.fixed(last.time - first.time, digits: 2)) s\(selected) · \(megabytes) MB · \(hints)"
    )
  }
}
