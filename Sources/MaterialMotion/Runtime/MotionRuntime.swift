/// Runs interactions and stream connections for one container element, owns their subscriptions
/// and ends them all when it goes away.
///
/// ```swift
/// let runtime = MotionRuntime(containerElement: root, clock: clock)
/// let scalable = Scalable(element: square, containerElement: root)
/// scalable.valueStream = scalable.valueStream.visualize(
///   prefix: "scale: ", in: runtime.visualizationElement)
/// runtime.connect(scalable)
/// ```
///
/// **Ownership.** The runtime keeps every interaction it connects, every subscription it makes
/// (connections, toggles, observers) and the spring/tween objects connected to properties, for
/// its whole life. Nothing it connects keeps the runtime alive. When the runtime is deinitialised
/// (or ``disconnectAll()`` is called) it unsubscribes everything, newest first, detaches the
/// gesture recognizers its interactions attached, and removes ``visualizationElement`` from the
/// container. Connections are never disconnected one by one except through the
/// `Subscription` some methods return.
///
/// **State.** ``state`` is `.active` while any connected ``Stateful`` interaction (including
/// springs and tweens connected to properties) is active. ``isBeingManipulated`` is `true` while
/// any connected ``Manipulation`` is active. Stream connections made with ``connect(_:to:)-(_,ReactiveProperty<T>)``
/// forward their stream's `state` channel to the property but do not count in ``state``.
@MainActor
public final class MotionRuntime: @MainActor Stateful {
  /// The element the runtime works in: interactions measure in it and the visualization
  /// element lives in it.
  public let containerElement: Element
  /// The clock animations and visualization flashes run on.
  public let clock: FrameClock
  /// The connected interactions, in the order they were connected (nested connections included).
  public private(set) var interactions: [any Interaction] = []

  private var subscriptions: [Subscription] = []
  private var retainedObjects: [AnyObject] = []
  private var restAggregates: [AggregateMotionState] = []
  private let aggregate = AggregateMotionState()
  private let manipulations = AggregateMotionState()
  private var storedVisualizationElement: VisualizationElement?
  private var stateWriters: [ObjectIdentifier: PropertyStateWriter] = [:]
  /// The interactions (springs and tweens included) being connected, innermost last: a property
  /// connection made meanwhile is recorded as driven by each of them.
  private var connecting: [AnyObject] = []

  /// Creates a runtime for `containerElement` whose animations run on `clock`.
  public init(containerElement: Element, clock: FrameClock) {
    self.containerElement = containerElement
    self.clock = clock
  }

  isolated deinit {
    tearDown()
  }

  // MARK: Interactions

  /// Stores `interaction` and then calls its ``Interaction/connect(with:)`` (storing first makes
  /// nested `connect` calls from inside it safe). A ``Stateful`` interaction joins ``state``; a
  /// ``Manipulation`` joins ``isBeingManipulated``. Connecting an interaction that is already
  /// connected to this runtime does nothing.
  public func connect(_ interaction: any Interaction) {
    guard !interactions.contains(where: { $0 === interaction }) else { return }
    interactions.append(interaction)
    connecting.append(interaction)
    interaction.connect(with: self)
    connecting.removeLast()
    if let stateful = interaction as? any Stateful {
      // One observation of the interaction's state feeds both aggregates.
      let current = ReactiveProperty(MotionState.atRest)
      subscribe(to: stateful.state) { current.value = $0 }
      aggregate.add(state: current)
      if interaction is any Manipulation { manipulations.add(state: current) }
    }
  }

  /// The connected interactions of type `type`, in connection order.
  public func interactions<I: Interaction>(ofType type: I.Type) -> [I] {
    interactions.compactMap { $0 as? I }
  }

  /// The interactions of type `type` that drive `property`, in connection order: every
  /// interaction whose connection wrote to `property` through this runtime, springs and tweens
  /// connected with ``connect(_:to:)-(P,_)`` included, and an interaction that drives it through
  /// one it contains (a ``Tossable`` drives its element's position through its ``Draggable`` and
  /// its ``Spring``: all three are found). Empty after ``disconnectAll()``.
  public func interactions<I, T>(ofType type: I.Type, for property: ReactiveProperty<T>) -> [I] {
    (stateWriters[ObjectIdentifier(property)]?.drivers ?? []).compactMap { $0 as? I }
  }

