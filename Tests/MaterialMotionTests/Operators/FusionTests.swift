import Testing

@testable import MaterialMotion

/// `_map`, `_filter` and `dedupe` fuse adjacent stages into one stage closure (see
/// `_fusion.swift`). These tests build every combination both fused (the operators) and unfused
/// (the same stages written with `_nextOperator`, one closure each, which never fuses) and expect
/// identical values and states, in identical order, under writes, state changes, nested writes
/// and unsubscription during delivery; and that a fused chain retains nothing once unsubscribed.
@Suite struct FusionTests {
  /// One stage of a chain, buildable fused (the operator) or unfused (`_nextOperator`).
  enum Stage: CustomStringConvertible {
    case map(Int)
    case filter(Int)
    case dedupe
    case dedupeBy

    var description: String {
      switch self {
      case .map(let k): "map(×\(k)+1)"
      case .filter(let k): "filter(%\(k))"
      case .dedupe: "dedupe"
      case .dedupeBy: "dedupe(by:)"
      }
    }

    func fused(_ stream: MotionObservable<Int>) -> MotionObservable<Int> {
      switch self {
      case .map(let k): stream._map { $0 &* k &+ 1 }
      case .filter(let k): stream._filter { $0 % k != 0 }
      case .dedupe: stream.dedupe()
      case .dedupeBy: stream.dedupe(by: { $0 / 2 == $1 / 2 })
      }
    }

    func unfused(_ stream: MotionObservable<Int>) -> MotionObservable<Int> {
      switch self {
      case .map(let k): return stream._nextOperator { value, emit in emit(value &* k &+ 1) }
      case .filter(let k):
        return stream._nextOperator { value, emit in if value % k != 0 { emit(value) } }
      case .dedupe, .dedupeBy:
        let same: (Int, Int) -> Bool =
          if case .dedupe = self { { $0 == $1 } } else { { $0 / 2 == $1 / 2 } }
        return MotionObservable { observer in
          var last: Int?
          return stream.subscribe(
            next: { value in
              if let previous = last, same(previous, value) { return }
              last = value
              observer.next(value)
            }, state: observer.state
          ).unsubscribe
        }
      }
    }
  }

  /// Every chain of one to four stages over these.
  static let chains: [[Stage]] = {
    let stages: [Stage] = [.map(3), .filter(5), .dedupe, .map(-1), .filter(2), .dedupeBy]
    var chains: [[Stage]] = stages.map { [$0] }
    for length in 2...4 {
      var next: [[Stage]] = []
      for chain in chains where chain.count == length - 1 {
        for stage in stages { next.append(chain + [stage]) }
      }
      chains += next.enumerated().filter { $0.offset % (length == 4 ? 7 : 1) == 0 }.map(\.element)
    }
    return chains
  }()

  static func build(_ chain: [Stage], fused: Bool, on stream: MotionObservable<Int>)
    -> MotionObservable<Int>
  {
    chain.reduce(stream) { fused ? $1.fused($0) : $1.unfused($0) }
  }

  /// Writes and state changes, with repeats so that dedupe has work to do.
  static func drive(_ source: ReactiveProperty<Int>) {
    source.value = 4
    source.value = 4
    source.state = .active
    for value in [5, 5, 6, 10, 11, 11, 3, 15, 15, 16, 0] { source.value = value }
    source.state = .atRest
    source.value = 7
    source.value = 7
    source.state = .active
    source.state = .atRest
  }

  @Test func fusedChainsDeliverWhatUnfusedChainsDeliver() {
    #expect(Self.chains.count > 100)
    for chain in Self.chains {
      var events: [[String]] = []
      for fused in [true, false] {
        let source = createProperty(withInitialValue: 1)
        let recorder = Recorder<Int>()
        recorder.subscribe(to: Self.build(chain, fused: fused, on: source.asStream()))
        Self.drive(source)
        recorder.subscription?.unsubscribe()
        #expect(source.observerCount == 0, "\(chain)")
        events.append(recorder.events)
      }
      #expect(events[0] == events[1], "\(chain)")
    }
  }

