/// An ordered list of observers that stays well-defined when it is changed while it is being
/// notified. Sources (``ReactiveProperty``, ``FrameClock``, gesture recognizers) keep their
/// observers in one, and so can sources of your own (see <doc:WritingASource>).
///
/// - An element added during a notification pass is not notified in that pass.
/// - An element removed during a notification pass is not notified again, even in that pass. It
///   is released when the outermost pass ends (not at once), so an observer that is running when
///   it is removed stays alive until its call has returned.
/// - Removal returns the element's slot to the list once no pass is running.
///
/// When the elements are class instances (such as ``MotionObserver``), `forEach` hands each
/// one to its body without retaining it: the list keeps every element of a running pass alive
/// until the pass ends, so no reference count changes per delivered value.
public final class ObserverList<Element> {
  // Performance notes (see Benchmarks/): the slots are a buffer of this list's own, so a pass
  // reads an element's reference without retaining the buffer, and for class elements without
  // retaining the element either (see `forEach` in the `Element: AnyObject` extension). Both are
  // safe because nothing a pass can reach is freed before the pass ends: removed elements wait in
  // `retired`, and a slot buffer replaced by a growing `add` is re-read at every step.
  //
  // Unchecked exclusivity: the list is changed from inside its own passes (that is its job), so
  // every access below is kept instantaneous: no access spans a call out. With no access able to
  // overlap another, the runtime exclusivity check would only cost time on every notification.

  /// Ascending: tokens only grow and removal keeps the order. `tokens[i]` belongs to `slots[i]`.
  @usableFromInline
  @exclusivity(unchecked)
  var tokens: ContiguousArray<Int> = []
  /// The elements; nil for one removed during a pass. Initialised up to `slotCount`.
  @usableFromInline
  @exclusivity(unchecked)
  var slots: UnsafeMutablePointer<Element?>?
  @usableFromInline
  @exclusivity(unchecked)
  var slotCount = 0
  @usableFromInline
  @exclusivity(unchecked)
  var slotCapacity = 0
  /// The number of non-nil slots.
  @usableFromInline
  @exclusivity(unchecked)
  var liveCount = 0
  @usableFromInline
  @exclusivity(unchecked)
  var nextToken = 0
  @usableFromInline
  @exclusivity(unchecked)
  var passDepth = 0
  /// Elements removed during a pass, kept alive until the outermost pass ends.
  @usableFromInline
  @exclusivity(unchecked)
  var retired: ContiguousArray<Element> = []

  /// Creates an empty list.
  @inlinable
  public init() {}

  deinit {
    if let slots {
      slots.deinitialize(count: slotCount)
      slots.deallocate()
    }
  }

  /// The number of live elements.
  @inlinable
  public var count: Int { liveCount }

  /// Whether the list has no live element.
  @inlinable
  public var isEmpty: Bool { liveCount == 0 }

  /// Appends `element` and returns a token that removes it.
  @inlinable
  @discardableResult
  public func add(_ element: Element) -> Int {
    nextToken &+= 1
    let token = nextToken
    if slotCount == slotCapacity { grow() }
    (slots.unsafelyUnwrapped + slotCount).initialize(to: element)
    slotCount &+= 1
    liveCount &+= 1
    tokens.append(token)
    return token
  }

  /// Moves the slots to a buffer twice as large. A running pass re-reads `slots` at every step.
  @usableFromInline
  func grow() {
    let capacity = Swift.max(4, slotCapacity * 2)
    let bigger = UnsafeMutablePointer<Element?>.allocate(capacity: capacity)
    if let slots {
      bigger.moveInitialize(from: slots, count: slotCount)
      slots.deallocate()
    }
    slots = bigger
    slotCapacity = capacity
  }

