import MaterialMotion

/// A ``Stateful`` whose state a test sets by hand. Its stream replays the current state, then
/// every change.
final class ManualStateful: Stateful {
  let current = ReactiveProperty(MotionState.atRest)

  init(_ state: MotionState = .atRest) {
    current.value = state
  }

  var state: MotionObservable<MotionState> { current.asStream().dedupe() }

  func set(_ state: MotionState) { current.value = state }
}

/// A ``Togglable`` that records every value written to `enabled`.
final class RecordingTogglable: Togglable {
  let enabled = ReactiveProperty(true)
  private(set) var writes: [Bool] = []

  init() {
    enabled.asStream().subscribeToValue { self.writes.append($0) }
    writes.removeAll()
  }
}

/// Collects the values of a stream. The subscription holds the log strongly, so a source that
/// outlives the test (or notifies while being torn down) never reaches a freed log.
final class ValueLog<T> {
  private(set) var values: [T] = []
  private(set) var subscription: Subscription?

  init(_ stream: some MotionObservableConvertible<T>) {
    subscription = stream.asStream().subscribeToValue { self.values.append($0) }
  }

  var last: T? { values.last }
}

/// Steps `clock` by frames of 1/60 s until `condition` holds (at most `limit` frames); returns
/// the number of frames stepped.
@discardableResult
func stepUntil(_ clock: FrameClock, limit: Int = 600, _ condition: () -> Bool) -> Int {
  var frames = 0
  while !condition() && frames < limit {
    clock.step(by: 1.0 / 60.0)
    frames += 1
  }
  return frames
}

/// The labels of `element`, top first.
@MainActor
func labels(in element: Element) -> [Label] {
  element.children.compactMap { $0 as? Label }
}
