import MaterialMotion
import OpenCombine

/// (a) Pushes values through map → filter → dedupe → sink; ns per pushed value.
///
/// Ours: a `ReactiveProperty` written in a loop. OpenCombine: a `CurrentValueSubject` sent in a
/// loop. The values come in equal pairs so that dedupe has work to do.
let pipelineWorkload = Workload(
  name: "(a) 10M values: map→filter→dedupe→sink",
  unit: "ns/event",
  budget: 0.10,
  countsAllocations: false
) { side, scale in
  let count = max(1000, Int(10_000_000 * scale))
  let checksum = Checksum()
  switch side {
  case .ours:
    let source = ReactiveProperty(0)
    let subscription = source.asStream()
      ._map { $0 &* 3 }
      ._filter { $0 % 5 != 0 }
      .dedupe()
      .subscribeToValue { checksum.add($0) }
    return Trial(operations: count) {
      for i in 1...count { source.value = i >> 1 }
      return checksum.value
    } teardown: {
      subscription.unsubscribe()
    }
  case .openCombine:
    let source = CurrentValueSubject<Int, Never>(0)
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
