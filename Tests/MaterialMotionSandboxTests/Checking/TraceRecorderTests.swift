import MaterialMotion
import MaterialMotionSDL
import Testing

@testable import MaterialMotionChecking
@testable import MaterialMotionSandbox

/// ``TraceRecorder`` keeps what it learnt of the tree from frame to frame and makes changes only
/// for what changed; these tests hold it to what a trace means: after every frame, last frame's
/// values with this frame's changes applied are exactly the values worked out from scratch, and
/// no change repeats a value already in force.
@MainActor
@Suite struct TraceRecorderTests {
  /// Every key's value, worked out from scratch: each visible element under `root` by its
  /// path (names, or type names; `[k]` for the k-th earlier visible sibling of the same name).
  static func fromScratch(_ root: Element) -> [String: MotionTrace.Value] {
    var state: [String: MotionTrace.Value] = [:]
    func visit(_ parent: Element, _ path: String) {
      var counts: [String: Int] = [:]
      for child in parent.children where !child.isHidden {
        let base = TracedElement.base(of: child)
        let ordinal = counts[base, default: 0]
        counts[base] = ordinal + 1
        let segment = ordinal == 0 ? base : "\(base)[\(ordinal)]"
        let childPath = path.isEmpty ? segment : "\(path)/\(segment)"
        let r = MotionTrace.rounded
        state["\(childPath).position"] = .numbers(.init(r(child.position.x), r(child.position.y)))
        state["\(childPath).size"] = .numbers(.init(r(child.size.width), r(child.size.height)))
        state["\(childPath).scale"] = .numbers(.init(r(child.scale)))
        state["\(childPath).rotation"] = .numbers(.init(r(child.rotation)))
        state["\(childPath).opacity"] = .numbers(.init(r(child.opacity)))
        if r(child.elevation) != 0 {
          state["\(childPath).elevation"] = .numbers(.init(r(child.elevation)))
        }
        visit(child, childPath)
      }
    }
    visit(root, "")
    return state
  }

  /// Records a frame and checks it against the values worked out from scratch.
  static func recordAndCheck(
    _ recorder: inout TraceRecorder, _ root: Element, _ state: inout [String: MotionTrace.Value],
    _ step: String
  ) {
    recorder.record(root, time: Double(recorder.trace.frames.count) / 60)
    for change in recorder.trace.frames.last!.changes {
      #expect(state[change.key] != change.value, "\(step): \(change.key) changed to its own value")
      state[change.key] = change.value
    }
    let expected = fromScratch(root)
    let wrong = Set(state.keys).union(expected.keys).filter { state[$0] != expected[$0] }.sorted()
    #expect(
      wrong.isEmpty,
      "\(step): \(wrong.prefix(3).map { "\($0) traced \(state[$0].map(String.init(describing:)) ?? "gone"), is \(expected[$0].map(String.init(describing:)) ?? "gone")" })"
    )
  }

  @Test func aRandomlyReshapedTreeIsTracedAsIfFromScratch() {
    var random = SplitMix64(seed: 7)
    let root = Element()
    var all: [Element] = []
    let names: [String?] = [nil, "a", "b", "a=b", "line\nbreak"]
    for _ in 0..<40 {
      let element = Element(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      element.name = names[Int(random.next() % UInt64(names.count))]
      (all.isEmpty ? root : (random.unit() < 0.6 ? root : all.randomElement(using: &random)!))
        .addChild(element)
      all.append(element)
    }
    var recorder = TraceRecorder(
      header: MotionTrace.Header(
        scene: "test", replay: "test.jsonl", width: 100, height: 100, fps: 60, parameters: [:]))
    var state: [String: MotionTrace.Value] = [:]
    for frame in 0..<400 {
      // Most frames only move things; some reshape the tree.
      let element = all.randomElement(using: &random)!
      let step: String
      switch random.next() % 10 {
      case 0:
        element.isHidden.toggle()
        step = "frame \(frame): hidden \(element.isHidden)"
      case 1:
        element.name = names[Int(random.next() % UInt64(names.count))]
        step = "frame \(frame): renamed"
      case 2:
        let parent = random.unit() < 0.5 ? root : all.randomElement(using: &random)!
        if parent !== element && !parent.isDescendant(of: element) {
          parent.insertChild(
            element, at: Int(random.next() % UInt64(parent.children.count + 1)))
        }
        step = "frame \(frame): moved"
      case 3:
        element.removeFromParent()
        step = "frame \(frame): removed"
      case 4:
        element.removeAllChildren()
        step = "frame \(frame): children removed"
      default:
        for moving in all where random.unit() < 0.5 {
          moving.position = Point(x: random.unit() * 100, y: random.unit() * 100)
          moving.scale = 1 + random.unit()
          moving.elevation = random.unit() < 0.5 ? 0 : (random.unit() * 24).rounded()
        }
        step = "frame \(frame): moved values"
      }
      Self.recordAndCheck(&recorder, root, &state, step)
    }
    #expect(recorder.trace.frames.count == 400)
  }

  @Test func anElementWhoseChildrenAllGoLosesTheirKeys() {
    let root = Element()
    let parent = Element()
    parent.name = "parent"
    root.addChild(parent)
    for _ in 0..<3 { parent.addChild(Element()) }
    var recorder = TraceRecorder(
      header: MotionTrace.Header(
        scene: "test", replay: "test.jsonl", width: 100, height: 100, fps: 60, parameters: [:]))
    var state: [String: MotionTrace.Value] = [:]
    Self.recordAndCheck(&recorder, root, &state, "first frame")
    Self.recordAndCheck(&recorder, root, &state, "nothing changed")
    #expect(recorder.trace.frames.last!.changes.isEmpty)
    parent.removeAllChildren()
    Self.recordAndCheck(&recorder, root, &state, "children removed")
    #expect(recorder.trace.frames.last!.changes.count == 15)
    #expect(recorder.trace.frames.last!.changes.allSatisfy { $0.value == nil })
  }

  @Test func numbersAreKeptInlineOrInAnArrayAlike() {
    let inline: MotionTrace.Numbers = [1.5, -2]
    #expect(Array(inline) == [1.5, -2])
    #expect(inline == MotionTrace.Numbers([1.5, -2]))
    #expect(inline != MotionTrace.Numbers([1.5]))
    #expect(inline.hashValue == MotionTrace.Numbers(1.5, -2).hashValue)
    let many = MotionTrace.Numbers([1, 2, 3])
    #expect(many.count == 3 && many[2] == 3)
    #expect(many != MotionTrace.Numbers([1, 2]))
    #expect(MotionTrace.Numbers([]).isEmpty)
    #expect(MotionTrace.Value.numbers([0.25, 1]).description == "0.2500 1.0000")
  }
}
