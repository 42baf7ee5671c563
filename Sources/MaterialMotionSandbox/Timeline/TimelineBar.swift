import MaterialMotion

/// The timeline's bar across the top of the window: the run so far as a track, the part up to
/// the frame shown filled, a playhead, ticks where gestures began (green) and ended (red),
/// parameters changed (orange, taller), scenes were switched (blue, taller still) and the run was
/// taken over (black, the height of the playhead), the frames selected (an amber band around the
/// track), and a readout line under it.
@MainActor
final class TimelineBar {
  /// The bar, to add to the window's overlay.
  let element = Element()
  private let track = Element()
  private let played = Element()
  private let playhead = Element()
  /// The selected frames' band over the track (hidden without a selection).
  let selected = Element()
  private let ticks = Element()
  private let readout = Label()
  /// What the ticks were drawn for, to draw them again only when it changes.
  private var ticksDrawn: (count: Int, start: Double, end: Double, width: Double)?

  init() {
    element.name = "timeline"
    element.isUserInteractionEnabled = false
    element.zIndex = 2_000_000
    element.isHidden = true
    element.backgroundColor = Color(white: 1, alpha: 0.92)
    element.cornerRadius = 6
    track.backgroundColor = Color(white: 0.82)
    track.cornerRadius = 3
    played.backgroundColor = Color(hex: 0x6200EE, alpha: 0.55)
    played.cornerRadius = 3
    playhead.backgroundColor = Color(hex: 0x212121)
    selected.backgroundColor = Color(hex: 0xFFB300)
    selected.cornerRadius = 3
    selected.isHidden = true
    readout.fontSize = 12
    readout.textColor = Color(white: 0.15)
    for child in [selected, track, played, ticks, playhead, readout] { element.addChild(child) }
  }

  /// Where the track lies, in window points: pointer positions on it pick times.
  private(set) var trackFrame = Rect.zero

  /// Lays the bar out along the top of a window of `size` points, `top` points down (under the
  /// hint lines, and under compare mode's pane labels).
  func layout(in size: Size, top: Double = 50) {
    let width = max(120, size.width - 32)
    element.frame = Rect(x: 16, y: top, width: width, height: 44)
    track.frame = Rect(x: 10, y: 8, width: width - 20, height: 10)
    trackFrame = Rect(x: 26, y: top, width: width - 20, height: 28)
    readout.frame = Rect(x: 10, y: 22, width: width - 20, height: 18)
    ticksDrawn = nil
  }

  /// The time under the pointer at window `x`, on a timeline from `start` to `end`.
  func time(atX x: Double, start: Double, end: Double) -> Double {
    let fraction = trackFrame.width > 0 ? (x - trackFrame.minX) / trackFrame.width : 0
    return start + min(1, max(0, fraction)) * (end - start)
  }

  /// Shows the timeline from `start` to `end` with the playhead at `time`, the frames from
  /// `selection`'s first time to its second selected, `markers` on it and `text` under it.
  func update(
    start: Double, end: Double, time: Double, selection: (Double, Double)? = nil,
    markers: [FrameHistory.Marker], text: String
  ) {
    let width = track.size.width
    let span = max(end - start, 1e-9)
    let x = { (t: Double) in 10 + min(1, max(0, (t - start) / span)) * width }
    let head = x(time)
    played.frame = Rect(x: 10, y: 8, width: head - 10, height: 10)
    playhead.frame = Rect(x: head - 1.5, y: 2, width: 3, height: 22)
    selected.isHidden = selection == nil
    if let (from, to) = selection {
      // Around the track, 4 points above and below it; a frame's column at least.
      let left = x(from)
      selected.frame = Rect(x: left - 1, y: 4, width: max(2, x(to) - left + 2), height: 18)
    }
    readout.text = text
    let key = (markers.count, start, end, width)
    if let drawn = ticksDrawn, drawn == key { return }
    ticksDrawn = key
    ticks.removeAllChildren()
    // One tick per kind and pixel column: a long run's thousands of markers stay cheap.
    var columns = Set<Int>()
    for marker in markers where marker.time >= start && marker.time <= end {
      let column = Int(x(marker.time).rounded())
      let kind = FrameHistory.Marker.Kind.allCases.firstIndex(of: marker.kind) ?? 0
      guard columns.insert(column * 4 + kind).inserted else { continue }
      let tick = Element()
      let (color, height): (Color, Double) =
        switch marker.kind {
        case .gestureBegan: (Color(hex: 0x2E7D32), 8)
        case .gestureEnded: (Color(hex: 0xC62828), 8)
        case .parameterChanged: (Color(hex: 0xEF6C00), 14)
        case .sceneChanged: (Color(hex: 0x1565C0), 18)
        case .takenOver: (Color(hex: 0x212121), 22)
        }
      tick.backgroundColor = color
      tick.frame = Rect(x: Double(column) - 1, y: 13 - height / 2, width: 2, height: height)
      ticks.addChild(tick)
    }
  }
}
