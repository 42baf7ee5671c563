import ArgumentParser
import FoundationEssentials
import MaterialMotion
import MaterialMotionChecking
import MaterialMotionSDL

/// `motion-sandbox fit`: the spring (mass 1) that moves most like an easing, a preset, a file of
/// samples or an element of a recording, with its error and the `--set` flags to try it.
struct FitCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "\(ProgramName.current) fit",
      abstract: "Find the spring that moves most like an easing, a preset, samples or a recording.",
      discussion: """
        Give one curve: --easing with --duration (120 samples over 1.25 times the duration, so \
        the spring arrives when the easing does and stays), --preset (a spring, or an easing with \
        --duration), --samples FILE (CSV, one time,value a line; progress runs from the first \
        value to the last), or --replay FILE --element NAME --property KEY (the element's value \
        per frame in a headless replay, from the frame it starts moving after the last time it \
        was at rest, or from where a gesture released it, at the release velocity). It prints the spring's stiffness and damping (mass 1), its largest and RMS \
        difference from the curve as fractions of the travel, and the --set flags to try it.

        \(ExitStatus.help)
        """)
  }

  @Option(
    help: "A CSS easing: cubic-bezier(x1, y1, x2, y2), a keyword, linear(...), or an easing preset."
  )
  var easing: String?

  @Option(parsing: .unconditional, help: "The easing's duration in seconds (0.01 to 60).")
  var duration: Double?

  @Option(help: "A preset (see motion-sandbox --list-presets).")
  var preset: String?

  @Option(help: ArgumentHelp("A CSV file of time,value samples.", valueName: "file"))
  var samples: String?

  @Option(help: ArgumentHelp("A recording to replay headless.", valueName: "file"))
  var replay: String?

  @Option(help: "With --replay: the element's name (as the trace names it, e.g. square).")
  var element: String?

  @Option(help: "With --replay: position.x, position.y, scale, rotation, opacity, size.width ...")
  var property: String?

  func validate() throws {
    let given = [easing, preset, samples, replay].compactMap { $0 }.count
    guard given == 1 else {
      throw ValidationError(
        "give one curve: --easing, --preset, --samples or --replay (got \(given))")
    }
    if let duration, !(duration >= 0.01 && duration <= 60) {
      throw ValidationError("--duration must be from 0.01 to 60 s (got \(duration))")
    }
    if duration != nil, easing == nil, preset == nil {
      throw ValidationError("--duration goes with --easing or an easing --preset")
    }
    if easing != nil, duration == nil {
      throw ValidationError("--easing needs --duration, e.g. --duration 0.5")
    }
    if replay != nil, element == nil || property == nil {
      throw ValidationError("--replay needs --element NAME and --property KEY, e.g. position.x")
    }
    if replay == nil, element != nil || property != nil {
      throw ValidationError("--element and --property go with --replay")
    }
  }

  /// The curve the flags give.
  @MainActor
  func curve(catalog: SceneCatalog) throws -> FitCurve {
    if let easing {
      let function: (Double) -> Double
      do {
        function = try FitEasing.parse(easing)
      } catch {
        throw SandboxError.usage(error)
      }
      return FitCurve.easing(easing, duration: duration ?? 0.5, curve: function)
    }
    if let preset {
      guard let found = MotionPreset.named(preset) else {
        throw SandboxError(
          "--preset \(preset): no preset of that name; \(ProgramName.current) --list-presets lists them",
          isUsage: true)
      }
      switch found.motion {
      case .spring(let spring):
        let span = SpringExport.settlingTime(spring) ?? 2
        let times = (0..<120).map { span * 1.25 * Double($0) / 119 }
        return FitCurve(
          title: "\(preset) (\(found.expression))", times: times,
          progress: times.map { 1 - spring.response(at: $0).displacementFromDisplacement },
          travel: nil)
      case .easing(let curve):
        guard let duration else {
          throw SandboxError("--preset \(preset) is an easing: give --duration", isUsage: true)
        }
        return FitCurve.easing(preset, duration: duration) { curve.value(at: $0) }
      case .duration:
        throw SandboxError(
          "--preset \(preset) is a duration with no curve; give an easing preset or a spring",
          isUsage: true)
      }
    }
    if let samples {
      let text: String
      do {
        text = try String(contentsOfFile: samples, encoding: .utf8)
      } catch {
        throw SandboxError("--samples \(samples): cannot be read (\(Self.reason(error)))")
      }
      return try FitCurve.csv(text, path: samples)
    }
    return try RecordedCurve.curve(
      replay: replay ?? "", element: element ?? "", property: property ?? "", catalog: catalog)
  }

  /// Why a file could not be read, in the system's words (`No such file or directory`).
  private static func reason(_ error: any Error) -> String {
    if let posix = (error as? CocoaError)?.underlying as? POSIXError {
      return SystemReason(posix.code.rawValue).description
    }
    return "\(error)"
  }

  /// Fits and prints.
  @MainActor
  func run(catalog: SceneCatalog) throws {
    let curve = try curve(catalog: catalog)
    let fit = SpringFit(times: curve.times, progress: curve.progress, velocity: curve.velocity)
    for line in Self.report(fit, of: curve) { print(line) }
  }

  /// The lines `fit` prints for `fit` of `curve`.
  static func report(_ fit: SpringFit, of curve: FitCurve) -> [String] {
    let spring = fit.spring
    let figures = SpringExport(figuresOf: SpringSource(spring))
    func n(_ value: Double, _ decimals: Int = 4) -> String {
      MotionExport.number(value, decimals: decimals)
    }
    func percent(_ fraction: Double) -> String { n(fraction * 100, 2) + " %" }
    let travel = curve.travel.map { " (\(n(abs($0) * fit.largestError, 2)) of \(n(abs($0), 2)))" }
    let settles =
      figures.settlingTime.map { "settles within 0.1 % in \(n($0, 3)) s" } ?? "does not settle"
    // The flags, in the ranges of spring.stiffness (to 1000) and spring.damping (to 100): a
    // lighter mass for a stiffer spring, the same motion.
    var mass = 1.0
    if spring.stiffness > 1000 || spring.damping > 100 {
      mass = max(0.1, (min(1000 / spring.stiffness, 100 / spring.damping) * 10).rounded(.down) / 10)
    }
    return [
      "fit of \(curve.title), \(curve.times.count) samples over \(n(curve.times.last ?? 0, 3)) s"
        + (curve.velocity == 0
          ? ":" : ", from its release at \(n(curve.velocity, 3)) distances a second:"),
      "spring: stiffness \(n(spring.stiffness)), damping \(n(spring.damping)), mass 1 (damping ratio \(n(figures.dampingRatio, 3)), response \(n(figures.response, 3)) s, \(settles))",
      "error: largest \(percent(fit.largestError)) of the travel\(travel ?? "") at \(n(fit.largestErrorTime, 3)) s, RMS \(percent(fit.rmsError))",
      "try it: --set spring.stiffness=\(n(spring.stiffness * mass, 2)) --set spring.damping=\(n(spring.damping * mass, 2)) --set spring.mass=\(n(mass, 1))",
    ]
  }
}
