import Testing

@testable import MaterialMotion

/// `ElementSnapshotArena`: snapshots of a tree frame after frame in flat storage, sharing what
/// did not change, kept exactly, let go by reference counts, and their memory used again.
@MainActor
@Suite struct ElementSnapshotArenaTests {
  /// A root with a square, a label and a polyline in a group, and an image.
  private func makeTree() -> (root: Element, square: Element, label: Label, line: Polyline) {
    let root = Element(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let square = Element(frame: Rect(x: 10, y: 10, width: 50, height: 50))
    square.backgroundColor = Color(hex: 0x6200EE)
    square.cornerRadius = 4
    square.elevation = 6
    let group = Element(frame: Rect(x: 100, y: 100, width: 200, height: 100))
    group.clipsToBounds = true
    let label = Label(text: "a label with a long text")
    label.textAlignment = .center
    label.fontSize = 17
    let line = Polyline()
    line.points = [Point(x: 0, y: 0), Point(x: .nan, y: 1), Point(x: 10, y: 5)]
    line.lineColor = Color(hex: 0xFF0266)
    root.addChild(square)
    root.addChild(group)
    group.addChild(label)
    group.addChild(line)
    root.addChild(ImageElement(imagePath: "photo.png"))
    return (root, square, label, line)
  }

  @Test func aNodeHoldsWhatElementSnapshotHolds() {
    let (root, square, _, line) = makeTree()
    line.points[1].x = 5  // NaN is not equal to itself
    square.rotation = 0.3
    square.scale = 1.5
    square.opacity = 0.5
    square.zIndex = 3
    let arena = ElementSnapshotArena()
    let node = arena.capture(root, reusing: nil)
    #expect(arena.holds(ElementSnapshot(of: root), at: node))
    #expect(arena.nodeCount == 6)
    let made = arena.makeElement(from: node)
    #expect(
      ElementSnapshot.Appearance(of: made.children[0]) == ElementSnapshot.Appearance(of: square))
    #expect(!made.children[0].isUserInteractionEnabled)
    #expect((made.children[2] as? ImageElement)?.imagePath == "photo.png")
  }

  @Test func anUnchangedTreeIsSharedWhole() {
    let (root, _, _, _) = makeTree()
    let arena = ElementSnapshotArena()
    let first = arena.capture(root, reusing: nil)
    let bytes = arena.bytes
    // The polyline's NaN is the same NaN: nothing changed.
    let second = arena.capture(root, reusing: first)
    #expect(second == first)
    #expect(arena.bytes == bytes)
    #expect(arena.nodeCount == 6)
  }

  @Test func aChangeCopiesOnlyThePathToIt() {
    let (root, _, label, _) = makeTree()
    let arena = ElementSnapshotArena()
    let first = arena.capture(root, reusing: nil)
    label.text = "changed"
    let second = arena.capture(root, reusing: first)
    let before = arena.children(of: first)
    let after = arena.children(of: second)
    #expect(second != first)
    #expect(after[0] == before[0])
    #expect(after[1] != before[1])
    #expect(arena.children(of: after[1])[0] != arena.children(of: before[1])[0])
    #expect(arena.children(of: after[1])[1] == arena.children(of: before[1])[1])
    #expect(after[2] == before[2])
    // Three new nodes: the root, the group and the label.
    #expect(arena.nodeCount == 9)
    guard
      case .label(let text, _, _, _) = arena.appearance(of: arena.children(of: after[1])[0]).content
    else {
      Issue.record("the label's node is not a label")
      return
    }
    #expect(text == "changed")
  }

  @Test func aMovedElementCostsItsNodeAndItsParentsNotItsStyleOrText() {
    let (root, _, label, _) = makeTree()
    let arena = ElementSnapshotArena()
    let first = arena.capture(root, reusing: nil)
    let bytes = arena.bytes
    label.position.x += 1
    let second = arena.capture(root, reusing: first)
    // The label, the group and the root are new nodes, with new lists of 2 and 3 children; the
    // label's style and text are the first frame's.
    let lists = ElementSnapshotArena.listBytes(2) + ElementSnapshotArena.listBytes(3)
    #expect(arena.bytes - bytes == 3 * ElementSnapshotArena.nodeBytes + lists)
    guard
      case .label(let text, _, _, _) = arena.appearance(
        of: arena.children(of: arena.children(of: second)[1])[0]
      ).content
    else {
      Issue.record("the label's node is not a label")
      return
    }
    #expect(text == "a label with a long text")
    arena.release(first)
    #expect(arena.bytes == bytes)
  }

