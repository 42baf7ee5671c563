import Testing

@testable import MaterialMotionSDL

/// The header's optional `params` (scene parameter values) and `panels` (panels shown at the
/// start): written only when there are some, read back exactly, absent in older files, and every
/// value checked like the header's other fields.
@Suite struct RecordingHeaderParamsTests {
  let base =
    #"{"format":"motion-sandbox-input","version":2,"scene":"tossable","size":[800,600],"fps":60"#

  func parseError(_ header: String) -> String? {
    do {
      _ = try Recording(parsing: header, name: "r.jsonl")
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func paramsAndPanelsRoundTrip() throws {
    let header = RecordingHeader(
      scene: "tossable", width: 800, height: 600, fps: 60,
      params: ["spring.stiffness": 120, "spring.mass": 0.3, "tween.easing": 7],
      panels: ["tuning"])
    let line = Recording.line(for: header)
    #expect(
      line
        == base
        + #","params":{"spring.mass":0.3,"spring.stiffness":120,"tween.easing":7},"panels":["tuning"]}"#
    )
    #expect(try Recording(parsing: line, name: "r.jsonl").header == header)
  }

  @Test func withoutThemTheHeaderIsAsBefore() throws {
    let header = RecordingHeader(scene: "tossable", width: 800, height: 600, fps: 60)
    #expect(Recording.line(for: header) == base + "}")
    let parsed = try Recording(parsing: base + "}", name: "r.jsonl").header
    #expect(parsed.params.isEmpty && parsed.panels.isEmpty)
    // A version 1 file may carry them too: readers that know them use them.
    let v1 =
      #"{"format":"motion-sandbox-input","version":1,"scene":"tossable","size":[800,600],"fps":60"#
    #expect(
      try Recording(parsing: v1 + #","params":{"square.size":80}}"#, name: "r").header.params
        == ["square.size": 80])
  }

  @Test func badParamsAndPanelsAreRejectedWithTheFieldNamed() {
    let cases: [(String, String)] = [
      (#","params":[1]}"#, #"line 1: field "params" must be an object"#),
      (
        #","params":{"spring.stiffness":"stiff"}}"#,
        #"field "params": "spring.stiffness" must be a number"#
      ),
      (
        #","params":{"spring.stiffness":1e7}}"#,
        #"field "params": "spring.stiffness" is 10000000.0, outside -1000000...1000000"#
      ),
      (
        #","params":{"spring stiffness":1}}"#,
        #"field "params" has the name "spring stiffness"; names have no spaces or ="#
      ),
      (#","params":{"":1}}"#, #"names have no spaces or ="#),
      (#","params":{"a\u0001":1}}"#, #"field "params" holds a control character"#),
      (
        #","params":{"\#(String(repeating: "n", count: 65))":1}}"#,
        #"field "params" is longer than 64 characters"#
      ),
      (#","panels":"tuning"}"#, #"field "panels" must be an array of at most 8 names"#),
      (#","panels":[1]}"#, #"field "panels" must be an array of names"#),
    ]
    for (tail, message) in cases {
      let error = parseError(base + tail)
      #expect(error?.contains(message) == true, "\(tail): \(error ?? "accepted")")
    }
    let many = (0...RecordingLimits.maximumParameters).map { #""p\#($0)":1"# }.joined(
      separator: ",")
    #expect(
      parseError(base + #","params":{\#(many)}}"#)?.contains(
        "has 33 entries; at most \(RecordingLimits.maximumParameters)") == true)
  }

  /// The longest header the sandbox can write (every limit at once) fits in a recording line.
  @Test func theLargestHeaderFitsInALine() throws {
    var params: [String: Double] = [:]
    for i in 0..<RecordingLimits.maximumParameters {
      let name = "p\(i)" + String(repeating: "x", count: RecordingLimits.maximumStringLength - 3)
      params[String(name.prefix(RecordingLimits.maximumStringLength))] = -123_456.789_012_345
    }
    let header = RecordingHeader(
      scene: String(repeating: "s", count: RecordingLimits.maximumStringLength), width: 8192,
      height: 8192, fps: 59.94, params: params,
      panels: Array(
        repeating: String(repeating: "q", count: RecordingLimits.maximumStringLength),
        count: RecordingLimits.maximumPanels))
    let line = Recording.line(for: header)
    #expect(line.utf8.count <= RecordingLimits.maximumLineBytes, "\(line.utf8.count) bytes")
    #expect(try Recording(parsing: line, name: "r").header == header)
  }
}
