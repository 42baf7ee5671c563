import CRaster

#if canImport(Glibc)
  import Glibc
#endif

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
/// it is drawn; everything recorded is drawn by ``flush(readout:)``, on as many threads as
/// ``threads`` allows (``RecordedBands``): an operation only reads what stays as it is until the
/// flush returns, and writes only its target's rows of the band it is drawn for.
@MainActor
final class RasterBands {
  /// One drawing operation, into the target of index `target`. Operations are drawn on other
  /// threads than the one that recorded them, so what they hold is only read.
  enum Operation: @unchecked Sendable {
    case clear(target: Int32, rgb: UInt32)
    case fill(target: Int32, shape: mmr_shape, rgb: UInt32, alpha: UInt8)
    /// Texels copied on whole pixels (`mmr_blit`); `owner` keeps them alive.
    case blit(
      target: Int32, texels: UnsafePointer<UInt32>, owner: AnyObject?, size: (Int32, Int32),
      stride: Int32, origin: (Int32, Int32), alpha: UInt8)
    /// A layer (the target of index `layer`) composited into `target` through `clip`.
    case composite(target: Int32, layer: Int32, clip: mmr_shape)
    /// Anything else: `body` draws into the target it is given (on any thread).
    case other(target: Int32, body: @Sendable (inout mmr_target) -> Void)
  }

  /// The bytes of frame a band holds, about: well within a core's second-level cache with the
  /// layers' rows and the texels being read beside it.
  static let bandBytes = 128 << 10

  /// How many threads draw a flush's bands (the caller's among them): the processors online, at
  /// most 4. Set to 1 to draw on the caller's thread alone.
  static var threads = max(1, min(4, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))

  /// The fewest bands with something to draw for which a flush is shared between threads
  /// (waking a thread costs more than drawing a few bands).
  static let fewestSharedBands = 4

  private let recorded = RecordedBands()
  /// How many bands have operations now.
  private var bandsInUse = 0

  /// Starts a frame into `frame`: its rows are split into bands.
  func begin(frame: mmr_target) {
    flush()
    let r = recorded
    r.targets.removeAll(keepingCapacity: true)
    (r.top, r.rows) = (frame.y0, max(frame.height, 0))
    let rowBytes = max(Int(frame.stride), 1) * 4
    r.bandRows = Int32(max(4, min(Self.bandBytes / rowBytes, 1 << 16)))
    let count = Int((r.rows + r.bandRows - 1) / r.bandRows)
    if r.bands.count < count { r.bands += Array(repeating: [], count: count - r.bands.count) }
  }

  /// Adds a target that operations can draw into; returns its index.
  func add(_ target: mmr_target) -> Int32 {
    recorded.targets.append(target)
    return Int32(recorded.targets.count - 1)
  }

  /// Records `operation`, which draws only into rows `rowRange` of the frame (its target's rows
  /// or fewer).
  func record(_ operation: Operation, rows rowRange: Range<Int32>) {
    let r = recorded
    let from = max(rowRange.lowerBound, r.top) - r.top
    let to = min(rowRange.upperBound, r.top + r.rows) - r.top
    guard from < to else { return }
    let index = Int32(r.operations.count)
    r.operations.append(operation)
    for band in Int(from / r.bandRows)...Int((to - 1) / r.bandRows) {
      if r.bands[band].isEmpty { bandsInUse += 1 }
      r.bands[band].append(index)
    }
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
    let t = recorded.targets[Int(index)]
    return t.y0..<(t.y0 + max(t.height, 0))
  }

  /// Draws everything recorded, band by band, and forgets it; each band drawn is then written
  /// to `readout` as RGB rows.
  func flush(readout: RecordedBands.Readout? = nil) {
    let r = recorded
    guard !r.operations.isEmpty else { return }
    let threads = bandsInUse >= Self.fewestSharedBands ? Self.threads : 1
    r.draw(threads: threads, readout: readout)
    for band in r.bands.indices where !r.bands[band].isEmpty {
      r.bands[band].removeAll(keepingCapacity: true)
    }
    r.operations.removeAll(keepingCapacity: true)
    bandsInUse = 0
  }
}
