import Foundation
import MaterialMotion
import Testing

/// Labels that are the lines of one column (as the visualization strip's are) are one text
/// layer of several lines, unless something stacked between them is drawn over a lower line.
@MainActor @Suite struct LottieTextColumnTests {
  /// Text measured as 6 points a character, 12 high, its baseline 9 below its top.
  let textLayers = LottieTextLayers.sixPointsACharacter

  /// Records 20 frames of three labels at x 100, rows 16 points apart from y 50, each with a
  /// highlight (an element of its row's box) stacked below it, and `between` (when given)
  /// stacked between the first and second label; returns the animation's layers.
  func record(between: Element? = nil) throws -> [[String: Any]] {
    let root = Element(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    var labels: [Label] = []
    for row in 0..<3 {
      let frame = Rect(x: 100, y: 50 + 16 * Double(row), width: 120, height: 16)
      let highlight = Element(frame: frame)
      highlight.backgroundColor = Color(hex: 0xFFC400)
      root.addChild(highlight)
      let label = Label()
      label.frame = frame
      label.fontSize = 10
      root.addChild(label)
      labels.append(label)
      if row == 0, let between { root.addChild(between) }
    }
    let arena = ElementSnapshotArena()
    let recorder = LottieRecorder(width: 400, height: 300, fps: 60)
    var previous: ElementSnapshotArena.Node?
    for frame in 0..<20 {
      for (row, label) in labels.enumerated() { label.text = "#\(row) \(frame * (row + 1))" }
      let node = arena.capture(root, reusing: previous)
      recorder.append(node, of: arena, time: Double(frame) / 60)
      previous = node
    }
    let bytes = recorder.encode(images: { _ in nil }, text: textLayers)
    let animation = try #require(
      try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    return animation["layers"] as? [[String: Any]] ?? []
  }

  func documents(_ layer: [String: Any]) -> [[String: Any]] {
    let keys = ((layer["t"] as? [String: Any])?["d"] as? [String: Any])?["k"] as? [[String: Any]]
    return (keys ?? []).compactMap { $0["s"] as? [String: Any] }
  }

  @Test func linesOfAColumnAreOneTextLayer() throws {
    let layers = try record()
    let texts = layers.filter { $0["ty"] as? Int == 5 }
    #expect(texts.count == 1)
    let layer = try #require(texts.first)
    let documents = documents(layer)
    // A document a frame (some line changes in each), its lines top first, 16 points apart.
    #expect(documents.count == 20)
    #expect(documents.first?["t"] as? String == "#0 0\r#1 0\r#2 0")
    #expect(documents.last?["t"] as? String == "#0 19\r#1 38\r#2 57")
    #expect(documents.allSatisfy { $0["lh"] as? Double == 16 })
    // Written where the highest line is stacked: above all three highlights.
    let names = layers.compactMap { $0["nm"] as? String }
    let text = try #require(names.firstIndex { $0.hasSuffix(" text") })
    #expect(names.filter { $0.hasSuffix(" background") }.count == 3)
    #expect(names.firstIndex { $0.hasSuffix(" background") }! > text)
  }

  @Test func aColumnIsNotMergedOverWhatIsDrawnBetweenItsLines() throws {
    // A square stacked above the first line and below the second, over the first row: merged,
    // the first line's text would be drawn over it.
    let square = Element(frame: Rect(x: 90, y: 45, width: 40, height: 12))
    square.backgroundColor = Color(hex: 0x6200EE)
    let layers = try record(between: square)
    #expect(layers.filter { $0["ty"] as? Int == 5 }.count == 3)
    // Beside the rows, it is not in the way.
    let aside = Element(frame: Rect(x: 300, y: 45, width: 40, height: 40))
    aside.backgroundColor = Color(hex: 0x6200EE)
    let merged = try record(between: aside)
    #expect(merged.filter { $0["ty"] as? Int == 5 }.count == 1)
  }
}
