import IndefiniteObservable
import Testing

final class ValueObserver<T>: Observer {
  let next: (T) -> Void
  init(_ next: @escaping (T) -> Void) { self.next = next }
}

final class Emitter<T> {
  var observers: [ValueObserver<T>] = []
  var disconnects = 0
  func emit(_ value: T) { for o in observers { o.next(value) } }
  lazy var observable = IndefiniteObservable<ValueObserver<T>> { [unowned self] observer in
    self.observers.append(observer)
    return {
      self.disconnects += 1
      self.observers.removeAll { $0 === observer }
    }
  }
}

@Suite struct IndefiniteObservableTests {
  @Test func deliversSynchronouslyDuringConnect() {
    let observable = IndefiniteObservable<ValueObserver<Int>> { observer in
      observer.next(5)
      observer.next(10)
      return noopDisconnect
    }
    var received: [Int] = []
    observable.subscribe(observer: ValueObserver { received.append($0) })
    #expect(received == [5, 10])
  }

  @Test func everySubscriptionConnectsAgain() {
    var connects = 0
    let observable = IndefiniteObservable<ValueObserver<Int>> { observer in
      connects += 1
      observer.next(connects)
      return noopDisconnect
    }
    var a: [Int] = []
    var b: [Int] = []
    observable.subscribe(observer: ValueObserver { a.append($0) })
    observable.subscribe(observer: ValueObserver { b.append($0) })
    #expect(connects == 2)
    #expect(a == [1])
    #expect(b == [2])
  }

  @Test func unsubscribeIsIdempotent() {
    let emitter = Emitter<Int>()
    var received: [Int] = []
    let subscription = emitter.observable.subscribe(observer: ValueObserver { received.append($0) })
    emitter.emit(1)
    subscription.unsubscribe()
    subscription.unsubscribe()
    #expect(subscription.isUnsubscribed)
    emitter.emit(2)
    #expect(received == [1])
    #expect(emitter.disconnects == 1)
  }

  @Test func unsubscribeFromInsideDisconnectRunsOnce() {
    var calls = 0
    var subscription: Subscription!
    subscription = Subscription {
      calls += 1
      subscription.unsubscribe()
    }
    subscription.unsubscribe()
    #expect(calls == 1)
  }

  @Test func droppingASubscriptionDoesNotDisconnect() {
    let emitter = Emitter<Int>()
    var received: [Int] = []
    do {
      _ = emitter.observable.subscribe(observer: ValueObserver { received.append($0) })
    }
    emitter.emit(7)
    #expect(received == [7])
    #expect(emitter.disconnects == 0)
  }

  @Test func subscriptionDoesNotRetainObservableOrObserver() {
    weak var weakObservable: IndefiniteObservable<ValueObserver<Int>>?
    weak var weakObserver: ValueObserver<Int>?
    var subscription: Subscription?
    do {
      let observable = IndefiniteObservable<ValueObserver<Int>> { _ in noopDisconnect }
      let observer = ValueObserver<Int> { _ in }
      weakObservable = observable
      weakObserver = observer
      subscription = observable.subscribe(observer: observer)
    }
    #expect(subscription != nil)
    #expect(weakObservable == nil)
    #expect(weakObserver == nil)
  }
}
