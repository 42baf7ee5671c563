import MaterialMotion
import Testing

@Suite struct ToggledTests {
  /// Which stream a value came from.
  enum Which: Equatable { case upstream, preferred }

  /// A stream that, on subscription, reports `state` then emits `value` (as the reference's
  /// toggleTests sources do), counting its subscriptions.
  final class Fixed {
    let state: MotionState
    let value: Which
    var subscriptions = 0
    var live = 0
    init(_ state: MotionState, _ value: Which) {
      self.state = state
      self.value = value
    }
    var stream: MotionObservable<Which> {
      MotionObservable { observer in
        self.subscriptions += 1
        self.live += 1
        observer.state(self.state)
        observer.next(self.value)
        return { self.live -= 1 }
      }
    }
  }

  /// The reference's four cases: the preferred stream wins whenever it is active; when it is at
  /// rest the upstream's values flow, whatever upstream's state.
  @Test(arguments: [
    (MotionState.active, MotionState.active, Which.preferred),
    (.atRest, .active, .preferred),
    (.active, .atRest, .upstream),
    (.atRest, .atRest, .upstream),
  ])
  func referenceTable(upstream: MotionState, preferred: MotionState, expected: Which) {
    let recorder = Recorder<Which>()
    recorder.subscribe(
      to: Fixed(upstream, .upstream).stream.toggled(with: Fixed(preferred, .preferred).stream))
    #expect(recorder.values == [expected])
    // The state is the preferred's while it is active, else upstream's.
    #expect(recorder.states == [preferred == .active ? .active : upstream])
  }

  /// A drag taking over from a spring and handing back: upstream is unsubscribed while the
  /// gesture drives and subscribed again (replaying its value) when it ends.
  @Test func aGestureTakesOverAndHandsBack() {
    let spring = createProperty(withInitialValue: 0)
    let drag = createProperty(withInitialValue: 100)
    let recorder = Recorder<Int>()
    recorder.subscribe(to: spring.toggled(with: drag))
    #expect(recorder.events == ["0", "atRest"])
    #expect(spring.observerCount == 1)
    recorder.clear()

    drag.state = .active
    #expect(spring.observerCount == 0)
    drag.value = 110
    spring.value = 5  // not subscribed: nothing
    drag.value = 120
    drag.state = .atRest
    #expect(recorder.events == ["active", "110", "120", "5", "atRest"])
    #expect(spring.observerCount == 1)
    recorder.clear()

    spring.state = .active
    spring.value = 6
    spring.state = .atRest
    drag.value = 130  // the preferred at rest: not emitted
    #expect(recorder.events == ["active", "6", "atRest"])
  }

  /// Upstream that says nothing when subscribed still leaves the stream at rest once the preferred
  /// stream comes to rest (the original stayed active).
  @Test func aSilentUpstreamLeavesTheStreamAtRest() {
    let silent = MotionObservable<Int> { _ in noopDisconnect }
    let drag = createProperty(withInitialValue: 1)
    drag.state = .active
    let recorder = Recorder<Int>()
    recorder.subscribe(to: silent.toggled(with: drag))
    drag.state = .atRest
    #expect(recorder.events == ["active", "1", "atRest"])
  }

  /// Values the preferred stream emits before any state are not emitted.
  @Test func preferredValuesBeforeAStateAreDropped() {
    let preferred = MotionObservable<Int> { observer in
      observer.next(7)
      observer.state(.active)
      observer.next(8)
      return noopDisconnect
    }
    let recorder = Recorder<Int>()
    recorder.subscribe(to: createProperty(withInitialValue: 0).toggled(with: preferred))
    #expect(recorder.events == ["active", "8"])
  }

  @Test func unsubscribingEndsBothSubscriptions() {
    let upstream = Fixed(.atRest, .upstream)
    let preferred = Fixed(.atRest, .preferred)
    let recorder = Recorder<Which>()
    recorder.subscribe(to: upstream.stream.toggled(with: preferred.stream))
    #expect(upstream.live == 1 && preferred.live == 1)
    recorder.subscription?.unsubscribe()
    #expect(upstream.live == 0 && preferred.live == 0)
  }

  @Test func nothingIsRetainedAfterUnsubscribe() {
    expectReleasedAfterUnsubscribe { tracker in
      let spring = tracker.property(0, "spring")
      let drag = tracker.property(1, "drag")
      return tracker.subscribe(spring.toggled(with: drag))
    }
  }
}
