import MaterialMotion
import MaterialMotionSDL

/// 1,000 small squares (`--set stress.squares=N`, 100 to 10,000, read when the scene starts),
/// each driven by its own spring toward a target that changes every second, plus 100 of those
/// spring streams visualized, with a frame-time readout. Targets come from a fixed-seed
/// generator, so replays and captures of this scene are identical.
@MainActor
final class StressScene: SandboxScene {
  static let name = "stress"
  static let hint = "1,000 springs and 100 visualized streams; frame time at the top left."

  static let visualizedCount = 100
  /// How many squares the scene starts with (a change takes effect when it is shown again).
  static let squares = SceneParameter(
    "stress.squares", title: "squares (next start)", range: 100...10_000, default: 1000,
    step: 100)
  static let stiffness = SceneParameter.springStiffness(default: 60)
  static let damping = SceneParameter.springDamping(default: 9)
  static let mass = SceneParameter.springMass()
  static let parameters = [stiffness, damping, mass, squares]

  private let stage: SceneStage
  private var springs: [Spring<Point>] = []
  private var squares: [Element] = []
  private var random = SplitMix64(seed: 42)
  private var nextRetarget = 1.0
  private let readout = Label()
  private let frameTimeSummary: () -> String

  init(context: SceneContext) {
    stage = SceneStage(context)
    frameTimeSummary = context.frameTimeSummary
    let size = context.root.size
    // The runtime's strip, in small type: its 100 lines flow into columns along the bottom third.
    let strip = stage.motion.visualizationElement
    strip.fontSize = 10
    let tuned = [Self.stiffness, Self.damping, Self.mass].map(stage.parameter)
    for i in 0..<Int(stage.parameter(Self.squares).value.rounded()) {
      let square = Element()
      square.size = Size(width: 12, height: 12)
      square.cornerRadius = 3
      square.isUserInteractionEnabled = false
      square.backgroundColor = Self.color(i)
      square.position = randomPoint(in: size)
      stage.add(square)
      squares.append(square)
      let spring = Spring(
        to: randomPoint(in: size), stiffness: tuned[0].value, damping: tuned[1].value,
        mass: tuned[2].value, threshold: 0.05, clock: context.clock)
      springs.append(spring)
      var stream = spring.stream(for: square.positionProperty)
      if i < Self.visualizedCount {
        stream = stream.visualize(prefix: "#\(i) ", in: strip, format: ValueFormat.points)
      }
      stage.motion.connect(stream, to: square.positionProperty)
    }
    // Every spring follows the tuning panel; a value it already has is not written again.
    for (tunedValue, property) in zip(
      tuned, [\Spring<Point>.stiffness, \Spring<Point>.damping, \Spring<Point>.mass])
    {
      let springs = springs
      stage.keep(
        tunedValue.asStream().subscribeToValue { value in
          for spring in springs where spring[keyPath: property].value != value {
            spring[keyPath: property].value = value
          }
        })
    }
    readout.fontSize = 13
    readout.textColor = .white
    readout.backgroundColor = Color(white: 0, alpha: 0.65)
    readout.frame = Rect(x: 8, y: 52, width: 440, height: 22)
    readout.zIndex = 2_000_000
    stage.add(readout)
  }

  /// The frame-time readout.
  var occupiedRegions: [Rect] { [readout.frame] }

  func update(time: Double) {
    if time >= nextRetarget {
      nextRetarget += 1
      let size = stage.root.size
      for spring in springs { spring.destination.value = randomPoint(in: size) }
    }
    readout.text = frameTimeSummary()
  }

  func tearDown() { stage.tearDown() }

  /// A point in the squares' area: below the hint lines, above the visualization strip (whose
  /// 100 lines take the bottom third at most), 6 points in from the edges.
  private func randomPoint(in size: Size) -> Point {
    let grid = VisualizationElement.grid(
      lineCount: Self.visualizedCount, fontSize: 10, containerHeight: size.height)
    let lineHeight = VisualizationElement.lineHeight(forFontSize: 10)
    let stripTop = size.height - Double(grid.rows) * lineHeight
    let top = 80.0
    let bottom = max(top, stripTop - 6)
    return Point(
      x: 6 + random.unit() * max(0, size.width - 12), y: top + random.unit() * (bottom - top))
  }

  private static func color(_ i: Int) -> Color {
    let palette: [UInt32] = [0x6200EE, 0x03DAC6, 0xFF0266, 0x3700B3, 0xFFB300, 0x018786]
    return Color(hex: palette[i % palette.count], alpha: 0.85)
  }
}

/// The timeline's checkpoints: every spring's run, every square's position, the strip, the
/// readout, the random generator and the time of the next retarget.
extension StressScene: CheckpointableScene {
  private struct Checkpoint: SceneCheckpoint {
    let springs: [Spring<Point>.Checkpoint]
    let positions: [Point]
    let strip: VisualizationElement.Checkpoint
    let readout: String
    let random: SplitMix64
    let nextRetarget: Double

    var bytes: Int {
      springs.reduce(MemoryLayout<Self>.stride + strip.bytes + positions.count * 16 + 64) {
        $0 + $1.bytes
      }
    }
  }

  func checkpoint() -> (any SceneCheckpoint)? {
    Checkpoint(
      springs: springs.map { $0.checkpoint() }, positions: squares.map(\.position),
      strip: stage.motion.visualizationElement.checkpoint(), readout: readout.text,
      random: random, nextRetarget: nextRetarget)
  }

  func restore(_ checkpoint: any SceneCheckpoint) {
    guard let checkpoint = checkpoint as? Checkpoint,
      checkpoint.springs.count == springs.count
    else { preconditionFailure("not a checkpoint of this stress scene") }
    // The springs first: a configuration written back may move a square (a run that starts
    // settled jumps to its destination); the positions then are the checkpoint's.
    for (spring, state) in zip(springs, checkpoint.springs) { spring.restore(state) }
    for (square, position) in zip(squares, checkpoint.positions) { square.position = position }
    stage.motion.visualizationElement.restore(checkpoint.strip)
    readout.text = checkpoint.readout
    random = checkpoint.random
    nextRetarget = checkpoint.nextRetarget
  }
}
