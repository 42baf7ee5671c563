/// One connection of a ``Spring`` to one target: an independent simulation that follows the
/// spring's reactive configuration. See ``Spring`` for the behaviour.
final class SpringConnection<T: VectorArithmetic>: AnimationConnection<T> {
  /// What a connection needs from its spring (the spring object itself is not retained).
  struct Configuration {
    let destination: ReactiveProperty<T>
    let initialVelocity: ReactiveProperty<T>
    let stiffness: ReactiveProperty<Double>
    let damping: ReactiveProperty<Double>
    let mass: ReactiveProperty<Double>
    let threshold: Double
    let velocityThreshold: Double
    let maximumFirstFrameInterval: Double
  }

  fileprivate struct Run {
    var solution: SpringSolution<T>
    var time: AnimationTime
  }

  private let configuration: Configuration
  /// The last initial velocity written and not yet used by a run.
  private var pendingVelocity: T?
  private var run: Run?

  init(
    configuration: Configuration, clock: FrameClock, timeline: Timeline?,
    currentValue: @escaping () -> T, observer: MotionObserver<T>
  ) {
    self.configuration = configuration
    super.init(
      clock: clock, timeline: timeline, currentValue: currentValue,
      maximumFirstFrameInterval: configuration.maximumFirstFrameInterval, observer: observer)
    observe(configuration.initialVelocity) { velocity in self.pendingVelocity = velocity }
    let rebase: (Double) -> Void = { _ in
      if self.run != nil && self.shouldReact { self.start() }
    }
    observe(configuration.stiffness, onChange: rebase)
    observe(configuration.damping, onChange: rebase)
    observe(configuration.mass, onChange: rebase)
    observe(configuration.destination) { _ in
      if self.shouldReact { self.start() }
    }
  }

  private var oscillator: DampedHarmonicOscillator {
    DampedHarmonicOscillator(
      stiffness: configuration.stiffness.value, damping: configuration.damping.value,
      mass: configuration.mass.value)
  }

  @_specialize(where T == Point)
  @_specialize(where T == Double)
  private func isSettled(displacement: T, velocity: T) -> Bool {
    displacement.magnitude <= configuration.threshold
      && velocity.magnitude <= configuration.velocityThreshold
  }

  @_specialize(where T == Point)
  @_specialize(where T == Double)
  override func start() {
    guard shouldReact else { return }
    let destination = configuration.destination.value
    let oscillator = self.oscillator
    let position: T
    let velocity: T
    if var run {
      // Retarget or new parameters mid-flight: continue from where the spring is, as fast as it
      // moves.
      let elapsed = run.time.advance(to: now)
      (position, velocity) = run.solution.state(at: elapsed)
    } else {
      position = currentValue()
      velocity = pendingVelocity ?? .zero
      pendingVelocity = nil
    }
    let generation = newGeneration()
    let displacement = position - destination
    if !oscillator.isValid || isSettled(displacement: displacement, velocity: velocity) {
      run = nil
      if !isActive && displacement.magnitude == 0 {
        stopFrames()
        return
      }
      guard activate(generation) else { return }
      finish(with: destination, generation)
      return
    }
    run = Run(
      solution: SpringSolution(
        from: position, to: destination, initialVelocity: velocity, oscillator: oscillator),
      time: runTime())
    requestFrames { time in self.frame(at: time) }
    _ = activate(generation)
  }

  @_specialize(where T == Point)
  @_specialize(where T == Double)
  override func frame(at time: Double) {
    guard var run else { return }
    let elapsed = run.time.advance(to: time)
    self.run = run
    let (position, velocity) = run.solution.state(at: elapsed)
    let destination = run.solution.destination
    if !isHeld && isSettled(displacement: position - destination, velocity: velocity) {
      self.run = nil
      finish(with: destination, newGeneration())
    } else {
      emit(position, generation)
    }
  }

  override func cancelRun() {
    run = nil
  }

  /// What the connection is doing now: its run in progress (its solution and the time it has
  /// run), the velocity written and not used yet, and whether it is active.
  struct Checkpoint {
    fileprivate let run: Run?
    fileprivate let pendingVelocity: T?
    fileprivate let isActive: Bool
  }

  /// What the connection is doing now.
  @_specialize(where T == Point)
  @_specialize(where T == Double)
  func checkpoint() -> Checkpoint {
    Checkpoint(run: run, pendingVelocity: pendingVelocity, isActive: isActive)
  }

  /// Puts the connection back to `checkpoint`: the same run from the same start (so the next
  /// frames emit exactly what they would have), frames asked for while it runs, and its `state`
  /// sent (`active` or `atRest`) when it differs from the checkpoint's. No value is emitted.
  @_specialize(where T == Point)
  @_specialize(where T == Double)
  func restore(_ checkpoint: Checkpoint) {
    pendingVelocity = checkpoint.pendingVelocity
    let generation = newGeneration()
    run = checkpoint.run
    if run != nil {
      requestFrames { time in self.frame(at: time) }
    } else {
      stopFrames()
    }
    if checkpoint.isActive {
      _ = activate(generation)
    } else if isActive {
      finish(with: nil, generation)
    }
  }
}

/// A connection of a spring, held weakly (the spring keeps its connections so, for
/// ``Spring/checkpoint()``).
struct WeakSpringConnection<T: VectorArithmetic> {
  weak var connection: SpringConnection<T>?
}
