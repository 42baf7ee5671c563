import MaterialMotion
import Testing

/// `clipsToBounds` and hit testing: a point outside a clipping element's rounded rectangle hits
/// none of its descendants, whatever they cover; the element itself is hit in its bounds.
@MainActor
@Suite struct ClippingHitTestTests {
  @Test func aRoundedRectangleContainsWhatIsInsideItsArcs() {
    let rect = Rect(x: 10, y: 20, width: 100, height: 50)
    #expect(rect.contains(Point(x: 10, y: 20), cornerRadius: 0))
    #expect(!rect.contains(Point(x: 10, y: 20), cornerRadius: 10))
    // Just inside and just outside the top-left arc (centre (20, 30), radius 10).
    #expect(rect.contains(Point(x: 13, y: 23), cornerRadius: 10))
    #expect(!rect.contains(Point(x: 12, y: 22), cornerRadius: 10))
    // The middle of each side is unaffected; the max edges stay exclusive.
    #expect(rect.contains(Point(x: 10, y: 45), cornerRadius: 10))
    #expect(!rect.contains(Point(x: 110, y: 45), cornerRadius: 10))
    // The radius is clamped to half the shorter side: a stadium, not a bigger arc.
    #expect(rect.contains(Point(x: 60, y: 20.5), cornerRadius: 1000))
    #expect(!rect.contains(Point(x: 12, y: 22), cornerRadius: 1000))
    #expect(!Rect.null.contains(.zero, cornerRadius: 1))
  }

  /// A circle (a 56-point square with a radius of 28) with a larger child: the child is hit
  /// inside the circle only; the circle's own bounds are still the circle's.
  @Test func aCircularClipStopsHitsOnItsChildOutsideTheCircle() {
    let root = Element(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let circle = Element(frame: Rect(x: 100, y: 100, width: 56, height: 56))
    circle.cornerRadius = 28
    circle.clipsToBounds = true
    let child = Element(frame: Rect(x: -50, y: -50, width: 156, height: 156))
    root.addChild(circle)
    circle.addChild(child)
    #expect(root.hitTest(Point(x: 128, y: 128)) === child)
    #expect(root.hitTest(Point(x: 128, y: 101)) === child)
    // Inside the circle's square, outside the circle: the circle itself.
    #expect(root.hitTest(Point(x: 102, y: 102)) === circle)
    // Outside the circle's bounds, inside the child: nothing of the circle's subtree.
    #expect(root.hitTest(Point(x: 80, y: 128)) === root)
    circle.clipsToBounds = false
    #expect(root.hitTest(Point(x: 80, y: 128)) === child)
    #expect(root.hitTest(Point(x: 102, y: 102)) === child)
  }

  /// Clips nest: a grandchild is hit only where it is inside both clipping ancestors.
  @Test func nestedClipsBothApply() {
    let root = Element(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let outer = Element(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    outer.clipsToBounds = true
    let inner = Element(frame: Rect(x: 50, y: 0, width: 100, height: 100))
    inner.clipsToBounds = true
    let leaf = Element(frame: Rect(x: -100, y: 0, width: 300, height: 100))
    root.addChild(outer)
    outer.addChild(inner)
    inner.addChild(leaf)
    #expect(root.hitTest(Point(x: 75, y: 50)) === leaf)
    // Inside the outer clip only: `outer` itself.
    #expect(root.hitTest(Point(x: 25, y: 50)) === outer)
    // Inside neither: nothing.
    #expect(root.hitTest(Point(x: 125, y: 50)) === root)
  }

  /// The clip is the shape under the element's whole transform: a rotated clipping square is a
  /// diamond for its descendants.
  @Test func aRotatedClipIsTheRotatedShape() {
    let root = Element(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let diamond = Element(frame: Rect(x: 100, y: 100, width: 100, height: 100))
    diamond.rotation = .pi / 4
    diamond.clipsToBounds = true
    let child = Element(frame: Rect(x: -100, y: -100, width: 300, height: 300))
    root.addChild(diamond)
    diamond.addChild(child)
    #expect(root.hitTest(Point(x: 150, y: 150)) === child)
    // The tip of the diamond is in the clip; a corner of the unrotated square is not.
    #expect(root.hitTest(Point(x: 150, y: 95)) === child)
    #expect(root.hitTest(Point(x: 103, y: 103)) === root)
  }
}
