/// A value that can be observed as a stream and written to by streams.
///
/// - Subscribing to ``asStream()`` emits the current value at once, then every write. The current
///   ``state`` is replayed with it following the ordering convention: `state(.active)` then the
///   value when active, the value then `state(.atRest)` when at rest.
/// - Writing ``value`` first calls the optional external-write hook (which writes through to
///   whatever the property represents, e.g. an element attribute), then notifies observers.
///   Equal values are not filtered: every write notifies.
/// - ``state`` carries the motion state of whatever writes the property (a runtime connection
///   forwards the stream's `state` channel here); observers get it on their `state` channel.
///
/// **Reentrancy.** Each observer sees every write and state change, in the order they were made.
/// A write made by an observer while the property is notifying is stored (so ``value`` reads the
/// newest value at once) and its notification is queued until the current pass has reached every
/// observer. An observer that unsubscribes during a pass is not called again, even in that pass;
/// one that subscribes during a pass gets the current value on subscription and later writes.
public final class ReactiveProperty<T>: MotionObservableConvertible {
  public typealias Value = T

  @usableFromInline
  var storage: T
  @usableFromInline
  var storedState: MotionState = .atRest
  @usableFromInline
  let observers = ObserverList<MotionObserver<T>>()
  @usableFromInline
  let externalWrite: ((T) -> Void)?
  @usableFromInline
  var isNotifying = false
  @usableFromInline
  var queued: ContiguousArray<Pending> = []

  @usableFromInline
  enum Pending {
    case value(T)
    case state(MotionState)
  }

  /// Creates a property holding `initialValue`. `externalWrite`, when given, is called with every
  /// written value before observers are notified.
  @inlinable
  public init(_ initialValue: T, externalWrite: ((T) -> Void)? = nil) {
    self.storage = initialValue
    self.externalWrite = externalWrite
  }

  /// Creates a property holding `initialValue` (labelled form).
  @inlinable
  public convenience init(initialValue: T, externalWrite: ((T) -> Void)? = nil) {
    self.init(initialValue, externalWrite: externalWrite)
  }

  /// The current value. Setting it calls the external-write hook, then notifies observers.
  @inlinable
  public var value: T {
    get { storage }
    set {
      storage = newValue
      externalWrite?(newValue)
      if isNotifying {
        queued.append(.value(newValue))
        return
      }
      isNotifying = true
      observers.forEach { $0.next(newValue) }
      if !queued.isEmpty { drainQueue() }
      isNotifying = false
    }
  }

  /// The motion state of whatever is writing this property. Setting a different state notifies
  /// observers on their `state` channel; setting the same state again does nothing.
  @inlinable
  public var state: MotionState {
    get { storedState }
    set {
      guard newValue != storedState else { return }
      storedState = newValue
      if isNotifying {
        queued.append(.state(newValue))
        return
      }
      isNotifying = true
      observers.forEach { $0.state(newValue) }
      if !queued.isEmpty { drainQueue() }
      isNotifying = false
    }
  }

  @usableFromInline
  func drainQueue() {
    var index = 0
    while index < queued.count {
      let item = queued[index]
      index += 1
      switch item {
      case .value(let v): observers.forEach { $0.next(v) }
      case .state(let s): observers.forEach { $0.state(s) }
      }
    }
    queued.removeAll(keepingCapacity: true)
  }

  /// The number of observers currently subscribed (for diagnostics and leak tests).
  public var observerCount: Int { observers.count }

  /// A stream of this property's value and state. Each subscription gets the current value (and
  /// state, in convention order) at once, then every change. The stream keeps the property alive.
  @inlinable
  public func asStream() -> MotionObservable<T> {
    MotionObservable<T> { observer in
      let token = self.observers.add(observer)
      if self.storedState == .active {
        observer.state(.active)
        observer.next(self.storage)
      } else {
        observer.next(self.storage)
        observer.state(.atRest)
      }
      return { [weak self] in self?.observers.remove(token) }
    }
  }
}

extension ReactiveProperty: Equatable where T: Equatable {
  /// Two properties are equal when their values are.
  public static func == (lhs: ReactiveProperty<T>, rhs: ReactiveProperty<T>) -> Bool {
    lhs.value == rhs.value
  }

  /// A property equals a value when its current value does.
  public static func == (lhs: ReactiveProperty<T>, rhs: T) -> Bool {
    lhs.value == rhs
  }
}

/// Creates a property holding `initialValue`.
@inlinable
public func createProperty<T>(withInitialValue initialValue: T) -> ReactiveProperty<T> {
  ReactiveProperty(initialValue)
}

/// Creates a `Double` property holding 0.
@inlinable
public func createProperty() -> ReactiveProperty<Double> {
  ReactiveProperty(0)
}
