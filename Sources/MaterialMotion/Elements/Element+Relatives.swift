/// Finding an element's relatives in its tree: its root, whether it descends from another, and a
/// descendant by name. They read the tree as it is now; nothing here is reactive or has a `state`
/// channel.
extension Element {
  /// Whether `element` is this element's parent, grandparent, and so on.
  public func isDescendant(of element: Element) -> Bool {
    ElementLineage(startingAt: parent).contains { $0 === element }
  }

  /// The topmost ancestor (the element itself if it has no parent).
  public var root: Element {
    var root = self
    for ancestor in ElementLineage(startingAt: parent) { root = ancestor }
    return root
  }

  /// The first element named `name` in this subtree (depth first, the element itself first).
  public func descendant(named name: String) -> Element? {
    if self.name == name { return self }
    for child in children {
      if let found = child.descendant(named: name) { return found }
    }
    return nil
  }
}
