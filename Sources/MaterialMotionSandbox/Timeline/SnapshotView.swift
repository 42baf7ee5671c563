import MaterialMotion

/// Shows nodes of an `ElementSnapshotArena` (frames of the timeline): an element tree that is
/// made to look like each node it is given, changing only what differs from the one shown
/// before (a step of one frame touches the elements that moved, not the whole tree). It keeps a
/// reference to the node it shows, so the node stays valid while shown. Nothing in it can be
/// hit.
@MainActor
final class SnapshotView {
  /// One element of the view and the node it shows.
  @MainActor private final class Node {
    let element: Element
    var shown: ElementSnapshotArena.Node
    var children: [Node]

    init(
      _ node: ElementSnapshotArena.Node, appearance: ElementSnapshot.Appearance,
      in arena: ElementSnapshotArena
    ) {
      element = appearance.makeElement()
      shown = node
      children = arena.children(of: node).map {
        Node($0, appearance: arena.appearance(of: $0), in: arena)
      }
      for child in children { element.addChild(child.element) }
    }
  }

  /// The view's top element: add it where the snapshotted root was drawn.
  let element = Element()
  private let arena: ElementSnapshotArena
  private var top: Node?

  /// A view of nodes of `arena`.
  init(arena: ElementSnapshotArena) {
    self.arena = arena
    element.isUserInteractionEnabled = false
    element.name = "timeline view"
  }

  /// Makes the view look like `node`.
  func show(_ node: ElementSnapshotArena.Node) {
    arena.retain(node)
    let shownBefore = top?.shown
    let appearance = arena.appearance(of: node)
    if let top, Self.sameKind(top.element, appearance) {
      update(top, to: node, appearance: appearance)
    } else {
      top?.element.removeFromParent()
      let made = Node(node, appearance: appearance, in: arena)
      element.addChild(made.element)
      top = made
    }
    if let shownBefore { arena.release(shownBefore) }
  }

  /// Lets the view's elements go (they are built again by the next ``show(_:)``).
  func clear() {
    top?.element.removeFromParent()
    if let top { arena.release(top.shown) }
    top = nil
  }

  private func update(
    _ node: Node, to shown: ElementSnapshotArena.Node, appearance: ElementSnapshot.Appearance
  ) {
    guard node.shown != shown else { return }
    if !arena.hasSameAppearance(node.shown, shown) { appearance.apply(to: node.element) }
    let nodes = arena.children(of: shown)
    var children: [Node] = []
    children.reserveCapacity(nodes.count)
    var sameElements = nodes.count == node.children.count
    for (index, child) in nodes.enumerated() {
      if index < node.children.count, node.children[index].shown == child {
        children.append(node.children[index])
        continue
      }
      let appearance = arena.appearance(of: child)
      if index < node.children.count, Self.sameKind(node.children[index].element, appearance) {
        update(node.children[index], to: child, appearance: appearance)
        children.append(node.children[index])
      } else {
        children.append(Node(child, appearance: appearance, in: arena))
        sameElements = false
      }
    }
    if !sameElements {
      node.element.removeAllChildren()
      for child in children { node.element.addChild(child.element) }
    }
    node.children = children
    node.shown = shown
  }

  /// Whether `element` is of the class that draws `appearance`'s content.
  private static func sameKind(_ element: Element, _ appearance: ElementSnapshot.Appearance)
    -> Bool
  {
    switch appearance.content {
    case .plain: type(of: element) == Element.self
    case .label: element is Label
    case .image: element is ImageElement
    case .polyline: element is Polyline
    }
  }
}
