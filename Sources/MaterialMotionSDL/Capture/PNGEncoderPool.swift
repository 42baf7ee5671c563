import Dispatch

#if canImport(Glibc)
  import Glibc
#endif

/// Encodes captured frames to PNG on background threads, fed with copies of the frames through a
/// bounded queue.
///
/// - ``submit(_:width:height:path:wait:)`` with `wait: true` blocks the caller while the queue is
///   full, so nothing is ever dropped (replay); with `wait: false` a frame that finds the queue
///   full is dropped and counted (live capture must not stall the render loop).
/// - The first write error (disk full, unwritable directory) stops the pool: later frames are
///   refused, frames already written stay valid, and ``finish()`` reports the error.
public final class PNGEncoderPool: @unchecked Sendable {
  /// What a pool did, reported by ``finish()`` and ``snapshot()``.
  public struct Summary: Sendable {
    /// Frames encoded and on disk.
    public var framesWritten = 0
    /// Bytes of PNG written.
    public var bytesWritten = 0
    /// Frames dropped because the queue was full (live capture only).
    public var framesDropped = 0
    /// Frames waiting or being encoded.
    public var queueDepth = 0
    /// The first write error, if any.
    public var error: String?
  }

  private let level: Int
  private let queues: [DispatchQueue]
  private let slots: DispatchSemaphore
  private let group = DispatchGroup()
  private let lock = Mutex()
  private var summary = Summary()
  private var nextQueue = 0
  /// Pixel buffers of frames already written, for ``reusableBuffer()``.
  private var spareBuffers: [[UInt8]] = []
  /// The most frames that may wait or be in encoding at once.
  public let capacity: Int

  /// Whether a frame replaces a file already at its path (else that frame fails).
  public let replacing: Bool

  /// Creates a pool of `threads` encoders at zlib `level`, holding at most `capacity` frames,
  /// replacing files at their paths when `replacing` (`--overwrite`).
  public init(level: Int, threads: Int = 2, capacity: Int = 8, replacing: Bool = false) {
    self.level = level
    self.replacing = replacing
    self.capacity = capacity
    self.queues = (0..<max(1, threads)).map {
      DispatchQueue(label: "motion-sandbox.png-encoder.\($0)", qos: .userInitiated)
    }
    self.slots = DispatchSemaphore(value: capacity)
  }

  /// A pixel buffer to read the next frame into: one whose frame was already written when there
  /// is one (same size as that frame, not shared with anything), else an empty array.
  ///
  /// Reading every frame into a buffer of its own lets ``submit(_:width:height:path:wait:)`` keep
  /// the frame without copying it, and reusing written ones spares the page faults and zeroing of a
  /// fresh multi-megabyte allocation per frame.
  public func reusableBuffer() -> [UInt8] {
    lock.withLock { spareBuffers.popLast() } ?? []
  }

  /// Queues `pixels` (tightly packed RGB) to be written to `path`.
  ///
  /// - Returns: false when the frame was refused: dropped because the queue was full (only when
  ///   `wait` is false), or because an earlier write failed.
  @discardableResult
  public func submit(_ pixels: [UInt8], width: Int, height: Int, path: String, wait: Bool) -> Bool {
    if hasFailed { return false }
    guard reservePlace(wait: wait) else {
      countDrop()
      return false
    }
    enqueue(pixels, width: width, height: height, path: path)
    return true
  }

  /// Whether a write failed (later frames are refused).
  var hasFailed: Bool { lock.withLock { summary.error != nil } }

  /// Takes a place in the queue for one frame: waits for one when `wait`, else takes one only
  /// if it is free. Pair with ``enqueue(_:width:height:path:)`` or ``returnPlace()``.
  func reservePlace(wait: Bool) -> Bool {
    if wait {
      slots.wait()
      return true
    }
    return slots.wait(timeout: .now()) == .success
  }

  /// Gives back a place ``reservePlace(wait:)`` took for a frame that is not coming.
  func returnPlace() { slots.signal() }

  /// Counts a frame dropped because a queue was full.
  func countDrop() { lock.withLock { summary.framesDropped += 1 } }

  /// Queues a frame into a place ``reservePlace(wait:)`` took.
  func enqueue(_ pixels: [UInt8], width: Int, height: Int, path: String) {
    let queue = lock.withLock { () -> DispatchQueue in
      summary.queueDepth += 1
      nextQueue = (nextQueue + 1) % queues.count
      return queues[nextQueue]
    }
    let (level, replacing) = (self.level, self.replacing)
    queue.async(group: group) { [self] in
      defer { slots.signal() }
      let failed = lock.withLock { summary.error != nil }
      var outcome: Result<Int, Error> = .success(0)
      if !failed {
        outcome = Result {
          try PNGFile.write(
            path: path, pixels: pixels, width: width, height: height, level: level,
            replacing: replacing)
        }
      }
      lock.withLock {
        if spareBuffers.count < capacity { spareBuffers.append(pixels) }
        summary.queueDepth -= 1
        switch outcome {
        case .success(let bytes):
          if !failed {
            summary.framesWritten += 1
            summary.bytesWritten += bytes
          }
        case .failure(let error):
          if summary.error == nil { summary.error = "\(error)" }
        }
      }
    }
  }

  /// The counters so far.
  public func snapshot() -> Summary { lock.withLock { summary } }

  /// Waits for every queued frame to be written and returns the totals.
  public func finish() -> Summary {
    group.wait()
    return snapshot()
  }
}

/// A small pthread mutex for the encoder's counters.
final class Mutex: @unchecked Sendable {
  private var mutex = pthread_mutex_t()

  init() { pthread_mutex_init(&mutex, nil) }
  deinit { pthread_mutex_destroy(&mutex) }

  func withLock<R>(_ body: () throws -> R) rethrows -> R {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    return try body()
  }
}
