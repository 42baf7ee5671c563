import MaterialMotion
import Testing

/// Collects what a stream delivers on both channels.
final class Recorder<T> {
  /// The values, in arrival order.
  private(set) var values: [T] = []
  /// The states, in arrival order.
  private(set) var states: [MotionState] = []
  /// Both channels interleaved in arrival order: a value as `String(describing:)`, a state as
  /// `"active"` / `"atRest"`.
  private(set) var events: [String] = []
  /// The subscription made by ``subscribe(to:)``.
  var subscription: Subscription?
  /// When set, called after each value is recorded; returning true unsubscribes ``subscription``
  /// from inside the callback.
  var unsubscribeAfterValue: ((T) -> Bool)?

  /// An observer that records into this recorder.
  func makeObserver() -> MotionObserver<T> {
    MotionObserver<T>(
      next: { value in
        self.values.append(value)
        self.events.append(String(describing: value))
        if self.unsubscribeAfterValue?(value) == true { self.subscription?.unsubscribe() }
      },
      state: { state in
        self.states.append(state)
        self.events.append(state.description)
      })
  }

  /// Subscribes to `stream` and keeps the subscription in ``subscription``.
  @discardableResult
  func subscribe(to stream: some MotionObservableConvertible<T>) -> Subscription {
    let subscription = stream.asStream().subscribe(observer: makeObserver())
    self.subscription = subscription
    return subscription
  }

  /// Forgets everything recorded so far.
  func clear() {
    values = []
    states = []
    events = []
  }
}

/// Keeps the objects of a scenario alive until its subscription is unsubscribed, then checks that
/// each source let go of its observers and that every object is freed once released.
final class ReleaseTracker {
  private var kept: [AnyObject] = []
  private var watched: [(label: String, object: () -> AnyObject?)] = []
  private var checks: [(label: String, holds: () -> Bool)] = []

  /// Watches `object`, keeping it alive until the release check.
  @discardableResult
  func track<O: AnyObject>(_ object: O, _ label: String) -> O {
    kept.append(object)
    watched.append((label, { [weak object] in object }))
    return object
  }

  /// A watched property that must have no observers after unsubscribe.
  func property<T>(_ initialValue: T, _ label: String = "source") -> ReactiveProperty<T> {
    let property = track(createProperty(withInitialValue: initialValue), label)
    checks.append(
      ("\(label) has no observer", { [weak property] in (property?.observerCount ?? 0) == 0 }))
    return property
  }

  /// A watched clock that must have no frame observers after unsubscribe.
  func clock() -> FrameClock {
    let clock = track(FrameClock(), "clock")
    checks.append(
      ("clock has no frame observer", { [weak clock] in clock?.hasFrameObservers != true }))
    return clock
  }

  /// Subscribes a watched recorder (and its watched observer) to a watched `stream`.
  func subscribe<T>(_ stream: MotionObservable<T>, _ label: String = "stream") -> Recorder<T> {
    track(stream, label)
    let recorder = track(Recorder<T>(), "recorder")
    let observer = track(recorder.makeObserver(), "observer")
    recorder.subscription = stream.subscribe(observer: observer)
    return recorder
  }

  fileprivate func verify(sourceLocation: SourceLocation) {
    for check in checks {
      #expect(check.holds(), "after unsubscribe: \(check.label)", sourceLocation: sourceLocation)
    }
    kept.removeAll()
    for entry in watched {
      #expect(
        entry.object() == nil, "\(entry.label) is still alive", sourceLocation: sourceLocation)
    }
  }
}

/// Runs `scenario`, unsubscribes the subscription of the recorder it returns, then expects every
/// source tracked by the scenario to have no observers left and every tracked object (sources,
/// intermediate streams, recorders, observers) to be freed once released.
func expectReleasedAfterUnsubscribe<T>(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ scenario: (ReleaseTracker) -> Recorder<T>
) {
  let tracker = ReleaseTracker()
  do {
    let recorder = scenario(tracker)
    #expect(recorder.subscription != nil, sourceLocation: sourceLocation)
    recorder.subscription?.unsubscribe()
  }
  tracker.verify(sourceLocation: sourceLocation)
}

