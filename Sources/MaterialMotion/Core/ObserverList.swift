/// An ordered list of observers that stays well-defined when it is changed while it is being
/// notified. Sources (``ReactiveProperty``, ``FrameClock``, gesture recognizers) keep their
/// observers in one.
///
/// - An element added during a notification pass is not notified in that pass.
/// - An element removed during a notification pass is not notified again, even in that pass.
/// - Removal returns the element's slot to the list once no pass is running.
public final class ObserverList<Element> {
  @usableFromInline
  var tokens: ContiguousArray<Int> = []
  @usableFromInline
  var elements: ContiguousArray<Element?> = []
  @usableFromInline
  var nextToken = 0
  @usableFromInline
  var passDepth = 0
  @usableFromInline
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
    tokens.append(nextToken)
    elements.append(element)
    return nextToken
  }

  /// Removes the element added under `token`. Unknown tokens are ignored.
  @inlinable
  public func remove(_ token: Int) {
    guard let index = tokens.firstIndex(of: token) else { return }
    if passDepth > 0 {
      elements[index] = nil
      hasHoles = true
    } else {
      tokens.remove(at: index)
      elements.remove(at: index)
    }
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
    let end = elements.count
    if end == 0 { return }
    passDepth += 1
    var i = 0
    while i < end {
      if let element = elements[i] { body(element) }
      i += 1
    }
    passDepth -= 1
    if passDepth == 0 && hasHoles { compact() }
  }

  @usableFromInline
  func compact() {
    var i = elements.count - 1
    while i >= 0 {
      if elements[i] == nil {
        elements.remove(at: i)
        tokens.remove(at: i)
      }
      i -= 1
    }
    hasHoles = false
  }
}
