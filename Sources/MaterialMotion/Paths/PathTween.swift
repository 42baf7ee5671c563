/// Moves a `Point` property along a ``MotionPath`` over a fixed duration: position by distance
/// along the path (see ``MotionPath/point(at:)``), timed by an easing.
///
/// ```swift
/// let tween = PathTween(duration: 0.6, path: .arc(from: card.position, to: target), clock: clock)
/// runtime.connect(tween, to: card.positionProperty)
/// ```
///
/// It is a ``Tween`` of the fraction travelled (``progress``, keyframes 0 then 1) read through
/// ``path``, so delay, easing, repeats, enabling and ``timeline`` work exactly as for a tween.
/// Each run starts at the path's start, whatever the property held. Writing ``path`` restarts the
/// runs in progress along the new path.
///
/// State: a connection sends `state(.active)` when its run starts and, after the path's exact end
/// point, `state(.atRest)`; ``state`` aggregates all connections (see ``Tween``).
public final class PathTween: PropertyInteraction {
  /// The path followed. Writing it restarts the runs in progress.
  public let path: ReactiveProperty<MotionPath>
  /// The tween of the fraction of the path travelled, 0 to 1: its duration, delay, easing,
  /// repeats and timeline are the path tween's.
  public let progress: Tween<Double>
  private var pathSubscription: Subscription?

  /// Creates a path tween along `path` lasting `duration` seconds with `easing`, on `clock`.
  public init(
    duration: Double, path: MotionPath, easing: Easing = .easeInOut, delay: Double = 0,
    clock: FrameClock
  ) {
    self.path = ReactiveProperty(path)
    progress = Tween(
      duration: duration, values: [0.0, 1.0], delay: delay, timingFunctions: [easing],
      clock: clock)
    let progress = self.progress
    var isFirst = true
    pathSubscription = self.path.asStream().subscribeToValue { _ in
      if isFirst {
        isFirst = false
        return
      }
      progress.values.value = [0.0, 1.0]
    }
  }

  deinit { pathSubscription?.unsubscribe() }

  /// Seconds one pass along the path lasts (the progress tween's ``Tween/duration``).
  public var duration: ReactiveProperty<Double> { progress.duration }
  /// Seconds before the motion begins (the progress tween's ``Tween/delay``).
  public var delay: ReactiveProperty<Double> { progress.delay }
  /// The timeline the runs follow (see ``Timeline``), read when a stream is made.
  public var timeline: Timeline? {
    get { progress.timeline }
    set { progress.timeline = newValue }
  }
  /// Whether the tween reacts and emits.
  public var enabled: ReactiveProperty<Bool> { progress.enabled }
  /// Whether any connection is running.
  public var state: MotionObservable<MotionState> { progress.state }

  /// A stream of positions along ``path`` for `property`; each subscription is an independent
  /// run. The stream does not write `property`.
  ///
  /// State: as the progress tween's.
  public func stream(for property: ReactiveProperty<Point>) -> MotionObservable<Point> {
    let path = self.path
    return progress.stream(startingFrom: { 0 })._map { path.value.point(at: $0) }
  }
}
