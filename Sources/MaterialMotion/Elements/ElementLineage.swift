/// An element and its ancestors, nearest first: the element, its parent, its parent's parent, and
/// so on up to the root of its tree (nothing at all when it starts from `nil`).
///
/// The one walk up the tree that ancestor lookups share: ``Element/isDescendant(of:)``,
/// ``Element/root``, ``Element/transformToWindow``, the ``InputDispatcher``'s choice of the
/// recognizers a touch or a pinch goes to, and `visualize`'s search for its strip. It is its own
/// iterator, reads each ``Element/parent`` (weak) when it steps, and allocates nothing.
@MainActor
struct ElementLineage: @MainActor Sequence, @MainActor IteratorProtocol {
  private var upcoming: Element?

  /// The lineage of `element`, starting with `element` itself.
  init(startingAt element: Element?) {
    upcoming = element
  }

  /// The next element up, or `nil` past the root.
  mutating func next() -> Element? {
    guard let element = upcoming else { return nil }
    upcoming = element.parent
    return element
  }
}
