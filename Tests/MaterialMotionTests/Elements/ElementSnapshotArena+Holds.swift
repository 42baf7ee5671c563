@testable import MaterialMotion

extension ElementSnapshotArena {
  /// Whether `node` holds the appearances of `snapshot`, tree for tree.
  func holds(_ snapshot: ElementSnapshot, at node: Node) -> Bool {
    let children = children(of: node)
    guard appearance(of: node) == snapshot.appearance, children.count == snapshot.children.count
    else { return false }
    return zip(snapshot.children, children).allSatisfy { holds($0, at: $1) }
  }
}
