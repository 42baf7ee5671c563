import CSDL2
import MaterialMotion
import SandboxTestSupport
import Testing

@testable import MaterialMotionSDL

/// `clipsToBounds` on screen, with both canvases: a clipping element's descendants are drawn
/// only inside its rounded rectangle (a circle included), under its transform, inside every
/// clipping ancestor. (Images, labels and polylines: `ClippedContentDrawingTests`.)
@MainActor
@Suite(.serialized) struct ClippingDrawingTests {
  /// A red child larger than its circular parent: red inside the circle, white outside (the
  /// corners of the child and of the parent's square), to within the pixel of the edge.
  @Test(arguments: [ElementRenderer.CanvasKind.raster])
  func aCircleClipsALargerChild(canvas: ElementRenderer.CanvasKind) throws {
    let root = ClipScene.root()
    ClipScene.circle(in: root).addChild(ClipScene.fill(Rect(x: -10, y: -10, width: 76, height: 76)))
    let frame = try ClipScene.draw(root, canvas: canvas)
    var wrong: [String] = []
    for y in 0..<128 {
      for x in 0..<128 {
        let dx = Double(x) + 0.5 - 48
        let dy = Double(y) + 0.5 - 48
        let distance = (dx * dx + dy * dy).squareRoot()
        if distance < 27.5 && ClipScene.colour(frame, x, y) != ClipScene.red {
          wrong.append("(\(x), \(y)) not red")
        } else if distance > 28.5 && ClipScene.colour(frame, x, y) != ClipScene.white {
          wrong.append("(\(x), \(y)) not white")
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(8))")
    #expect(
      ClipScene.colour(frame, 48, 48) == ClipScene.red
        && ClipScene.colour(frame, 21, 21) == ClipScene.white)
  }

  /// A rounded rectangle clips its child's corners away and keeps its sides.
  @Test(arguments: [ElementRenderer.CanvasKind.raster])
  func aRoundedRectangleClipsItsChildsCorners(canvas: ElementRenderer.CanvasKind) throws {
    let root = ClipScene.root()
    let card = Element(frame: Rect(x: 10, y: 10, width: 80, height: 50))
    card.cornerRadius = 12
    card.clipsToBounds = true
    root.addChild(card)
    card.addChild(ClipScene.fill(Rect(x: -20, y: -20, width: 120, height: 90)))
    let frame = try ClipScene.draw(root, canvas: canvas)
    #expect(frame.boundingBox(of: (255, 0, 0)) == PixelBox(minX: 10, minY: 10, maxX: 89, maxY: 59))
    for (x, y) in [(11, 11), (88, 11), (11, 58), (88, 58), (9, 30), (50, 60)] {
      #expect(ClipScene.colour(frame, x, y) == ClipScene.white, "(\(x), \(y))")
    }
    for (x, y) in [(50, 10), (10, 35), (89, 35), (50, 59), (14, 14), (50, 35)] {
      #expect(ClipScene.colour(frame, x, y) == ClipScene.red, "(\(x), \(y))")
    }
  }

  /// A child filling its rounded parent (a photo in a rounded cell, a circle's content) covers
  /// every pixel the parent's fill covers whole, and nothing the parent's fill does not touch.
  @Test(arguments: [ElementRenderer.CanvasKind.raster])
  func aChildFillingItsParentCoversTheParentsPixels(
    canvas: ElementRenderer.CanvasKind
  ) throws {
    for (frame, radius) in [
      (Rect(x: 10.3, y: 7.6, width: 90, height: 60), 14.0),
      (Rect(x: 20.5, y: 30.2, width: 56, height: 56), 28),
      (Rect(x: 3, y: 5, width: 100, height: 101), 50.5),
    ] {
      let root = ClipScene.root()
      let parent = ClipScene.fill(frame, 0x808080)
      parent.cornerRadius = radius
      parent.clipsToBounds = true
      root.addChild(parent)
      let child = ClipScene.fill(Rect(origin: .zero, size: frame.size))
      parent.addChild(child)
      child.isHidden = true
      let alone = try ClipScene.draw(root, canvas: canvas)
      child.isHidden = false
      let covered = try ClipScene.draw(root, canvas: canvas)
      var mismatches = 0
      for y in 0..<128 {
        for x in 0..<128 {
          let whole = ClipScene.colour(alone, x, y) == [128, 128, 128]
          let untouched = ClipScene.colour(alone, x, y) == ClipScene.white
          // To within a level: coverage of a thousandth of a pixel rounds differently.
          let red = covered.matches((255, 0, 0), at: x, y, tolerance: 1)
          let white = covered.matches((255, 255, 255), at: x, y, tolerance: 1)
          if (whole && !red) || (untouched && !white) { mismatches += 1 }
        }
      }
      #expect(mismatches == 0, "\(frame), radius \(radius)")
    }
  }

  /// Clips nest: a leaf is drawn only where it is inside both its clipping ancestors.
  @Test(arguments: [ElementRenderer.CanvasKind.raster])
  func nestedClipsIntersect(canvas: ElementRenderer.CanvasKind) throws {
    let root = ClipScene.root()
    let outer = Element(frame: Rect(x: 10, y: 10, width: 60, height: 100))
    outer.clipsToBounds = true
    root.addChild(outer)
    let inner = Element(frame: Rect(x: 30, y: 0, width: 60, height: 60))
    inner.cornerRadius = 30
    inner.clipsToBounds = true
    outer.addChild(inner)
    inner.addChild(ClipScene.fill(Rect(x: -100, y: -100, width: 300, height: 300)))
    let frame = try ClipScene.draw(root, canvas: canvas)
    // Inside both: the left half of the circle (centre (70, 40), radius 30) left of x = 70.
    #expect(frame.boundingBox(of: (255, 0, 0)) == PixelBox(minX: 40, minY: 10, maxX: 69, maxY: 69))
    #expect(ClipScene.colour(frame, 60, 40) == ClipScene.red)
    // Inside the circle only, inside the outer rectangle only, inside neither.
    #expect(ClipScene.colour(frame, 80, 40) == ClipScene.white)
    #expect(ClipScene.colour(frame, 20, 90) == ClipScene.white)
    #expect(ClipScene.colour(frame, 5, 5) == ClipScene.white)
  }

  /// A rotated clipping square is a diamond for its children.
  @Test(arguments: [ElementRenderer.CanvasKind.raster])
  func aRotatedParentClipsToItsRotatedShape(canvas: ElementRenderer.CanvasKind) throws {
    let root = ClipScene.root()
    let diamond = Element(frame: Rect(x: 44, y: 44, width: 40, height: 40))
    diamond.rotation = .pi / 4
    diamond.clipsToBounds = true
    root.addChild(diamond)
    diamond.addChild(ClipScene.fill(Rect(x: -40, y: -40, width: 120, height: 120)))
    let frame = try ClipScene.draw(root, canvas: canvas)
    // The diamond: |dx| + |dy| ≤ 28.3 about (64, 64).
    #expect(ClipScene.colour(frame, 64, 64) == ClipScene.red)
    #expect(ClipScene.colour(frame, 64, 38) == ClipScene.red)
    #expect(ClipScene.colour(frame, 89, 64) == ClipScene.red)
    #expect(ClipScene.colour(frame, 46, 46) == ClipScene.white)
    #expect(ClipScene.colour(frame, 81, 81) == ClipScene.white)
    #expect(ClipScene.colour(frame, 64, 33) == ClipScene.white)
    let box = try #require(frame.boundingBox(of: (255, 0, 0), tolerance: 200))
    #expect(box.matches(PixelBox(minX: 36, minY: 36, maxX: 91, maxY: 91), within: 1), "\(box)")
  }

  /// A rotated child across a circle's edge: its anti-aliased fill is cut to the circle.
  @Test(arguments: [ElementRenderer.CanvasKind.raster])
  func aRotatedChildIsClipped(canvas: ElementRenderer.CanvasKind) throws {
    let root = ClipScene.root()
    // A 60-point square about the circle's centre (48, 48): its corners reach 42 from it.
    let child = ClipScene.fill(Rect(x: -2, y: -2, width: 60, height: 60))
    child.rotation = 0.3
    let circle = ClipScene.circle(in: root)
    circle.clipsToBounds = false
    circle.addChild(child)
    let unclipped = try ClipScene.draw(root, canvas: canvas)
    // Towards two of the square's corners, 35 pixels from the centre: in the square only.
    #expect(ClipScene.colour(unclipped, 64, 78) == ClipScene.red)
    #expect(ClipScene.colour(unclipped, 31, 17) == ClipScene.red)
    circle.clipsToBounds = true
    let frame = try ClipScene.draw(root, canvas: canvas)
    #expect(ClipScene.colour(frame, 30, 30) == ClipScene.red)
    #expect(ClipScene.colour(frame, 48, 48) == ClipScene.red)
    #expect(ClipScene.colour(frame, 64, 78) == ClipScene.white)
    #expect(ClipScene.colour(frame, 31, 17) == ClipScene.white)
  }

  /// A clipping element of no area (zero wide) shows none of its descendants.
  @Test(arguments: [ElementRenderer.CanvasKind.raster])
  func aCollapsedClipShowsNothing(canvas: ElementRenderer.CanvasKind) throws {
    let root = ClipScene.root()
    let parent = ClipScene.circle(in: root)
    parent.frame = Rect(x: 48, y: 20, width: 0, height: 56)
    parent.addChild(ClipScene.fill(Rect(x: -40, y: -10, width: 76, height: 76)))
    let frame = try ClipScene.draw(root, canvas: canvas)
    #expect(frame.boundingBox(of: (255, 0, 0)) == nil)
  }
}
