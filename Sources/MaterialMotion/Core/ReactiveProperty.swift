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
  /// The type of value the property holds and its stream carries on the `next` channel.
  public typealias Value = T

  // Performance notes (see Benchmarks/): a write touches this object, the observer's link and
  // then the observer's own closures, nothing else, and changes no reference count. The first
  // observer's link lives inline below (`first`), and only further observers go to the `more`
  // list. Links are called without being retained: a link removed while the property notifies
  // is only released once the notification is over (it waits in `queued`), and `more` does the
  // same for its own elements, so whatever is running stays alive. Hot fields come first so that
  // a write touches one cache line of this object.
  //
  // Unchecked exclusivity: writes made by observers during a notification are the documented
  // reentrancy case, so every access below is kept instantaneous (values and links are copied
  // out before anything is called, nothing is passed `inout` across a call). No access can then
  // overlap another, and the runtime exclusivity check would only cost time on every write.

  @usableFromInline
  @exclusivity(unchecked)
  var storage: T
  @usableFromInline
  let externalWrite: ((T) -> Void)?
  /// The oldest observer's link, owned (+1, released by hand) and read without retaining it.
  /// The inline slot is only filled when `more` has no live observer, so the notification order
  /// (inline observer, then `more`) is always subscription order.
  @usableFromInline
  @exclusivity(unchecked)
  var first: Unmanaged<PropertyLink<T>>?
  /// The links of the observers after the inline one, in subscription order; nil when there are
  /// none.
  @usableFromInline
  @exclusivity(unchecked)
  var more: ObserverList<PropertyLink<T>>?
  @usableFromInline
  @exclusivity(unchecked)
  var isNotifying = false
  @usableFromInline
  @exclusivity(unchecked)
  var storedState: MotionState = .atRest
  /// Writes and state changes made during a notification, and links removed during one (kept
  /// alive until it is over); empty outside notifications.
  @usableFromInline
  @exclusivity(unchecked)
  var queued: ContiguousArray<Pending> = []
  /// Whether `queued` has items. A plain flag, so that a write never touches `queued` (whose
  /// generic type costs a metadata look-up per access in unspecialised code) unless something
  /// was queued.
  @usableFromInline
  @exclusivity(unchecked)
  var hasQueued = false

  @usableFromInline
  enum Pending {
    case value(T)
    case state(MotionState)
    /// A removed link, released when the queue is emptied.
    case retired(PropertyLink<T>)
  }

  /// Creates a property holding `initialValue`. `externalWrite`, when given, is called with every
  /// new value before observers are notified.
  @inlinable
  public init(_ initialValue: T, externalWrite: ((T) -> Void)? = nil) {
    self.storage = initialValue
    self.externalWrite = externalWrite
  }

  deinit {
    // Links of live observers must not reach this property any more.
    if let first {
      first._withUnsafeGuaranteedRef { $0.property = nil }
      first.release()
    }
    more?.forEach { $0.property = nil }
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
      if let externalWrite { externalWrite(newValue) }
      if isNotifying {
        enqueue(value: newValue)
        return
      }
      isNotifying = true
      if let more {
        sendNext(newValue, withMore: more)
      } else if let first {
        first._withUnsafeGuaranteedRef { $0.next(newValue) }
      }
      if hasQueued { drainQueue() }
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
        enqueue(.state(newValue))
        return
      }
      isNotifying = true
      sendState(newValue)
      if hasQueued { drainQueue() }
      isNotifying = false
    }
  }

  /// One notification pass of `value` over the inline observer and `more`.
  @inlinable
  func sendNext(_ value: T, withMore more: ObserverList<PropertyLink<T>>) {
    let end = more.beginPass()
    if let first { first._withUnsafeGuaranteedRef { $0.next(value) } }
    var index = 0
    while index < end {
      if let link = more.unretainedElement(at: index) {
        link._withUnsafeGuaranteedRef { $0.next(value) }
      }
      index &+= 1
    }
    more.endPass()
    dropMoreIfEmpty()
  }

  /// One notification pass of `state`.
  @inlinable
  func sendState(_ state: MotionState) {
    guard let more else {
      if let first { first._withUnsafeGuaranteedRef { $0.state(state) } }
      return
    }
    let end = more.beginPass()
    if let first { first._withUnsafeGuaranteedRef { $0.state(state) } }
    var index = 0
    while index < end {
      if let link = more.unretainedElement(at: index) {
        link._withUnsafeGuaranteedRef { $0.state(state) }
      }
      index &+= 1
    }
    more.endPass()
    dropMoreIfEmpty()
  }

  /// Queues a write made during a notification (kept out of line: see `hasQueued`).
  @inlinable
  @inline(never)
  func enqueue(value: T) {
    enqueue(.value(value))
  }

  @inlinable
  @inline(never)
  func enqueue(_ item: Pending) {
    queued.append(item)
    hasQueued = true
  }

  /// Delivers the writes and state changes observers made during a notification, oldest first,
  /// then releases the links removed during it.
  @inlinable
  func drainQueue() {
    var index = 0
    while index < queued.count {
      let item = queued[index]
      index += 1
      switch item {
      case .value(let value):
        if let more {
          sendNext(value, withMore: more)
        } else if let first {
          first._withUnsafeGuaranteedRef { $0.next(value) }
        }
      case .state(let state): sendState(state)
      case .retired: break
      }
    }
    // Released once nothing is running: a link's deinit may reach this property.
    let released = queued
    queued.removeAll(keepingCapacity: true)
    hasQueued = false
    _ = released
  }

  /// Adds `observer` and returns the link that removes it.
  @inlinable
  func addObserver(_ observer: MotionObserver<T>) -> PropertyLink<T> {
    let link = PropertyLink(property: self, observer: observer)
    if first == nil && (more?.isEmpty ?? true) {
      first = Unmanaged.passRetained(link)
      return link
    }
    let links: ObserverList<PropertyLink<T>>
    if let more {
      links = more
    } else {
      links = ObserverList()
      more = links
    }
    link.token = links.add(link)
    return link
  }

  @inlinable
  func removeObserver(_ link: PropertyLink<T>) {
    if let first, first.toOpaque() == Unmanaged.passUnretained(link).toOpaque() {
      self.first = nil
      if isNotifying {
        // It may be the observer that is running: released when the notification is over.
        enqueue(.retired(first.takeRetainedValue()))
      } else {
        first.release()
      }
    } else if let more {
      more.remove(link.token)
      dropMoreIfEmpty()
    }
  }

  /// Releases `more` once it is empty and no pass is running over it, so that a property back
  /// to one observer is back on the inline path.
  @inlinable
  func dropMoreIfEmpty() {
    guard let more else { return }
    if more.passDepth == 0 && more.slotCount == 0 {
      self.more = nil
    }
  }

  /// The number of observers currently subscribed (for diagnostics and leak tests).
  public var observerCount: Int { (first == nil ? 0 : 1) + (more?.count ?? 0) }

  /// A stream of this property's value and state. Each subscription gets the current value (and
  /// state, in convention order) at once, then every change. The stream keeps the property alive.
  @inlinable
  public func asStream() -> MotionObservable<T> {
    MotionObservable<T> { observer in
      let link = self.addObserver(observer)
      if self.storedState == .active {
        observer.state(.active)
        observer.next(self.storage)
      } else {
        observer.next(self.storage)
        observer.state(.atRest)
      }
      return link.disconnect
    }
  }
}
