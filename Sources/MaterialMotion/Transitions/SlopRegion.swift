/// Writes a transition direction as a drag leaves and re-enters a region around where it began:
/// leaving it writes `.backward` (the dismissal is under way), coming back writes `.forward`
/// (let go now and the presentation returns).
///
/// The region is the drag's translation along ``axis`` within ±``size`` points (in
/// ``containerElement``'s coordinates), as ``MotionObservableConvertible/slop(size:)`` sees it:
/// nothing is written while the drag stays inside, and each exit and return is written once.
/// The recognizer is the one driving the transition (it is not created or attached here).
///
/// State: ``valueStream`` forwards the drag's state, and the runtime writes it to ``property``.
@MainActor
public final class SlopRegion: Interaction {
  /// The property the direction is written to.
  public let property: ReactiveProperty<TransitionDirection>
  /// The drag whose translation is watched.
  public let gestureRecognizer: PanGestureRecognizer
  /// The element whose coordinates the translation is measured in (`nil`: the window's).
  public let containerElement: Element?
  /// The axis the translation is read along.
  public let axis: Axis
  /// Half the region's extent along ``axis``, in points (its sign is ignored).
  public let size: Double
  /// The directions to write, one per exit or return; replace it to add operators before
  /// connecting.
  public var valueStream: MotionObservable<TransitionDirection>

  /// Creates the interaction for a region of ±`size` points along `axis`.
  public init(
    property: ReactiveProperty<TransitionDirection>,
    gestureRecognizer: PanGestureRecognizer,
    size: Double,
    containerElement: Element? = nil,
    axis: Axis = .y
  ) {
    self.property = property
    self.gestureRecognizer = gestureRecognizer
    self.containerElement = containerElement
    self.axis = axis
    self.size = abs(size)
    valueStream = gestureSource(gestureRecognizer)
      .translation(in: containerElement)
      ._map { axis.component(of: $0) }
      .slop(size: size)
      .rewrite([.onExit: .backward, .onReturn: .forward])
  }

  /// Writes ``valueStream`` to ``property`` through `runtime`.
  public func connect(with runtime: MotionRuntime) {
    runtime.connect(valueStream, to: property)
  }
}
