import MaterialMotion
import Testing

/// `ElementSnapshot`: a copy of what a tree draws, sharing what did not change with the
/// snapshot before, and an element tree made from it that looks the same.
@MainActor
@Suite struct ElementSnapshotTests {
  /// A root with a square, a label and a polyline in a group.
  private func makeTree() -> (root: Element, square: Element, label: Label, line: Polyline) {
    let root = Element(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let square = Element(frame: Rect(x: 10, y: 10, width: 50, height: 50))
    square.backgroundColor = Color(hex: 0x6200EE)
    square.cornerRadius = 4
    let group = Element(frame: Rect(x: 100, y: 100, width: 200, height: 100))
    let label = Label(text: "a label with a long text")
    label.textAlignment = .center
    let line = Polyline()
    line.points = [Point(x: 0, y: 0), Point(x: 10, y: 5)]
    root.addChild(square)
    root.addChild(group)
    group.addChild(label)
    group.addChild(line)
    return (root, square, label, line)
  }

  @Test func anUnchangedTreeIsSharedWhole() {
    let (root, _, _, _) = makeTree()
    let (first, added) = ElementSnapshot.capture(root, reusing: nil)
    #expect(added > 0)
    #expect(first.nodeCount == 5)
    let (second, addedAgain) = ElementSnapshot.capture(root, reusing: first)
    #expect(second === first)
    #expect(addedAgain == 0)
  }

  @Test func aChangeCopiesOnlyThePathToIt() {
    let (root, _, label, _) = makeTree()
    let first = ElementSnapshot.capture(root, reusing: nil).snapshot
    label.text = "changed"
    let (second, added) = ElementSnapshot.capture(root, reusing: first)
    #expect(second !== first)
    // The square is shared; the group and the label are new; the polyline is shared.
    #expect(second.children[0] === first.children[0])
    #expect(second.children[1] !== first.children[1])
    #expect(second.children[1].children[0] !== first.children[1].children[0])
    #expect(second.children[1].children[1] === first.children[1].children[1])
    // Three nodes; the root and the group hold two children each.
    #expect(added == 3 * ElementSnapshot.nodeBytes + 4 * 8)
    guard case .label(let text, _, _, _) = second.children[1].children[0].appearance.content else {
      Issue.record("the label's snapshot is not a label")
      return
    }
    #expect(text == "changed")
  }

  @Test func aChildAddedOrRemovedIsSeen() {
    let (root, square, _, _) = makeTree()
    let first = ElementSnapshot.capture(root, reusing: nil).snapshot
    square.removeFromParent()
    let second = ElementSnapshot.capture(root, reusing: first).snapshot
    #expect(second.nodeCount == 4)
    root.addChild(square)
    let third = ElementSnapshot.capture(root, reusing: second).snapshot
    #expect(third.nodeCount == 5)
    #expect(third.children[1].appearance.backgroundColor == Color(hex: 0x6200EE))
  }

  @Test func aHiddenElementIsKeptWithoutItsSubtree() {
    let (root, _, _, line) = makeTree()
    line.parent?.isHidden = true
    let snapshot = ElementSnapshot(of: root)
    #expect(snapshot.children[1].appearance.isHidden)
    #expect(snapshot.children[1].children.isEmpty)
  }

  @Test func theElementsMadeLookAsTheOriginalsDid() {
    let (root, square, label, line) = makeTree()
    square.rotation = 0.3
    square.scale = 1.5
    square.opacity = 0.5
    square.zIndex = 3
    square.clipsToBounds = true
    let image = ImageElement(imagePath: "photo.png")
    root.addChild(image)
    let made = ElementSnapshot(of: root).makeElement()
    let copies = made.children
    #expect(copies.count == 3)
    #expect(ElementSnapshot.Appearance(of: copies[0]) == ElementSnapshot.Appearance(of: square))
    #expect(!copies[0].isUserInteractionEnabled)
    let madeLabel = try? #require(copies[1].children[0] as? Label)
    #expect(madeLabel?.text == label.text)
    #expect(madeLabel?.textAlignment == .center)
    #expect((copies[1].children[1] as? Polyline)?.points == line.points)
    #expect((copies[2] as? ImageElement)?.imagePath == "photo.png")
  }
}
