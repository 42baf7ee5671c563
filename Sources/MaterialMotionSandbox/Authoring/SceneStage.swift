import MaterialMotion

/// What every scene shares: a runtime over the window's root, the standard 200×200 square, and a
/// tear-down that removes everything the scene added.
///
/// Make one in your scene's initializer, put everything through it, and call ``tearDown()`` from
/// the scene's ``SandboxScene/tearDown()``:
///
/// ```swift
/// init(context: SceneContext) {
///   stage = SceneStage(context)
///   let draggable = Draggable(element: stage.makeSquare(), containerElement: context.root)
///   stage.motion.connect(draggable)
/// }
///
/// func tearDown() { stage.tearDown() }
/// ```
///
/// The tear-down unsubscribes what ``keep(_:)`` and ``onKeyDown(_:)`` hold, disconnects the
/// runtime (its interactions, streams and visualization strip), removes the elements ``add(_:)``
/// and ``makeSquare()`` added, and removes the gesture recognizers the scene's interactions
/// attached to the root.
@MainActor
public final class SceneStage {
  /// The window's root element (the context's ``SceneContext/root``).
  public let root: Element
  /// The frame clock (the context's ``SceneContext/clock``).
  public let clock: FrameClock
  /// The input dispatcher (the context's ``SceneContext/dispatcher``).
  public let dispatcher: InputDispatcher
  private let tuning: SceneTuning
  private var runtime: MotionRuntime?
  private var elements: [Element] = []
  private var subscriptions: [Subscription] = []
  private let rootRecognizersBefore: [ObjectIdentifier]
  private var centred: [Element] = []
  private var resizeHandlers: [(_ old: Size, _ new: Size) -> Void] = []
  private var lastSize: Size

  /// Creates a stage for the scene being built in `context`, with a new runtime over its root.
  public init(_ context: SceneContext) {
    root = context.root
    clock = context.clock
    dispatcher = context.dispatcher
    tuning = context.tuning
    runtime = context.makeRuntime()
    rootRecognizersBefore = context.root.gestureRecognizers.map(ObjectIdentifier.init)
    lastSize = context.root.size
    keep(
      context.root.sizeProperty.asStream().subscribeToValue { [unowned self] size in
        self.rootResized(to: size)
      })
  }

  /// Keeps `element` where it is relative to the window's centre when the window is resized (the
  /// square ``makeSquare()`` makes already is).
  public func keepCentred(_ element: Element) {
    centred.append(element)
  }

  /// Moves `point` with the window's centre when the window is resized, so a point placed
  /// relative to the window (a spring's destination at the centre, say) stays where it was
  /// relative to the centre, as `keepCentred(_:)` keeps elements.
  public func keepCentred(_ point: ReactiveProperty<Point>) {
    onResize { old, new in
      let value = point.value
      point.value = Point(
        x: value.x + (new.width - old.width) / 2, y: value.y + (new.height - old.height) / 2)
    }
  }

  /// Calls `body` with the old and new size whenever the window (``root``) is resized, until
  /// tear-down: move targets that were placed relative to the window, for example a spring's
  /// destination at the centre.
  public func onResize(_ body: @escaping (_ old: Size, _ new: Size) -> Void) {
    resizeHandlers.append(body)
  }

  private func rootResized(to size: Size) {
    let old = lastSize
    guard size != old else { return }
    lastSize = size
    let shift = Point(x: (size.width - old.width) / 2, y: (size.height - old.height) / 2)
    for element in centred {
      element.position = Point(x: element.position.x + shift.x, y: element.position.y + shift.y)
    }
    for handler in resizeHandlers { handler(old, size) }
  }

  /// The scene's `MotionRuntime`, over ``root`` on ``clock``: connect interactions and streams to
  /// it, and visualize streams in its `visualizationElement`, the strip along the bottom of the
  /// window. It exists until ``tearDown()``; using it afterwards is a programming error.
  public var motion: MotionRuntime {
    guard let runtime else { preconditionFailure("SceneStage.motion used after tearDown()") }
    return runtime
  }

  /// The centre of ``root``, in its coordinates.
  public var center: Point { Point(x: root.size.width / 2, y: root.size.height / 2) }

  /// Adds the standard square, the one every built-in scene shows: named `"square"`, 200×200
  /// points, filled #6200EE, centred in the window, and kept centred when the window is resized
  /// (`keepCentred(_:)`). It is removed on tear-down.
  ///
  /// When the scene declares ``SceneParameter/squareSize`` (a parameter named `square.size`), the
  /// square's side follows that parameter's live value instead of being 200.
  public func makeSquare() -> Element {
    let square = Element()
    square.name = "square"
    square.size = Size(width: 200, height: 200)
    square.backgroundColor = Color(hex: 0x6200EE)
    square.position = center
    add(square)
    keepCentred(square)
    if let side = tuning.property(named: SceneParameter.squareSize.name) {
      keep(side.asStream().subscribeToValue { square.size = Size(width: $0, height: $0) })
    }
    return square
  }

