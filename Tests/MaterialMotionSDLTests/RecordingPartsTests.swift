import Testing

@testable import MaterialMotionSDL

/// A large recording's lines after its header are read in parts at once: whatever the parts, the
/// reader finds the same events and the same first problem on the same line as one pass does,
/// at the parts' edges too (a time going back across an edge, a problem before or after the
/// part's first event, a torn last line, blank and `\r\n` lines).
@Suite struct RecordingPartsTests {
  static let header =
    #"{"format":"motion-sandbox-input","version":7,"scene":"direct","size":[800,600],"fps":60}"#

  static func outcome(_ text: String, parts: Int) -> String {
    var reader = RecordingReader(name: "r.jsonl")
    reader.parts = parts
    reader.bytesPerPart = 16
    do {
      let recording = try reader.read(text)
      return "\(recording)"
    } catch {
      return "\(error)"
    }
  }

  @Test func partsReadAsOnePassDoes() {
    var random = SplitMix64(seed: 0x9A27)
    let good = (0..<40).map { #"{"t":\#(Double($0) / 10),"type":"key.down","key":"a","mods":[]}"# }
    let bad = [
      #"{"t":0,"type":"key.down","key":"a","mods":[]}"#,  // earlier than the events before
      #"{"t":1,"type":"nope"}"#, "{", #"{"t":1,"#, "", " \t", "\r",
    ]
    var outcomes = Set<String>()
    for _ in 0..<400 {
      var lines = [Self.header] + good
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        lines.insert(
          bad.randomElement(using: &random)!, at: Int.random(in: 1...lines.count, using: &random))
      }
      let separator = random.chance(0.2) ? "\r\n" : "\n"
      let text = lines.joined(separator: separator) + (random.chance(0.7) ? separator : "")
      let onePass = Self.outcome(text, parts: 1)
      outcomes.insert(String(onePass.prefix(30)))
      for parts in [2, 3, 4] {
        #expect(
          Self.outcome(text, parts: parts) == onePass, "\(parts) parts: \(text.debugDescription)")
      }
    }
    #expect(outcomes.count > 3, "the cases reach errors and recordings: \(outcomes)")
  }
}

extension SplitMix64 {
  fileprivate mutating func chance(_ p: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < p
  }
}
