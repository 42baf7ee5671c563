import CRaster

/// What ``RasterCanvas`` draws, kept in drawing order and drawn band by band: all of a frame's
/// drawing into its first rows, then into the next, so that the pixels being blended stay in
/// the processor's cache.
///
/// Drawn shape by shape, a frame of small shapes spread over it (`stress`'s squares, the
/// labels) reads each shape's rows from memory: an 8 MB frame does not fit a cache, the rows of
/// a shape are lines far apart, and waiting for them was most of the time of blending (at
/// pixel scale 2, the instruction after the load of the pixels took more than half the samples
/// of the blend). A band of rows fits: it is cleared, drawn into and left, once.
///
/// Every drawing operation of `CRaster` writes a pixel from that pixel alone (its old value, the
/// operation's own values and sources that do not change during the frame), and only within
/// its target's rows. So each pixel goes through the same operations in the same order as when
/// they are drawn one after another, and the frame is the same, byte for byte: an operation is
/// drawn, once per band it touches, into its target narrowed to the band's rows. Layers (the
/// clips') are narrowed the same way, so a layer is cleared, drawn into and composited one band
/// at a time.
///
/// Whatever an operation reads (texels, a shadow's opacities, kept pixels) is held by it until
/// it is drawn; everything recorded is drawn by ``flush()``.
@MainActor
final class RasterBands {
  /// One drawing operation, into the target of index `target`.
  enum Operation {
    case clear(target: Int32, rgb: UInt32)
    case fill(target: Int32, shape: mmr_shape, rgb: UInt32, alpha: UInt8)
    /// Texels copied on whole pixels (`mmr_blit`); `owner` keeps them alive.
    case blit(
      target: Int32, texels: UnsafePointer<UInt32>, owner: AnyObject?, size: (Int32, Int32),
      stride: Int32, origin: (Int32, Int32), alpha: UInt8)
    /// A layer (the target of index `layer`) composited into `target` through `clip`.
    case composite(target: Int32, layer: Int32, clip: mmr_shape)
    /// Anything else: `body` draws into the target it is given.
    case other(target: Int32, body: (inout mmr_target) -> Void)
  }

  /// The bytes of frame a band holds, about: well within a core's second-level cache with the
  /// layers' rows and the texels being read beside it.
  static let bandBytes = 128 << 10

  /// The targets operations draw into: the frame, the frame narrowed to a clip, layers.
  private(set) var targets: [mmr_target] = []
  private var operations: [Operation] = []
  /// The operations that touch each band, by index, in drawing order.
  private var bands: [[Int32]] = []
  private var top: Int32 = 0
  private var rows: Int32 = 0
  private var bandRows: Int32 = 1

  /// Starts a frame into `frame`: its rows are split into bands.
  func begin(frame: mmr_target) {
    flush()
    targets.removeAll(keepingCapacity: true)
    (top, rows) = (frame.y0, max(frame.height, 0))
    let rowBytes = max(Int(frame.stride), 1) * 4
    bandRows = Int32(max(4, min(Self.bandBytes / rowBytes, 1 << 16)))
    let count = Int((rows + bandRows - 1) / bandRows)
    if bands.count < count { bands += Array(repeating: [], count: count - bands.count) }
  }

  /// Adds a target that operations can draw into; returns its index.
  func add(_ target: mmr_target) -> Int32 {
    targets.append(target)
    return Int32(targets.count - 1)
  }

  /// Records `operation`, which draws only into rows `rowRange` of the frame (its target's rows
  /// or fewer).
  func record(_ operation: Operation, rows rowRange: Range<Int32>) {
    let from = max(rowRange.lowerBound, top) - top
    let to = min(rowRange.upperBound, top + rows) - top
    guard from < to else { return }
    let index = Int32(operations.count)
    operations.append(operation)
    for band in Int(from / bandRows)...Int((to - 1) / bandRows) { bands[band].append(index) }
  }

  /// The rows an operation between pixel rows `ys` (its corners' y, say) can draw into, with two
  /// rows more either side for anti-aliased edges and filters; nil (all of its target's) when a
  /// y is not finite or far off.
  static func rows(spanning ys: some Sequence<Double>) -> Range<Int32>? {
    var (low, high) = (Double.infinity, -Double.infinity)
    for y in ys {
      guard y.isFinite, y.magnitude < 1e9 else { return nil }
      (low, high) = (min(low, y), max(high, y))
    }
    guard low <= high else { return nil }
    return (Int32(low.rounded(.down)) - 2)..<(Int32(high.rounded(.up)) + 2)
  }

  /// The rows of the target of index `index`.
  func rows(of index: Int32) -> Range<Int32> {
    let t = targets[Int(index)]
    return t.y0..<(t.y0 + max(t.height, 0))
  }

  /// Draws everything recorded, band by band, and forgets it; `drawn` is told the rows of each
  /// band drawn into, right after it is drawn.
  func flush(drawn: ((_ from: Int32, _ to: Int32) -> Void)? = nil) {
    guard !operations.isEmpty else { return }
    for band in bands.indices where !bands[band].isEmpty {
      let from = top + Int32(band) * bandRows
      let to = min(from + bandRows, top + rows)
      for index in bands[band] {
        draw(operations[Int(index)], rows: from, to)
      }
      bands[band].removeAll(keepingCapacity: true)
      drawn?(from, to)
    }
    operations.removeAll(keepingCapacity: true)
  }

  /// Draws `operation` into rows [from, to) of its targets.
  private func draw(_ operation: Operation, rows from: Int32, _ to: Int32) {
    switch operation {
    case .clear(let target, let rgb):
      guard var t = narrowed(target, from, to) else { return }
      mmr_clear(&t, rgb)
    case .fill(let target, var shape, let rgb, let alpha):
      guard var t = narrowed(target, from, to) else { return }
      mmr_fill_shape(&t, &shape, rgb, alpha)
    case .blit(let target, let texels, _, let size, let stride, let origin, let alpha):
      guard var t = narrowed(target, from, to) else { return }
      mmr_blit(&t, texels, size.0, size.1, stride, origin.0, origin.1, alpha)
    case .composite(let target, let layer, var clip):
      guard var t = narrowed(target, from, to), var l = narrowed(layer, from, to) else { return }
      mmr_composite(&t, &l, &clip)
    case .other(let target, let body):
      guard var t = narrowed(target, from, to) else { return }
      body(&t)
    }
  }

  /// The target of index `index` narrowed to rows [from, to); nil when none of them are its.
  private func narrowed(_ index: Int32, _ from: Int32, _ to: Int32) -> mmr_target? {
    var t = targets[Int(index)]
    let y0 = max(t.y0, from)
    let y1 = min(t.y0 + t.height, to)
    guard y0 < y1, let pixels = t.pixels else { return nil }
    t.pixels = pixels + Int(y0 - t.y0) * Int(t.stride)
    (t.y0, t.height) = (y0, y1 - y0)
    return t
  }
}
