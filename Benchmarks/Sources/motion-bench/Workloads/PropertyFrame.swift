import MaterialMotion
import OpenCombine

/// (d) 10,000 properties, each with one map + sink, all written once per frame; ns per frame.
let propertyFrameWorkload = Workload(
  name: "(d) 10,000 properties written per frame",
  unit: "ns/frame",
  budget: 0.15,
  countsAllocations: false
) { side, scale in
  let propertyCount = 10_000
  let frames = max(5, Int(300 * scale))
  let checksum = Checksum()
  switch side {
  case .ours:
    let properties = (0..<propertyCount).map { ReactiveProperty($0) }
    let subscriptions = properties.map { property in
      property.asStream()._map { $0 &* 2 }.subscribeToValue { checksum.add($0) }
    }
    return Trial(operations: frames) {
      for frame in 1...frames {
        for property in properties { property.value = frame }
      }
      return checksum.value
    } teardown: {
      for subscription in subscriptions { subscription.unsubscribe() }
    }
  case .openCombine:
    let properties = (0..<propertyCount).map { CurrentValueSubject<Int, Never>($0) }
    let cancellables = properties.map { property in
      property.map { $0 &* 2 }.sink { checksum.add($0) }
    }
    return Trial(operations: frames) {
      for frame in 1...frames {
        for property in properties { property.send(frame) }
      }
      return checksum.value
    } teardown: {
      for cancellable in cancellables { cancellable.cancel() }
    }
  }
}
