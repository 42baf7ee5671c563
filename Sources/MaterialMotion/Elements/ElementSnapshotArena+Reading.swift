extension ElementSnapshotArena {
  /// What the element of `node` looked like (its own appearance, not its descendants').
  public func appearance(of node: Node) -> ElementSnapshot.Appearance {
    let record = nodes.pointer(node.index).pointee
    let style = styles.pointer(record.style).pointee
    return ElementSnapshot.Appearance(
      position: record.position, size: style.size, anchorPoint: style.anchorPoint,
      scale: record.scale, rotation: record.rotation, opacity: record.opacity,
      backgroundColor: style.backgroundColor, cornerRadius: style.cornerRadius,
      elevation: style.elevation, zIndex: style.zIndex, isHidden: style.isHidden,
      clipsToBounds: style.clipsToBounds,
      content: record.content >= 0 ? contents[Int(record.content)] : .plain)
  }

  /// The nodes of the element's children, in the order of ``Element/children`` (none for a
  /// hidden element).
  public func children(of node: Node) -> [Node] {
    let list = nodes.pointer(node.index).pointee.children
    guard list >= 0 else { return [] }
    return childLists[Int(list)].map { Node(index: $0) }
  }

  /// The identity of the element `node` was captured from: equal for two nodes of the same
  /// element (in different frames), never dereferenced.
  public func source(of node: Node) -> ObjectIdentifier {
    nodes.pointer(node.index).pointee.source
  }

  /// Whether the elements of `a` and `b` look exactly alike themselves (their descendants are
  /// not compared): every value ``appearance(of:)`` returns is the same, bit for bit.
  public func hasSameAppearance(_ a: Node, _ b: Node) -> Bool {
    if a == b { return true }
    let first = nodes.pointer(a.index).pointee
    let second = nodes.pointer(b.index).pointee
    guard sameTransform(first, second) else { return false }
    guard
      first.content == second.content
        || (first.content >= 0 && second.content >= 0
          && same(contents[Int(first.content)], contents[Int(second.content)]))
    else { return false }
    if first.style == second.style { return true }
    let one = styles.pointer(first.style).pointee
    let other = styles.pointer(second.style).pointee
    guard
      same(one.size, other.size) && same(one.anchorPoint, other.anchorPoint)
        && same(one.backgroundColor, other.backgroundColor)
        && same(one.cornerRadius, other.cornerRadius) && same(one.elevation, other.elevation)
        && one.zIndex == other.zIndex && one.isHidden == other.isHidden
        && one.clipsToBounds == other.clipsToBounds && one.kind == other.kind
    else { return false }
    return true
  }

  /// `node` and its descendants as an ``ElementSnapshot`` tree (new objects, equal in every
  /// value to the snapshot ``ElementSnapshot/init(of:)`` would have taken then).
  public func snapshot(of node: Node) -> ElementSnapshot {
    ElementSnapshot(
      appearance: appearance(of: node), children: children(of: node).map(snapshot(of:)),
      source: nodes.pointer(node.index).pointee.source)
  }

  /// A new element tree that draws what the element of `node` and its descendants drew:
  /// plain elements, labels, image elements and polylines with the node's appearances, none of
  /// them hit-testable (``ElementSnapshot/makeElement()`` of ``snapshot(of:)``).
  public func makeElement(from node: Node) -> Element {
    let element = appearance(of: node).makeElement()
    for child in children(of: node) { element.addChild(makeElement(from: child)) }
    return element
  }
}
