import CSDL2
import SandboxTestSupport
import Testing

@testable import MaterialMotionSDL

#if canImport(Glibc)
  import Glibc
#endif

/// The capture stack in one process, as the render loop drives it: frames read back on the main
/// thread and encoded on the pool's threads (and piped to ffmpeg from the video queue), so that
/// `make sanitize` (ThreadSanitizer) sees every thread of it. Each frame carries its own number
/// in its pixels, and every file is read back, so a buffer reused while still being encoded, or
/// handed to two frames, shows as a wrong picture.
@MainActor
@Suite(.serialized) struct CaptureConcurrencyTests {
  /// The colour frame `index` is filled with (distinct for the first 4,096 frames).
  static func color(_ index: Int) -> (UInt8, UInt8, UInt8) {
    (UInt8(index & 0xF) << 4, UInt8((index >> 4) & 0xF) << 4, UInt8((index >> 8) & 0xF) << 4)
  }

  @Test func everyCapturedFrameIsWrittenWholeFromTheRenderLoop() throws {
    let window = try SDLWindow(
      title: "capture", width: 96, height: 64, headless: true, renderer: .software)
    defer { window.close() }
    let dir = AppHarness.temporaryDirectory("frames")
    let video = VideoEncoder.ffmpegPath() != nil ? "\(dir)/out.mp4" : nil
    let capture = try FrameCapture(
      window: window, directory: "\(dir)/frames", videoPath: video, pngLevel: 1, fps: 30,
      lossless: true, replacing: false)
    let frames = 120
    for index in 0..<frames {
      let (r, g, b) = Self.color(index)
      SDL_SetRenderDrawColor(window.renderer, r, g, b, 255)
      SDL_RenderClear(window.renderer)
      try capture.capture(frameIndex: index)
      SDL_RenderPresent(window.renderer)
    }
    let summary = try capture.finish()
    #expect(summary.contains("\(frames) frames written"), "\(summary)")
    if video != nil {
      #expect(summary.contains("\(frames) frames, 0 dropped"), "\(summary)")
    }
    for index in 0..<frames {
      let image = try PNGFile.readRGBA(path: capture.framePath(index))
      let (r, g, b) = Self.color(index)
      #expect(image.width == 96 && image.height == 64)
      let wrong = stride(from: 0, to: image.pixels.count, by: 4).first {
        image.pixels[$0] != r || image.pixels[$0 + 1] != g || image.pixels[$0 + 2] != b
      }
      #expect(wrong == nil, "frame \(index) holds another frame's pixels at byte \(wrong ?? 0)")
    }
  }

  /// The pool alone, fed as fast as it takes frames, with its written buffers reused: each file
  /// holds exactly the frame submitted for it.
  @Test func reusedBuffersNeverChangeAFrameBeingEncoded() throws {
    let dir = AppHarness.temporaryDirectory("pool")
    let pool = PNGEncoderPool(level: 1, threads: 2, capacity: 3)
    let (width, height) = (40, 30)
    let frames = 300
    for index in 0..<frames {
      var pixels = pool.reusableBuffer()
      if pixels.count != width * height * 3 {
        pixels = [UInt8](repeating: 0, count: width * height * 3)
      }
      let (r, g, b) = Self.color(index)
      for i in stride(from: 0, to: pixels.count, by: 3) {
        pixels[i] = r
        pixels[i + 1] = g
        pixels[i + 2] = b
      }
      #expect(
        pool.submit(pixels, width: width, height: height, path: "\(dir)/f\(index).png", wait: true))
    }
    let summary = pool.finish()
    #expect(summary.framesWritten == frames && summary.error == nil)
    for index in 0..<frames {
      let image = try PNGFile.readRGBA(path: "\(dir)/f\(index).png")
      let (r, g, b) = Self.color(index)
      #expect(
        image.pixels.count == width * height * 4 && image.pixels[0] == r
          && image.pixels[1] == g && image.pixels[2] == b
          && image.pixels[image.pixels.count - 4] == r, "frame \(index)")
    }
  }

  /// Live capture (no waiting) drops frames rather than stalling, and counts every frame as
  /// either written or dropped.
  @Test func liveCaptureCountsEveryFrameWrittenOrDropped() throws {
    let dir = AppHarness.temporaryDirectory("live")
    let pool = PNGEncoderPool(level: 9, threads: 2, capacity: 2)
    let frame = (0..<(320 * 240 * 3)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    var accepted = 0
    for index in 0..<100
    where
      pool.submit(frame, width: 320, height: 240, path: "\(dir)/f\(index).png", wait: false)
    {
      accepted += 1
    }
    let summary = pool.finish()
    #expect(summary.framesWritten == accepted)
    #expect(summary.framesWritten + summary.framesDropped == 100)
  }
}

/// The capture encoder (the fast PNG writer for level 1, libpng for the others) writes every
/// size a window can have exactly: random and flat pictures, odd and extreme widths, read back
/// with libpng.
@Suite struct PNGRoundTripTests {
  @Test(arguments: [
    (1, 1), (1, 7), (7, 1), (3, 5), (255, 3), (257, 2), (1024, 1), (8192, 2), (2, 300),
  ])
  func everySizeRoundTrips(width: Int, height: Int) throws {
    let dir = AppHarness.temporaryDirectory("roundtrip")
    var random = SystemRandomNumberGenerator()
    for (pattern, level) in [("noise", 1), ("runs", 1), ("noise", 6), ("flat", 1)] {
      var pixels = [UInt8](repeating: 0, count: width * height * 3)
      for i in pixels.indices {
        switch pattern {
        case "noise": pixels[i] = UInt8.random(in: 0...255, using: &random)
        case "runs": pixels[i] = UInt8(truncatingIfNeeded: (i / 3 / 17) &* 40 + i % 3)
        default: pixels[i] = 0xFA
        }
      }
      let path = "\(dir)/\(width)x\(height)-\(pattern)-\(level).png"
      try PNGFile.write(
        path: path, pixels: pixels, width: width, height: height, level: level, replacing: true)
      let image = try PNGFile.readRGBA(path: path)
      #expect(image.width == width && image.height == height)
      var mismatch: Int?
      for p in 0..<(width * height) where mismatch == nil {
        if image.pixels[p * 4] != pixels[p * 3] || image.pixels[p * 4 + 1] != pixels[p * 3 + 1]
          || image.pixels[p * 4 + 2] != pixels[p * 3 + 2] || image.pixels[p * 4 + 3] != 255
        {
          mismatch = p
        }
      }
      #expect(mismatch == nil, "\(pattern) at level \(level): pixel \(mismatch ?? 0) differs")
    }
  }
}
