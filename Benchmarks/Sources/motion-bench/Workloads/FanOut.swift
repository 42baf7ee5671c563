import MaterialMotion
import OpenCombine

/// (c) One source with 1,000 sinks; ns per value delivered to one sink.
let fanOutWorkload = Workload(
  name: "(c) 1 source → 1,000 observers",
  unit: "ns/delivery",
  budget: 0.12,
  countsAllocations: false
) { side, scale in
  let observers = 1000
  let values = max(10, Int(10_000 * scale))
  let checksum = Checksum()
  switch side {
  case .ours:
    let source = ReactiveProperty(0)
    let subscriptions = (0..<observers).map { _ in
      source.asStream().subscribeToValue { checksum.add($0) }
    }
    return Trial(operations: observers * values) {
      for i in 1...values { source.value = i }
      return checksum.value
    } teardown: {
      for subscription in subscriptions { subscription.unsubscribe() }
    }
  case .openCombine:
    let source = CurrentValueSubject<Int, Never>(0)
    let cancellables = (0..<observers).map { _ in
      source.sink { checksum.add($0) }
    }
    return Trial(operations: observers * values) {
      for i in 1...values { source.send(i) }
      return checksum.value
    } teardown: {
      for cancellable in cancellables { cancellable.cancel() }
    }
  }
}