  /// The interactions of type `type` that drive any of `element`'s reactive attributes
  /// (position, size, anchor point, scale, rotation, opacity, background colour, corner radius),
  /// in that order of attributes and then in connection order, each once.
  public func interactions<I>(ofType type: I.Type, for element: Element) -> [I] {
    var found: [AnyObject] = []
    for property in element.reactiveAttributes {
      for driver in stateWriters[ObjectIdentifier(property)]?.drivers ?? []
      where !found.contains(where: { $0 === driver }) {
        found.append(driver)
      }
    }
    return found.compactMap { $0 as? I }
  }

  /// Drives `property` with `interaction` (a ``Spring`` or a ``Tween``): subscribes
  /// `interaction.stream(for: property)` and writes it to `property` like ``connect(_:to:)-(_,ReactiveProperty<T>)``.
  /// The runtime keeps `interaction` alive, and its state joins ``state``.
  ///
  /// State: the stream's `state` channel is written to `property.state`.
  @discardableResult
  public func connect<P: PropertyInteraction>(
    _ interaction: P, to property: ReactiveProperty<P.Value>
  ) -> Subscription {
    if !retainedObjects.contains(where: { $0 === interaction }) {
      retainedObjects.append(interaction)
      aggregate.add(state: interaction.state)
    }
    connecting.append(interaction)
    defer { connecting.removeLast() }
    return connect(interaction.stream(for: property), to: property)
  }

  // MARK: Streams

  /// Subscribes to `stream` and writes it to `property`: every value to
  /// ``ReactiveProperty/value``, and its state to ``ReactiveProperty/state``. The runtime keeps
  /// the subscription until it goes away; the returned subscription ends the connection earlier.
  ///
  /// State: when several connections of this runtime write the same property (a drag and a
  /// spring on one position), the property's state is their aggregate: `.active` while any of
  /// them is active. The ordering convention is kept: the property becomes active before the
  /// value that starts the activity is written, and goes at rest after the final value. A
  /// connection that is ended no longer counts.
  @discardableResult
  public func connect<T>(
    _ stream: some MotionObservableConvertible<T>, to property: ReactiveProperty<T>
  ) -> Subscription {
    let member = ReactiveProperty(MotionState.atRest)
    let writer = stateWriter(for: property)
    writer.record(drivers: connecting)
    let membership = writer.aggregate.add(state: member)
    let connection = stream.asStream().subscribe(
      next: { property.value = $0 },
      state: { member.value = $0 })
    let subscription = Subscription {
      connection.unsubscribe()
      membership.unsubscribe()
    }
    subscriptions.append(subscription)
    return subscription
  }

  /// The aggregate that writes `property`'s state, created on first use.
  private func stateWriter<T>(for property: ReactiveProperty<T>) -> PropertyStateWriter {
    let key = ObjectIdentifier(property)
    if let writer = stateWriters[key] { return writer }
    let writer = PropertyStateWriter(property: property)
    writer.subscription = writer.aggregate.state.subscribeToValue { property.state = $0 }
    stateWriters[key] = writer
    return writer
  }

  /// Subscribes to `stream` with `next` and `state` and keeps the subscription until the runtime
  /// goes away (the returned subscription ends it earlier). Use it for side effects that belong to
  /// the runtime's life, e.g. driving something that is not a property.
  @discardableResult
  public func subscribe<T>(
    to stream: some MotionObservableConvertible<T>,
    next: @escaping (T) -> Void,
    state: @escaping (MotionState) -> Void = { _ in }
  ) -> Subscription {
    let subscription = stream.asStream().subscribe(next: next, state: state)
    subscriptions.append(subscription)
    return subscription
  }

  /// Keeps `subscription` and unsubscribes it when the runtime goes away (newest first).
  /// Interactions use it for teardown work such as detaching a recognizer they attached.
  public func keep(_ subscription: Subscription) {
    subscriptions.append(subscription)
  }

  /// Keeps `object` alive for as long as the runtime runs (until it goes away or
  /// ``disconnectAll()``): a ``TransitionSpring`` whose ``TransitionSpring/spring`` another
  /// interaction drives, say, which follows its direction only while it lives.
  public func retain(_ object: AnyObject) {
    retainedObjects.append(object)
  }

  // MARK: Coordination

