import MaterialMotion
import MaterialMotionSDL

#if canImport(Glibc)
  import Glibc
#endif

/// The run the timeline keeps (``FrameHistory``), written as a Lottie animation: `--lottie FILE`
/// at the end of a run, live or replayed, and the W key at any time (a new numbered file beside
/// the screenshots). The frames written are the timeline's: the frames selected on it, or every
/// frame it keeps (the whole run, unless its memory limit let the oldest go). Images are embedded as the PNG files their
/// elements name, labels as images of their text drawn by `renderer` (or, for a label that
/// shows many texts, as a text layer in `renderer`'s font); the keyframes stay within
/// ``LottieTolerance/standard``.
@MainActor
enum RunLottie {
  /// The animation of `history`'s frames at positions `range` (nil: all) in a
  /// `width`×`height` point window of `background` at `fps`, its labels' text drawn by
  /// `renderer` at `pixelScale` pixels a point.
  ///
  /// - Returns: the file's bytes, and how many frames and layers it has.
  static func encode(
    _ history: FrameHistory, range: Range<Int>? = nil, width: Int, height: Int, fps: Double,
    background: Color, renderer: ElementRenderer, pixelScale: Double
  ) -> (bytes: [UInt8], frames: Int, layers: Int) {
    let recorder = LottieRecorder(width: max(1, width), height: max(1, height), fps: fps)
    recorder.background = background
    for frame in history.frames[range ?? history.frames.indices] {
      recorder.append(frame.node, of: history.arena, time: frame.time)
    }
    let bytes = recorder.encode(
      images: { readImage($0) }, labels: { renderer.lottieImage(of: $0, pixelScale: pixelScale) },
      text: renderer.lottieTextLayers(pixelScale: pixelScale))
    return (bytes, recorder.frameCount, recorder.trackCount)
  }

  /// Writes the animation of `history`'s frames at positions `range` (nil: all)
  /// (as ``encode(_:range:width:height:fps:background:renderer:pixelScale:)``
  /// makes it) to `path`, whole or nothing, replacing a file only when `replacing`, and returns
  /// the line that says so: the frames, elements and size, how long making and writing the
  /// file took, and which frames of the run they are when a range is given.
  ///
  /// - Throws: ``PlatformError`` naming the file and why it could not be written.
  static func write(
    _ history: FrameHistory, range: Range<Int>? = nil, width: Int, height: Int, fps: Double,
    background: Color, renderer: ElementRenderer, pixelScale: Double, to path: String,
    replacing: Bool
  ) throws -> String {
    let started = monotonicSeconds()
    let (bytes, frames, layers) = encode(
      history, range: range, width: width, height: height, fps: fps, background: background,
      renderer: renderer, pixelScale: pixelScale)
    try OutputFile.write(bytes, to: path, replacing: replacing)
    let milliseconds = (monotonicSeconds() - started) * 1000
    let kilobytes = ValueFormat.fixed(Double(bytes.count) / 1024, digits: 1)
    let selected = range.map { range -> String in
      let all = history.frames
      let (first, last) = (all[range.lowerBound], all[range.upperBound - 1])
      return ", the timeline's selection: frames \(first.number) to \(last.number), "
        + "\(ValueFormat.fixed(first.time - all[all.startIndex].time, digits: 2)) to "
        + "\(ValueFormat.fixed(last.time - all[all.startIndex].time, digits: 2)) s"
    }
    // The animation has one size; frames made while the window had another are drawn as they
    // were laid out, in it.
    let otherSize = history.frames[range ?? history.frames.indices].count {
      let size = history.arena.appearance(of: $0.node).size
      return Int(size.width.rounded()) != width || Int(size.height.rounded()) != height
    }
    let resized =
      otherSize == 0
      ? ""
      : "; \(otherSize) frames were made in a window of another size, drawn in the animation's \(width)×\(height) points"
    return "lottie: \(path) (\(frames) frames at \(ValueFormat.fixed(fps, digits: 0)) fps, "
      + "\(layers) elements, \(kilobytes) KB, written in \(ValueFormat.fixed(milliseconds, digits: 0)) ms)"
      + (selected ?? "") + resized
  }

  /// Seconds on the monotonic clock.
  private static func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  /// The PNG file at `path` as an embedded image; nil when it cannot be read or is no PNG.
  static func readImage(_ path: String) -> LottieImage? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = fread(&chunk, 1, chunk.count, file)
      if count <= 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
      guard bytes.count <= 64 << 20 else { return nil }
    }
    return LottieImage(png: bytes)
  }
}
