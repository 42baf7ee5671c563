import Testing

@testable import MaterialMotion

/// `ElementChanges`: a capture that reuses the arena's last frame reads only the attributes
/// written since, and still keeps exactly what a capture that reads everything keeps.
@MainActor
@Suite struct ElementChangesTests {
  /// A small deterministic generator (xorshift64*), so a failure replays.
  private struct Generator {
    var state: UInt64
    mutating func next(_ count: Int) -> Int {
      state ^= state >> 12
      state ^= state << 25
      state ^= state >> 27
      return Int((state &* 2_685_821_657_736_338_717) >> 33) % count
    }
    mutating func value() -> Double { Double(next(2001) - 1000) / 8 }
  }

  /// A root with two groups of squares (4, and 20: enough for the capture to read a group's
  /// children ahead), a label and a polyline.
  private func makeTree() -> (root: Element, elements: [Element]) {
    let root = Element(frame: Rect(x: 0, y: 0, width: 800, height: 600))
    var elements: [Element] = [root]
    for count in [4, 20] {
      let group = Element(frame: Rect(x: 10, y: 10, width: 300, height: 300))
      root.addChild(group)
      elements.append(group)
      for index in 0..<count {
        let square = Element(frame: Rect(x: Double(index) * 20, y: 0, width: 12, height: 12))
        group.addChild(square)
        elements.append(square)
      }
    }
    let label = Label(text: "label")
    let line = Polyline()
    line.points = [Point(x: 0, y: 0), Point(x: 3, y: 4)]
    root.addChild(label)
    root.addChild(line)
    return (root, elements + [label, line])
  }

  /// One random write: a reactive attribute, a plain one, the text or the tree.
  private func change(_ element: Element, of root: Element, _ random: inout Generator) {
    let value = random.value()
    switch random.next(15) {
    case 0: element.position = Point(x: value, y: -value)
    case 1: element.scale = value
    case 2: element.rotation = value
    case 3: element.opacity = value
    case 4: element.size = Size(width: value, height: 1)
    case 5: element.anchorPoint = Point(x: value, y: 0)
    case 6: element.backgroundColor = Color(red: value, green: 0, blue: 1, alpha: 1)
    case 7: element.cornerRadius = value
    case 8: element.elevation = value
    case 9: element.zIndex = Int(value)
    case 10: element.isHidden.toggle()
    case 11: element.clipsToBounds.toggle()
    case 12: (element as? Label)?.text = "\(value)"
    case 13: (element as? Polyline)?.points.append(Point(x: value, y: value))
    default:
      // A new element in place of a leaf, or a leaf moved to the root.
      if element.children.isEmpty, element !== root {
        if random.next(2) == 0 {
          element.parent?.insertChild(
            Element(frame: Rect(x: value, y: 0, width: 5, height: 5)), at: 0)
        } else {
          root.addChild(element)
        }
      }
    }
  }

  @Test func aCaptureFromTheStampsKeepsWhatAFullReadKeeps() {
    for seed in 1...20 {
      let (root, elements) = makeTree()
      var random = Generator(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15)
      let arena = ElementSnapshotArena()
      var last = arena.capture(root, reusing: nil)
      for frame in 0..<60 {
        for _ in 0..<random.next(4) {
          change(elements[random.next(elements.count)], of: root, &random)
        }
        let next = arena.capture(root, reusing: last)
        arena.release(last)
        last = next
        #expect(
          arena.holds(ElementSnapshot(of: root), at: next), "seed \(seed), frame \(frame)")
      }
    }
  }

  @Test func attributesNotWrittenSinceTheLastCaptureAreNotReadAgain() {
    let (root, elements) = makeTree()
    let square = elements[2]
    let arena = ElementSnapshotArena()
    let first = arena.capture(root, reusing: nil)
    // Storage changed behind the property's back: no stamp, so the capture keeps the value
    // it has; a capture that reads everything sees it.
    square.positionProperty.storage = Point(x: 77, y: 77)
    square.cornerRadiusProperty.storage = 9
    let second = arena.capture(root, reusing: first)
    #expect(second == first)
    #expect(!arena.holds(ElementSnapshot(of: root), at: second))
    let full = ElementSnapshotArena()
    #expect(full.holds(ElementSnapshot(of: root), at: full.capture(root, reusing: nil)))
    // A write through the property is read; a write of any of the style's attributes (the
    // same size again) reads the whole style again.
    square.position = Point(x: 78, y: 78)
    let unmoved = arena.capture(root, reusing: second)
    #expect(child(0, 0, of: unmoved, in: arena).cornerRadius == 0)
    square.size = square.size
    let third = arena.capture(root, reusing: unmoved)
    let kept = child(0, 0, of: third, in: arena)
    #expect(kept.position == Point(x: 78, y: 78))
    #expect(kept.cornerRadius == 9)
    // Setting a plain attribute kept with the style (even to its value) is a write of the
    // style: the style is read again, as a moved square's is not.
    var last = third
    let writes: [() -> Void] = [
      { square.zIndex = square.zIndex },
      { square.isHidden = false },
      { square.clipsToBounds = false },
    ]
    for write in writes {
      square.cornerRadiusProperty.storage += 1
      write()
      let next = arena.capture(root, reusing: last)
      #expect(child(0, 0, of: next, in: arena).cornerRadius == square.cornerRadius)
      last = next
    }
  }

  /// The appearance of the `index`th child of the `group`th child of `node`.
  private func child(
    _ group: Int, _ index: Int, of node: ElementSnapshotArena.Node, in arena: ElementSnapshotArena
  ) -> ElementSnapshot.Appearance {
    arena.appearance(of: arena.children(of: arena.children(of: node)[group])[index])
  }

  @Test func aCaptureReusingAnOlderFrameOrAnotherArenasReadsEverything() {
    let (root, elements) = makeTree()
    let square = elements[2]
    let one = ElementSnapshotArena()
    let other = ElementSnapshotArena()
    let first = one.capture(root, reusing: nil)
    let otherFirst = other.capture(root, reusing: nil)
    square.position = Point(x: 50, y: 60)
    let second = one.capture(root, reusing: first)
    // `other`'s last capture was before the write, though `one` captured since.
    let otherSecond = other.capture(root, reusing: otherFirst)
    #expect(other.holds(ElementSnapshot(of: root), at: otherSecond))
    // Reusing `first` (not the last capture) reads everything, even storage set unstamped.
    square.positionProperty.storage = Point(x: 1, y: 2)
    let again = one.capture(root, reusing: first)
    #expect(one.holds(ElementSnapshot(of: root), at: again))
    _ = second
  }
}
