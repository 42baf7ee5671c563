/// Which way a ``Swipeable`` row was swiped away, if it was.
public enum SwipeState: Hashable, Sendable, CustomStringConvertible {
  /// Not swiped: the row rests where it was.
  case none
  /// Swiped off to the left.
  case left
  /// Swiped off to the right.
  case right

  /// `"none"`, `"left"` or `"right"`.
  public var description: String {
    switch self {
    case .none: "none"
    case .left: "left"
    case .right: "right"
    }
  }
}

/// A list row that is dragged sideways to reveal what lies under it and swiped away past a
/// threshold (material-motion-js's `Swipeable`): a ``Tossable`` along x only.
///
/// - While dragged, ``isThresholdMet`` is true once the row is ``threshold`` points (72 by
///   default, the reference's) or more from where it rests; ``iconScale`` springs from 0.67 to 1
///   and ``backgroundReveal`` from 0 to 1 while it is, back again when it is not (drive an icon's
///   scale and a background's opacity with them).
/// - On release, ``swipeState`` becomes `.left` or `.right` (the side the row was dragged to)
///   when the threshold is met, and the row is tossed off by its ``width`` plus
///   ``destinationMargin`` that way; otherwise `.none`, and it springs back. The release velocity
///   counts too, which the reference left for later: a fling outwards faster than
///   ``flingVelocity`` swipes before the threshold, and a fling back towards the rest position as
///   fast keeps a row that was past it.
/// - A new drag takes the row wherever it is (a swiped row can be dragged back).
///
/// State: the tossable's: `.active` while dragged or moving.
@MainActor
public final class Swipeable: Interaction, @MainActor Stateful {
  /// The reference's threshold: 72 points.
  public static let visualThreshold = 72.0

  /// The row.
  public let item: Element
  /// The drag and the toss.
  public let tossable: Tossable
  /// Where the row rests, as its position's x.
  public var restX: Double { rest.value.x }
  /// Where the row rests: its position when made, until ``moveRest(to:)`` moves it.
  public var restPosition: Point { rest.value }
  /// How far a swiped row travels: by default the row's width when made.
  public let width: ReactiveProperty<Double>
  /// Extra distance beyond ``width`` (so a shadow is gone too); default 0.
  public let destinationMargin = ReactiveProperty(0.0)
  /// The distance from rest, in points, past which a release swipes (default 72).
  public let threshold = ReactiveProperty(Swipeable.visualThreshold)
  /// The release speed, in points per second, past which a fling decides alone (default 1000).
  public let flingVelocity = ReactiveProperty(1000.0)
  /// Whether the row is at least ``threshold`` from rest now.
  public let isThresholdMet = ReactiveProperty(false)
  /// How the row was left after the last release.
  public let swipeState = ReactiveProperty(SwipeState.none)
  /// 0.67, springing to 1 while the threshold is met.
  public let iconScale = ReactiveProperty(0.67)
  /// 0, springing to 1 while the threshold is met.
  public let backgroundReveal = ReactiveProperty(0.0)
  private let iconSpring: Spring<Double>
  private let backgroundSpring: Spring<Double>
  /// Where the row rests (read by the drag's lock and the release's decision).
  private let rest: ReactiveProperty<Point>

  /// Creates a swipeable row of `item` (dragged in `containerElement`'s coordinates), at rest
  /// where it is now; `spring` (default: a spring to that place on `clock`) tosses it.
  public init(
    item: Element, containerElement: Element, clock: FrameClock, spring: Spring<Point>? = nil
  ) {
    self.item = item
    let rest = ReactiveProperty(item.position)
    self.rest = rest
    width = ReactiveProperty(item.size.width)
    let spring = spring ?? Spring(to: item.position, threshold: 0.01, clock: clock)
    tossable = Tossable(element: item, containerElement: containerElement, spring: spring)
    // Locked to the rest's y, wherever ``moveRest(to:)`` puts it.
    tossable.draggable.valueStream = tossable.draggable.valueStream._map {
      Point(x: $0.x, y: rest.value.y)
    }
    iconSpring = Spring(to: 0.67, threshold: 0.001, clock: clock)
    backgroundSpring = Spring(to: 0, threshold: 0.001, clock: clock)
  }

  /// The tossable's state.
  public var state: MotionObservable<MotionState> { tossable.state }

  /// Follows the drag for the threshold and the reveal springs, decides the swipe on release,
  /// then connects the tossable (the decision comes before its spring takes over).
  public func connect(with runtime: MotionRuntime) {
    let rest = self.rest
    let met = isThresholdMet
    let threshold = self.threshold
    runtime.subscribe(to: item.positionProperty) { position in
      let distance = abs(position.x - rest.value.x)
      if (distance >= threshold.value) != met.value { met.value = distance >= threshold.value }
    }
    runtime.connect(met._map { $0 ? 1.0 : 0.67 }, to: iconSpring.destination)
    runtime.connect(met._map { $0 ? 1.0 : 0.0 }, to: backgroundSpring.destination)
    runtime.connect(iconSpring, to: iconScale)
    runtime.connect(backgroundSpring, to: backgroundReveal)

    var releaseVelocity = 0.0
    runtime.subscribe(to: tossable.draggable.finalVelocity) { releaseVelocity = $0.x }
    let spring = tossable.spring
    runtime.subscribe(to: tossable.draggable.state) { [unowned self] state in
      guard state == .atRest else {
        releaseVelocity = 0
        return
      }
      let swipe = self.decide(
        offset: self.item.position.x - rest.value.x, velocity: releaseVelocity)
      self.swipeState.value = swipe
      spring.destination.value = self.destination(of: swipe)
    }
    runtime.connect(tossable)
  }

  /// Moves where the row rests to `position`, for a list laid out again (the window was
  /// resized): the drag's lock, the threshold and the release's decision measure from there, and
  /// the row goes to the new rest (or off by ``width`` and ``destinationMargin`` from it, if it
  /// was swiped: ``destination(of:)``). A row at rest is moved there at once; one in flight heads
  /// there from where it is, as fast as it moves; a drag in progress carries on, and its release
  /// decides from the new rest. Write a new ``width`` first if it changes too.
  public func moveRest(to position: Point) {
    rest.value = position
    let destination = destination(of: swipeState.value)
    let dragged = tossable.draggable.gestureRecognizer.state.isActive
    if !dragged && tossable.spring.currentState == .atRest { item.position = destination }
    tossable.spring.destination.value = destination
  }

  /// Where a row that was left `swipe` comes to rest: the rest position, or off by ``width``
  /// plus ``destinationMargin`` to the side it was swiped to.
  public func destination(of swipe: SwipeState) -> Point {
    let travel = width.value + destinationMargin.value
    let rest = rest.value
    return Point(x: rest.x + (swipe == .right ? travel : swipe == .left ? -travel : 0), y: rest.y)
  }

  /// The swipe a release `offset` points from rest (along x) at `velocity` points per second
  /// leads to, with the current ``threshold`` and ``flingVelocity``.
  public func decide(offset: Double, velocity: Double) -> SwipeState {
    let fling = flingVelocity.value
    let side: SwipeState = offset > 0 ? .right : .left
    if abs(velocity) >= fling {
      let flungSide: SwipeState = velocity > 0 ? .right : .left
      // Flung back towards rest: it returns; flung outwards: it goes that way.
      if offset != 0 && flungSide != side { return .none }
      return flungSide
    }
    return abs(offset) >= threshold.value ? side : .none
  }
}
