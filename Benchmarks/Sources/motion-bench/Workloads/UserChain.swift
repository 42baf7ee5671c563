import MaterialMotion
import OpenCombine

// (i) and (j): the chain of (a), built by user code in this (the benchmark) module on a source of
// its own, against OpenCombine's `PassthroughSubject` with the same operators. The library's
// operators come from another module here, as for any user: what is measured is what survives
// the module boundary (inlinable code, specialisation, fusion), not what the library's own
// sources can do internally.

/// What the two user emitters below have in common, so one generic trial (specialised for each)
/// builds both.
protocol UserEmitter<Value> {
  associatedtype Value
  init()
  var stream: MotionObservable<Value> { get }
  func emit(_ value: Value)
}

/// A source written the way the library's documentation shows (<doc:WritingASource>): a plain
/// emitter object in the user's own module that keeps its subscribers' observers in the
/// library's public `ObserverList` and calls their `next` channel, exposed as a
/// `MotionObservable` through the public initialiser.
final class ListEmitter<T>: UserEmitter {
  private let observers = ObserverList<MotionObserver<T>>()

  /// The stream of emitted values; every subscription adds one observer.
  var stream: MotionObservable<T> {
    MotionObservable<T> { observer in
      let token = self.observers.add(observer)
      return { self.observers.remove(token) }
    }
  }

  /// Sends `value` to every observer.
  func emit(_ value: T) {
    observers.forEach { $0.next(value) }
  }
}

/// The same emitter with nothing of the library in its bookkeeping: a Swift array of
/// (token, observer) pairs. Iterating an array of class references retains and releases each
/// element (and the observer's `next` closure) in the user's own code, which no library change
/// can remove; the row shows that cost.
final class ArrayEmitter<T>: UserEmitter {
  private var observers: [(token: Int, observer: MotionObserver<T>)] = []
  private var nextToken = 0

  var stream: MotionObservable<T> {
    MotionObservable<T> { observer in
      self.nextToken += 1
      let token = self.nextToken
      self.observers.append((token, observer))
      return { self.observers.removeAll { $0.token == token } }
    }
  }

  func emit(_ value: T) {
    for entry in observers { entry.observer.next(value) }
  }
}

/// Builds one side of a user-chain workload on an `Emitter`.
private func userChainTrial<Emitter: UserEmitter<Int>>(
  _ emitter: Emitter.Type, side: Side, scale: Double
) -> Trial {
  let count = max(1000, Int(10_000_000 * scale))
  let checksum = Checksum()
  switch side {
  case .ours:
    let source = Emitter()
    let subscription = source.stream
      ._map { $0 &* 3 }
      ._filter { $0 % 5 != 0 }
      .dedupe()
      .subscribeToValue { checksum.add($0) }
    return Trial(operations: count) {
      for i in 1...count { source.emit(i >> 1) }
      return checksum.value
    } teardown: {
      subscription.unsubscribe()
    }
  case .openCombine:
    let source = PassthroughSubject<Int, Never>()
    let cancellable =
      source
      .map { $0 &* 3 }
      .filter { $0 % 5 != 0 }
      .removeDuplicates()
      .sink { checksum.add($0) }
    return Trial(operations: count) {
      for i in 1...count { source.send(i >> 1) }
      return checksum.value
    } teardown: {
      cancellable.cancel()
    }
  }
}

/// (i) User code: its own `ObserverList` emitter → `_map` → `_filter` → `dedupe` → sink.
let userChainWorkload = Workload(
  name: "(i) 10M values, user code: own emitter→map→filter→dedupe→sink",
  unit: "ns/event",
  budget: 0.06,
  countsAllocations: false
) { side, scale in
  userChainTrial(ListEmitter<Int>.self, side: side, scale: scale)
}

/// (j) The same chain on the array emitter: information only (no budget), since most of its
/// cost is the user's own array iteration.
let userArrayChainWorkload = Workload(
  name: "(j) 10M values, user code: Swift-array emitter→map→filter→dedupe→sink",
  unit: "ns/event",
  budget: nil,
  countsAllocations: false
) { side, scale in
  userChainTrial(ArrayEmitter<Int>.self, side: side, scale: scale)
}
