import CSDL2
import MaterialMotion
import SandboxTestSupport
import Testing

@testable import MaterialMotionSDL

/// What a clip cuts besides rectangles, with both canvases: images (stretched: textured
/// triangles), labels (snapped: bands of their rows, texel for texel), polylines (cut segments);
/// and children wholly inside (drawn exactly as without the clip) or wholly outside (not drawn).
@MainActor
@Suite(.serialized) struct ClippedContentDrawingTests {
  /// A 16×8 PNG (left half red, right half blue) stretched over 64×32 points, clipped to the
  /// circle: its middle is drawn, its corners (outside the circle) are not.
  @Test(arguments: [ElementRenderer.CanvasKind.raster])
  func anImageIsClipped(canvas: ElementRenderer.CanvasKind) throws {
    var pixels: [UInt8] = []
    for _ in 0..<8 {
      for x in 0..<16 { pixels += x < 8 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
    }
    let path = AppHarness.temporaryDirectory("clip") + "/halves.png"
    try PNGFile.write(
      path: path, pixels: pixels, width: 16, height: 8, channels: 4, replacing: true)
    let root = ClipScene.root()
    let image = ImageElement(imagePath: path)
    image.frame = Rect(x: -4, y: 12, width: 64, height: 32)
    ClipScene.circle(in: root).addChild(image)
    let frame = try ClipScene.draw(root, canvas: canvas)
    #expect(ClipScene.colour(frame, 40, 48) == ClipScene.red)
    #expect(ClipScene.colour(frame, 56, 48) == [0, 0, 255])
    #expect(ClipScene.colour(frame, 21, 48) == ClipScene.red)
    for (x, y) in [(17, 33), (22, 34), (74, 34), (74, 62), (22, 62)] {
      #expect(ClipScene.colour(frame, x, y) == ClipScene.white, "(\(x), \(y))")
    }
  }

  /// A label whose text runs past its clipping parent's right edge: none of it right of the
  /// edge (some without the clip), and left of it exactly what is drawn without the clip.
  @Test(arguments: [ElementRenderer.CanvasKind.raster])
  func aLabelIsClipped(canvas: ElementRenderer.CanvasKind) throws {
    let root = ClipScene.root()
    let parent = Element(frame: Rect(x: 0, y: 0, width: 50, height: 128))
    parent.cornerRadius = 8
    root.addChild(parent)
    let label = Label(text: "MMMMMM")
    label.fontSize = 24
    label.frame = Rect(x: 0, y: 40, width: 128, height: 40)
    parent.addChild(label)
    func dark(_ frame: Frame, columns: Range<Int>) -> Int {
      var count = 0
      for y in 0..<128 {
        for x in columns where frame.rgb(x, y).0 < 128 { count += 1 }
      }
      return count
    }
    let unclipped = try ClipScene.draw(root, canvas: canvas)
    #expect(dark(unclipped, columns: 51..<128) > 50)
    parent.clipsToBounds = true
    let clipped = try ClipScene.draw(root, canvas: canvas)
    #expect(dark(clipped, columns: 50..<128) == 0)
    #expect(dark(clipped, columns: 0..<50) > 50)
    var same = true
    for y in 0..<128 {
      for x in 0..<50 where clipped.rgb(x, y) != unclipped.rgb(x, y) { same = false }
    }
    #expect(same)
  }

  /// A polyline across a circle: drawn inside, cut at the edge, not drawn outside.
  @Test(arguments: [ElementRenderer.CanvasKind.raster])
  func aPolylineIsCutAtTheEdge(canvas: ElementRenderer.CanvasKind) throws {
    let root = ClipScene.root()
    let line = Polyline()
    line.frame = Rect(x: -20, y: 0, width: 100, height: 56)
    line.points = [Point(x: 0, y: 20.5), Point(x: 50, y: 20.5), Point(x: 100, y: 40.5)]
    line.lineColor = Color(hex: 0xFF0000)
    ClipScene.circle(in: root).addChild(line)
    let frame = try ClipScene.draw(root, canvas: canvas)
    // From (0, 40.5) to (50, 40.5) to (100, 60.5) in the window; the circle is 20...76.
    #expect(ClipScene.colour(frame, 40, 40) == ClipScene.red)
    #expect(ClipScene.colour(frame, 25, 40) == ClipScene.red)
    // Anti-aliased across the rows it passes between: mostly red there.
    #expect((43...46).contains { frame.rgb(60, $0).0 == 255 && frame.rgb(60, $0).1 < 80 })
    let box = try #require(frame.boundingBox(of: (255, 0, 0), tolerance: 200))
    #expect(box.minX >= 20 && box.minX <= 22 && box.maxX <= 76 && box.maxX >= 70, "\(box)")
  }

  /// A child wholly outside its clipping parent is not drawn at all; children wholly inside
  /// (a rectangle, a rotated one, an image, a label, a polyline) are drawn as without the clip,
  /// to within the rounding of their layer (one level).
  @Test(arguments: [ElementRenderer.CanvasKind.raster])
  func childrenWhollyInsideAreUnchangedAndOutsideAreNotDrawn(
    canvas: ElementRenderer.CanvasKind
  ) throws {
    let root = ClipScene.root()
    let parent = Element(frame: Rect(x: 4.3, y: 4.6, width: 100, height: 100))
    parent.cornerRadius = 10
    parent.backgroundColor = Color(hex: 0xEEEEEE)
    root.addChild(parent)
    let rect = ClipScene.fill(Rect(x: 10, y: 10, width: 30, height: 20), 0x2060A0)
    rect.cornerRadius = 5
    let rotated = ClipScene.fill(Rect(x: 50, y: 15, width: 30, height: 20), 0x00A040)
    rotated.rotation = 0.4
    rotated.opacity = 0.7
    let label = Label(text: "clip")
    label.frame = Rect(x: 10, y: 40, width: 60, height: 20)
    let line = Polyline()
    line.frame = Rect(x: 10, y: 70, width: 80, height: 25)
    line.points = [Point(x: 0, y: 0), Point(x: 40, y: 24), Point(x: 80, y: 3)]
    parent.addChild(rect)
    parent.addChild(rotated)
    parent.addChild(label)
    parent.addChild(line)
    let unclipped = try ClipScene.draw(root, canvas: canvas)
    parent.clipsToBounds = true
    let clipped = try ClipScene.draw(root, canvas: canvas)
    #expect(clipped.differingPixels(from: unclipped, tolerance: 1) == 0)
    let outside = ClipScene.fill(Rect(x: 105, y: 10, width: 10, height: 10))
    parent.addChild(outside)
    let withOutside = try ClipScene.draw(root, canvas: canvas)
    #expect(withOutside.pixels.elementsEqual(clipped.pixels))
  }
}
