import Testing

@testable import MaterialMotionChecking
@testable import MaterialMotionSandbox

/// A trace golden's text: what it reads, and the line it names when it cannot.
@Suite struct MotionTraceTextTests {
  static let header = """
    motion-sandbox trace 1
    scene tossable
    replay tossable-toss.jsonl
    size 800 600 at 60 fps
    parameters spring.stiffness=342
    frames 2

    """

  @Test func readsFramesChangesAndEveryKindOfValue() throws {
    let trace = try MotionTrace(
      text: Self.header + """
        frame 0 at 0.0000
          square.position = 400.0000 300.0000
          stream curve.value = 1 2 3
          stream state.value = not a number
          weird key = with = signs = 1.0000
        frame 1 at 0.0167
          square.position = gone
          stream curve.value = nan -inf

        """)
    #expect(trace.header.parameters == ["spring.stiffness": 342])
    #expect(trace.frames.count == 2)
    let first = trace.frames[0].changes
    #expect(first[0] == .init(key: "square.position", value: .numbers([400, 300])))
    #expect(first[1].value == .numbers(MotionTrace.Numbers([1, 2, 3])))
    #expect(first[2].value == .text("not a number"))
    #expect(first[3] == .init(key: "weird key", value: .text("with = signs = 1.0000")))
    #expect(trace.frames[1].changes[0].value == nil)
    if case .numbers(let n)? = trace.frames[1].changes[1].value {
      #expect(n.count == 2 && n[0].isNaN && n[1] == -.infinity)
    } else {
      Issue.record("nan -inf not read as numbers")
    }
    // Written and read again, the same text (NaN is not equal to itself, so not ==).
    #expect(try MotionTrace(text: trace.text).text == trace.text)
  }

  @Test func aTextWithLineBreaksStaysOnOneLine() throws {
    #expect(MotionTrace.value("two\nlines") == .text("two\\nlines"))
    #expect(MotionTrace.value("1 x\n2") == .text("1 x\\n2"))
    var trace = try MotionTrace(text: Self.header + "frame 0 at 0\nframe 1 at 1\n")
    trace.frames[0].changes = [.init(key: "stream s.value", value: MotionTrace.value("a\nb"))]
    #expect(trace.text.contains("  stream s.value = a\\nb\n"))
    #expect(try MotionTrace(text: trace.text) == trace)
  }

  @Test(arguments: [
    ("frame 0 at 0\n  = 5\nframe 1 at 1\n", 8),
    ("frame 0 at 0\n   = 5\nframe 1 at 1\n", 8),
    ("frame 0 at 0\n  key=5\nframe 1 at 1\n", 8),
    ("  key = 5\nframe 0 at 0\nframe 1 at 1\n", 7),
    ("frame 0 at 0\nframe 2 at 1\n", 8),
    ("frame 0 at 0\n", 7),
  ])
  func aBrokenLineIsNamed(body: String, line: Int) {
    #expect(throws: CheckProblem.self) { try MotionTrace(text: Self.header + body) }
    do {
      _ = try MotionTrace(text: Self.header + body)
    } catch {
      #expect(error.line == line, "\(error)")
    }
  }
}

/// Numbers far past a screen's (a runaway spring, a corrupt golden) are written in full and read
/// back the same, not trapped on.
@Suite struct MotionTraceHugeNumberTests {
  @Test(arguments: [9e14, -1e15, 6.6e88, 1e300, -Double.greatestFiniteMagnitude])
  func aHugeNumberIsWrittenAndReadBack(value: Double) throws {
    #expect(MotionTrace.rounded(value) == value)
    let text = MotionTrace.format(value)
    #expect(Double(text) == value, "\(text)")
    let trace = try MotionTrace(
      text: MotionTraceTextTests.header + "frame 0 at \(text)\n  x.scale = \(text)\nframe 1 at 1\n")
    #expect(trace.frames[0].time == value)
    #expect(try MotionTrace(text: trace.text) == trace)
  }
}