  @Test func adjacentStagesAreFusedIntoOneRun() {
    let source = createProperty(withInitialValue: 1)
    let chain = source._map { $0 * 3 }._filter { $0 % 5 != 0 }.dedupe()
    let run = chain._fusion
    #expect(run != nil)
    #expect(run?.predicate != nil)
    #expect(run?.areEqual != nil)
    // A filter after a dedupe starts a new run: the dedupe memory must see values first.
    let after = chain._filter { $0 > 0 }
    #expect(after._fusion?.areEqual == nil)
    #expect(after._fusion?.predicate != nil)
    // Streams that are not made by these operators carry no run.
    #expect(source.asStream()._fusion == nil)
    #expect(
      source.asStream()._nextOperator { (v: Int, emit: (Int) -> Void) in emit(v) }._fusion == nil)
  }

  @Test func intermediateStreamsStayUsableOnTheirOwn() {
    let source = createProperty(withInitialValue: 2)
    let mapped = source._map { $0 * 10 }
    let filtered = mapped._filter { $0 != 30 }
    let deduped = mapped.dedupe()
    let a = Recorder<Int>()
    let b = Recorder<Int>()
    let c = Recorder<Int>()
    a.subscribe(to: mapped)
    b.subscribe(to: filtered)
    c.subscribe(to: deduped)
    for value in [3, 3, 4] { source.value = value }
    #expect(a.values == [20, 30, 30, 40])
    #expect(b.values == [20, 40])
    #expect(c.values == [20, 30, 40])
    for recorder in [a, b, c] { recorder.subscription?.unsubscribe() }
    #expect(source.observerCount == 0)
  }

  @Test func dedupeMemoryBelongsToEachSubscriptionOfAFusedRun() {
    let source = createProperty(withInitialValue: 1)
    let stream = source._map { $0 % 3 }._filter { $0 >= 0 }.dedupe()
    let first = Recorder<Int>()
    first.subscribe(to: stream)
    source.value = 4  // 1 again: dropped by the first subscription
    let second = Recorder<Int>()
    second.subscribe(to: stream)  // gets 1: a fresh memory
    source.value = 5
    source.value = 8
    #expect(first.values == [1, 2])
    #expect(second.values == [1, 2])
    first.subscription?.unsubscribe()
    second.subscription?.unsubscribe()
  }

  @Test func nestedWritesArriveInOrderThroughFusedAndUnfusedChains() {
    for fused in [true, false] {
      let source = createProperty(withInitialValue: 0)
      let chain = Self.build([.map(2), .filter(4), .dedupe], fused: fused, on: source.asStream())
      var seen: [Int] = []
      let subscription = chain.subscribeToValue { value in
        seen.append(value)
        // Writes made while the property notifies are delivered after the current value; the
        // second 15 is a repeat for dedupe.
        if value == 5 || value == 15 { source.value = 7 }
      }
      for value in [1, 2, 7, 3] { source.value = value }
      subscription.unsubscribe()
      #expect(seen == [1, 3, 5, 15, 7], "fused: \(fused)")
    }
  }

  @Test func unsubscribingInsideAFusedStageStopsDeliveryAtOnce() {
    let source = createProperty(withInitialValue: 1)
    let stream = source._map { $0 + 1 }._filter { _ in true }.dedupe()
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    first.subscribe(to: stream)
    second.subscribe(to: stream)
    first.unsubscribeAfterValue = { $0 == 3 }
    for value in [2, 3, 4] { source.value = value }
    #expect(first.values == [2, 3])
    #expect(second.values == [2, 3, 4, 5])
    second.subscription?.unsubscribe()
    #expect(source.observerCount == 0)
  }

  @Test func stateFlowsThroughAFusedRunThatFiltersEveryValue() {
    let source = createProperty(withInitialValue: 1)
    let recorder = Recorder<Int>()
    recorder.subscribe(to: source._map { $0 }._filter { _ in false }.dedupe())
    source.state = .active
    source.value = 2
    source.state = .atRest
    #expect(recorder.values.isEmpty)
    #expect(recorder.events == ["atRest", "active", "atRest"])
    recorder.subscription?.unsubscribe()
  }

  @Test func fusedChainsRetainNothingAfterUnsubscribe() {
    for chain in Self.chains.prefix(40) {
      expectReleasedAfterUnsubscribe { tracker in
        let source = tracker.property(3)
        let upstream = tracker.track(source.asStream(), "upstream")
        let stream = Self.build(chain, fused: true, on: upstream)
        let recorder = tracker.subscribe(stream)
        Self.drive(source)
        return recorder
      }
    }
  }

  @Test func fusedOperatorsPassTheStandardChecks() {
    checkOperator(
      initial: 1, inputs: [2, 2, 5, 6, 6, 1], expected: [4, 7, 19, 4]
    ) { $0._map { $0 * 3 + 1 }._filter { $0 % 2 != 0 || $0 == 4 }.dedupe() }
    checkOperator(initial: 0, inputs: [1, 1, 2, 3], expected: [0, 1, 2, 3]) {
      $0._filter { $0 >= 0 }._filter { $0 < 10 }.dedupe()
    }
  }
}
