import MaterialMotion

/// A scene of the sandbox: one screenful of elements and interactions that the user can switch
/// to with `--scene NAME` or a number key.
///
/// The sandbox creates a scene with ``init(context:)`` when it is shown, calls ``update(time:)``
/// once per frame while it is shown, and calls ``tearDown()`` before it shows another. A scene
/// builds everything under the context's root element when it is created and leaves nothing
/// behind when it is torn down; ``SceneStage`` does the bookkeeping, so most scenes are a few
/// lines:
///
/// ```swift
/// final class SpinScene: SandboxScene {
///   static let name = "spin"
///   static let hint = "Rotate the square with two fingers or Alt + drag."
///
///   private let stage: SceneStage
///
///   init(context: SceneContext) {
///     stage = SceneStage(context)
///     let rotatable = Rotatable(element: stage.makeSquare(), containerElement: context.root)
///     rotatable.valueStream = rotatable.valueStream.visualize(
///       prefix: "rotation: ", in: stage.motion.visualizationElement)
///     stage.motion.connect(rotatable)
///   }
///
///   func tearDown() { stage.tearDown() }
/// }
/// ```
///
/// A scene type must be a `final` class (or declare its initializer `required`), since the
/// sandbox creates scenes from their types.
@MainActor
public protocol SandboxScene: AnyObject {
  /// The name used by `--scene`, `--list-scenes`, recordings, the window title and screenshot
  /// file names: short and lower-case by convention (e.g. `"pinch-lab"`). It must be 1 to 64
  /// characters with no control characters, white space, `=` or `/` (the rule a recording's
  /// reader applies), and unique among the scenes given to
  /// ``SandboxApp/main(scenes:name:arguments:)``, which otherwise refuses to start.
  static var name: String { get }
  /// One line telling the user what to do, shown at the top of the window and by
  /// `--list-scenes`.
  static var hint: String { get }
  /// The values a person can tune while the scene runs, in the order the tuning panel (the `T`
  /// key) shows them; `--set NAME=VALUE` can set any of them. The scene gets each one's live
  /// value from ``SceneStage/parameter(_:)``. The default is none.
  static var parameters: [SceneParameter] { get }
  /// The parts of the window the scene's own panels and readouts cover, in the root's
  /// coordinates (read every frame): the sandbox lays its plots (the `G` key) out clear of them.
  /// The default is none.
  var occupiedRegions: [Rect] { get }
  /// Whether the scene shows something over the whole window, or is bringing it in or taking it
  /// away (a photo opened full-window, a sheet revealed over everything): the sandbox fades its
  /// title and hint lines out meanwhile, so they never cover it, and back in once it is gone.
  /// Read every frame. The default is `false`.
  var presentsFullWindow: Bool { get }
  /// Whether the scene plots its visualized streams itself, as pinch-lab's trace does (with
  /// ``TracePlot``s, the sandbox's own plots): the sandbox's plots (the `G` key) then stay hidden
  /// in it instead of plotting the same streams twice. The default is `false`.
  static var drawsItsOwnPlots: Bool { get }
  /// The tweens the scene runs, as `--export` and the `E` key write them, when its parameters do
  /// not name them one by one (one duration that times several staggered tweens, say): each
  /// with its duration, delay and easing at the parameters' values `values` (by name; a missing
  /// one at its default). The default is nil: the tweens are found from the parameters' names
  /// (``MotionExport``).
  static func exportedTweens(values: [String: Double]) -> [TweenExport]?
  /// Builds the scene under `context.root`.
  init(context: SceneContext)
  /// Called once per frame, after the frame clock ticked and before the frame is drawn; `time` is
  /// the clock's time in seconds. The default does nothing.
  func update(time: Double)
  /// Removes everything the scene added and stops everything it started (``SceneStage/tearDown()``
  /// does this for whatever went through the stage).
  func tearDown()
}

extension SandboxScene {
  /// Does nothing: most scenes are driven entirely by their interactions and streams.
  public func update(time: Double) {}

  /// Nil: the scene's tweens are the ones its parameters name.
  public static func exportedTweens(values: [String: Double]) -> [TweenExport]? { nil }

  /// None: a scene has no tunable parameters unless it lists them.
  public static var parameters: [SceneParameter] { [] }

  /// None: a scene covers no part of the window with panels of its own unless it says so.
  public var occupiedRegions: [Rect] { [] }

  /// `false`: the title and hint lines stay over a scene unless it says otherwise.
  public var presentsFullWindow: Bool { false }

  /// `false`: the sandbox's plots (the `G` key) plot a scene's visualized streams.
  public static var drawsItsOwnPlots: Bool { false }
}
