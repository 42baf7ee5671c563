import BenchSupport
import MaterialMotion
import MaterialMotionSDL

/// (e) One frame of the stress scene's motion side: 1,000 elements each driven by its own running
/// `Spring<Point>`, 100 of those streams visualized; ms per `clock.step(by: 1/60)`. MaterialMotion
/// only (no SDL, no drawing), no OpenCombine counterpart.
let motionFrameWorkload = FrameWorkload(
  name: "(e) motion frame: 1,000 springs + 100 visualized",
  budgetMilliseconds: 1.0
) { scale in
  let scene = MotionFrameScene()
  return FrameScene(
    warmUpFrames: 30,
    timedFrames: max(30, Int(600 * scale)),
    frame: { scene.frame() },
    observe: { scene.observe(frameMilliseconds: $0) },
    report: { scene.report() },
    summary: { scene.summary() },
    teardown: { scene.tearDown() })
}

/// What `StressScene` builds, without the app: a runtime over an 800×600 root on a frame clock,
/// 1,000 12×12 elements each with a `Spring<Point>` (stiffness 60, damping 9, threshold 0.05)
/// connected to its position, the first 100 streams visualized in the runtime's visualization
/// strip (10 pt labels), and new random destinations every 60 frames (once a second at 60 fps, as
/// the scene retargets). Unlike the scene, a new destination is at least 100 points from the
/// element's position, so no spring can settle before the next retarget (from 100 points this
/// spring needs about 1.7 s to come within 0.05): every spring runs on every frame.
@MainActor
final class MotionFrameScene {
  static let elementCount = 1000
  static let visualizedCount = 100
  static let retargetInterval = 60

  let root = Element()
  let clock = FrameClock()
  let runtime: MotionRuntime
  private var elements: [Element] = []
  private var springs: [Spring<Point>] = []
  private var labels: [Label] = []
  private var random = SplitMix64(seed: 42)
  private var frames = 0

  // Untimed bookkeeping of what each timed frame did.
  private var lastPositions: [Point] = []
  private var lastTexts: [String] = []
  private var observedFrames = 0
  private var fewestMoving = Int.max
  private var fewestRelabelled = Int.max
  private var retargetFrameTimes: [Double] = []
  private var otherFrameTimes: [Double] = []

  init() {
    root.frame = Rect(x: 0, y: 0, width: 800, height: 600)
    runtime = MotionRuntime(containerElement: root, clock: clock)
    let strip = runtime.visualizationElement
    strip.fontSize = 10
    let size = root.size
    for i in 0..<Self.elementCount {
      let element = Element()
      element.size = Size(width: 12, height: 12)
      element.cornerRadius = 3
      element.isUserInteractionEnabled = false
      let start = randomPoint(in: size)
      element.position = start
      root.addChild(element)
      elements.append(element)
      let spring = Spring(
        to: randomPoint(in: size, awayFrom: start), stiffness: 60, damping: 9, threshold: 0.05,
        clock: clock)
      springs.append(spring)
      var stream = spring.stream(for: element.positionProperty)
      if i < Self.visualizedCount {
        stream = stream.visualize(prefix: "#\(i) ", in: strip)
      }
      runtime.connect(stream, to: element.positionProperty)
    }
    labels = strip.children.compactMap { $0 as? Label }
    precondition(labels.count == Self.visualizedCount, "expected one label per visualized stream")
    lastPositions = elements.map(\.position)
    lastTexts = labels.map(\.text)
  }

  /// One frame: the scene's retarget when it is due, then the clock's tick.
  func frame() {
    frames += 1
    if frames % Self.retargetInterval == 0 {
      let size = root.size
      for (spring, element) in zip(springs, elements) {
        spring.destination.value = randomPoint(in: size, awayFrom: element.position)
      }
    }
    clock.step(by: 1.0 / 60)
  }

  /// Counts the elements that moved and the labels whose text changed in the last frame, and
  /// files its time under retarget frames or the others.
  func observe(frameMilliseconds: Double) {
    if frames % Self.retargetInterval == 0 {
      retargetFrameTimes.append(frameMilliseconds)
    } else {
      otherFrameTimes.append(frameMilliseconds)
    }
    var moving = 0
    for (i, element) in elements.enumerated() {
      let position = element.position
      if position != lastPositions[i] { moving += 1 }
      lastPositions[i] = position
    }
    var relabelled = 0
    for (i, label) in labels.enumerated() {
      let text = label.text
      if text != lastTexts[i] { relabelled += 1 }
      lastTexts[i] = text
    }
    observedFrames += 1
    fewestMoving = min(fewestMoving, moving)
    fewestRelabelled = min(fewestRelabelled, relabelled)
  }

  func report() -> String? {
    guard fewestMoving < Self.elementCount || fewestRelabelled < Self.visualizedCount else {
      return nil
    }
    return "(e): only \(fewestMoving) of \(Self.elementCount) elements moved and "
      + "\(fewestRelabelled) of \(Self.visualizedCount) labels changed in some timed frame"
  }

  func summary() -> String {
    let retarget = Percentiles(retargetFrameTimes)
    let other = Percentiles(otherFrameTimes)
    return "(e) in each of the \(observedFrames) timed frames: at least \(fewestMoving) of "
      + "\(Self.elementCount) elements moved and \(fewestRelabelled) of \(Self.visualizedCount) "
      + "label texts changed (checked untimed after every frame)\n"
      + "(e) last repetition: the \(retargetFrameTimes.count) frames that retarget all springs "
      + "(every \(Self.retargetInterval)th, timed with the step) median "
      + "\(format(retarget.median, 3)) ms; the other \(otherFrameTimes.count) median "
      + "\(format(other.median, 3)) ms, p99 \(format(other.p99, 3)) ms"
  }

  func tearDown() {
    runtime.disconnectAll()
    for element in elements { element.removeFromParent() }
    elements.removeAll()
    springs.removeAll()
  }

  private func randomPoint(in size: Size) -> Point {
    Point(x: random.unit() * size.width, y: 40 + random.unit() * (size.height - 40))
  }

  private func randomPoint(in size: Size, awayFrom point: Point) -> Point {
    while true {
      let candidate = randomPoint(in: size)
      let dx = candidate.x - point.x
      let dy = candidate.y - point.y
      if dx * dx + dy * dy >= 100 * 100 { return candidate }
    }
  }
}
