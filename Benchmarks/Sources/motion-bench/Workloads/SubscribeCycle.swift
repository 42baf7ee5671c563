import MaterialMotion
import OpenCombine

/// (b) Subscribes a map + sink to a source and unsubscribes at once, over and over; ns per
/// cycle and mallocs per cycle.
///
/// Both sources replay their current value on subscription (`ReactiveProperty`,
/// `CurrentValueSubject`), so each cycle also delivers one value through the map.
let subscribeCycleWorkload = Workload(
  name: "(b) 1M cycles: subscribe map+sink, unsubscribe",
  unit: "ns/cycle",
  budget: 0.25,
  countsAllocations: true
) { side, scale in
  let count = max(1000, Int(1_000_000 * scale))
  let checksum = Checksum()
  switch side {
  case .ours:
    let source = ReactiveProperty(7)
    let mapped = source.asStream()._map { $0 &+ 1 }
    return Trial(operations: count) {
      for _ in 0..<count {
        let subscription = mapped.subscribeToValue { checksum.add($0) }
        subscription.unsubscribe()
      }
      return checksum.value
    }
  case .openCombine:
    let source = CurrentValueSubject<Int, Never>(7)
    let mapped = source.map { $0 &+ 1 }
    return Trial(operations: count) {
      for _ in 0..<count {
        let cancellable = mapped.sink { checksum.add($0) }
        cancellable.cancel()
      }
      return checksum.value
    }
  }
}
