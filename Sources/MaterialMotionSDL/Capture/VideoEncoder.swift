import Dispatch

#if canImport(Glibc)
  import Glibc
#endif

/// Pipes raw RGB frames to an `ffmpeg` process that writes `.mp4` (H.264), `.webm` (VP9) or
/// `.gif` (with a generated palette).
///
/// ffmpeg runs in its own process group, so a Ctrl-C in the terminal reaches only the sandbox,
/// which then finishes the file properly through ``finish()``. It writes to a temporary name
/// beside `path` (``partialPath``) that is renamed to `path` only once ffmpeg has finished the
/// file, so a video at `path` is always complete; its own messages go to ``logPath`` in the
/// temporary folder (removed when the video is finished, and when it failed without a word),
/// which a failure's one-line error names. Frames are written from a background queue with at
/// most `capacity` frames waiting; the video's size is fixed by the first frame (later frames of
/// another size are cropped or padded to it).
///
/// Waiting on ffmpeg is bounded: while the caller waits for room in the queue, for the queue to
/// be written, or for ffmpeg to finish the file, an ffmpeg that makes no progress (accepts no
/// input and adds nothing to the file) for ``stallLimit`` seconds is killed, and the video fails
/// like any other: its partial file is removed and the error says no video was written. So a
/// run, interrupted or not, always ends, and never leaves a partial video behind.
public final class VideoEncoder: @unchecked Sendable {
  /// How long ffmpeg may make no progress, in seconds, before it is stopped.
  ///
  /// Finishing a file needs no more than encoding the few frames ffmpeg holds and writing the
  /// file's index; a GIF's colour mapping, done at the end, writes as it goes. Ten seconds with
  /// nothing read and nothing written means ffmpeg is stuck.
  public static let stallLimit = 10.0
  /// The output path.
  public let path: String
  /// Where ffmpeg writes until the video is finished.
  public let partialPath: String
  /// Where ffmpeg's own messages go.
  public let logPath: String
  /// Whether a file at ``path`` is replaced (`--overwrite`) or left alone (the video is then
  /// refused).
  private let replacing: Bool
  private let width: Int
  private let height: Int
  private let ffmpeg: FFmpegProcess
  private let queue = DispatchQueue(label: "motion-sandbox.video", qos: .userInitiated)
  private let writes = DispatchGroup()
  private let slots: DispatchSemaphore
  private let lock = Mutex()
  private var failure: String?
  private var stalled = false
  private var frames = 0
  private var lastProgress = FrameCapture.now()

