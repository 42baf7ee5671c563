import MaterialMotion
import Testing

/// An interaction that records what it saw when it was connected and connects a nested one.
@MainActor
private final class NestingInteraction: Interaction {
  var sawItselfStored = false
  var connectCount = 0
  let nested: NestingInteraction?

  init(nested: NestingInteraction? = nil) {
    self.nested = nested
  }

  func connect(with runtime: MotionRuntime) {
    connectCount += 1
    sawItselfStored = runtime.interactions.contains { $0 === self }
    if let nested { runtime.connect(nested) }
  }
}

@MainActor
@Suite struct MotionRuntimeTests {
  let scene = GestureScene()
  let clock = FrameClock()

  private func makeRuntime() -> MotionRuntime {
    MotionRuntime(containerElement: scene.root, clock: clock)
  }

  // MARK: Interactions

  @Test func storesAnInteractionBeforeConnectingItSoNestedConnectsAreSafe() {
    let runtime = makeRuntime()
    let inner = NestingInteraction()
    let outer = NestingInteraction(nested: inner)
    runtime.connect(outer)
    #expect(outer.sawItselfStored)
    #expect(inner.sawItselfStored)
    #expect(
      runtime.interactions.map { ObjectIdentifier($0) }
        == [outer, inner].map(ObjectIdentifier.init))
    #expect(runtime.interactions(ofType: NestingInteraction.self).count == 2)
    #expect(runtime.interactions(ofType: Scalable.self).isEmpty)
  }

  @Test func connectingTheSameInteractionTwiceConnectsItOnce() {
    let runtime = makeRuntime()
    let interaction = NestingInteraction()
    runtime.connect(interaction)
    runtime.connect(interaction)
    #expect(interaction.connectCount == 1)
    #expect(runtime.interactions.count == 1)
  }

  // MARK: Streams

  @Test func connectWritesValuesAndStateToTheProperty() {
    let runtime = makeRuntime()
    let source = ReactiveProperty(1.0)
    let target = ReactiveProperty(0.0)
    var targetChannel: [String] = []
    target.asStream().subscribe(
      next: { targetChannel.append("\($0)") }, state: { targetChannel.append("\($0)") })
    targetChannel.removeAll()

    let subscription = runtime.connect(source, to: target)
    #expect(target.value == 1)
    source.state = .active
    source.value = 2
    source.state = .atRest
    #expect(target.value == 2)
    #expect(targetChannel == ["1.0", "active", "2.0", "atRest"])

    subscription.unsubscribe()
    source.value = 3
    #expect(target.value == 2)
  }

  @Test func aPropertyWrittenByTwoConnectionsIsActiveWhileEitherIs() {
    let runtime = makeRuntime()
    let first = ReactiveProperty(0.0)
    let second = ReactiveProperty(0.0)
    let target = ReactiveProperty(0.0)
    runtime.connect(first, to: target)
    runtime.connect(second, to: target)
    first.state = .active
    #expect(target.state == .active)
    second.state = .active
    first.state = .atRest
    #expect(target.state == .active)
    second.state = .atRest
    #expect(target.state == .atRest)

    // An ended connection no longer counts.
    let third = ReactiveProperty(0.0)
    let subscription = runtime.connect(third, to: target)
    third.state = .active
    #expect(target.state == .active)
    subscription.unsubscribe()
    #expect(target.state == .atRest)
  }

  @Test func subscribeKeepsTheSubscriptionForTheRuntimesLife() {
    var runtime: MotionRuntime? = makeRuntime()
    let source = ReactiveProperty(0)
    var seen: [Int] = []
    runtime?.subscribe(to: source) { seen.append($0) }
    source.value = 1
    #expect(source.observerCount == 1)
    runtime = nil
    source.value = 2
    #expect(seen == [0, 1])
    #expect(source.observerCount == 0)
  }

  // MARK: Coordination

  @Test func toggleEnablesWhileAtRestAndDisablesWhileActive() {
    let runtime = makeRuntime()
    let togglable = RecordingTogglable()
    let stateful = ManualStateful(.active)
    runtime.toggle(togglable, inReactionTo: stateful)
    #expect(togglable.enabled.value == false)
    stateful.set(.atRest)
    #expect(togglable.enabled.value == true)
    stateful.set(.active)
    #expect(togglable.enabled.value == false)
    #expect(togglable.writes == [false, true, false])
  }

  @Test func startDisablesNowAndEnablesWhenTheStateMatches() {
    let runtime = makeRuntime()
    let togglable = RecordingTogglable()
    let stateful = ManualStateful(.active)
    runtime.start(togglable, when: stateful, is: .atRest)
    #expect(togglable.enabled.value == false)
    stateful.set(.active)
    #expect(togglable.enabled.value == false)
    stateful.set(.atRest)
    #expect(togglable.enabled.value == true)
    // Never disabled again by `start`.
    stateful.set(.active)
    #expect(togglable.enabled.value == true)
    #expect(togglable.writes == [false, true])
  }

  @Test func startEnablesAtOnceWhenTheStateAlreadyMatches() {
    let runtime = makeRuntime()
    let togglable = RecordingTogglable()
    runtime.start(togglable, when: ManualStateful(.atRest), is: .atRest)
    #expect(togglable.writes == [false, true])
  }

  @Test func startCanWaitForActivity() {
    let runtime = makeRuntime()
    let togglable = RecordingTogglable()
    let stateful = ManualStateful(.atRest)
    runtime.start(togglable, when: stateful, is: .active)
    #expect(togglable.enabled.value == false)
    stateful.set(.active)
    #expect(togglable.enabled.value == true)
  }

  @Test func whenAllAtRestFiresAtOnceWhenAllAreAlreadyAtRest() {
    let runtime = makeRuntime()
    let a = ManualStateful()
    let b = ManualStateful()
    var calls = 0
    runtime.whenAllAtRest([a, b]) { calls += 1 }
    #expect(calls == 1)

    a.set(.active)
    b.set(.active)
    #expect(calls == 1)
    a.set(.atRest)
    #expect(calls == 1)
    b.set(.atRest)
    #expect(calls == 2)
    // Again after the set was active again.
    b.set(.active)
    b.set(.atRest)
    #expect(calls == 3)
  }

  @Test func whenAllAtRestWaitsForActiveMembers() {
    let runtime = makeRuntime()
    let a = ManualStateful(.active)
    let b = ManualStateful()
    var calls = 0
    runtime.whenAllAtRest([a, b]) { calls += 1 }
    #expect(calls == 0)
    a.set(.atRest)
    #expect(calls == 1)
  }

  @Test func whenAllAtRestWithNoMembersFiresAtOnce() {
    let runtime = makeRuntime()
    var calls = 0
    runtime.whenAllAtRest([]) { calls += 1 }
    #expect(calls == 1)
  }

  @Test func whenAllAtRestWorksWithRealInteractions() {
    let runtime = makeRuntime()
    let draggable = Draggable(element: scene.box, containerElement: scene.root)
    let spring = Spring(to: 1.0, clock: clock)
    let opacity = ReactiveProperty(0.0)
    runtime.connect(draggable)
    runtime.connect(spring, to: opacity)
    var calls = 0
    runtime.whenAllAtRest([draggable, spring]) { calls += 1 }
    #expect(calls == 0)
    stepUntil(clock) { spring.currentState == .atRest }
    #expect(calls == 1)
    scene.script.down(1, 150, 150)
    scene.script.move(1, 170, 150)
    scene.script.up(1, 170, 150)
    #expect(calls == 2)
  }

  @Test func isBeingManipulatedAggregatesConnectedManipulations() {
    let runtime = makeRuntime()
    let manipulated = ValueLog(runtime.isBeingManipulated)
    let runtimeStates = ValueLog(runtime.state)
    let draggable = Draggable(element: scene.box, containerElement: scene.root)
    let scalable = Scalable(element: scene.box, containerElement: scene.root)
    let tap = SetPositionOnTap(property: ReactiveProperty(Point.zero), containerElement: scene.root)
    runtime.connect(draggable)
    runtime.connect(scalable)
    runtime.connect(tap)
    #expect(manipulated.values == [false])

    // A tap is stateful but not a manipulation.
    scene.script.down(1, 50, 50)
    scene.script.up(1, 50, 50)
    #expect(manipulated.values == [false])
    #expect(runtimeStates.values == [.atRest, .active, .atRest])

    scene.script.down(1, 150, 150)
    scene.script.move(1, 170, 150)
    #expect(manipulated.values == [false, true])
    scene.script.down(2, 250, 150)
    scene.script.move(2, 300, 150)
    // The drag continues and the pinch starts: still one "true".
    #expect(manipulated.values == [false, true])
    scene.script.up(2, 300, 150)
    #expect(manipulated.values == [false, true])
    scene.script.up(1, 170, 150)
    #expect(manipulated.values == [false, true, false])
    #expect(runtimeStates.values == [.atRest, .active, .atRest, .active, .atRest])
  }

  // MARK: Memory

  @Test func aRuntimeItsInteractionsAndElementsAreFreed() {
    weak var weakRuntime: MotionRuntime?
    weak var weakRoot: Element?
    weak var weakBox: Element?
    weak var weakScalable: Scalable?
    weak var weakTossable: Tossable?
    weak var weakManipulable: DirectlyManipulable?
    weak var weakVisualization: VisualizationElement?
    do {
      let scene = GestureScene()
      let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
      let other = Element(frame: Rect(x: 0, y: 0, width: 50, height: 50))
      scene.root.addChild(other)
      let scalable = Scalable(element: scene.box, containerElement: scene.root)
      scalable.valueStream = scalable.valueStream.visualize(
        prefix: "scale: ", in: runtime.visualizationElement)
      let tossable = Tossable(
        element: other, containerElement: scene.root,
        spring: Spring(to: Point(x: 300, y: 300), clock: clock))
      let manipulable = DirectlyManipulable(element: scene.box, containerElement: scene.root)
      runtime.connect(scalable)
      runtime.connect(tossable)
      runtime.connect(manipulable)
      runtime.whenAllAtRest([scalable, tossable]) {}
      runtime.toggle(scalable, inReactionTo: tossable)
      scene.script.down(1, 150, 150)
      scene.script.down(2, 250, 150)
      scene.script.move(2, 300, 150)
      clock.step(by: 1.0 / 60.0)
      weakRuntime = runtime
      weakRoot = scene.root
      weakBox = scene.box
      weakScalable = scalable
      weakTossable = tossable
      weakManipulable = manipulable
      weakVisualization = runtime.visualizationElement
    }
    #expect(weakRuntime == nil)
    #expect(weakRoot == nil)
    #expect(weakBox == nil)
    #expect(weakScalable == nil)
    #expect(weakTossable == nil)
    #expect(weakManipulable == nil)
    #expect(weakVisualization == nil)
    #expect(!clock.hasFrameObservers)
  }

  @Test func aRuntimeGoingAwayEndsEverythingButLeavesTheContainer() {
    weak var weakRuntime: MotionRuntime?
    weak var weakScalable: Scalable?
    weak var weakTossable: Tossable?
    weak var weakVisualization: VisualizationElement?
    let other = Element(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    scene.root.addChild(other)
    let baseline = scene.box.scaleProperty.observerCount
    let sizeObservers = scene.root.sizeProperty.observerCount
    var recognizers: [GestureRecognizer] = []
    do {
      let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
      let scalable = Scalable(element: scene.box, containerElement: scene.root)
      scalable.valueStream = scalable.valueStream.visualize(in: runtime.visualizationElement)
      let tossable = Tossable(
        element: other, containerElement: scene.root,
        spring: Spring(to: Point(x: 300, y: 300), clock: clock))
      runtime.connect(scalable)
      runtime.connect(tossable)
      recognizers = [scalable.gestureRecognizer, tossable.draggable.gestureRecognizer]
      #expect(scene.root.children.contains { $0 is VisualizationElement })
      #expect(clock.hasFrameObservers)
      weakRuntime = runtime
      weakScalable = scalable
      weakTossable = tossable
      weakVisualization = runtime.visualizationElement
    }
    #expect(weakRuntime == nil)
    #expect(weakScalable == nil)
    #expect(weakTossable == nil)
    #expect(weakVisualization == nil)
    #expect(!scene.root.children.contains { $0 is VisualizationElement })
    #expect(!clock.hasFrameObservers)
    #expect(scene.box.scaleProperty.observerCount == baseline)
    #expect(scene.root.sizeProperty.observerCount == sizeObservers)
    for recognizer in recognizers {
      #expect(recognizer.element == nil)
      #expect(recognizer.observerCount == 0)
    }
    #expect(scene.root.gestureRecognizers.isEmpty)
    #expect(other.gestureRecognizers.isEmpty)
  }

  @Test func givenRecognizersStayAttachedWhenTheRuntimeGoesAway() {
    let recognizer = ScaleGestureRecognizer()
    scene.box.addGestureRecognizer(recognizer)
    do {
      let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
      runtime.connect(
        Scalable(element: scene.box, containerElement: scene.root, gestureRecognizer: recognizer))
    }
    #expect(recognizer.element === scene.box)
    #expect(recognizer.observerCount == 0)
  }

  @Test func disconnectAllEndsEverythingAndTheRuntimeCanBeReused() {
    let runtime = makeRuntime()
    let scalable = Scalable(element: scene.box, containerElement: scene.root)
    runtime.connect(scalable)
    _ = runtime.visualizationElement
    runtime.disconnectAll()
    #expect(runtime.interactions.isEmpty)
    #expect(!scene.root.children.contains { $0 is VisualizationElement })
    #expect(scalable.gestureRecognizer.element == nil)
    scene.script.down(1, 150, 200)
    scene.script.down(2, 250, 200)
    scene.script.move(2, 350, 200)
    #expect(scene.box.scale == 1)
    scene.script.up(1, 150, 200)
    scene.script.up(2, 350, 200)

    // Connecting again re-attaches the recognizer the interaction created.
    runtime.connect(scalable)
    #expect(scalable.gestureRecognizer.element === scene.root)
    scene.script.down(1, 150, 200)
    scene.script.down(2, 250, 200)
    scene.script.move(2, 350, 200)
    #expect(Near.equal(scene.box.scale, 2))
  }
}