  @Test func valuesAreKeptToTheBit() {
    let (root, square, _, _) = makeTree()
    let arena = ElementSnapshotArena()
    square.rotation = 0
    let first = arena.capture(root, reusing: nil)
    square.rotation = -0.0
    let second = arena.capture(root, reusing: first)
    #expect(second != first)
    #expect(arena.appearance(of: arena.children(of: second)[0]).rotation.sign == .minus)
    #expect(arena.appearance(of: arena.children(of: first)[0]).rotation.sign == .plus)
  }

  @Test func aChildAddedOrRemovedIsSeenAndAHiddenOneKeptWithoutItsSubtree() {
    let (root, square, label, _) = makeTree()
    let arena = ElementSnapshotArena()
    let first = arena.capture(root, reusing: nil)
    square.removeFromParent()
    let second = arena.capture(root, reusing: first)
    #expect(arena.children(of: second).count == 2)
    root.addChild(square)
    label.parent?.isHidden = true
    let third = arena.capture(root, reusing: second)
    let children = arena.children(of: third)
    #expect(children.count == 3)
    #expect(arena.appearance(of: children[2]).backgroundColor == Color(hex: 0x6200EE))
    #expect(arena.appearance(of: children[0]).isHidden)
    #expect(arena.children(of: children[0]).isEmpty)
  }

  @Test func anAppearanceBackToAnEarlierOneIsTheSameAppearance() {
    let (root, square, _, _) = makeTree()
    let arena = ElementSnapshotArena()
    let first = arena.capture(root, reusing: nil)
    square.backgroundColor = .white
    let second = arena.capture(root, reusing: first)
    square.backgroundColor = Color(hex: 0x6200EE)
    let third = arena.capture(root, reusing: second)
    let squares = [first, second, third].map { arena.children(of: $0)[0] }
    #expect(squares[0] != squares[2])
    #expect(arena.hasSameAppearance(squares[0], squares[2]))
    #expect(!arena.hasSameAppearance(squares[0], squares[1]))
    // A different subtree but the same element's own appearance: the root.
    #expect(arena.hasSameAppearance(first, second))
  }

  @Test func nodesLetGoAreFreedAndTheirMemoryUsedAgain() {
    let (root, square, label, _) = makeTree()
    let arena = ElementSnapshotArena()
    var frames: [ElementSnapshotArena.Node] = []
    var reserved: [Int] = []
    for frame in 0..<200 {
      square.position = Point(x: Double(frame), y: 0)
      label.text = "frame \(frame) of a long run"
      frames.append(arena.capture(root, reusing: frames.last))
      // A history of 20 frames: the oldest goes as a new one comes.
      if frames.count > 20 { arena.release(frames.removeFirst()) }
      reserved.append(arena.reservedBytes)
    }
    #expect(reserved[199] == reserved[50], "steady state: no new memory touched")
    #expect(arena.nodeCount < 6 + 20 * 4)
    for frame in frames { arena.release(frame) }
    #expect(arena.nodeCount == 0)
    #expect(arena.bytes == 0)
  }

  @Test func aNodeKeptElsewhereOutlivesItsFrame() {
    let (root, square, _, _) = makeTree()
    let arena = ElementSnapshotArena()
    let first = arena.capture(root, reusing: nil)
    let kept = arena.children(of: first)[0]
    arena.retain(kept)
    square.position = Point(x: 99, y: 99)
    let second = arena.capture(root, reusing: first)
    arena.release(first)
    #expect(arena.appearance(of: kept).position == Point(x: 35, y: 35))
    #expect(arena.appearance(of: arena.children(of: second)[0]).position == Point(x: 99, y: 99))
    arena.release(kept)
    arena.release(second)
    #expect(arena.nodeCount == 0)
  }
}
