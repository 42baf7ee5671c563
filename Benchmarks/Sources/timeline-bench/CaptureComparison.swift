import BenchSupport
import Foundation
import MaterialMotion

// Keeping a frame, on its own: a tree like stress's (1,000 squares that move every frame, a
// strip of 100 labels whose text changes and 100 highlights that fade) captured frame after
// frame by the two ways MaterialMotion has, in the same process, alternating: a tree of
// `ElementSnapshot` objects (`ElementSnapshot.capture(_:reusing:)`, how the timeline kept frames
// before) and an `ElementSnapshotArena` (how it keeps them now). A history of 1,100 frames is
// kept, the oldest let go once it is full (the timeline at its memory limit). Between frames
// 8 MB are written, as drawing a frame evicts the caches, so the capture reads the elements
// cold as the app's does.

/// Median ms a frame while the history fills and once it is full, and bytes a frame, for each
/// way, over `runs` alternating runs of `frames` frames.
@MainActor
struct CaptureComparison {
  let frames: Int
  let runs: Int
  static let kept = 1_100

  /// What one run of one way measured.
  struct Run {
    var filling: Double
    var full: Double
    var bytesPerFrame: Double
  }

  func measure() -> (objects: [Run], arena: [Run]) {
    var objects: [Run] = []
    var arena: [Run] = []
    for run in 0..<runs {
      // Alternating which goes first.
      if run % 2 == 0 {
        objects.append(once(arena: false))
        arena.append(once(arena: true))
      } else {
        arena.append(once(arena: true))
        objects.append(once(arena: false))
      }
    }
    return (objects, arena)
  }

  private func once(arena useArena: Bool) -> Run {
    let tree = StressLikeTree()
    var evicted = [UInt8](repeating: 1, count: 8 << 20)
    var milliseconds: [Double] = []
    var snapshots: [ElementSnapshot] = []
    var nodes: [ElementSnapshotArena.Node] = []
    let arena = ElementSnapshotArena()
    var added = 0
    for frame in 0..<frames {
      tree.advance(to: frame)
      var index = 0
      while index < evicted.count {
        evicted[index] &+= 1
        index += 64
      }
      let start = DispatchTime.now().uptimeNanoseconds
      if useArena {
        let before = arena.bytes
        nodes.append(arena.capture(tree.root, reusing: nodes.last))
        if frame < Self.kept { added += arena.bytes - before }
        if nodes.count > Self.kept { arena.release(nodes.removeFirst()) }
      } else {
        let (snapshot, bytes) = ElementSnapshot.capture(tree.root, reusing: snapshots.last)
        snapshots.append(snapshot)
        if frame < Self.kept { added += bytes }
        if snapshots.count > Self.kept { snapshots.removeFirst() }
      }
      milliseconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    withExtendedLifetime(evicted) {}
    return Run(
      filling: median(of: Array(milliseconds[1..<Self.kept])),
      full: median(of: Array(milliseconds[(Self.kept + 10)...])),
      bytesPerFrame: Double(added) / Double(Self.kept))
  }
}

/// 1,000 squares, 100 labels and 100 highlights in a strip, as stress has them.
@MainActor
private final class StressLikeTree {
  let root = Element(frame: Rect(x: 0, y: 0, width: 800, height: 600))
  private var squares: [Element] = []
  private var labels: [Label] = []
  private var highlights: [Element] = []

  init() {
    let palette: [UInt32] = [0x6200EE, 0x03DAC6, 0xFF0266, 0x3700B3, 0xFFB300, 0x018786]
    for index in 0..<1_000 {
      let square = Element()
      square.size = Size(width: 12, height: 12)
      square.cornerRadius = 3
      square.backgroundColor = Color(hex: palette[index % palette.count], alpha: 0.85)
      root.addChild(square)
      squares.append(square)
    }
    let strip = Element(frame: Rect(x: 0, y: 400, width: 800, height: 200))
    root.addChild(strip)
    for index in 0..<100 {
      let highlight = Element(
        frame: Rect(x: Double(index / 25) * 200, y: Double(index % 25) * 8, width: 200, height: 8))
      let label = Label()
      label.fontSize = 10
      label.frame = highlight.frame
      strip.addChild(highlight)
      strip.addChild(label)
      highlights.append(highlight)
      labels.append(label)
    }
  }

  /// Frame `frame`: every square moves, every label's text changes, the highlights fade.
  func advance(to frame: Int) {
    let t = Double(frame) / 60
    for (index, square) in squares.enumerated() {
      let phase = Double(index) * 0.37
      square.position = Point(
        x: 400 + 300 * sin(t + phase), y: 240 + 150 * cos(1.3 * t + phase))
    }
    for (index, label) in labels.enumerated() {
      let square = squares[index].position
      label.text = "#\(index) (\(Int(square.x)), \(Int(square.y))) pt"
    }
    for highlight in highlights { highlight.opacity = Double(frame % 18) / 18 }
  }
}
