import MaterialMotion

/// 1,000 small squares, each driven by its own spring toward a target that changes every second,
/// plus 100 of those spring streams visualized, with a frame-time readout. Targets come from a
/// fixed-seed generator, so replays and captures of this scene are identical.
@MainActor
final class StressScene: SandboxScene {
  static let name = "stress"
  static let hint = "1,000 springs and 100 visualized streams; the frame time is at the top left."

  static let squareCount = 1000
  static let visualizedCount = 100

  private let stage: SceneStage
  private var springs: [Spring<Point>] = []
  private var random = SplitMix64(seed: 42)
  private var nextRetarget = 1.0
  private let readout = Label()
  private let frameTimeSummary: () -> String

  init(context: SceneContext) {
    stage = SceneStage(context)
    frameTimeSummary = context.frameTimeSummary
    let size = context.root.size
    let columns = (0..<4).map { column -> VisualizationElement in
      let strip = VisualizationElement(clock: context.clock)
      strip.fontSize = 10
      strip.frame = Rect(
        x: Double(column) * size.width / 4, y: size.height, width: size.width / 4, height: 0)
      return strip
    }
    for i in 0..<Self.squareCount {
      let square = Element()
      square.size = Size(width: 12, height: 12)
      square.cornerRadius = 3
      square.isUserInteractionEnabled = false
      square.backgroundColor = Self.color(i)
      square.position = randomPoint(in: size)
      stage.add(square)
      let spring = Spring(
        to: randomPoint(in: size), stiffness: 60, damping: 9, threshold: 0.05, clock: context.clock)
      springs.append(spring)
      var stream = spring.stream(for: square.positionProperty)
      if i < Self.visualizedCount {
        stream = stream.visualize(prefix: "#\(i) ", in: columns[i % 4])
      }
      stage.motion.connect(stream, to: square.positionProperty)
    }
    for column in columns { stage.add(column) }
    readout.fontSize = 13
    readout.textColor = .white
    readout.backgroundColor = Color(white: 0, alpha: 0.65)
    readout.frame = Rect(x: 8, y: 64, width: 440, height: 22)
    readout.zIndex = 2_000_000
    stage.add(readout)
  }

  func update(time: Double) {
    if time >= nextRetarget {
      nextRetarget += 1
      let size = stage.root.size
      for spring in springs { spring.destination.value = randomPoint(in: size) }
    }
    readout.text = frameTimeSummary()
  }

  func tearDown() { stage.tearDown() }

  private func randomPoint(in size: Size) -> Point {
    Point(x: random.unit() * size.width, y: 40 + random.unit() * (size.height - 40))
  }

  private static func color(_ i: Int) -> Color {
    let palette: [UInt32] = [0x6200EE, 0x03DAC6, 0xFF0266, 0x3700B3, 0xFFB300, 0x018786]
    return Color(hex: palette[i % palette.count], alpha: 0.85)
  }
}