  /// Where ffmpeg is, or nil when it is not installed.
  public static func ffmpegPath() -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for dir in path.split(separator: ":") where access("\(dir)/ffmpeg", X_OK) == 0 {
      return "\(dir)/ffmpeg"
    }
    return nil
  }

  /// Starts ffmpeg writing `path` for `width`×`height` frames at `fps`.
  ///
  /// - Throws: ``PlatformError`` when the extension is not .mp4/.webm/.gif, when ffmpeg is missing
  ///   (naming the Debian package), or when it cannot be started.
  public init(
    path: String, width: Int, height: Int, fps: Double, capacity: Int = 8, replacing: Bool
  ) throws {
    self.path = path
    self.replacing = replacing
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let ext = name.lastIndex(of: ".").map { String(name[$0...]) } ?? ""
    // The log goes to the temporary folder, not beside the video: a full disk there must not
    // also swallow ffmpeg's explanation.
    let tmp =
      getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    logPath = "\(tmp)/motion-sandbox-ffmpeg-\(getpid())-\(name).log"
    self.width = width
    self.height = height
    self.slots = DispatchSemaphore(value: capacity)
    let lower = path.lowercased()
    let codec: [String]
    let evenSize = "scale=trunc(iw/2)*2:trunc(ih/2)*2"
    if lower.hasSuffix(".mp4") {
      codec = [
        "-vf", evenSize, "-c:v", "libx264", "-preset", "veryfast", "-crf", "20", "-pix_fmt",
        "yuv420p",
      ]
    } else if lower.hasSuffix(".webm") {
      codec = [
        "-vf", evenSize, "-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-b:v",
        "0",
        "-crf", "33", "-pix_fmt", "yuv420p",
      ]
    } else if lower.hasSuffix(".gif") {
      codec = ["-vf", "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer"]
    } else {
      throw PlatformError("--video \(path): use a .mp4, .webm or .gif file name")
    }
    let folder = directory.isEmpty ? "." : directory
    guard access(folder, W_OK) == 0 else {
      let reason = String(cString: strerror(errno))
      throw PlatformError(
        "--video \(path): cannot write in the folder \(folder) (\(reason)); create it or choose another path"
      )
    }
    guard let executable = Self.ffmpegPath() else {
      throw PlatformError("--video needs ffmpeg, which is not installed: apt-get install ffmpeg")
    }
    partialPath = try Self.reservePartialPath(
      "\(directory).\(name).partial-XXXXXX", extension: ext, for: path)
    let fpsText = fps == fps.rounded() ? String(Int(fps)) : "\(fps)"
    let args =
      [
        executable, "-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt",
        "rgb24",
        "-s",
        "\(width)x\(height)", "-r", fpsText, "-i", "-",
      ] + codec + [partialPath]
    do {
      ffmpeg = try FFmpegProcess(args, logPath: logPath)
    } catch {
      unlink(partialPath)
      throw error
    }
  }

  /// A new, empty file named after `template` (its closing `XXXXXX` made unique) and `ext`
  /// (kept, as ffmpeg picks the format by it), for ffmpeg to write the video into.
  private static func reservePartialPath(
    _ template: String, extension ext: String, for path: String
  ) throws -> String {
    var name = Array((template + ext).utf8CString)
    let suffix = Int32(ext.utf8.count)
    let descriptor = name.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, suffix) }
    guard descriptor >= 0 else {
      throw PlatformError(
        "--video \(path): cannot write beside it (\(SystemReason(errno))); choose another folder")
    }
    close(descriptor)
    return name.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }

  /// Queues one frame of tightly packed RGB pixels, `frameWidth`×`frameHeight`.
  ///
  /// - Parameters:
  ///   - pixels: the rows top to bottom, `frameWidth` × 3 bytes each, no padding.
  ///   - frameWidth: the frame's width in pixels.
  ///   - frameHeight: the frame's height in pixels.
  ///   - wait: block while the queue is full (replay) or drop the frame (live).
  /// - Returns: false when the frame was dropped or the encoder failed.
  @discardableResult
  public func submit(_ pixels: [UInt8], frameWidth: Int, frameHeight: Int, wait: Bool) -> Bool {
    guard reservePlace(wait: wait) else { return false }
    enqueue(pixels, frameWidth: frameWidth, frameHeight: frameHeight)
    return true
  }

  /// Whether the encoder failed (its video will not be written).
  var hasFailed: Bool { lock.withLock { failure != nil } }

  /// Takes a place in the queue for one frame: waits for one when `wait` (stopping ffmpeg if it
  /// stalls meanwhile), else takes one only if it is free. False when there was none, or the
  /// encoder failed. Pair with ``enqueue(_:frameWidth:frameHeight:)`` or ``returnPlace()``.
  func reservePlace(wait: Bool) -> Bool {
    if hasFailed { return false }
    guard wait else { return slots.wait(timeout: .now()) == .success }
    while slots.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
      if hasFailed { return false }
      stopIfStalled()
    }
    return true
  }

  /// Gives back a place ``reservePlace(wait:)`` took for a frame that is not coming.
  func returnPlace() { slots.signal() }

  /// Queues a frame into a place ``reservePlace(wait:)`` took.
  func enqueue(_ pixels: [UInt8], frameWidth: Int, frameHeight: Int) {
    let (width, height, fd) = (self.width, self.height, ffmpeg.input)
    queue.async(group: writes) { [self] in
      defer { slots.signal() }
      if hasFailed { return }
      madeProgress()
      var frame = pixels
      if frameWidth != width || frameHeight != height {
        frame = [UInt8](repeating: 0, count: width * height * 3)
        let rowBytes = min(width, frameWidth) * 3
        for y in 0..<min(height, frameHeight) {
          for x in 0..<rowBytes { frame[y * width * 3 + x] = pixels[y * frameWidth * 3 + x] }
        }
      }
      let ok = frame.withUnsafeBytes { raw -> Bool in
        var offset = 0
        while offset < raw.count {
          let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
          if n <= 0 {
            if n < 0 && errno == EINTR { continue }
            return false
          }
          offset += n
          madeProgress()
        }
        return true
      }
      lock.withLock {
        if ok { frames += 1 } else if failure == nil { failure = "ffmpeg stopped accepting frames" }
      }
    }
  }

  private func madeProgress() { lock.withLock { lastProgress = FrameCapture.now() } }

  /// Kills ffmpeg when it made no progress for ``stallLimit`` seconds; the video then fails.
  private func stopIfStalled() {
    let stuck = lock.withLock { () -> Bool in
      guard !stalled, FrameCapture.now() - lastProgress >= Self.stallLimit else { return false }
      stalled = true
      return true
    }
    if stuck { ffmpeg.stop() }
  }

  /// Waits for the queued frames to be written, closes ffmpeg's input and waits for ffmpeg to
  /// finish the file, then moves it to ``path``. Every wait is bounded by ``stallLimit``.
  ///
  /// - Returns: the number of frames in the video.
  /// - Throws: ``PlatformError`` when ffmpeg failed or was stopped; no video is left then.
  public func finish() throws -> Int {
    while writes.wait(timeout: .now() + .milliseconds(50)) == .timedOut { stopIfStalled() }
    close(ffmpeg.input)
    madeProgress()
    var size = -1
    var status: Int32 = 0
    while true {
      if let exited = ffmpeg.exitStatus(waiting: false) {
        status = exited
        break
      }
      var info = stat()
      let grown = stat(partialPath, &info) == 0 ? Int(info.st_size) : -1
      if grown != size {
        size = grown
        madeProgress()
      }
      stopIfStalled()
      usleep(10_000)
    }
    // ffmpeg runs with -loglevel error, so anything in its log is an error; it may still exit
    // with 0 (ffmpeg 5.1 does when it cannot write the file's trailer on a full disk).
    let said = Self.lastLine(ofFile: logPath)
    let (failed, wasStalled) = lock.withLock { (failure != nil, stalled) }
    if failed || wasStalled || status != 0 || said != nil {
      unlink(partialPath)
      // A log with nothing in it is no help: removed, and not named.
      if said == nil { unlink(logPath) }
      let cause = said.map { ": ffmpeg said \"\($0)\"" } ?? ""
      let log = said == nil ? "" : "; its full output is in \(logPath)"
      let what = wasStalled ? Self.stallDescription : Self.describe(status: status)
      throw PlatformError("--video \(path): \(what)\(cause); no video was written\(log)")
    }
    do {
      // The video is whole: when it cannot be moved, it stays where it is, and the message says
      // where.
      try OutputFile.publish(partialPath, as: path, replacing: replacing, keepingOnFailure: true)
    } catch {
      unlink(logPath)
      throw PlatformError("--video \(error)")
    }
    unlink(logPath)
    return lock.withLock { frames }
  }

  static let stallDescription =
    "ffmpeg made no progress for \(Int(stallLimit)) s and was stopped"

  /// What ffmpeg's wait status says went wrong.
  static func describe(status: Int32) -> String {
    let code = (status >> 8) & 0xff
    if (status & 0x7f) != 0 { return "ffmpeg was killed" }
    return code != 0 ? "ffmpeg failed (exit status \(code))" : "ffmpeg failed"
  }

  /// The last non-empty line of a small text file, escaped onto one line (at most 300
  /// characters), or nil.
  static func lastLine(ofFile path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    fseek(file, 0, SEEK_END)
    let size = ftell(file)
    fseek(file, max(0, size - 4096), SEEK_SET)
    var buffer = [UInt8](repeating: 0, count: 4096)
    let n = fread(&buffer, 1, buffer.count, file)
    let text = String(decoding: buffer[0..<n], as: UTF8.self)
    guard
      let line = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).last(where: {
        !$0.allSatisfy(\.isWhitespace)
      })
    else { return nil }
    var out = ""
    for scalar in line.unicodeScalars.prefix(300) {
      if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\"" {
        out += scalar == "\"" ? "'" : " "
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
