// The libFuzzer target for the trace golden parser (`make fuzz FUZZ_TARGET=trace`).
//
// Every input is a trace golden's text (`MotionTrace(text:)`, what `motion-sandbox check` and
// the `.motionTrace` snapshot strategy read). A rejection must be a `CheckProblem`
// naming a line of the input (its `line`). A trace that is read must be written back to the same trace
// (`MotionTrace(text: trace.text) == trace`), match itself (`firstDivergence(from:)` nil),
// and give its curves and its report section without trapping. Anything else (a trap, a crash, a
// hang past -timeout, memory past the limit) is a finding: libFuzzer saves the input and stops.

import CFuzzerDriver
import MaterialMotionChecking

#if canImport(Glibc)
  import Glibc
#endif

/// Stops the fuzzer with `message`: libFuzzer saves the input as a crash.
func finding(_ message: String) -> Never {
  let line = "trace-fuzzer: FINDING: \(message)\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
  abort()
}

func checkOne(_ bytes: UnsafeBufferPointer<UInt8>) {
  let text = String(decoding: bytes, as: UTF8.self)
  // Lines as an editor counts them: "\r\n" ends a line too (as a Character it is not "\n").
  let lineCount = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    .count
  let trace: MotionTrace
  do {
    trace = try MotionTrace(text: text)
  } catch {
    guard let line = error.line, line >= 1, line <= max(1, lineCount),
      !error.description.contains("\n")
    else {
      finding("a rejection that does not name a line of the input: \(error)")
    }
    return
  }
  let again: MotionTrace
  do {
    again = try MotionTrace(text: trace.text)
  } catch {
    finding("a trace that was read cannot be read back from its own text: \(error)")
  }
  guard again.text == trace.text else { finding("writing a trace back changes it") }
  guard trace.firstDivergence(from: trace) == nil else { finding("a trace differs from itself") }
  let keys = Array(Set(trace.frames.prefix(50).flatMap { $0.changes.map(\.key) }).prefix(6))
  _ = TraceCurve.curves(of: keys, golden: trace, actual: again, tolerance: 0.0001)
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
  LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    checkOne(UnsafeBufferPointer(start: data, count: size))
    return 0
  })
