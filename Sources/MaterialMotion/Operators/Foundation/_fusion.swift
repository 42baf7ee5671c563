// Fusion of adjacent stateless stages.
//
// A chain such as `stream._map(t)._filter(p).dedupe()` is, unfused, one closure per stage: every
// value goes through the map stage, then `t`, the filter stage, `p`, the dedupe stage and the
// subscriber, each an indirect call into another closure context. Fused, the three operators
// become one *run*: a single stage closure between the upstream and the subscriber that applies
// the transform, the predicate and the dedupe comparison in turn, so each value makes two fewer
// calls and touches two fewer closure contexts.
//
// How: `_map`, `_filter` and `dedupe` return a stream that also carries a `_FusedRun`
// (`MotionObservable._fusion`). When the next operator is one a run can absorb, it builds the
// longer run instead of a stage over the shorter one. The code that makes a run's stage closure
// is a closure created where the run began (inside `_map` or `_filter`, which are inlinable), so
// it is specialised for the run's input and output types in the user's module, even though a
// later operator of the run only knows the output type.
//
// A run has at most one of each, in this order: transform (a run begun by `_map`), predicate,
// dedupe comparison. `_filter` joins a run that has no dedupe yet (two predicates are and-ed in
// order, so the second only sees what the first let through); `dedupe` joins a run without one.
// Anything else starts a new run whose upstream is the previous stream, exactly as if nothing
// were fused. Only stateless stages and dedupe's per-subscription memory are fused, so values,
// states and their order are those of the unfused chain: every fused operator forwards `state`
// unchanged, the dedupe memory is made per subscription, and the fused stream connects to the
// run's upstream once per subscription, as the chain of stages would have.

/// How a stream made by `_map`, `_filter` or `dedupe` was built, so that the next of those
/// operators can extend it. See the top of this file.
@usableFromInline
final class _FusedRun<Out> {
  /// Makes the stream of this run's upstream through the run's transform and then `predicate`
  /// and `areEqual` (each optional); specialised for the run's types where it began.
  @usableFromInline
  let build:
    (_ predicate: ((Out) -> Bool)?, _ areEqual: ((Out, Out) -> Bool)?) -> MotionObservable<Out>
  /// The run's predicate, if it has one.
  @usableFromInline
  let predicate: ((Out) -> Bool)?
  /// The run's dedupe comparison, if it has one.
  @usableFromInline
  let areEqual: ((Out, Out) -> Bool)?

  @inlinable
  init(
    build: @escaping (((Out) -> Bool)?, ((Out, Out) -> Bool)?) -> MotionObservable<Out>,
    predicate: ((Out) -> Bool)?, areEqual: ((Out, Out) -> Bool)?
  ) {
    self.build = build
    self.predicate = predicate
    self.areEqual = areEqual
  }

  /// This run followed by a filter, or nil when the run cannot absorb one (it already dedupes).
  @inlinable
  func appendingFilter(_ next: @escaping (Out) -> Bool) -> MotionObservable<Out>? {
    guard areEqual == nil else { return nil }
    if let first = predicate {
      return build({ first($0) && next($0) }, nil)
    }
    return build(next, nil)
  }

  /// This run followed by a dedupe, or nil when the run cannot absorb one (it already dedupes).
  @inlinable
  func appendingDedupe(_ areEqual: @escaping (Out, Out) -> Bool) -> MotionObservable<Out>? {
    guard self.areEqual == nil else { return nil }
    return build(predicate, areEqual)
  }
}

/// One subscription's dedupe memory in a fused run: the last value it let through.
@usableFromInline
final class _FusedMemory<Value> {
  // Unchecked exclusivity: only the run's stage closure touches it, with instantaneous accesses.
  @usableFromInline
  @exclusivity(unchecked)
  var last: Value?

  @inlinable
  init() {}
}

/// The stream of `upstream` through `transform`, then `predicate` and `areEqual` when given: one
/// stage closure per subscription. Carries the run so that later operators can extend it.
@inlinable
func _fusedRun<In, Out>(
  _ upstream: MotionObservable<In>, transform: @escaping (In) -> Out,
  predicate: ((Out) -> Bool)?, areEqual: ((Out, Out) -> Bool)?
) -> MotionObservable<Out> {
  let stream = MotionObservable<Out> { observer in
    let next = observer.next
    let stage: (In) -> Void
    switch (predicate, areEqual) {
    case (nil, nil):
      stage = { next(transform($0)) }
    case (let predicate?, nil):
      stage = {
        let value = transform($0)
        if predicate(value) { next(value) }
      }
    case (nil, let areEqual?):
      let memory = _FusedMemory<Out>()
      stage = {
        let value = transform($0)
        if let last = memory.last, areEqual(last, value) { return }
        memory.last = value
        next(value)
      }
    case (let predicate?, let areEqual?):
      let memory = _FusedMemory<Out>()
      stage = {
        let value = transform($0)
        guard predicate(value) else { return }
        if let last = memory.last, areEqual(last, value) { return }
        memory.last = value
        next(value)
      }
    }
    return upstream._connect(MotionObserver<In>(next: stage, state: observer.state))
  }
  stream._fusion = _FusedRun(
    build: { _fusedRun(upstream, transform: transform, predicate: $0, areEqual: $1) },
    predicate: predicate, areEqual: areEqual)
  return stream
}

/// The stream of `upstream` through `predicate` and `areEqual` (a run with no transform; at
/// least one of the two is given). Carries the run so that later operators can extend it.
@inlinable
func _fusedRun<Value>(
  _ upstream: MotionObservable<Value>, predicate: ((Value) -> Bool)?,
  areEqual: ((Value, Value) -> Bool)?
) -> MotionObservable<Value> {
  let stream = MotionObservable<Value> { observer in
    let next = observer.next
    let stage: (Value) -> Void
    switch (predicate, areEqual) {
    case (nil, nil):
      return upstream._connect(observer)
    case (let predicate?, nil):
      stage = { if predicate($0) { next($0) } }
    case (nil, let areEqual?):
      let memory = _FusedMemory<Value>()
      stage = {
        if let last = memory.last, areEqual(last, $0) { return }
        memory.last = $0
        next($0)
      }
    case (let predicate?, let areEqual?):
      let memory = _FusedMemory<Value>()
      stage = {
        guard predicate($0) else { return }
        if let last = memory.last, areEqual(last, $0) { return }
        memory.last = $0
        next($0)
      }
    }
    return upstream._connect(MotionObserver<Value>(next: stage, state: observer.state))
  }
  stream._fusion = _FusedRun(
    build: { _fusedRun(upstream, predicate: $0, areEqual: $1) },
    predicate: predicate, areEqual: areEqual)
  return stream
}