  /// Removes the element added under `token`. Unknown tokens are ignored.
  @inlinable
  public func remove(_ token: Int) {
    guard let index = index(of: token) else { return }
    let slot = slots.unsafelyUnwrapped + index
    if passDepth > 0 {
      // Keep it alive until the pass ends: it may be the observer that is running right now.
      guard let element = slot.pointee else { return }
      slot.pointee = nil
      liveCount &-= 1
      retired.append(element)
    } else {
      // Moved out first and released on return, once the list is consistent again: a deinit may
      // reach this list.
      let element = slot.move()
      let count = slotCount
      slot.moveInitialize(from: slot + 1, count: count &- index &- 1)
      slotCount = count &- 1
      if element != nil { liveCount &-= 1 }
      tokens.remove(at: index)
    }
  }

  /// The index of `token` in `tokens` (binary search), or nil.
  @inlinable
  func index(of token: Int) -> Int? {
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = (low &+ high) >> 1
      let found = tokens[middle]
      if found == token { return middle }
      if found < token { low = middle &+ 1 } else { high = middle }
    }
    return nil
  }

  /// Removes every element.
  public func removeAll() {
    guard let slots else { return }
    if passDepth > 0 {
      for index in 0..<slotCount {
        if let element = (slots + index).pointee {
          (slots + index).pointee = nil
          retired.append(element)
        }
      }
      liveCount = 0
    } else {
      // Moved out first and released on return, once the list is consistent again.
      var removed = ContiguousArray<Element?>()
      removed.reserveCapacity(slotCount)
      for index in 0..<slotCount { removed.append((slots + index).move()) }
      slotCount = 0
      liveCount = 0
      tokens.removeAll()
    }
  }

  /// Calls `body` for each element present when the pass starts and not removed since.
  @inlinable
  public func forEach(_ body: (Element) -> Void) {
    let end = beginPass()
    var index = 0
    while index < end {
      if let element = (slots.unsafelyUnwrapped + index).pointee { body(element) }
      index &+= 1
    }
    endPass()
  }

  /// Starts a notification pass by hand and returns the number of slots it covers: the pass
  /// visits `element(at:)` for indices below it. Must be balanced by ``endPass()``.
  @inlinable
  func beginPass() -> Int {
    passDepth &+= 1
    return slotCount
  }

  /// The element in slot `index` of the running pass, or nil if it was removed.
  @inlinable
  func element(at index: Int) -> Element? {
    (slots.unsafelyUnwrapped + index).pointee
  }

  /// Ends a pass started with ``beginPass()``; the last pass to end compacts the list and
  /// releases the elements removed during it.
  @inlinable
  func endPass() {
    passDepth &-= 1
    if passDepth == 0 && liveCount != slotCount { compact() }
  }

  @usableFromInline
  func compact() {
    guard let slots else { return }
    var kept = 0
    for index in 0..<slotCount {
      let slot = slots + index
      guard slot.pointee != nil else {
        slot.deinitialize(count: 1)
        continue
      }
      if kept != index {
        (slots + kept).moveInitialize(from: slot, count: 1)
        tokens[kept] = tokens[index]
      }
      kept += 1
    }
    tokens.removeLast(tokens.count - kept)
    slotCount = kept
    // Released last, once the list is consistent again: a deinit may reach this list.
    let released = retired
    retired = []
    _ = released
  }
}

extension ObserverList where Element: AnyObject {
  /// Calls `body` for each element present when the pass starts and not removed since, without
  /// retaining it: the element is guaranteed alive for the call, because an element removed
  /// during a pass is only released when the outermost pass ends.
  @inlinable
  public func forEach(_ body: (Element) -> Void) {
    let end = beginPass()
    var index = 0
    while index < end {
      if let element = unretainedElement(at: index) {
        element._withUnsafeGuaranteedRef(body)
      }
      index &+= 1
    }
    endPass()
  }

  /// The element in slot `index` of the running pass, not retained, or nil if it was removed.
  /// Only valid during a pass (see `forEach`).
  @inlinable
  func unretainedElement(at index: Int) -> Unmanaged<Element>? {
    // `Element?` of a class type is one nullable reference, the layout of `Unmanaged<Element>?`.
    UnsafeRawPointer(slots.unsafelyUnwrapped + index).load(as: Unmanaged<Element>?.self)
  }
}
