import MaterialMotion

/// The run so far, frame by frame, for the timeline: what every frame showed (a node of the
/// history's ``arena``: the window's root tree, sharing every subtree that did not change with
/// the frame before), when it was made, and markers where gestures began and ended, parameters
/// changed, scenes were switched and the run was taken over.
///
/// Memory is bounded: when the nodes in use and the frames' own records (``bytes``) pass
/// ``limitBytes``, the oldest frames go (``droppedFrames`` counts them) and the timeline starts
/// later. The nodes they alone held go with them, and their memory is used again for the frames
/// that follow.
@MainActor
package final class FrameHistory {
  /// One frame of the run.
  package struct Frame {
    /// The run's frame number (the host's frame index when it was made).
    let number: Int
    /// The run's time of the frame (input time, seconds), as recordings stamp input.
    let time: Double
    /// The frame clock's time.
    let clockTime: Double
    /// What it showed: a node of the history's arena.
    var node: ElementSnapshotArena.Node { kept! }
    /// The node, until the frame is let go (its reference is dropped then, not at the next
    /// compaction of the list).
    fileprivate var kept: ElementSnapshotArena.Node?
    /// Roughly how many bytes of new nodes this frame added (nodes it shares with the frame
    /// before cost nothing).
    let addedBytes: Int
    /// The position in the run's ``RunLog`` after the input handled in this frame and before
    /// it: a takeover replays the frame with the events from the frame before's position to
    /// this one.
    let inputEnd: Int
  }

  /// A point of the run the timeline marks.
  struct Marker: Equatable {
    /// What happened.
    enum Kind: Equatable, CaseIterable {
      /// A press, touch or touchpad gesture began.
      case gestureBegan
      /// It ended.
      case gestureEnded
      /// A parameter's value changed (the tuning panel, a key, a replayed recording).
      case parameterChanged
      /// Another scene was shown.
      case sceneChanged
      /// The run was taken over from an earlier frame here.
      case takenOver
    }

    /// The run's time (input time, seconds).
    let time: Double
    /// What happened.
    let kind: Kind
  }

  /// The most bytes of snapshot nodes kept (256 MB unless set).
  package var limitBytes: Int
  /// Where the frames' nodes are kept.
  let arena = ElementSnapshotArena()
  /// The frames kept, oldest first.
  package var frames: ArraySlice<Frame> { storage[first...] }
  /// The markers of the frames kept, oldest first.
  private(set) var markers: [Marker] = []
  /// Roughly how many bytes the kept frames take: their nodes (``ElementSnapshotArena/bytes``),
  /// their records and the markers. (The records of frames let go are freed in batches, after
  /// 4,096 of them at the least.)
  package var bytes: Int {
    arena.bytes + (storage.count - first) * MemoryLayout<Frame>.stride + markers.count
      * MemoryLayout<Marker>.stride
  }
  /// How many of the oldest frames were let go to stay within ``limitBytes``.
  package private(set) var droppedFrames = 0
  /// The most bytes the kept frames ever held.
  package private(set) var peakBytes = 0
  private var storage: [Frame] = []
  private var first = 0

  /// An empty history keeping at most `limitBytes` of snapshots.
  init(limitBytes: Int = 256 << 20) {
    self.limitBytes = limitBytes
  }

  /// Adds the frame `root` shows now, made at the run's `time` with the clock at `clockTime`,
  /// after the input up to the run log's position `inputEnd`.
  func append(_ root: Element, number: Int, time: Double, clockTime: Double, inputEnd: Int = 0) {
    let before = arena.bytes
    let node = arena.capture(root, reusing: storage.last?.kept)
    storage.append(
      Frame(
        number: number, time: time, clockTime: clockTime, kept: node,
        addedBytes: arena.bytes - before, inputEnd: inputEnd))
    while bytes > limitBytes, storage.count - first > 1 {
      if let kept = storage[first].kept { arena.release(kept) }
      storage[first].kept = nil
      first += 1
      droppedFrames += 1
    }
    peakBytes = max(peakBytes, bytes)
    if first > 4096, first * 2 > storage.count {
      storage.removeFirst(first)
      first = 0
      if let start = storage.first?.time { markers.removeAll { $0.time < start } }
    }
  }

  /// What the frame at position `index` of ``frames`` showed, as an `ElementSnapshot` tree
  /// (new objects).
  func snapshot(at index: Int) -> ElementSnapshot {
    arena.snapshot(of: storage[index].node)
  }

  /// Marks `kind` at the run's `time`.
  func mark(_ kind: Marker.Kind, at time: Double) {
    markers.append(Marker(time: time, kind: kind))
  }

  /// The position in ``frames`` (an index of it) of the last frame made at or before `time`
  /// (the first frame when all are later).
  func index(atOrBefore time: Double) -> Int {
    var low = first
    var high = storage.count - 1
    guard high >= low, storage[low].time <= time else { return first }
    while low < high {
      let middle = (low + high + 1) / 2
      if storage[middle].time <= time { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The position in ``frames`` of the last frame before position `end` whose clock time is at
  /// or before `clockTime` (nil when none is). Clock times do not decrease from frame to frame.
  func index(clockAtOrBefore clockTime: Double, before end: Int) -> Int? {
    var low = first
    var high = min(end, storage.count) - 1
    guard high >= low, storage[low].clockTime <= clockTime else { return nil }
    while low < high {
      let middle = (low + high + 1) / 2
      if storage[middle].clockTime <= clockTime { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The position in ``frames`` of the frame numbered `number`, if it is kept. Frame numbers
  /// increase from frame to frame.
  package func index(ofFrameNumbered number: Int) -> Int? {
    var low = first
    var high = storage.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let found = storage[middle].number
      if found == number { return middle }
      if found < number { low = middle + 1 } else { high = middle - 1 }
    }
    return nil
  }

  /// Lets every frame after position `index` of ``frames`` go, and the markers after it.
  func truncate(after index: Int) {
    guard index + 1 < storage.count, index >= first else { return }
    for frame in storage[(index + 1)...] {
      if let kept = frame.kept { arena.release(kept) }
    }
    storage.removeSubrange((index + 1)...)
    let end = storage[index].time
    markers.removeAll { $0.time > end }
  }

  /// Lets everything go.
  func removeAll() {
    storage.removeAll()
    markers.removeAll()
    first = 0
    arena.removeAll()
  }
}
