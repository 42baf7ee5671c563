import MaterialMotion
import Testing

@MainActor
@Suite struct ElementGeometryTests {
  func box() -> Element {
    let element = Element()
    element.size = Size(width: 100, height: 50)
    element.position = Point(x: 100, y: 100)
    return element
  }

  @Test func frameOfUntransformedElement() {
    #expect(box().frame == Rect(x: 50, y: 75, width: 100, height: 50))
    #expect(box().bounds == Rect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test func frameIsBoundingBoxOfTransformedRectangle() {
    let rotated = box()
    rotated.rotation = .pi / 2
    #expect(Near.equal(rotated.frame, Rect(x: 75, y: 50, width: 50, height: 100)))
    let scaled = box()
    scaled.scale = 2
    #expect(Near.equal(scaled.frame, Rect(x: 0, y: 50, width: 200, height: 100)))
    let anchored = box()
    anchored.anchorPoint = .zero
    #expect(anchored.frame == Rect(x: 100, y: 100, width: 100, height: 50))
  }

  @Test func settingFrameSetsPositionFromAnchorAndSize() {
    let element = Element()
    element.anchorPoint = Point(x: 0, y: 1)
    element.frame = Rect(x: 10, y: 20, width: 30, height: 40)
    #expect(element.size == Size(width: 30, height: 40))
    #expect(element.position == Point(x: 10, y: 60))
    #expect(element.frame == Rect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test func convertThroughRotatedAndScaledAncestors() {
    let root = Element(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let container = Element(frame: Rect(x: 100, y: 100, width: 200, height: 200))
    container.rotation = .pi / 2
    let child = Element(frame: Rect(x: 0, y: 0, width: 20, height: 20))
    child.scale = 2
    root.addChild(container)
    container.addChild(child)

    // The container's top-left corner, turned a quarter clockwise about its centre (200, 200),
    // lands at the window's (300, 100).
    #expect(Near.equal(container.convert(.zero, to: nil), Point(x: 300, y: 100)))
    #expect(Near.equal(container.convert(Point(x: 300, y: 100), from: root), .zero))

    // The child's centre is its anchor: at (10, 10) in the container.
    #expect(Near.equal(child.convert(Point(x: 10, y: 10), to: container), Point(x: 10, y: 10)))
    // The child's top-left corner is 10 points up-left of its centre, doubled by scale.
    #expect(Near.equal(child.convert(.zero, to: container), Point(x: -10, y: -10)))

    let samples = [Point(x: 3, y: 4), Point(x: -7, y: 12.5), Point(x: 100, y: -20)]
    for p in samples {
      let inWindow = child.convert(p, to: nil)
      #expect(Near.equal(child.convert(inWindow, from: nil), p, 1e-9))
      let inRoot = child.convert(p, to: root)
      #expect(Near.equal(root.convert(inRoot, to: child), p, 1e-9))
      #expect(Near.equal(child.convert(inRoot, from: root), p, 1e-9))
    }
    #expect(Near.equal(child.convertVector(Point(x: 1, y: 0), to: nil), Point(x: 0, y: 2)))
  }

  @Test func anchorPointAdjustmentKeepsTheRectangleStill() {
    let element = box()
    element.rotation = 0.4
    element.scale = 1.5
    let corners = [Point.zero, Point(x: 100, y: 0), Point(x: 0, y: 50), Point(x: 100, y: 50)]
    let before = corners.map { element.convert($0, to: nil) }
    element.setAnchorPointKeepingFrame(Point(x: 0.2, y: 0.9))
    #expect(element.anchorPoint == Point(x: 0.2, y: 0.9))
    let after = corners.map { element.convert($0, to: nil) }
    for (b, a) in zip(before, after) { #expect(Near.equal(a, b, 1e-9)) }
  }
}

@MainActor
@Suite struct HitTestTests {
  @Test func respectsRotation() {
    let root = Element(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let diamond = Element(frame: Rect(x: 100, y: 100, width: 100, height: 100))
    diamond.rotation = .pi / 4
    root.addChild(diamond)
    // The centre is inside; a corner of the unrotated square is outside the diamond.
    #expect(root.hitTest(Point(x: 150, y: 150)) === diamond)
    #expect(root.hitTest(Point(x: 105, y: 105)) === root)
    // The tip of the diamond sticks out past the unrotated square.
    #expect(root.hitTest(Point(x: 150, y: 95)) === diamond)
  }

  @Test func respectsScale() {
    let root = Element(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let small = Element(frame: Rect(x: 100, y: 100, width: 100, height: 100))
    small.scale = 0.5
    root.addChild(small)
    #expect(root.hitTest(Point(x: 110, y: 110)) === root)
    #expect(root.hitTest(Point(x: 130, y: 130)) === small)
    small.scale = 0
    #expect(root.hitTest(Point(x: 150, y: 150)) === root)
  }

  @Test func zOrderHigherZIndexThenLaterChild() {
    let root = Element(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let a = Element(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let b = Element(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    root.addChild(a)
    root.addChild(b)
    #expect(root.hitTest(Point(x: 75, y: 75)) === b)
    a.zIndex = 1
    #expect(root.hitTest(Point(x: 75, y: 75)) === a)
  }

  @Test func skipsHiddenTransparentAndNonInteractiveSubtrees() {
    let root = Element(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let below = Element(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let above = Element(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let inner = Element(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    root.addChild(below)
    root.addChild(above)
    above.addChild(inner)
    let point = Point(x: 25, y: 25)
    #expect(root.hitTest(point) === inner)
    above.isHidden = true
    #expect(root.hitTest(point) === below)
    above.isHidden = false
    above.opacity = 0
    #expect(root.hitTest(point) === below)
    above.opacity = 1
    above.isUserInteractionEnabled = false
    #expect(root.hitTest(point) === below)
    above.isUserInteractionEnabled = true
    inner.isUserInteractionEnabled = false
    #expect(root.hitTest(point) === above)
  }

  @Test func childrenOutsideTheirParentAreStillHit() {
    let root = Element(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let parent = Element(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let child = Element(frame: Rect(x: 100, y: 100, width: 10, height: 10))
    root.addChild(parent)
    parent.addChild(child)
    #expect(root.hitTest(Point(x: 105, y: 105)) === child)
    #expect(root.hitTest(Point(x: 500, y: 500)) == nil)
  }
}
