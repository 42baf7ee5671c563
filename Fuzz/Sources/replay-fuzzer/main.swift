// The libFuzzer target for the recording parser and the replay pipeline (`make fuzz`).
//
// Every input is a recording. It is parsed with `InputRecording.parse`; a rejection must be one
// `PlatformError` line that names the line at fault. An input that parses is written to a file and
// replayed by the sandbox's own run (`SandboxRun`, as `motion-sandbox --headless --replay FILE
// --frames 30` runs it, in this process): the real window (SDL's dummy driver, software
// renderer), host, scenes, replayer, resize hook and final-frame PNG. Any other outcome (a trap,
// a crash, an error a valid recording must not cause, a hang past libFuzzer's -timeout) is a
// finding: libFuzzer saves the input and stops.
//
// The same check runs in `make test` on 2,000+ mutated recordings
// (Tests/MaterialMotionSandboxTests/ReplayFuzz/ReplayFuzzTests.swift).

import CFuzzerDriver
import MaterialMotionSDL
import SandboxBenchmarkSupport

@testable import MaterialMotionSandbox

#if canImport(Glibc)
  import Glibc
#endif

/// The frames each valid input is replayed for.
let framesPerInput = 30

/// Where the input is written for the replay and where its final frame goes.
let workDirectory: String = {
  let base =
    getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
  let path = "\(base)/motion-sandbox-fuzz-\(getpid())"
  mkdir(path, 0o755)
  return path
}()
let recordingPath = "\(workDirectory)/input.jsonl"

/// Stops the fuzzer with `message`: libFuzzer saves the input as a crash.
func finding(_ message: String) -> Never {
  let line = "replay-fuzzer: FINDING: \(message)\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
  abort()
}

/// Whether `message` is one line that names the recording's line (or says it is empty).
func namesTheLine(_ message: String) -> Bool {
  rejectionNamesItsLine(message, recording: recordingPath)
}

@MainActor
func replayOne(_ bytes: UnsafeBufferPointer<UInt8>) {
  let text = String(decoding: bytes, as: UTF8.self)
  do {
    _ = try Recording(parsing: text, name: recordingPath)
  } catch let error as PlatformError {
    guard namesTheLine(error.description) else {
      finding("a rejection that is not one line naming the line: \(error.description)")
    }
    return
  } catch {
    finding("the parser threw something other than a PlatformError: \(error)")
  }
  guard let file = fopen(recordingPath, "wb") else { finding("cannot write \(recordingPath)") }
  guard fwrite(bytes.baseAddress, 1, bytes.count, file) == bytes.count || bytes.isEmpty else {
    finding("cannot write \(recordingPath)")
  }
  fclose(file)
  let options: SandboxOptions
  do {
    options = try SandboxOptions.parse([
      "--headless", "--replay", recordingPath, "--frames", String(framesPerInput),
      "--screenshot-dir", workDirectory,
      // Every frame drawn: the renderer sees every state a mutated recording leads to.
      "--draw-every-frame",
    ])
  } catch {
    finding("the fuzzer's own flags were refused: \(error)")
  }
  do {
    try SandboxRun(options: options, catalog: SceneCatalog(BuiltInScenes.all)).start()
  } catch let error as SandboxError {
    // A recording may name a scene this app does not have, and the run checks what only it
    // can (scene parameters against the scenes' ranges), naming the line; nothing else may fail.
    guard error.description.hasPrefix("unknown scene") || namesTheLine(error.description) else {
      finding("a valid recording failed to replay: \(error.description)")
    }
  } catch {
    finding("a valid recording failed to replay: \(error)")
  }
  removeFinalFrames(in: workDirectory)
  if Interrupts.requested {
    // Ctrl-C or SIGTERM reached the sandbox's handler (installed by the run): stop like
    // libFuzzer would.
    _exit(130)
  }
}

// The sandbox prints a summary line per run; only libFuzzer's output (standard error) matters.
let devNull = open("/dev/null", O_WRONLY)
if devNull >= 0 { dup2(devNull, 1) }
unsetenv("DISPLAY")
unsetenv("WAYLAND_DISPLAY")

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
  LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    MainActor.assumeIsolated {
      replayOne(UnsafeBufferPointer(start: data, count: size))
    }
    return 0
  })