  /// Enables `togglable` while `stateful` is at rest and disables it while `stateful` is active,
  /// starting with `stateful`'s current state. Used to let a drag take over from a spring.
  public func toggle(_ togglable: any Togglable, inReactionTo stateful: any Stateful) {
    let enabled = togglable.enabled
    subscribe(to: stateful.state.dedupe()) { state in
      enabled.value = state == .atRest
    }
  }

  /// Disables `togglable` now and enables it whenever `stateful`'s (deduplicated) state equals
  /// `state`, including at once if it already does. It is never disabled again by this call.
  public func start(_ togglable: any Togglable, when stateful: any Stateful, is state: MotionState)
  {
    let enabled = togglable.enabled
    enabled.value = false
    subscribe(to: stateful.state.dedupe()) { current in
      if current == state { enabled.value = true }
    }
  }

  /// Calls `body` when every one of `stateful` is at rest: at once, before returning, if they
  /// all already are (or the list is empty), and then every time the set comes to rest after
  /// any of them was active.
  public func whenAllAtRest(_ stateful: [any Stateful], body: @escaping () -> Void) {
    let members = AggregateMotionState()
    for member in stateful { members.add(state: member.state) }
    restAggregates.append(members)
    subscribe(to: members.state.dedupe()) { state in
      if state == .atRest { body() }
    }
  }

  /// `true` while any connected ``Manipulation`` is active, `false` otherwise. Replays the
  /// current value, then emits every change. State channel: `state(.active)` before `true`,
  /// `false` before `state(.atRest)`.
  public var isBeingManipulated: MotionObservable<Bool> {
    manipulations.state._map { $0 == .active }
  }

  /// `.active` while any connected ``Stateful`` interaction (or connected spring/tween) is
  /// active. Replays the current state, then emits every change; the `state` channel mirrors the
  /// values.
  public var state: MotionObservable<MotionState> { aggregate.state }

  // MARK: Visualization

  /// The strip that `visualize` writes its labels into, created on first use: a child of the
  /// container laid along its bottom edge (full width, zero height at first), drawn above the
  /// scene, not interactive, with a translucent dark background. It grows upward by one line per
  /// visualized connection and follows the container's size. Removed from the container when the
  /// runtime goes away.
  public var visualizationElement: VisualizationElement {
    if let element = storedVisualizationElement { return element }
    let element = VisualizationElement(clock: clock)
    storedVisualizationElement = element
    containerElement.addChild(element)
    subscribe(to: containerElement.sizeProperty) { [weak element] size in
      element?.layout(inContainerOfSize: size)
    }
    return element
  }

  // MARK: Teardown

  /// Ends everything the runtime runs, as its deinitialiser does: unsubscribes every
  /// subscription (newest first), detaches the recognizers its interactions attached, forgets
  /// the interactions and retained springs/tweens, empties ``state`` and ``isBeingManipulated``
  /// and removes ``visualizationElement`` from the container. The runtime can be used again
  /// afterwards (a new visualization element is created on demand).
  public func disconnectAll() {
    tearDown()
    interactions.removeAll()
    retainedObjects.removeAll()
  }

  private func tearDown() {
    let subscriptions = self.subscriptions
    self.subscriptions.removeAll()
    for subscription in subscriptions.reversed() { subscription.unsubscribe() }
    for members in restAggregates { members.removeAll() }
    restAggregates.removeAll()
    aggregate.removeAll()
    manipulations.removeAll()
    for writer in stateWriters.values {
      writer.subscription?.unsubscribe()
      writer.aggregate.removeAll()
    }
    stateWriters.removeAll()
    storedVisualizationElement?.removeFromParent()
    storedVisualizationElement = nil
  }
}

/// The aggregate state of the runtime connections writing one property, the subscription that
/// writes it to the property, and the interactions that drive it.
private final class PropertyStateWriter {
  /// Keeps the property alive so its identifier stays unique while it is a key.
  let property: AnyObject
  let aggregate = AggregateMotionState()
  var subscription: Subscription?
  /// The interactions whose connections write the property, in connection order, each once.
  private(set) var drivers: [AnyObject] = []

  /// Adds `drivers` not yet recorded.
  func record(drivers new: [AnyObject]) {
    for driver in new where !drivers.contains(where: { $0 === driver }) { drivers.append(driver) }
  }

  init(property: AnyObject) {
    self.property = property
  }
}
