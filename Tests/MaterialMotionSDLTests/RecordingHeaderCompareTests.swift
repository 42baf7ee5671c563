import Testing

@testable import MaterialMotionSDL

/// The header's optional `compare` (a comparison's two parameter sets): written only for a
/// comparison, in a version 3 file, read back exactly, and checked like `params`.
@Suite struct RecordingHeaderCompareTests {
  static let v3 =
    #"{"format":"motion-sandbox-input","version":3,"scene":"tossable","size":[800,600],"fps":60"#

  @Test func aComparisonRoundTripsAsVersion3() throws {
    let header = RecordingHeader(
      scene: "tossable", width: 800, height: 600, fps: 60, version: Recording.compareVersion,
      params: ["square.size": 120],
      compare: [["spring.stiffness": 120, "spring.damping": 10], [:]])
    let line = Recording.line(for: header)
    #expect(
      line
        == Self.v3
        + #","params":{"square.size":120},"compare":[{"spring.damping":10,"spring.stiffness":120},{}]}"#
    )
    #expect(try Recording(parsing: line, name: "r.jsonl").header == header)
    #expect(Recording.readableVersions.contains(Recording.compareVersion))
  }

  @Test(arguments: [
    (#","compare":{}}"#, #"field "compare" must be an array of two objects"#),
    (#","compare":[{}]}"#, #"field "compare" must be an array of two objects"#),
    (#","compare":[{},{},{}]}"#, #"field "compare" must be an array of two objects"#),
    (#","compare":[1,2]}"#, #"field "compare" must be an array of two objects"#),
    (#","compare":[{"a":"b"},{}]}"#, #"field "compare": "a" must be a number"#),
    (#","compare":[{},{"a b":1}]}"#, #"field "compare" has the name "a b""#),
    (#","compare":[{"a":1e9},{}]}"#, #"field "compare": "a" is 1000000000.0, outside"#),
  ])
  func aBadComparisonIsRejectedWithTheFieldNamed(tail: String, message: String) {
    do {
      _ = try Recording(parsing: Self.v3 + tail, name: "r.jsonl")
      Issue.record("accepted \(tail)")
    } catch {
      #expect("\(error)".contains(message), "\(error)")
      #expect(!"\(error)".contains("\n"))
    }
  }
}
