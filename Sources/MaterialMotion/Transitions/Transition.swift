/// The motion of a transition between two states of a scene: what moves, and what must come to
/// rest for the transition to end. A ``TransitionController`` runs it forward (presenting) and
/// backward (dismissing), each time with a new ``TransitionContext`` and a new ``MotionRuntime``.
///
/// Write the motion once, for both directions: interactions whose destination follows
/// ``TransitionContext/direction`` (``TransitionSpring``, ``TransitionTween``) run the way the
/// context says, and a direction written mid-flight (a fling, a tap, ``TransitionController/dismiss()``
/// during the presentation) reverses them from where they are, as fast as they move.
///
/// ```swift
/// final class FadeTransition: Transition {
///   func willBeginTransition(with context: TransitionContext, runtime: MotionRuntime)
///     -> [any Stateful]
///   {
///     let fade = TransitionSpring(back: 0.0, fore: 1.0, direction: context.direction,
///                                 clock: runtime.clock)
///     runtime.connect(fade, to: context.fore.opacityProperty)
///     return [fade]
///   }
/// }
/// ```
@MainActor
public protocol Transition: AnyObject {
  /// Called when a transition starts, in either direction: connect the motion to `runtime` and
  /// return what must be at rest for the transition to end. The controller ends the
  /// transition the first time every one of them is at rest (at once if they all already are).
  func willBeginTransition(with context: TransitionContext, runtime: MotionRuntime)
    -> [any Stateful]
}

/// A transition that may hand over to another one when it starts: when the context lacks what
/// it needs (no context element, say), it returns a simpler transition.
@MainActor
public protocol TransitionWithFallback: Transition {
  /// The transition to run instead of this one (return `self` to run this one). Asked just before
  /// the transition starts, with the context primed; a returned transition that also has a
  /// fallback is asked in turn, until one returns itself or has none.
  func fallbackTransition(with context: TransitionContext) -> any Transition
}

/// A transition told when it ends, to undo what it set up outside its runtime (a replica it added,
/// an element it hid).
@MainActor
public protocol TransitionWithTermination: Transition {
  /// Called when every stateful the transition returned is at rest, before `runtime` is torn
  /// down; ``TransitionContext/direction`` says which way it ended.
  func didEndTransition(with context: TransitionContext, runtime: MotionRuntime)
}

/// A transition that says which gestures may start a dismissal: before each presentation it
/// registers them with the controller's dismisser.
@MainActor
public protocol SelfDismissingTransition: Transition {
  /// Called before a forward transition starts, once per presentation: register with
  /// `dismisser` the gesture recognizers (attached to `fore` or inside it) that start an
  /// interactive dismissal when they begin.
  func willPresent(fore: Element, dismisser: TransitionDismisser)
}
