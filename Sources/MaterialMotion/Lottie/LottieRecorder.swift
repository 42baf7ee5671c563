/// A run of an element tree, frame after frame, kept as a Lottie animation's layers: each
/// element that draws something (a background, an image, a label, a shadow) becomes layers
/// whose position, anchor, size, scale, rotation, opacity, colour, corner radius and elevation
/// are keyframes, its clipping ancestors masks, at the run's frame rate.
///
/// Give it the frames of a run (``append(_:of:time:)``: an ``ElementSnapshotArena`` node per
/// frame, as the timeline keeps them), then ``encode(tolerance:images:labels:text:)`` writes the
/// animation's JSON with the fewest keyframes that stay within the tolerance
/// (``KeyframeReduction``).
///
/// Elements are flattened: every layer is in window coordinates (its ancestors' transforms and
/// opacities multiplied into its own), so opacity is an element's own as the renderer draws it
/// and no parenting is needed. Lottie draws layers in one order for a whole animation; while
/// the elements keep one stacking order the layers stay the same, and a frame that stacks them
/// otherwise (a card raised above its neighbours) starts new layers from that frame (a
/// *segment*). A label's text is an image of it as the app draws it, or, for a label whose text
/// takes many values, a text layer (``LottieTextLayers``); polylines are not written.
@MainActor
public final class LottieRecorder {
  /// A run of frames in which the drawing elements keep one stacking order.
  struct Segment {
    /// The tracks, bottom first.
    var order: [LottieTrackKey] = []
    /// Each track's index in `tracks`.
    var index: [LottieTrackKey: Int] = [:]
    var tracks: [LottieTrack] = []
  }

  /// The animation's width in points (the window's).
  public let width: Int
  /// The animation's height in points (the window's).
  public let height: Int
  /// The frame rate its frames are numbered at.
  public let fps: Double
  /// The window's colour beneath the elements, drawn as the animation's bottom layer (a solid
  /// layer); nil leaves the animation transparent there.
  public var background: Color?
  /// The recorded frames' times (seconds), in the order they were appended.
  public private(set) var times: [Double] = []
  var segments: [Segment] = []
  /// One frame's drawing elements in draw order, with their rows (reused).
  private var frameOrder: [LottieTrackKey] = []
  private var frameRows: [LottieTrackKey: (row: [Double], masks: [Double], text: String?)] = [:]

  /// A recorder of frames of a `width`×`height` point window, numbered at `fps` frames a second.
  public init(width: Int, height: Int, fps: Double) {
    precondition(width > 0 && height > 0 && fps > 0 && fps.isFinite)
    self.width = width
    self.height = height
    self.fps = fps
  }

  /// How many frames were appended.
  public var frameCount: Int { times.count }

  /// How many layers the animation has so far (several for one element whose stacking changed).
  public var trackCount: Int { segments.reduce(0) { $0 + $1.tracks.count } }

  /// Adds what `node` of `arena` (a window's root tree) showed at the run's `time` (seconds,
  /// not before the last frame's).
  public func append(
    _ node: ElementSnapshotArena.Node, of arena: ElementSnapshotArena, time: Double
  ) {
    precondition(times.last.map { time >= $0 } ?? true, "frames are appended in time order")
    let frame = times.count
    times.append(time)
    frameOrder.removeAll(keepingCapacity: true)
    frameRows.removeAll(keepingCapacity: true)
    var walk = LottieTreeWalk(arena: arena)
    walk.visit(node) { key, row, masks, text in
      frameOrder.append(key)
      frameRows[key] = (row, masks, text)
    }
    if segments.isEmpty || !fitsLastSegment() { segments.append(Segment()) }
    var segment = segments.removeLast()
    insertNewKeys(into: &segment)
    for key in frameOrder {
      let (row, masks, text) = frameRows[key]!
      let index = segment.index[key]!
      segment.tracks[index].append(row, masks: masks, text: text, frame: frame)
    }
    segments.append(segment)
  }

  /// Whether the frame's elements that the last segment has are stacked in its order.
  private func fitsLastSegment() -> Bool {
    guard let segment = segments.last else { return false }
    var position = -1
    for key in frameOrder {
      guard let index = segment.index[key] else { continue }
      let at = segment.tracks[index].stackPosition
      if at < position { return false }
      position = at
    }
    return true
  }

  /// Adds the frame's new elements to `segment`, each just above the element below it in the
  /// frame (or at the bottom), and numbers the stacking again.
  private func insertNewKeys(into segment: inout Segment) {
    guard frameOrder.contains(where: { segment.index[$0] == nil }) else { return }
    let frame = times.count - 1
    // New keys go after the known key below them in the frame (nil: at the bottom).
    var bottom: [LottieTrackKey] = []
    var after: [LottieTrackKey: [LottieTrackKey]] = [:]
    var below: LottieTrackKey?
    for key in frameOrder {
      if segment.index[key] == nil {
        if let below { after[below, default: []].append(key) } else { bottom.append(key) }
        segment.index[key] = segment.tracks.count
        segment.tracks.append(LottieTrack(key: key, firstFrame: frame))
      } else {
        below = key
      }
    }
    var order = bottom
    order.reserveCapacity(segment.order.count + segment.tracks.count)
    for key in segment.order {
      order.append(key)
      order.append(contentsOf: after[key] ?? [])
    }
    segment.order = order
    for (position, key) in order.enumerated() {
      segment.tracks[segment.index[key]!].stackPosition = position
    }
  }
}