  /// The live value of `parameter`: a property that holds the value `--set`, a replayed
  /// recording or the tuning panel gave it (its default otherwise) and changes whenever the
  /// panel changes it. Connect it to what it drives, and the change applies at once, also to an
  /// animation in flight:
  ///
  /// ```swift
  /// static let parameters = [SceneParameter.springStiffness()]
  ///
  /// init(context: SceneContext) {
  ///   stage = SceneStage(context)
  ///   let spring = Spring(to: stage.center, clock: context.clock)
  ///   stage.motion.connect(
  ///     stage.parameter(SceneParameter.springStiffness()), to: spring.stiffness)
  ///   // ...
  /// }
  /// ```
  ///
  /// The property emits its current value on subscription and every change after it; its
  /// `state` channel stays `.atRest`. A parameter is tunable when the scene lists it in
  /// ``SandboxScene/parameters``; for one it does not list (or in a context made without
  /// ``SceneContext/tuning``, as in a test) this is a new property that holds the parameter's
  /// default and that nothing else changes.
  public func parameter(_ parameter: SceneParameter) -> ReactiveProperty<Double> {
    tuning.property(named: parameter.name) ?? ReactiveProperty(parameter.defaultValue)
  }

  /// Drives `spring`'s stiffness, damping and mass with the live values of three parameters
  /// (see ``parameter(_:)``), e.g. ``SceneParameter/springStiffness(default:)`` and its two
  /// siblings.
  public func tune<T>(
    _ spring: Spring<T>, stiffness: SceneParameter, damping: SceneParameter,
    mass: SceneParameter
  ) {
    motion.connect(parameter(stiffness), to: spring.stiffness)
    motion.connect(parameter(damping), to: spring.damping)
    motion.connect(parameter(mass), to: spring.mass)
  }

  /// Adds `element` to ``root`` and removes it on tear-down.
  public func add(_ element: Element) {
    root.addChild(element)
    elements.append(element)
  }

  /// Keeps `subscription` until tear-down, then unsubscribes it. Use it for streams subscribed
  /// outside the runtime, for example a visualized state stream kept alive with `subscribe()`.
  public func keep(_ subscription: Subscription) {
    subscriptions.append(subscription)
  }

  /// Calls `body` with the location (in ``root``'s coordinates) of every recognised tap on
  /// `element`, through a new `TapGestureRecognizer` attached to it, until tear-down; returns the
  /// recognizer (to share it with an interaction, say).
  @discardableResult
  public func onTap(_ element: Element, _ body: @escaping (Point) -> Void) -> TapGestureRecognizer {
    let tap = TapGestureRecognizer()
    element.addGestureRecognizer(tap)
    keep(
      gestureSource(tap).whenRecognitionState(is: .recognized).centroid(in: root)
        .subscribeToValue(body))
    return tap
  }

  /// Gives `element` the elevation `parameter` says (see ``SceneParameter/elevation(_:title:default:)``),
  /// following its live value.
  public func elevate(_ element: Element, to parameter: SceneParameter) {
    motion.connect(self.parameter(parameter), to: element.elevationProperty)
  }

  /// Raises `element` from the elevation `resting` says to the one `pressed` says while it is
  /// pressed (`ElevatesWhilePressed`), following both parameters' live values.
  public func elevateWhilePressed(
    _ element: Element, resting: SceneParameter, pressed: SceneParameter
  ) {
    let lift = ElevatesWhilePressed(
      element: element, resting: parameter(resting).value, pressed: parameter(pressed).value,
      clock: motion.clock)
    motion.connect(parameter(resting), to: lift.resting)
    motion.connect(parameter(pressed), to: lift.pressed)
    motion.connect(lift)
  }

  /// Calls `body` for every key press the sandbox did not consume (not Esc, F1, F12 or the
  /// number keys that switch scenes), until tear-down. Key repeats and releases are skipped.
  public func onKeyDown(_ body: @escaping (KeyEvent) -> Void) {
    keep(
      dispatcher.keyEvents.subscribeToValue { key in
        if key.phase == .down && !key.isRepeat { body(key) }
      })
  }

  /// Removes everything the scene added through the stage and stops everything it started:
  /// unsubscribes what it keeps, disconnects the runtime, removes the elements it added and the
  /// gesture recognizers added to ``root`` since the stage was made. Call it once, from the
  /// scene's ``SandboxScene/tearDown()``.
  public func tearDown() {
    centred.removeAll()
    resizeHandlers.removeAll()
    for subscription in subscriptions { subscription.unsubscribe() }
    subscriptions.removeAll()
    runtime?.disconnectAll()
    runtime = nil
    // Removed parent by parent, each parent's children passed over once.
    let removed = Set(elements.map(ObjectIdentifier.init))
    var parents: [ObjectIdentifier: Element] = [:]
    for element in elements {
      if let parent = element.parent { parents[ObjectIdentifier(parent)] = parent }
    }
    for parent in parents.values {
      parent.removeChildren { removed.contains(ObjectIdentifier($0)) }
    }
    elements.removeAll()
    for recognizer in root.gestureRecognizers
    where !rootRecognizersBefore.contains(ObjectIdentifier(recognizer)) {
      root.removeGestureRecognizer(recognizer)
    }
  }
}
