import MaterialMotion
import Testing

@testable import MaterialMotionSandbox

/// The onion skin's ghosts: only what differs from the frame shown, as it was then, older ones
/// fainter, none from another scene, and the frames they came from let go with them.
@MainActor
@Suite struct OnionSkinTests {
  /// A root with a square that moves and a label that does not, kept frame by frame.
  private func makeRun(frames: Int) -> (FrameHistory, root: Element, square: Element) {
    let root = Element(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let square = Element(frame: Rect(x: 0, y: 100, width: 10, height: 10))
    square.backgroundColor = Color(hex: 0x6200EE)
    let label = Label(text: "still")
    label.frame = Rect(x: 0, y: 0, width: 100, height: 20)
    root.addChild(label)
    root.addChild(square)
    let history = FrameHistory()
    for frame in 0..<frames {
      square.position = Point(x: Double(frame) * 10, y: 105)
      history.append(root, number: frame, time: Double(frame) / 60, clockTime: Double(frame) / 60)
    }
    return (history, root, square)
  }

  /// The ghosts drawn: for each ghost container, newest first, its opacity and the elements
  /// with a fill under it (with their positions).
  private func ghosts(_ skin: OnionSkin) -> [(opacity: Double, filled: [Point])] {
    func filled(_ element: Element) -> [Point] {
      (element.backgroundColor.alpha > 0 ? [element.position] : [])
        + element.children.flatMap(filled)
    }
    return skin.layer.children.reversed().map { ($0.opacity, filled($0)) }
  }

  @Test func onlyWhatMovedHasGhostsOlderOnesFainter() {
    let (history, _, _) = makeRun(frames: 40)
    let skin = OnionSkin(history: history, settings: OnionSettings(count: 4, step: 3), shown: true)
    skin.update(shownAt: 39, frameInterval: 1.0 / 60)
    let drawn = ghosts(skin)
    #expect(drawn.map(\.filled) == [360, 330, 300, 270].map { [Point(x: $0, y: 105)] })
    #expect(drawn.map(\.opacity) == [0.5, 0.375, 0.25, 0.125])
    // The label looks the same in every frame: no ghost of it, no carrier drawing anything.
    let labels = skin.layer.children.flatMap(\.children).flatMap(\.children).filter {
      $0 is Label
    }
    #expect(labels.isEmpty)
    skin.isShown = false
    #expect(skin.layer.children.isEmpty)
  }

  @Test func ghostsAreOfTheFrameShownAndStopAtTheRunsStartAndTheScenesStart() {
    let (history, _, _) = makeRun(frames: 40)
    let skin = OnionSkin(history: history, settings: OnionSettings(count: 8, step: 2), shown: true)
    skin.update(shownAt: 5, frameInterval: 1.0 / 60)
    #expect(ghosts(skin).map(\.filled) == [30, 10].map { [Point(x: $0, y: 105)] })
    history.mark(.sceneChanged, at: 30.0 / 60)
    skin.update(shownAt: 35, frameInterval: 1.0 / 60)
    #expect(ghosts(skin).map(\.filled) == [330, 310].map { [Point(x: $0, y: 105)] })
  }

  @Test func ghostsAreCountedOnTheFrameClockSoAPauseKeepsThem() {
    let root = Element(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let square = Element(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    square.backgroundColor = .black
    root.addChild(square)
    let history = FrameHistory()
    var clock = 0.0
    for frame in 0..<30 {
      // Frames 10 to 19 at a quarter of the speed, then the clock paused from frame 20 on.
      clock += frame < 10 ? 1.0 / 60 : frame < 20 ? 0.25 / 60 : 0
      square.position = Point(x: clock * 600, y: 5)
      history.append(root, number: frame, time: Double(frame) / 60, clockTime: clock)
    }
    let skin = OnionSkin(history: history, settings: OnionSettings(count: 3, step: 1), shown: true)
    skin.update(shownAt: 29, frameInterval: 1.0 / 60)
    // The clock stood at 12.5 / 60 from frame 19 on: the ghosts are one, two and three of its
    // frames back (frames 15 and 11 in slow motion, frame 8 at full speed).
    let xs = ghosts(skin).map { $0.filled.map { ($0.x * 2).rounded() / 2 } }
    #expect(xs == [[115], [105], [90]])
  }

  @Test func anElementThatDidNotChangeCarriesItsMovingChildren() {
    let root = Element(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let group = Element(frame: Rect(x: 100, y: 100, width: 100, height: 100))
    group.backgroundColor = .white
    let dot = Element(frame: Rect(x: 0, y: 0, width: 4, height: 4))
    dot.backgroundColor = .black
    root.addChild(group)
    group.addChild(dot)
    let history = FrameHistory()
    for frame in 0..<5 {
      dot.position = Point(x: Double(frame), y: 2)
      history.append(root, number: frame, time: Double(frame), clockTime: Double(frame) / 60)
    }
    let skin = OnionSkin(history: history, settings: OnionSettings(count: 1, step: 4), shown: true)
    skin.update(shownAt: 4, frameInterval: 1.0 / 60)
    // The root and the group carry the dot's ghost (at the group's place) and draw nothing.
    let rootCarrier = try? #require(skin.layer.children.first?.children.first)
    let groupCarrier = rootCarrier?.children.first
    #expect(groupCarrier?.position == group.position)
    #expect(groupCarrier?.backgroundColor == .clear)
    #expect(groupCarrier?.children.map(\.position) == [Point(x: 0, y: 2)])
    #expect(groupCarrier?.children.first?.backgroundColor == .black)
  }

  @Test func theFramesOfTheGhostsAreKeptWhileDrawnAndLetGoAfter() {
    let (history, root, square) = makeRun(frames: 10)
    let skin = OnionSkin(history: history, settings: OnionSettings(count: 2, step: 1), shown: true)
    skin.update(shownAt: 9, frameInterval: 1.0 / 60)
    // The history lets its frames go (a takeover's truncation): the ghosts keep theirs.
    history.truncate(after: 0)
    square.position = Point(x: -50, y: 0)
    history.append(root, number: 1, time: 1, clockTime: 1)
    #expect(ghosts(skin).map(\.filled) == [[Point(x: 80, y: 105)], [Point(x: 70, y: 105)]])
    skin.clear()
    history.truncate(after: 0)
    // Only frame 0 is kept, with its three nodes (root, label, square): the ghosts' are gone.
    #expect(history.arena.nodeCount == 3)
  }
}