/// The standard checks of a one-upstream operator.
struct OperatorChecks: OptionSet {
  let rawValue: Int
  /// Writing `inputs` gives `expected`.
  static let table = OperatorChecks(rawValue: 1 << 0)
  /// Upstream's state reaches downstream unchanged, in order.
  static let stateForwarded = OperatorChecks(rawValue: 1 << 1)
  /// Two subscribers of one stream behave as two fresh, independent subscriptions.
  static let independentSubscribers = OperatorChecks(rawValue: 1 << 2)
  /// Unsubscribing from inside the `next` callback stops delivery at once.
  static let unsubscribeInsideCallback = OperatorChecks(rawValue: 1 << 3)
  /// Nothing is retained after unsubscribe and release.
  static let releasedAfterUnsubscribe = OperatorChecks(rawValue: 1 << 4)
  static let all: OperatorChecks = [
    .table, .stateForwarded, .independentSubscribers, .unsubscribeInsideCallback,
    .releasedAfterUnsubscribe,
  ]
}

/// Subscribes `build(property.asStream())` on a property holding `initial`, writes `inputs` and
/// returns every value delivered (the initial value's result included).
func runOperator<In, Out>(
  initial: In,
  inputs: some Sequence<In>,
  _ build: (MotionObservable<In>) -> MotionObservable<Out>
) -> [Out] {
  let source = createProperty(withInitialValue: initial)
  let recorder = Recorder<Out>()
  recorder.subscribe(to: build(source.asStream()))
  for input in inputs { source.value = input }
  recorder.subscription?.unsubscribe()
  return recorder.values
}

/// Runs the standard `checks` on the operator `build` applied to a ``ReactiveProperty`` holding
/// `initial` that is then written `inputs`, and expecting `expected` (the reference table).
func checkOperator<In, Out: Equatable>(
  initial: In,
  inputs: [In],
  expected: [Out],
  checks: OperatorChecks = .all,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ build: (MotionObservable<In>) -> MotionObservable<Out>
) {
  if checks.contains(.table) {
    let values = runOperator(initial: initial, inputs: inputs, build)
    #expect(values == expected, "reference table", sourceLocation: sourceLocation)
  }

  if checks.contains(.stateForwarded) {
    let source = createProperty(withInitialValue: initial)
    let recorder = Recorder<Out>()
    recorder.subscribe(to: build(source.asStream()))
    source.state = .active
    for input in inputs { source.value = input }
    source.state = .atRest
    #expect(recorder.states == [.atRest, .active, .atRest], sourceLocation: sourceLocation)
    #expect(recorder.events.last == "atRest", sourceLocation: sourceLocation)
  }

  if checks.contains(.independentSubscribers) {
    let source = createProperty(withInitialValue: initial)
    let stream = build(source.asStream())
    let first = Recorder<Out>()
    first.subscribe(to: stream)
    let half = inputs.count / 2
    for input in inputs[..<half] { source.value = input }
    let second = Recorder<Out>()
    second.subscribe(to: stream)
    for input in inputs[half...] { source.value = input }
    #expect(first.values == expected, "first subscriber", sourceLocation: sourceLocation)
    let fresh = runOperator(
      initial: half > 0 ? inputs[half - 1] : initial, inputs: inputs[half...], build)
    #expect(second.values == fresh, "second subscriber", sourceLocation: sourceLocation)
  }

  if checks.contains(.unsubscribeInsideCallback) {
    let source = createProperty(withInitialValue: initial)
    let recorder = Recorder<Out>()
    recorder.subscribe(to: build(source.asStream()))
    let deliveredOnConnect = recorder.values.count
    recorder.unsubscribeAfterValue = { _ in true }
    for input in inputs { source.value = input }
    source.state = .active
    #expect(
      recorder.values == Array(expected.prefix(deliveredOnConnect + 1)),
      "unsubscribe inside callback", sourceLocation: sourceLocation)
    #expect(!recorder.states.contains(.active), sourceLocation: sourceLocation)
    #expect(source.observerCount == 0, sourceLocation: sourceLocation)
  }

  if checks.contains(.releasedAfterUnsubscribe) {
    expectReleasedAfterUnsubscribe(sourceLocation: sourceLocation) { tracker in
      let source = tracker.property(initial)
      let upstream = tracker.track(source.asStream(), "upstream")
      let recorder = tracker.subscribe(build(upstream))
      for input in inputs { source.value = input }
      return recorder
    }
  }
}

