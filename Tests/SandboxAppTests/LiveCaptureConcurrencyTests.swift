import CSDL2
import Foundation
import MaterialMotionSDL
import SandboxTestSupport
import Testing

/// Live capture (no waiting for the encoders) drops a frame that finds a queue full, and drops
/// it from the PNGs and the video alike: the video holds exactly the frames written as PNGs.
@MainActor
@Suite(.serialized) struct LiveCaptureConcurrencyTests {
  @Test func aDroppedFrameIsDroppedFromThePNGsAndTheVideoAlike() throws {
    try #require(VideoEncoder.ffmpegPath() != nil, "ffmpeg is needed")
    // Large frames fed as fast as they can be read: both queues fill up and frames are dropped.
    let window = try SDLWindow(
      title: "live capture", width: 1280, height: 720, headless: true, renderer: .software)
    defer { window.close() }
    let dir = AppHarness.temporaryDirectory("live-capture")
    let capture = try FrameCapture(
      window: window, directory: dir + "/frames", videoPath: dir + "/out.mp4", pngLevel: 1,
      fps: 60, lossless: false, replacing: false)
    let frames = 150
    for index in 0..<frames {
      SDL_SetRenderDrawColor(window.renderer, UInt8(index % 256), 40, 200, 255)
      SDL_RenderClear(window.renderer)
      try capture.capture(frameIndex: index)
      SDL_RenderPresent(window.renderer)
    }
    let summary = try capture.finish()
    let pngs = try FileManager.default.contentsOfDirectory(atPath: dir + "/frames").filter {
      $0.hasSuffix(".png")
    }
    let videoFrames = try InterruptedRun.videoFrames(dir + "/out.mp4")
    #expect(videoFrames == pngs.count, "video \(videoFrames ?? -1), PNGs \(pngs.count): \(summary)")
    #expect(
      summary.contains("\(pngs.count) frames written")
        && summary.contains("\(frames - pngs.count) dropped")
        && summary.contains("out.mp4: \(pngs.count) frames, \(frames - pngs.count) dropped"),
      "\(summary)")
  }
}
