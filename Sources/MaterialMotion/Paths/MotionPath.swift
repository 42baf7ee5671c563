/// A two-dimensional path for motion along it: a start point and segments (lines, quadratic and
/// cubic Béziers, circular arcs), measured once so a position can be found at any fraction of
/// its length.
///
/// ```swift
/// let path = MotionPath(start: Point(x: 40, y: 300), segments: [
///   .cubicCurve(to: Point(x: 400, y: 80), control1: Point(x: 40, y: 80),
///               control2: Point(x: 200, y: 80)),
///   .line(to: Point(x: 600, y: 80)),
/// ])
/// path.point(at: 0.5)   // halfway along, by length
/// ```
///
/// ``point(at:)`` is paced: equal steps of the fraction cover equal distances along the path
/// (Core Animation's `paced` calculation mode), whatever the segments' lengths. The length is
/// measured by sampling every segment 64 times; positions are then evaluated on the segment
/// itself, so they lie exactly on the curve.
public struct MotionPath: Equatable, Sendable {
  /// Where the path starts.
  public let start: Point
  /// The segments, in order.
  public let segments: [PathSegment]
  /// The path's length in points (Béziers measured with 64 chords each).
  public let length: Double
  /// For each sample: the distance along the path, the segment (or -1 for an arc's joining
  /// line, numbered by the arc that follows it), and the parameter in it.
  private let samples: [Sample]

  private struct Sample: Equatable {
    let distance: Double
    let piece: Int
    let t: Double
  }

  /// The pieces actually traced: segments, with a line inserted before an arc that does not
  /// start where the path is.
  private let pieces: [(start: Point, segment: PathSegment)]

  static let samplesPerPiece = 64

  /// Creates a path from `start` through `segments`.
  public init(start: Point, segments: [PathSegment] = []) {
    self.start = start
    self.segments = segments
    var pieces: [(start: Point, segment: PathSegment)] = []
    var current = start
    for segment in segments {
      if let arcStart = segment.arcStart, arcStart != current {
        pieces.append((current, .line(to: arcStart)))
        current = arcStart
      }
      pieces.append((current, segment))
      current = segment.end
    }
    var samples = [Sample(distance: 0, piece: 0, t: 0)]
    var distance = 0.0
    for (index, piece) in pieces.enumerated() {
      var previous = piece.start
      for step in 1...Self.samplesPerPiece {
        let t = Double(step) / Double(Self.samplesPerPiece)
        let point = piece.segment.point(from: piece.start, at: t)
        distance += point.distance(to: previous)
        previous = point
        samples.append(Sample(distance: distance, piece: index, t: t))
      }
    }
    self.pieces = pieces
    self.samples = samples
    self.length = distance
  }

  /// Where the path ends (its start when it has no segments).
  public var end: Point { segments.last?.end ?? start }

  /// The point at `fraction` of the path's length (clamped to 0...1): ``start`` at 0, ``end`` at 1.
  public func point(at fraction: Double) -> Point {
    guard !pieces.isEmpty else { return start }
    if !(fraction > 0) { return start }
    if fraction >= 1 { return end }
    guard length > 0 else { return start }
    let target = fraction * length
    // The first sample at or beyond the target distance.
    var low = 0
    var high = samples.count - 1
    while low < high {
      let middle = (low + high) / 2
      if samples[middle].distance < target { low = middle + 1 } else { high = middle }
    }
    let after = samples[low]
    let before = samples[max(0, low - 1)]
    let piece = pieces[after.piece]
    let startT = before.piece == after.piece ? before.t : 0
    let span = after.distance - before.distance
    let t = span > 0 ? startT + (after.t - startT) * (target - before.distance) / span : after.t
    return piece.segment.point(from: piece.start, at: t)
  }

  /// Two paths are equal when their start and segments are (the measurements follow from them).
  public static func == (a: MotionPath, b: MotionPath) -> Bool {
    a.start == b.start && a.segments == b.segments
  }
}
