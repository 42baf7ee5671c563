/// An ordered list of observers that stays well-defined when it is changed while it is being
/// notified. Sources (``ReactiveProperty``, ``FrameClock``, gesture recognizers) keep their
/// observers in one.
///
/// - An element added during a notification pass is not notified in that pass.
/// - An element removed during a notification pass is not notified again, even in that pass.
/// - Removal returns the element's slot to the list once no pass is running.
public final class ObserverList<Element> {
  // Unchecked exclusivity: the list is changed from inside its own passes (that is its job), so
  // every access below is kept instantaneous: elements are copied out before `body` runs and no
  // access spans a call out. With no access able to overlap another, the runtime exclusivity
  // check would only cost time on every notification.

  /// Ascending: tokens only grow and removal keeps the order.
  @usableFromInline
  @exclusivity(unchecked)
  var tokens: ContiguousArray<Int> = []
  @usableFromInline
  @exclusivity(unchecked)
  var elements: ContiguousArray<Element?> = []
  @usableFromInline
  @exclusivity(unchecked)
  var nextToken = 0
  @usableFromInline
  @exclusivity(unchecked)
  var passDepth = 0
  @usableFromInline
  @exclusivity(unchecked)
  var hasHoles = false

  /// Creates an empty list.
  @inlinable
  public init() {}

  /// The number of live elements.
  public var count: Int { hasHoles ? elements.lazy.filter { $0 != nil }.count : elements.count }

  /// Whether the list has no live element.
  public var isEmpty: Bool { count == 0 }

  /// Appends `element` and returns a token that removes it.
  @inlinable
  @discardableResult
  public func add(_ element: Element) -> Int {
    nextToken &+= 1
    let token = nextToken
    tokens.append(token)
    elements.append(element)
    return token
  }

  /// Removes the element added under `token`. Unknown tokens are ignored.
  @inlinable
  public func remove(_ token: Int) {
    guard let index = index(of: token) else { return }
    if passDepth > 0 {
      elements[index] = nil
      hasHoles = true
    } else {
      tokens.remove(at: index)
      elements.remove(at: index)
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
    if passDepth > 0 {
      for i in elements.indices { elements[i] = nil }
      hasHoles = true
    } else {
      tokens.removeAll()
      elements.removeAll()
    }
  }

  /// Calls `body` for each element present when the pass starts and not removed since.
  @inlinable
  public func forEach(_ body: (Element) -> Void) {
    let end = beginPass()
    if end == 0 {
      passDepth -= 1
      return
    }
    var i = 0
    while i < end {
      if let element = elements[i] { body(element) }
      i &+= 1
    }
    endPass()
  }

  /// Starts a notification pass by hand and returns the number of slots it covers: the pass
  /// visits `element(at:)` for indices below it. Must be balanced by ``endPass()``.
  @inlinable
  func beginPass() -> Int {
    passDepth += 1
    return elements.count
  }

  /// The element in slot `index` of the running pass, or nil if it was removed.
  @inlinable
  func element(at index: Int) -> Element? {
    elements[index]
  }

  /// Ends a pass started with ``beginPass()``; the last pass to end compacts the list.
  @inlinable
  func endPass() {
    passDepth -= 1
    if passDepth == 0 && hasHoles { compact() }
  }

  @usableFromInline
  func compact() {
    var kept = 0
    for index in elements.indices where elements[index] != nil {
      if kept != index {
        elements[kept] = elements[index]
        tokens[kept] = tokens[index]
      }
      kept += 1
    }
    elements.removeLast(elements.count - kept)
    tokens.removeLast(tokens.count - kept)
    hasHoles = false
  }
}
