import BenchSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The name `--only` matches.
let pausedName = "(l) paused window"

/// (l) the CPU a paused `stress` window uses, against the same window running.
@MainActor func runPausedWindow(_ bench: BenchContext) -> WorkloadOutcome {
  var outcome = WorkloadOutcome()
  let (options, scratch) = (bench.options, bench.scratch)
  // The stress scene live in a window on its own Xvfb, real time: its CPU time over a few
  // seconds running, then over as many seconds paused (P pressed with xdotool, no other input).
  let seconds = options.quick ? 1.5 : 4.0
  print("  running \(pausedName)")
  do {
    guard let xvfb = findExecutable("Xvfb"), let xdotool = findExecutable("xdotool") else {
      throw AppBenchError("Xvfb or xdotool not found")
    }
    let server = try XServer.start(xvfb: xvfb)
    defer { server.stop() }
    let environment = childEnvironment(display: server.display)
    let null = open("/dev/null", O_WRONLY)
    let pid = try spawn(
      options.sandbox,
      ["--scene", "stress", "--renderer", "software", "--screenshot-dir", scratch],
      environment: environment, output: null)
    close(null)
    Cleanup.shared.setChild(pid)
    defer {
      kill(pid, SIGTERM)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      Cleanup.shared.setChild(0)
    }
    let found = try runProcess(
      xdotool, ["search", "--sync", "--name", "^motion-sandbox"], environment: environment,
      timeout: 60)
    guard found.status == 0, let window = found.output.split(separator: "\n").first else {
      throw AppBenchError("the sandbox window did not appear: \(found.output)")
    }
    func cores(over interval: Double) throws -> Double {
      guard let before = cpuSeconds(pid) else { throw AppBenchError("the sandbox exited") }
      let start = monotonicSeconds()
      usleep(UInt32(interval * 1_000_000))
      guard let after = cpuSeconds(pid) else { throw AppBenchError("the sandbox exited") }
      return (after - before) / (monotonicSeconds() - start)
    }
    usleep(1_000_000)
    let running = try cores(over: seconds)
    let pressed = try runProcess(
      xdotool, ["key", "--window", String(window), "p"], environment: environment, timeout: 30)
    guard pressed.status == 0 else { throw AppBenchError("xdotool key failed: \(pressed.output)") }
    usleep(500_000)
    let paused = try cores(over: seconds)
    let within = paused <= Budget.pausedCores
    print("")
    print(
      "\(pausedName): motion-sandbox --scene stress in an Xvfb window (software, real time), "
        + "CPU over \(format(seconds, 1)) s running, then over \(format(seconds, 1)) s paused (P)")
    printTable([
      ["running", "paused", "paused / running", "paused ≤ \(format(Budget.pausedCores, 2)) cores"],
      [
        "\(format(running, 3)) cores", "\(format(paused, 3)) cores",
        running > 0 ? format(paused / running, 3) : "—", yesNo(within),
      ],
    ])
    print("")
    outcome.checks.append(
      BudgetCheck(
        name: "(l) paused window ≤ \(format(Budget.pausedCores, 2)) cores", within: within))
  } catch {
    outcome.failures.append("(l): \(error)")
    outcome.checks.append(BudgetCheck(name: "(l) paused window: not measured", within: false))
  }
  return outcome
}
