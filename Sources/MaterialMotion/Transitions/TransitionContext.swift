/// What a running transition knows: its direction, the two states' elements, the element it
/// started from, and the gestures that started it.
///
/// A ``TransitionController`` makes one per transition; ``Transition/willBeginTransition(with:runtime:)``
/// reads it to connect its motion.
@MainActor
public final class TransitionContext {
  /// The direction the transition is heading: interactions write it (a fling, a slop region), the
  /// controller writes it when asked to present or dismiss mid-flight, and transition springs and
  /// tweens follow it. It starts at ``initialDirection``.
  public let direction: ReactiveProperty<TransitionDirection>
  /// The direction the transition started in: it completed if it ends in this direction and was
  /// cancelled (returned to where it was) otherwise.
  public let initialDirection: TransitionDirection
  /// The element shown before the presentation (the album's grid): the destination going backward.
  public let back: Element
  /// The element presented (the photo's viewer): the destination going forward. It is in
  /// ``containerElement`` for the whole transition.
  public let fore: Element
  /// The element the transition runs in; both ``back`` and ``fore`` are in it.
  public let containerElement: Element
  /// The element the presentation started from (the tapped cell), if the caller gave one; a
  /// dismissal keeps the one its presentation had.
  public let contextElement: Element?
  /// The gesture recognizers that started this transition (a dismissal gesture under way), in
  /// the order registered; empty when it was started by a call.
  public let gestureRecognizers: [GestureRecognizer]

  /// A context for a transition starting in `direction`.
  public init(
    direction: TransitionDirection, back: Element, fore: Element, containerElement: Element,
    contextElement: Element? = nil, gestureRecognizers: [GestureRecognizer] = []
  ) {
    self.direction = ReactiveProperty(direction)
    initialDirection = direction
    self.back = back
    self.fore = fore
    self.containerElement = containerElement
    self.contextElement = contextElement
    self.gestureRecognizers = gestureRecognizers
  }

  /// Whether the transition, if it ended now, would end where it set out to.
  public var isHeadingToCompletion: Bool { direction.value == initialDirection }

  /// The first gesture recognizer of type `type` among ``gestureRecognizers``: the drag or pinch
  /// a transition continues from.
  public func gestureRecognizer<R: GestureRecognizer>(ofType type: R.Type) -> R? {
    gestureRecognizers.lazy.compactMap { $0 as? R }.first
  }
}
