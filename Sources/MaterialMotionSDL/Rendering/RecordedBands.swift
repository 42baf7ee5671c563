import CRaster
import Dispatch
import Synchronization

/// A frame's drawing as ``RasterBands`` records it, and the drawing of it, band by band, on
/// several threads at once.
///
/// The main actor records (only while nothing draws); ``draw(threads:readout:)`` then draws and
/// returns when every band is drawn. Each thread takes the next band not yet taken, so a thread
/// that the system runs less (two PNG encoders share the cores) takes fewer. Bands never share a
/// pixel: an operation writes only its target's rows within the band (``RasterBands`` explains
/// why that draws the same frame as drawing one operation after another), layers are buffers of
/// their own (``RasterCanvas`` gives every clip of a frame its own), and everything an operation
/// reads stays as it is until the drawing returns. So the frame is the same, byte for byte,
/// however many threads draw it.
final class RecordedBands: @unchecked Sendable {
  /// The targets operations draw into: the frame, the frame narrowed to a clip, layers.
  var targets: [mmr_target] = []
  var operations: [RasterBands.Operation] = []
  /// The operations that touch each band, by index, in drawing order.
  var bands: [[Int32]] = []
  /// The frame's first row, its number of rows and the rows of a band.
  var top: Int32 = 0
  var rows: Int32 = 0
  var bandRows: Int32 = 1
  /// The next band to take.
  private let next = Atomic<Int>(0)

  /// The frame's rows as 8-bit RGB, written band by band as each is drawn: `frame`'s rows
  /// [from, to) go to `rgb` + from × width × 3.
  struct Readout: @unchecked Sendable {
    let frame: mmr_target
    let rgb: UnsafeMutablePointer<UInt8>
  }

  /// Draws every band that has operations, on `threads` threads (the caller's among them), each
  /// band's rows then written to `readout`; returns when all are drawn.
  func draw(threads: Int, readout: Readout?) {
    next.store(0, ordering: .relaxed)
    if threads <= 1 {
      drawBands(readout)
    } else {
      DispatchQueue.concurrentPerform(iterations: threads) { _ in self.drawBands(readout) }
    }
  }

  /// Takes bands until none is left.
  private func drawBands(_ readout: Readout?) {
    let count = bands.count
    while true {
      let band = next.wrappingAdd(1, ordering: .relaxed).oldValue
      guard band < count else { return }
      let list = bands[band]
      guard !list.isEmpty else { continue }
      let from = top + Int32(band) * bandRows
      let to = min(from + bandRows, top + rows)
      for index in list { draw(operations[Int(index)], rows: from, to) }
      if let readout {
        var frame = readout.frame
        mmr_read_rgb(&frame, from, to, readout.rgb)
      }
    }
  }

  /// Draws `operation` into rows [from, to) of its targets.
  private func draw(_ operation: RasterBands.Operation, rows from: Int32, _ to: Int32) {
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
