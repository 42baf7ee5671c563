import MaterialMotion
import Testing

@testable import MaterialMotionSandbox

/// The timeline's history: frames found by time, cut off after a frame, and memory bounded by
/// letting the oldest frames go.
@MainActor
@Suite struct FrameHistoryTests {
  /// A root whose one child moves every frame.
  private func makeRoot() -> (Element, Element) {
    let root = Element(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let moving = Element(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    root.addChild(moving)
    for index in 0..<20 {
      root.addChild(Element(frame: Rect(x: Double(index), y: 50, width: 5, height: 5)))
    }
    return (root, moving)
  }

  @Test func framesAreFoundByTime() {
    let (root, moving) = makeRoot()
    let history = FrameHistory()
    for frame in 0..<100 {
      moving.position = Point(x: Double(frame), y: 0)
      history.append(root, number: frame, time: Double(frame) / 60, clockTime: 0)
    }
    #expect(history.index(atOrBefore: 0.5) == 30)
    #expect(history.index(atOrBefore: -1) == 0)
    #expect(history.index(atOrBefore: 100) == 99)
    #expect(history.snapshot(at: 30).children[0].appearance.position.x == 30)
    // Frames that only moved one element share the rest of the tree.
    let arena = history.arena
    #expect(
      arena.children(of: history.frames[31].node)[5]
        == arena.children(of: history.frames[30].node)[5])
    #expect(
      arena.children(of: history.frames[31].node)[0]
        != arena.children(of: history.frames[30].node)[0])
  }

  @Test func truncationLetsLaterFramesAndMarkersGo() {
    let (root, moving) = makeRoot()
    let history = FrameHistory()
    for frame in 0..<10 {
      moving.position = Point(x: Double(frame), y: 0)
      history.append(root, number: frame, time: Double(frame), clockTime: 0)
      history.mark(.gestureBegan, at: Double(frame))
    }
    let bytes = history.bytes
    history.truncate(after: 4)
    #expect(history.frames.count == 5)
    #expect(history.markers.count == 5)
    #expect(history.bytes < bytes)
  }

  @Test func memoryStaysWithinTheLimit() {
    let (root, moving) = makeRoot()
    let limit = 64 * 1024
    let history = FrameHistory(limitBytes: limit)
    for frame in 0..<5_000 {
      moving.position = Point(x: Double(frame), y: 0)
      history.append(root, number: frame, time: Double(frame) / 60, clockTime: 0)
    }
    #expect(history.bytes <= limit)
    #expect(history.peakBytes <= limit)
    #expect(history.droppedFrames > 0)
    #expect(history.frames.count + history.droppedFrames == 5_000)
    #expect(history.frames.last?.number == 4_999)
    #expect(history.index(atOrBefore: 0) == history.frames.startIndex)
  }
}
