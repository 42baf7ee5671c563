#if canImport(Glibc)
  import Glibc
#endif

/// Captures every drawn frame: to numbered PNG files (`--capture DIR`), to a video
/// (`--video FILE`), or both, with terminal progress and a summary.
///
/// Pixels are read once per frame (before presenting) and handed, as copies, to background
/// encoders with bounded queues. With `lossless` (replays) the render loop waits for room so no
/// frame is ever dropped; otherwise (live) a frame that finds a queue full is dropped and
/// counted. A frame goes to both encoders or to neither, so the video holds exactly the frames
/// written as PNGs. A write error (disk full, directory gone) stops the capture with that error;
/// the frames already written stay valid.
@MainActor
public final class FrameCapture {
  private let window: SDLWindow
  private let directory: String?
  private let pool: PNGEncoderPool?
  private var video: VideoEncoder?
  private let videoPath: String?
  private let fps: Double
  private let lossless: Bool
  /// The number of frames the run is expected to make, for progress (nil: unknown).
  public var expectedFrames: Int?
  private var pixels: [UInt8] = []
  private var captured = 0
  private var videoDropped = 0
  private let startTime = FrameCapture.now()
  private var lastProgress = 0.0
  private let progressIsLive = isatty(2) != 0

  /// Prepares the directory and starts the video encoder.
  ///
  /// - Parameters:
  ///   - window: the window whose frames are read.
  ///   - directory: the folder of the PNG frames (`--capture`), or nil for none.
  ///   - videoPath: the video file (`--video`), or nil for none.
  ///   - pngLevel: compression of the frames, 0 to 9 (1: the fast run encoder; see
  ///     ``PNGFile/write(path:pixels:width:height:channels:level:adaptiveFilters:replacing:)``).
  ///   - fps: the video's frame rate.
  ///   - lossless: whether the render loop waits for room rather than drop a frame (replays,
  ///     headless runs).
  ///   - replacing: whether files already at the frames' and the video's paths are replaced
  ///     (`--overwrite`; ``OutputPolicy`` has refused them otherwise, and a file that appears
  ///     during the run is then left alone and stops the capture).
  /// - Throws: ``PlatformError`` when DIR cannot be created or written, or the video cannot start.
  public init(
    window: SDLWindow, directory: String?, videoPath: String?, pngLevel: Int, fps: Double,
    lossless: Bool, replacing: Bool
  ) throws {
    self.window = window
    self.directory = directory
    self.videoPath = videoPath
    self.fps = fps
    self.lossless = lossless
    if let directory {
      try OutputDirectory.prepare(directory, flag: "--capture")
      pool = PNGEncoderPool(level: pngLevel, threads: 2, capacity: 8, replacing: replacing)
    } else {
      pool = nil
    }
    if let videoPath {
      let (w, h) = window.sizeInPixels
      video = try VideoEncoder(
        path: videoPath, width: w, height: h, fps: fps, replacing: replacing)
    }
    // Every frame is read: the raster canvas writes its rows while it draws them.
    window.frameReadout.isEnabled = true
  }

  /// The path of frame `index` in the capture directory.
  public func framePath(_ index: Int) -> String {
    let digits = String(index)
    return
      "\(directory ?? ".")/frame-\(String(repeating: "0", count: max(0, 6 - digits.count)))\(digits).png"
  }

  /// Whether `name` is a frame's file name in a capture folder: `frame-` and six or more
  /// digits, `.png`.
  public nonisolated static func isFrameName(_ name: String) -> Bool {
    guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
    let digits = name.dropFirst(6).dropLast(4)
    return digits.count >= 6 && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Captures the frame just drawn. Call after drawing and before presenting.
  ///
  /// - Throws: ``PlatformError`` when an earlier frame could not be written.
  public func capture(frameIndex: Int) throws {
    // A buffer of its own per frame (a written frame's, when there is one): the encoder keeps the
    // one it is given, so reading into it again would copy the whole frame first.
    if let pool { pixels = pool.reusableBuffer() }
    let (w, h) = try window.readPixelsRGB(into: &pixels)
    if let pool, pool.hasFailed { throw poolError() }
    if let toVideo = admit() {
      pool?.enqueue(pixels, width: w, height: h, path: framePath(frameIndex))
      if toVideo { video?.enqueue(pixels, frameWidth: w, frameHeight: h) }
    }
    captured += 1
    reportProgress()
  }

  /// Takes a place for this frame in both encoders' queues, or in neither: live, a frame that
  /// finds either queue full is dropped from both (and counted), so the PNGs and the video never
  /// differ by a frame. A video that failed takes no more frames (it fails the run when
  /// finished); the PNGs go on without it.
  ///
  /// - Returns: nil when the frame is dropped, else whether the video takes it too.
  private func admit() -> Bool? {
    if let pool, !pool.reservePlace(wait: lossless) {
      dropped()
      return nil
    }
    guard let video, !video.hasFailed else { return false }
    if video.reservePlace(wait: lossless) { return true }
    if video.hasFailed { return false }
    pool?.returnPlace()
    dropped()
    return nil
  }

  private func dropped() {
    pool?.countDrop()
    if video != nil { videoDropped += 1 }
  }

  private func poolError() -> PlatformError {
    PlatformError(
      "--capture \(directory!): \(pool?.snapshot().error ?? ""); the frames written before it are valid; free some space or choose another directory"
    )
  }

  private func reportProgress() {
    let now = Self.now()
    guard now - lastProgress >= (progressIsLive ? 0.25 : 2) else { return }
    lastProgress = now
    let elapsed = max(now - startTime, 1e-6)
    let total = expectedFrames.map { "/\($0)" } ?? ""
    let depth = pool?.snapshot().queueDepth ?? 0
    let line =
      "capture: \(captured)\(total) frames, \(Int((Double(captured) / elapsed).rounded())) fps, queue \(depth)"
    printStatus(line)
  }

  private func printStatus(_ line: String) {
    let text = progressIsLive ? "\r\(line)\u{1B}[K" : "\(line)\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
  }

  /// Waits for every frame to be written, finishes the video, and returns a one-line summary.
  ///
  /// - Throws: ``PlatformError`` when a frame or the video could not be written.
  public func finish() throws -> String {
    if progressIsLive { _ = "\n".withCString { write(2, $0, 1) } }
    var parts: [String] = []
    var firstError: PlatformError?
    if let pool {
      let summary = pool.finish()
      let elapsed = max(Self.now() - startTime, 1e-6)
      let perFrame = summary.framesWritten > 0 ? summary.bytesWritten / summary.framesWritten : 0
      parts.append(
        "\(summary.framesWritten) frames written to \(directory!) (\(summary.bytesWritten) bytes, "
          + "\(perFrame) per frame, \(summary.framesDropped) dropped, "
          + "\(Int((Double(summary.framesWritten) / elapsed).rounded())) fps end to end)")
      if let error = summary.error {
        firstError = PlatformError(
          "--capture \(directory!): \(error); the \(summary.framesWritten) frames written before it are valid; free some space or choose another directory"
        )
      }
    }
    if let video {
      do {
        let frames = try video.finish()
        parts.append("video \(video.path): \(frames) frames, \(videoDropped) dropped")
      } catch let error as PlatformError {
        firstError = firstError ?? error
      }
      self.video = nil
    }
    if let firstError { throw firstError }
    return parts.joined(separator: "; ")
  }

  nonisolated static func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}
