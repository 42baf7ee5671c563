/// One connection of a ``Tween`` to one target. See ``Tween`` for the behaviour.
final class TweenConnection<T: VectorArithmetic>: AnimationConnection<T> {
  /// What a connection needs from its tween (the tween object itself is not retained).
  struct Configuration {
    let values: ReactiveProperty<[T]>
    let offsets: ReactiveProperty<[Double]>
    let timingFunctions: ReactiveProperty<[Easing]>
    let duration: ReactiveProperty<Double>
    let delay: ReactiveProperty<Double>
    let repeatCount: ReactiveProperty<Double>
    let autoreverses: ReactiveProperty<Bool>
    let maximumFirstFrameInterval: Double
  }

  private struct Run {
    var timeline: TweenTimeline<T>
    var time: AnimationTime
  }

  private let configuration: Configuration
  private var run: Run?

  init(
    configuration: Configuration, clock: FrameClock, timeline: Timeline?,
    currentValue: @escaping () -> T, observer: MotionObserver<T>
  ) {
    self.configuration = configuration
    super.init(
      clock: clock, timeline: timeline, currentValue: currentValue,
      maximumFirstFrameInterval: configuration.maximumFirstFrameInterval, observer: observer)
    observe(configuration.values) { _ in
      if self.shouldReact { self.start() }
    }
    observe(configuration.offsets) { _ in
      if self.shouldReact { self.start() }
    }
  }

  override func start() {
    guard shouldReact else { return }
    let values = configuration.values.value
    let generation = newGeneration()
    guard !values.isEmpty else {
      // Nothing to animate: stop where we are.
      run = nil
      finish(with: nil, generation)
      return
    }
    var timeline = TweenTimeline(
      values: values, offsets: configuration.offsets.value,
      easings: configuration.timingFunctions.value, duration: configuration.duration.value,
      delay: configuration.delay.value, repeatCount: configuration.repeatCount.value,
      autoreverses: configuration.autoreverses.value)
    if timeline.totalDuration <= 0 {
      run = nil
      timeline.setStart(currentValue())
      guard activate(generation) else { return }
      finish(with: timeline.finalValue, generation)
      return
    }
    run = Run(
      timeline: timeline,
      time: runTime())
    requestFrames { time in self.frame(at: time) }
    _ = activate(generation)
  }

  override func frame(at time: Double) {
    guard var run else { return }
    let elapsed = run.time.advance(to: time)
    if elapsed <= run.timeline.delay && elapsed < run.timeline.totalDuration {
      // Still waiting for the delay to pass.
      self.run = run
      return
    }
    if run.timeline.needsStart { run.timeline.setStart(currentValue()) }
    self.run = run
    if elapsed >= run.timeline.totalDuration && isHeld {
      emit(run.timeline.finalValue, generation)
    } else if elapsed >= run.timeline.totalDuration {
      self.run = nil
      finish(with: run.timeline.finalValue, newGeneration())
    } else {
      emit(run.timeline.value(at: elapsed), generation)
    }
  }

  override func cancelRun() {
    run = nil
  }
}
