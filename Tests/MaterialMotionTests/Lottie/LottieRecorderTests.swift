import Foundation
import MaterialMotion
import Testing

@MainActor @Suite struct LottieRecorderTests {
  /// Records `frames` frames of `root`, calling `step` before each, and returns the animation
  /// as parsed JSON.
  func record(
    _ root: Element, frames: Int, images: [String: LottieImage] = [:],
    step: (Int) -> Void
  ) throws -> [String: Any] {
    let arena = ElementSnapshotArena()
    let recorder = LottieRecorder(width: 400, height: 300, fps: 60)
    var previous: ElementSnapshotArena.Node?
    for frame in 0..<frames {
      step(frame)
      let node = arena.capture(root, reusing: previous)
      recorder.append(node, of: arena, time: Double(frame) / 60)
      previous = node
    }
    let bytes = recorder.encode { images[$0] }
    return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
  }

  func layers(_ animation: [String: Any]) -> [[String: Any]] {
    animation["layers"] as? [[String: Any]] ?? []
  }

  @Test func aMovingSquareIsOneLayerWithItsMotion() throws {
    let root = Element(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let square = Element(frame: Rect(x: 10, y: 20, width: 50, height: 40))
    square.backgroundColor = Color(red: 1, green: 0, blue: 0)
    square.cornerRadius = 8
    root.addChild(square)
    let animation = try record(root, frames: 60) { frame in
      square.position = Point(x: 35 + 2 * Double(frame), y: 40)
    }
    #expect(animation["fr"] as? Double == 60)
    #expect(animation["op"] as? Double == 60)
    let all = layers(animation)
    #expect(all.count == 1)
    let transform = try #require(all.first?["ks"] as? [String: Any])
    let position = try #require(transform["p"] as? [String: Any])
    let keys = try #require(position["k"] as? [[String: Any]])
    // A straight line: two keyframes, from (35, 40) to (153, 40).
    #expect(keys.count == 2)
    #expect((keys.first?["s"] as? [Double]) == [35, 40])
    #expect((keys.last?["s"] as? [Double]) == [153, 40])
    #expect((keys.last?["t"] as? Double) == 59)
    let shapes = try #require(all.first?["shapes"] as? [[String: Any]])
    #expect((shapes[0]["r"] as? [String: Any])?["k"] as? Double == 8)
    #expect((shapes[1]["c"] as? [String: Any])?["k"] as? [Double] == [1, 0, 0])
  }

  /// An element raised above another mid-run: Lottie's layers keep one order, so the frames
  /// after it are new layers, stacked the new way (top first).
  @Test func aChangeOfStackingStartsNewLayers() throws {
    let root = Element(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let a = Element(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    let b = Element(frame: Rect(x: 20, y: 20, width: 50, height: 50))
    a.backgroundColor = Color(red: 1, green: 0, blue: 0)
    b.backgroundColor = Color(red: 0, green: 0, blue: 1)
    root.addChild(a)
    root.addChild(b)
    let animation = try record(root, frames: 20) { frame in
      if frame == 10 { a.zIndex = 1 }
    }
    let all = layers(animation)
    #expect(all.count == 4)
    let colours = all.map {
      (($0["shapes"] as? [[String: Any]])?[1]["c"] as? [String: Any])?["k"] as? [Double]
    }
    // The first segment (frames 0–9): b on top; the second (10–19): a on top.
    #expect(all.map { $0["ip"] as? Double } == [0, 0, 10, 10])
    #expect(colours == [[0, 0, 1], [1, 0, 0], [1, 0, 0], [0, 0, 1]])
  }

  /// A clipping parent's rounded rectangle is a mask of its child, in the child's coordinates.
  @Test func aClippingParentIsAMask() throws {
    let root = Element(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let clip = Element(frame: Rect(x: 100, y: 100, width: 80, height: 60))
    clip.clipsToBounds = true
    let child = Element(frame: Rect(x: 10, y: 10, width: 200, height: 200))
    child.backgroundColor = .black
    root.addChild(clip)
    clip.addChild(child)
    let animation = try record(root, frames: 3) { _ in }
    let masks = try #require(layers(animation).first?["masksProperties"] as? [[String: Any]])
    #expect(masks.count == 1)
    let path = try #require((masks[0]["pt"] as? [String: Any])?["k"] as? [String: Any])
    let vertices = try #require(path["v"] as? [[Double]])
    // The clip's corners in the child's coordinates: (−10, −10) to (70, 50).
    #expect(vertices.map { $0[0] }.min() == -10 && vertices.map { $0[0] }.max() == 70)
    #expect(vertices.map { $0[1] }.min() == -10 && vertices.map { $0[1] }.max() == 50)
  }

  /// An image element's PNG is embedded once as a data URL, and its layer stretches it over
  /// the element's bounds.
  @Test func anImageIsAnEmbeddedAsset() throws {
    let root = Element(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let photo = ImageElement()
    photo.frame = Rect(x: 0, y: 0, width: 100, height: 50)
    photo.imagePath = "/photos/a.png"
    root.addChild(photo)
    // A PNG's signature and header (200 × 100 pixels) are all the size is read from.
    let png: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
      + Array("IHDR".utf8) + [0, 0, 0, 200, 0, 0, 0, 100, 8, 6, 0, 0, 0]
    let image = try #require(LottieImage(png: png))
    #expect(image.width == 200 && image.height == 100)
    let animation = try record(root, frames: 2, images: ["/photos/a.png": image]) { _ in }
    let assets = try #require(animation["assets"] as? [[String: Any]])
    #expect(assets.count == 1)
    let url = try #require(assets[0]["p"] as? String)
    #expect(url == "data:image/png;base64," + Data(png).base64EncodedString())
    let layer = try #require(layers(animation).first)
    #expect(layer["ty"] as? Int == 2 && layer["refId"] as? String == assets[0]["id"] as? String)
    let scale = ((layer["ks"] as? [String: Any])?["s"] as? [String: Any])?["k"] as? [Double]
    #expect(scale == [50, 50])
  }
}
