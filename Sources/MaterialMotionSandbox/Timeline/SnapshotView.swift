import MaterialMotion

/// Shows `ElementSnapshot`s: an element tree that is made to look like each snapshot it is
/// given, changing only what differs from the one shown before (a step of one frame touches the
/// elements that moved, not the whole tree). Nothing in it can be hit.
@MainActor
final class SnapshotView {
  /// One element of the view and the snapshot it shows.
  @MainActor private final class Node {
    let element: Element
    var shown: ElementSnapshot
    var children: [Node]

    init(_ snapshot: ElementSnapshot) {
      element = snapshot.appearance.makeElement()
      shown = snapshot
      children = snapshot.children.map(Node.init)
      for child in children { element.addChild(child.element) }
    }
  }

  /// The view's top element: add it where the snapshotted root was drawn.
  let element = Element()
  private var top: Node?

  init() {
    element.isUserInteractionEnabled = false
    element.name = "timeline view"
  }

  /// Makes the view look like `snapshot`.
  func show(_ snapshot: ElementSnapshot) {
    if let top, Self.sameKind(top.shown, snapshot) {
      update(top, to: snapshot)
    } else {
      top?.element.removeFromParent()
      let node = Node(snapshot)
      element.addChild(node.element)
      top = node
    }
  }

  /// Lets the view's elements go (they are built again by the next ``show(_:)``).
  func clear() {
    top?.element.removeFromParent()
    top = nil
  }

  private func update(_ node: Node, to snapshot: ElementSnapshot) {
    guard node.shown !== snapshot else { return }
    if node.shown.appearance != snapshot.appearance {
      snapshot.appearance.apply(to: node.element)
    }
    var children: [Node] = []
    children.reserveCapacity(snapshot.children.count)
    var sameElements = snapshot.children.count == node.children.count
    for (index, child) in snapshot.children.enumerated() {
      if index < node.children.count, Self.sameKind(node.children[index].shown, child) {
        update(node.children[index], to: child)
        children.append(node.children[index])
      } else {
        children.append(Node(child))
        sameElements = false
      }
    }
    if !sameElements {
      node.element.removeAllChildren()
      for child in children { node.element.addChild(child.element) }
    }
    node.children = children
    node.shown = snapshot
  }

  /// Whether the two snapshots are drawn by the same class of element.
  private static func sameKind(_ a: ElementSnapshot, _ b: ElementSnapshot) -> Bool {
    switch (a.appearance.content, b.appearance.content) {
    case (.plain, .plain), (.label, .label), (.image, .image), (.polyline, .polyline): true
    default: false
    }
  }
}
