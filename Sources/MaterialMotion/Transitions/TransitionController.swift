/// Runs a ``Transition`` between a back element and a fore element, forward (``present(from:)``)
/// and backward (``dismiss()``), interactively or not.
///
/// ```swift
/// let controller = TransitionController(back: grid, fore: viewer, containerElement: root,
///                                       clock: clock)
/// controller.transition = PhotoTransition()
/// controller.present(from: cell)        // a tap on a cell
/// ```
///
/// - **A transition run.** Each run gets a new ``TransitionContext`` and a new ``MotionRuntime``
///   in the container. The fore element is added to the container when a presentation starts
///   (if it is not already there). The run ends the first time everything the transition
///   returned is at rest; then ``TransitionWithTermination/didEndTransition(with:runtime:)`` is
///   called, the runtime is torn down (every connection ends: values stay where they came to
///   rest), and a run that ended backward removes the fore element from the container.
/// - **Reversible mid-flight.** ``present(from:)`` during a dismissal and ``dismiss()`` during a
///   presentation write the opposite direction into the running context: the transition's
///   springs retarget from their current values and velocities, so nothing jumps. A run
///   that ends in the direction it did not start in was cancelled: the state is as before it.
/// - **Interactive.** A ``SelfDismissingTransition`` registers gestures with ``dismisser``;
///   when one begins while the fore element is presented and nothing runs, a dismissal starts
///   with that recognizer in ``TransitionContext/gestureRecognizers``, and the transition's
///   drag continues from it (its release decides the direction, through ``ChangeDirection`` or
///   ``SlopRegion``). A gesture that begins while a run is under way is ignored.
/// - **Fallbacks.** A ``TransitionWithFallback`` is asked for its fallback before each run; and
///   when a gesture that started the run is cancelled (a second touch, the window losing
///   focus), the run heads back to where it started.
///
/// State: ``state`` is `.active` while a run is under way (from its start to its end, including
/// the time a gesture holds it still), `.atRest` otherwise.
@MainActor
public final class TransitionController: @MainActor Stateful {
  /// The element shown before a presentation.
  public let back: Element
  /// The element presented.
  public let fore: Element
  /// The element transitions run in.
  public let containerElement: Element
  /// The clock each run's runtime animates on.
  public let clock: FrameClock
  /// The motion of the runs; `nil` presents and dismisses at once, without motion.
  public var transition: (any Transition)?
  /// Where the transition registers the gestures that start a dismissal.
  public private(set) lazy var dismisser = TransitionDismisser { [weak self] recognizer in
    self?.beginInteractiveDismissal(with: recognizer)
  }
  /// Whether the fore element is presented: `true` once a forward run ends forward (or a
  /// backward one ends forward: the dismissal was cancelled), `false` once a run ends backward.
  /// It does not change during a run.
  public private(set) var isPresented = false
  /// The context of the run under way, if any.
  public private(set) var context: TransitionContext?
  /// Called at the end of every run with the direction it ended in.
  public var didEnd: ((TransitionDirection) -> Void)?

  private var runtime: MotionRuntime?
  private var running: (any Transition)?
  private var runSubscriptions: [Subscription] = []
  private let activity = ReactiveProperty(MotionState.atRest)

  /// A controller presenting `fore` over `back` in `containerElement`, on `clock`.
  public init(back: Element, fore: Element, containerElement: Element, clock: FrameClock) {
    self.back = back
    self.fore = fore
    self.containerElement = containerElement
    self.clock = clock
  }

  /// `.active` while a run is under way. Replays the current state, then emits every change;
  /// the `state` channel mirrors the values in convention order.
  public var state: MotionObservable<MotionState> { activity._stateChanges() }

  /// Presents the fore element, starting from `contextElement` (the tapped cell) if given. During
  /// a dismissal it reverses it (`contextElement` is then ignored); when already presented, or
  /// while a presentation runs, it does nothing.
  public func present(from contextElement: Element? = nil) {
    if let context {
      context.direction.value = .forward
      return
    }
    guard !isPresented else { return }
    if let dismissing = transition as? SelfDismissingTransition {
      dismisser.removeAll()
      dismissing.willPresent(fore: fore, dismisser: dismisser)
    }
    begin(.forward, contextElement: contextElement, gestures: [])
  }

  /// Dismisses the fore element. During a presentation it reverses it; when not presented, or
  /// while a dismissal runs, it does nothing.
  public func dismiss() {
    if let context {
      context.direction.value = .backward
      return
    }
    guard isPresented else { return }
    begin(.backward, contextElement: lastContextElement, gestures: [])
  }

  /// What a tap on a transition's button usually means: reverses a run under way, otherwise
  /// dismisses the fore element when it is presented and presents it (from `contextElement`)
  /// when it is not.
  public func toggle(from contextElement: Element? = nil) {
    if let context {
      context.direction.value = context.direction.value.reversed
    } else if isPresented {
      dismiss()
    } else {
      present(from: contextElement)
    }
  }

  /// The context element of the last presentation, which a dismissal returns to.
  private weak var lastContextElement: Element?

  private func beginInteractiveDismissal(with recognizer: GestureRecognizer) {
    guard context == nil, isPresented else { return }
    begin(.backward, contextElement: lastContextElement, gestures: [recognizer])
  }

  private func begin(
    _ direction: TransitionDirection, contextElement: Element?, gestures: [GestureRecognizer]
  ) {
    if direction == .forward { lastContextElement = contextElement }
    if fore.parent !== containerElement { containerElement.addChild(fore) }
    let context = TransitionContext(
      direction: direction, back: back, fore: fore, containerElement: containerElement,
      contextElement: contextElement, gestureRecognizers: gestures)
    guard var transition else {
      self.context = context
      end()
      return
    }
    while let withFallback = transition as? TransitionWithFallback {
      let fallback = withFallback.fallbackTransition(with: context)
      if fallback === transition { break }
      transition = fallback
    }
    let runtime = MotionRuntime(containerElement: containerElement, clock: clock)
    self.context = context
    self.runtime = runtime
    running = transition
    activity.value = .active
    // A gesture that started the run and is cancelled sends it back where it started.
    for recognizer in gestures {
      runSubscriptions.append(
        recognizer.addObserver { [weak context, weak recognizer] in
          if recognizer?.state == .cancelled, let context {
            context.direction.value = context.initialDirection.reversed
          }
        })
    }
    let terminators = transition.willBeginTransition(with: context, runtime: runtime)
    // Ends the run the first time they are all at rest (at once if they already are).
    runtime.whenAllAtRest(terminators) { [weak self, weak context] in
      guard let self, let context, self.context === context else { return }
      self.end()
    }
  }

  private func end() {
    guard let context else { return }
    let ended = context.direction.value
    for subscription in runSubscriptions { subscription.unsubscribe() }
    runSubscriptions.removeAll()
    if let runtime, let terminating = running as? TransitionWithTermination {
      terminating.didEndTransition(with: context, runtime: runtime)
    }
    runtime?.disconnectAll()
    runtime = nil
    running = nil
    self.context = nil
    isPresented = ended == .forward
    if ended == .backward {
      fore.removeFromParent()
      dismisser.removeAll()
    }
    activity.value = .atRest
    didEnd?(ended)
  }
}
