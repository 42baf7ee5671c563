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
/// temporary folder (removed when the video is finished), which a failure's one-line error
/// names. Frames are written from a
/// background queue with at most `capacity` frames waiting; the video's size is fixed by the
/// first frame (later frames of another size are cropped or padded to it).
public final class VideoEncoder: @unchecked Sendable {
  /// The output path.
  public let path: String
  /// Where ffmpeg writes until the video is finished.
  public let partialPath: String
  /// Where ffmpeg's own messages go.
  public let logPath: String
  private let width: Int
  private let height: Int
  private var pid: pid_t = 0
  private var fd: Int32 = -1
  private let queue = DispatchQueue(label: "motion-sandbox.video", qos: .userInitiated)
  private let slots: DispatchSemaphore
  private let lock = Mutex()
  private var failure: String?
  private var frames = 0

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
  public init(path: String, width: Int, height: Int, fps: Double, capacity: Int = 8) throws {
    self.path = path
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let ext = name.lastIndex(of: ".").map { String(name[$0...]) } ?? ""
    partialPath = "\(directory).\(name).partial\(ext)"
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
    guard let ffmpeg = Self.ffmpegPath() else {
      throw PlatformError("--video needs ffmpeg, which is not installed: apt-get install ffmpeg")
    }
    let fpsText = fps == fps.rounded() ? String(Int(fps)) : "\(fps)"
    let args =
      [
        ffmpeg, "-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24",
        "-s",
        "\(width)x\(height)", "-r", fpsText, "-i", "-",
      ] + codec + [partialPath]
    try start(args)
  }

  private func start(_ args: [String]) throws {
    var pipeFDs: [Int32] = [0, 0]
    guard pipe(&pipeFDs) == 0 else {
      throw PlatformError("--video: cannot create a pipe to ffmpeg")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeFDs[0], 0)
    posix_spawn_file_actions_addclose(&actions, pipeFDs[1])
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, logPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    var cArgs = args.map { strdup($0) }
    cArgs.append(nil)
    defer { for a in cArgs { free(a) } }
    let status = posix_spawn(&pid, args[0], &actions, &attributes, &cArgs, environ)
    close(pipeFDs[0])
    guard status == 0 else {
      close(pipeFDs[1])
      throw PlatformError("--video: cannot start ffmpeg (\(String(cString: strerror(status))))")
    }
    fd = pipeFDs[1]
    signal(SIGPIPE, SIG_IGN)
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
    if lock.withLock({ failure != nil }) { return false }
    if wait {
      slots.wait()
    } else if slots.wait(timeout: .now()) == .timedOut {
      return false
    }
    let (width, height, fd) = (self.width, self.height, self.fd)
    queue.async { [self] in
      defer { slots.signal() }
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
        }
        return true
      }
      lock.withLock {
        if ok { frames += 1 } else if failure == nil { failure = "ffmpeg stopped accepting frames" }
      }
    }
    return true
  }

  /// Waits for queued frames, closes the pipe and waits for ffmpeg to finish the file.
  ///
  /// - Returns: the number of frames in the video.
  /// - Throws: ``PlatformError`` when ffmpeg failed.
  public func finish() throws -> Int {
    queue.sync {}
    if fd >= 0 {
      close(fd)
      fd = -1
    }
    var status: Int32 = 0
    if pid > 0 {
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      pid = 0
    }
    let exited = (status & 0x7f) == 0
    let code = (status >> 8) & 0xff
    // ffmpeg runs with -loglevel error, so anything in its log is an error; it may still exit
    // with 0 (ffmpeg 5.1 does when it cannot write the file's trailer on a full disk).
    let said = Self.lastLine(ofFile: logPath)
    let failed = lock.withLock { failure } != nil || !exited || code != 0 || said != nil
    if failed {
      unlink(partialPath)
      let cause = said.map { ": ffmpeg said \"\($0)\"" } ?? ""
      let what =
        !exited
        ? "ffmpeg was killed" : code != 0 ? "ffmpeg failed (exit status \(code))" : "ffmpeg failed"
      throw PlatformError(
        "--video \(path): \(what)\(cause); no video was written; its full output is in \(logPath)")
    }
    guard rename(partialPath, path) == 0 else {
      let reason = String(cString: strerror(errno))
      throw PlatformError(
        "--video \(path): cannot move the finished video there from \(partialPath) (\(reason))")
    }
    unlink(logPath)
    return lock.withLock { frames }
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