/// A write to either the upstream property or the argument property of a stream-argument operator.
enum Write<In, Argument> {
  case value(In)
  case argument(Argument)
}

/// Checks a stream-argument variant: `build(upstream, argument)` on two properties holding
/// `initial` and `argument`, then `writes`, must emit `expected`; it waits for the argument;
/// forwards upstream's state and ignores the argument's; serves two subscribers alike; stops at
/// once when unsubscribed inside a callback; and retains nothing after unsubscribe.
func checkStreamArgument<In, Argument, Out: Equatable>(
  initial: In,
  argument: Argument,
  writes: [Write<In, Argument>],
  expected: [Out],
  sourceLocation: SourceLocation = #_sourceLocation,
  _ build: (MotionObservable<In>, MotionObservable<Argument>) -> MotionObservable<Out>
) {
  func apply(
    _ write: Write<In, Argument>, _ source: ReactiveProperty<In>,
    _ parameter: ReactiveProperty<Argument>
  ) {
    switch write {
    case .value(let value): source.value = value
    case .argument(let value): parameter.value = value
    }
  }

  // Table, two subscribers, state.
  do {
    let source = createProperty(withInitialValue: initial)
    let parameter = createProperty(withInitialValue: argument)
    let stream = build(source.asStream(), parameter.asStream())
    let first = Recorder<Out>()
    let second = Recorder<Out>()
    first.subscribe(to: stream)
    second.subscribe(to: stream)
    for write in writes { apply(write, source, parameter) }
    #expect(first.values == expected, "reference table", sourceLocation: sourceLocation)
    #expect(second.values == expected, "second subscriber", sourceLocation: sourceLocation)
    #expect(
      first.events.first != "atRest", "a value comes before atRest", sourceLocation: sourceLocation)

    parameter.state = .active
    #expect(first.states == [.atRest], "argument state ignored", sourceLocation: sourceLocation)
    source.state = .active
    #expect(first.states == [.atRest, .active], "upstream state", sourceLocation: sourceLocation)
    first.subscription?.unsubscribe()
    second.subscription?.unsubscribe()
    #expect(source.observerCount == 0, sourceLocation: sourceLocation)
    #expect(parameter.observerCount == 0, sourceLocation: sourceLocation)
  }

  // Nothing before the argument is known; upstream state still flows.
  do {
    let source = createProperty(withInitialValue: initial)
    let silent = MotionObservable<Argument> { _ in noopDisconnect }
    let recorder = Recorder<Out>()
    recorder.subscribe(to: build(source.asStream(), silent))
    for case .value(let value) in writes { source.value = value }
    #expect(recorder.values.isEmpty, "waits for the argument", sourceLocation: sourceLocation)
    #expect(recorder.states == [.atRest], sourceLocation: sourceLocation)
    recorder.subscription?.unsubscribe()
  }

  // Unsubscribing inside the callback stops delivery from both streams.
  do {
    let source = createProperty(withInitialValue: initial)
    let parameter = createProperty(withInitialValue: argument)
    let recorder = Recorder<Out>()
    recorder.subscribe(to: build(source.asStream(), parameter.asStream()))
    let deliveredOnConnect = recorder.values.count
    recorder.unsubscribeAfterValue = { _ in true }
    for write in writes { apply(write, source, parameter) }
    #expect(
      recorder.values == Array(expected.prefix(deliveredOnConnect + 1)),
      "unsubscribe inside callback", sourceLocation: sourceLocation)
    #expect(source.observerCount == 0, sourceLocation: sourceLocation)
    #expect(parameter.observerCount == 0, sourceLocation: sourceLocation)
  }

  expectReleasedAfterUnsubscribe(sourceLocation: sourceLocation) { tracker in
    let source = tracker.property(initial)
    let parameter = tracker.property(argument, "argument")
    let upstream = tracker.track(source.asStream(), "upstream")
    let argumentStream = tracker.track(parameter.asStream(), "argument stream")
    let recorder = tracker.subscribe(build(upstream, argumentStream))
    for write in writes { apply(write, source, parameter) }
    return recorder
  }
}
