import Foundation
import MaterialMotion
import Testing

/// Labels in a Lottie recording: a label of few texts is an image of each, shown in its frames;
/// one whose text takes many values is one text layer, its text held from every change.
@MainActor @Suite struct LottieLabelTests {
  /// A PNG's signature and header (`width` × 10 pixels): all an image's size is read from.
  func png(width: UInt8) -> LottieImage {
    let bytes: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
      + Array("IHDR".utf8) + [0, 0, 0, width, 0, 0, 0, 10, 8, 6, 0, 0, 0]
    return LottieImage(png: bytes)!
  }

  /// Text measured as 6 points a character, 12 high, its baseline 9 below its top.
  let textLayers = LottieTextLayers.sixPointsACharacter

  /// Records `frames` frames of a label at (100, 50), 120 × 20 points, showing `text(frame)`,
  /// and returns the animation and the texts asked for as images.
  func record(
    frames: Int, alignment: TextAlignment = .left, text: (Int) -> String
  ) throws -> (animation: [String: Any], asked: [String]) {
    let root = Element(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let label = Label()
    label.frame = Rect(x: 100, y: 50, width: 120, height: 20)
    label.textAlignment = alignment
    label.fontSize = 12
    root.addChild(label)
    let arena = ElementSnapshotArena()
    let recorder = LottieRecorder(width: 400, height: 300, fps: 60)
    var previous: ElementSnapshotArena.Node?
    for frame in 0..<frames {
      label.text = text(frame)
      let node = arena.capture(root, reusing: previous)
      recorder.append(node, of: arena, time: Double(frame) / 60)
      previous = node
    }
    var asked: [String] = []
    let bytes = recorder.encode(
      images: { _ in nil },
      labels: { label in
        asked.append(label.text)
        return png(width: UInt8(6 * label.text.count))
      }, text: textLayers)
    let animation = try #require(
      try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    return (animation, asked)
  }

  func layers(_ animation: [String: Any]) -> [[String: Any]] {
    animation["layers"] as? [[String: Any]] ?? []
  }

  /// A property's value at each keyframe, or its one value.
  func values(_ layer: [String: Any], _ name: String) -> [[Double]] {
    guard let property = (layer["ks"] as? [String: Any])?[name] as? [String: Any] else { return [] }
    if let keys = property["k"] as? [[String: Any]] {
      return keys.map { ($0["s"] as? [Double]) ?? [] }
    }
    if let value = property["k"] as? [Double] { return [value] }
    return (property["k"] as? Double).map { [[$0]] } ?? []
  }

  @Test func aLabelOfFewTextsIsAnImageOfEachShownInItsFrames() throws {
    let (animation, asked) = try record(frames: 30) { $0 < 10 || $0 >= 20 ? "On" : "Off" }
    #expect(asked == ["On", "Off"])
    #expect((animation["assets"] as? [[String: Any]])?.count == 2)
    #expect(animation["fonts"] == nil)
    let texts = layers(animation).filter { ($0["nm"] as? String)?.hasSuffix(" text") == true }
    #expect(texts.count == 2 && texts.allSatisfy { $0["ty"] as? Int == 2 })
    // "On" over the whole run, hidden while "Off" shows; "Off" from its first frame to its last.
    let on = try #require(texts.first { $0["refId"] as? String == "image_0" })
    let off = try #require(texts.first { $0["refId"] as? String == "image_1" })
    #expect(on["ip"] as? Double == 0 && on["op"] as? Double == 30)
    #expect(off["ip"] as? Double == 10 && off["op"] as? Double == 20)
    #expect(values(on, "o").map { $0[0] }.contains(0))
    #expect(values(off, "o") == [[100]])
  }

  @Test func aLabelOfManyTextsIsOneTextLayerHeldFromEveryChange() throws {
    let (animation, asked) = try record(frames: 30) { "\($0 / 2)" }
    #expect(asked.isEmpty, "no images of a text layer's texts: \(asked)")
    #expect((animation["assets"] as? [[String: Any]])?.isEmpty == true)
    let fonts = try #require((animation["fonts"] as? [String: Any])?["list"] as? [[String: Any]])
    #expect(fonts.count == 1 && fonts[0]["fName"] as? String == "DejaVuSans")
    #expect(fonts[0]["fFamily"] as? String == "DejaVu Sans")
    let texts = layers(animation).filter { $0["ty"] as? Int == 5 }
    #expect(texts.count == 1)
    let layer = try #require(texts.first)
    let keys = try #require(
      ((layer["t"] as? [String: Any])?["d"] as? [String: Any])?["k"] as? [[String: Any]])
    // A change every second frame: 15 texts, each from the frame it first shows in.
    #expect(keys.map { $0["t"] as? Double } == (0..<15).map { Double($0 * 2) })
    let documents = keys.compactMap { $0["s"] as? [String: Any] }
    #expect(documents.map { $0["t"] as? String } == (0..<15).map { "\($0)" })
    #expect(documents.allSatisfy { $0["f"] as? String == "DejaVuSans" && $0["s"] as? Double == 12 })
    #expect(documents.allSatisfy { $0["j"] as? Int == 0 && $0["lh"] as? Double == 14 })
    // Left-aligned: the baseline's left end 4 points in and 9 below the text's top, the text
    // (12 high) centred in the 20-point label: at (104, 50 + 4 + 9) in the window.
    let position = try #require(values(layer, "p").first)
    let anchor = try #require(values(layer, "a").first)
    #expect(position[0] - anchor[0] == 104 && position[1] - anchor[1] == 63)
  }

  @Test func aCentredTextLayersBaselineIsAtItsMiddleOnWholePixels() throws {
    // "10" and up are 12 points wide, "9" and below 6: the middle stays at the label's, and the
    // text's left edge on a whole pixel.
    let (animation, _) = try record(frames: 20, alignment: .center) { "\($0)" }
    let layer = try #require(layers(animation).first { $0["ty"] as? Int == 5 })
    let keys = try #require(
      ((layer["t"] as? [String: Any])?["d"] as? [String: Any])?["k"] as? [[String: Any]])
    #expect(keys.allSatisfy { ($0["s"] as? [String: Any])?["j"] as? Int == 2 })
    let position = try #require(values(layer, "p").first)
    for anchor in values(layer, "a") {
      #expect(position[0] - anchor[0] == 160 && position[1] - anchor[1] == 63)
    }
  }
}
