import CRaster

/// A frame of the raster canvas as 8-bit RGB rows, written while the canvas draws it, band by
/// band, each band as soon as it is drawn (still in cache), for a run that reads every frame
/// (a capture). ``SDLWindow/readPixelsRGB(into:)`` then takes these rows instead of reading the
/// frame back from the window's surface, which moved 14 MB a 1080p frame through memory and
/// converted it a pixel at a time (a fifth of the main thread of a 1080p capture).
///
/// The rows are the frame's only while nothing else has drawn into the surface since the
/// canvas's last band: the canvas marks them complete when it has written every band since the
/// frame was cleared, keeps them so while it draws more (its later bands are written again), and
/// a read takes them (the next read of the same frame reads the surface). Anything that draws
/// into the surface without the canvas must not be combined with a readout.
@MainActor
final class FrameReadout {
  /// Whether the canvas writes the rows (off: it costs a conversion a frame).
  var isEnabled = false
  /// The rows, `width` × `height` pixels, three bytes each.
  var rgb: [UInt8] = []
  private(set) var width = 0
  private(set) var height = 0
  /// Whether `rgb` holds the frame as drawn now.
  private(set) var isComplete = false

  /// A frame of `frame`'s size starts: the rows are not the frame's until it is drawn.
  func begin(_ frame: mmr_target) {
    isComplete = false
    (width, height) = (Int(max(frame.width, 0)), Int(max(frame.height, 0)))
    if rgb.count != width * height * 3 { rgb = [UInt8](repeating: 0, count: width * height * 3) }
  }

  /// Calls `body` with the rows' storage, for the bands drawn meanwhile to write into (rows
  /// [from, to) of the frame at `from` × `width` × 3 bytes), or with nil when the rows are not
  /// `frame`'s size (the readout was turned on after the frame began): it must then draw
  /// without writing them.
  func withRows(for frame: mmr_target, _ body: (UnsafeMutablePointer<UInt8>?) -> Void) {
    let fits = Int(frame.width) == width && Int(frame.height) == height
    rgb.withUnsafeMutableBufferPointer { bytes in
      body(fits && bytes.count == width * height * 3 ? bytes.baseAddress : nil)
    }
  }

  /// Every row has been written since the frame was cleared.
  func markComplete() { isComplete = true }

  /// The rows, swapped into `buffer` (which gives its storage for the next frame), when they are
  /// the frame's and `width` × `height`; false otherwise.
  func take(into buffer: inout [UInt8], width: Int, height: Int) -> Bool {
    guard isComplete, width == self.width, height == self.height else { return false }
    isComplete = false
    swap(&buffer, &rgb)
    if rgb.count != width * height * 3 { rgb = [UInt8](repeating: 0, count: width * height * 3) }
    return true
  }
}
