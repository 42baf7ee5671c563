/// Many snapshots of one element tree, frame after frame, in flat storage: what
/// ``ElementSnapshot`` keeps, without an object per node.
///
/// ``capture(_:reusing:)`` returns a ``Node``, a handle on what an element and its descendants
/// look like now, sharing with the node it is given (the previous frame's) every subtree that
/// looks exactly as it did, as ``ElementSnapshot/capture(_:reusing:)`` does. A node is two
/// fixed-size records in chunks that never move: what changes most from one frame to the next
/// (position, scale, rotation, opacity, which content and which element: 64 bytes, one cache
/// line) and the rest of the element's appearance (size, anchor point, colour, corners,
/// elevation, z-order, flags: 96 bytes), which consecutive nodes of an element share while it
/// does not change, as they share a label's text or a polyline's points. A square that moves
/// costs a frame 64 bytes; no allocation, no reference counting of objects. Values are compared
/// by their bits, so what is kept is exactly what was read.
///
/// A capture that reuses the arena's last capture reads only what was written since: every
/// element's reactive properties stamp the element when they are written, so an attribute not
/// written since is taken from the node it reuses (its property object, cold in memory, is not
/// touched). Plain attributes, text, points and the children are read every time.
///
/// Nodes are counted: a capture hands its caller one reference to the node it returns;
/// ``retain(_:)`` and ``release(_:)`` add and drop references, and a node whose last reference
/// goes is let go, with what only it held. Slots let go are used again before new memory is
/// touched, so a history that drops its oldest frame for every new one (at its memory limit)
/// reuses its pages. Reading a node (``appearance(of:)``, ``children(of:)``,
/// ``snapshot(of:)``) needs a reference to it or to an ancestor of it in the same capture.
///
/// Snapshots have no `state` channel: the arena reads the elements' reactive properties' values
/// and nothing else of them.
@MainActor
public final class ElementSnapshotArena {
  /// A node of the arena: what one element and its descendants looked like when it was captured
  /// (the same node for every capture in which nothing of it changed). Compare nodes of the
  /// same arena with `==`: equal nodes look alike, subtree included.
  public struct Node: Hashable, Sendable {
    let index: Int32
  }

  /// What changes most often: the element's transform and opacity.
  struct NodeRecord {
    var position: Point
    var scale: Double
    var rotation: Double
    var opacity: Double
    /// The ``StyleRecord``'s index.
    var style: Int32
    /// The index of the children's list in `childLists`, −1 when none are kept.
    var children: Int32
    /// The index of the content in `contents`, −1 for a plain element.
    var content: Int32
    /// Parents' lists and holders that keep this node.
    var references: Int32
    /// The element it was read from (compared, never dereferenced).
    var source: ObjectIdentifier
  }

  /// The rest of an element's appearance, shared by its consecutive nodes while it is the same.
  struct StyleRecord {
    var size: Size
    var anchorPoint: Point
    var backgroundColor: Color
    var cornerRadius: Double
    var elevation: Double
    var zIndex: Int
    var kind: Element.ContentKind
    var isHidden: Bool
    var clipsToBounds: Bool
  }

  let nodes = SnapshotSlab<NodeRecord>()
  let styles = SnapshotSlab<StyleRecord>()
  /// The nodes that use each style record, by its index: apart from the records, so that a new
  /// node of an unchanged style does not touch its record (rarely in cache when a frame is kept).
  @exclusivity(unchecked) var styleReferences: [Int32] = []
  @exclusivity(unchecked) var contents: [ElementSnapshot.Content] = []
  /// The nodes that use each of `contents`.
  @exclusivity(unchecked) var contentReferences: [Int32] = []
  @exclusivity(unchecked) var freeContents: [Int32] = []
  @exclusivity(unchecked) var childLists: [ContiguousArray<Int32>] = []
  @exclusivity(unchecked) var freeChildLists: [Int32] = []
  /// Children's nodes while their parent is captured (a stack: captures nest).
  @exclusivity(unchecked) var scratch: ContiguousArray<Int32> = []
  @exclusivity(unchecked) private var releasing: [Int32] = []
  /// The root node of the last capture and the ``ElementChanges`` clock it was made at: a
  /// capture that reuses that node reads only what was written since (−1: none).
  @exclusivity(unchecked) var lastRoot: Int32 = -1
  @exclusivity(unchecked) var lastStamp: UInt64 = 0
  /// What `prefetch(_:old:)` read (kept so that its loads are made).
  @exclusivity(unchecked) var prefetched: UInt64 = 0

  /// Roughly how many bytes the nodes in use take: their records, their children's lists,
  /// text and points. Exact for the records; it falls as nodes are let go.
  @exclusivity(unchecked) public internal(set) var bytes = 0

  /// How many nodes are in use.
  public var nodeCount: Int { nodes.count }

  /// The bytes of one node's record: 64 (one cache line: the slab's chunks are aligned to it).
  public static var nodeBytes: Int { MemoryLayout<NodeRecord>.stride }
  /// The bytes of one record of the rest of an appearance: 96.
  public static var styleBytes: Int { MemoryLayout<StyleRecord>.stride }

  /// How many bytes of records the arena has touched (in use or kept for reuse): what its
  /// memory grows to, and stays at while what is let go is used again.
  public var reservedBytes: Int {
    nodes.slotCount * Self.nodeBytes + styles.slotCount * Self.styleBytes
  }

  /// An empty arena.
  public init() {}

  /// Adds a reference to `node` (one that is in use).
  public func retain(_ node: Node) {
    nodes.pointer(node.index).pointee.references += 1
  }

  /// Drops a reference to `node`; a node with none left is let go, and so is what only it kept
  /// (its children, its content). Its handle must not be used afterwards.
  public func release(_ node: Node) {
    releasing.append(node.index)
    while let index = releasing.popLast() {
      let record = nodes.pointer(index)
      precondition(record.pointee.references > 0, "an ElementSnapshotArena node released twice")
      record.pointee.references -= 1
      guard record.pointee.references == 0 else { continue }
      releaseStyle(record.pointee.style)
      if record.pointee.content >= 0 { releaseContent(record.pointee.content) }
      let list = record.pointee.children
      if list >= 0 {
        releasing.append(contentsOf: childLists[Int(list)])
        bytes -= Self.listBytes(childLists[Int(list)].count)
        childLists[Int(list)] = []
        freeChildLists.append(list)
      }
      nodes.free(index)
      bytes -= Self.nodeBytes
    }
  }

  /// Lets every node go at once (every handle becomes invalid) and frees the memory.
  public func removeAll() {
    nodes.removeAll()
    styles.removeAll()
    styleReferences = []
    contents = []
    contentReferences = []
    freeContents = []
    childLists = []
    freeChildLists = []
    scratch = []
    releasing = []
    lastRoot = -1
    bytes = 0
  }

  private func releaseStyle(_ index: Int32) {
    styleReferences[Int(index)] -= 1
    guard styleReferences[Int(index)] == 0 else { return }
    styles.free(index)
    bytes -= Self.styleBytes
  }

  private func releaseContent(_ index: Int32) {
    contentReferences[Int(index)] -= 1
    guard contentReferences[Int(index)] == 0 else { return }
    bytes -= Self.contentBytes(contents[Int(index)])
    contents[Int(index)] = .plain
    freeContents.append(index)
  }

  /// Stores `content` (no node refers to it yet) and returns its index.
  func store(_ content: ElementSnapshot.Content) -> Int32 {
    bytes += Self.contentBytes(content)
    if let slot = freeContents.popLast() {
      contents[Int(slot)] = content
      return slot
    }
    contents.append(content)
    contentReferences.append(0)
    return Int32(contents.count - 1)
  }

  /// Stores `scratch[base...]` as a children's list and returns its index.
  func storeList(from base: Int) -> Int32 {
    let list = ContiguousArray(scratch[base...])
    bytes += Self.listBytes(list.count)
    if let slot = freeChildLists.popLast() {
      childLists[Int(slot)] = list
      return slot
    }
    childLists.append(list)
    return Int32(childLists.count - 1)
  }

  static func listBytes(_ count: Int) -> Int { heapBytes(32 + 4 * count) }

  /// What `content` takes on the heap: an indirect case is a box (a 16-byte header and its
  /// payload), text of more than 15 bytes and points are buffers of their own.
  static func contentBytes(_ content: ElementSnapshot.Content) -> Int {
    switch content {
    case .plain:
      return 0
    case .label(let text, _, _, _):
      return heapBytes(16 + MemoryLayout<(String, Double, Color, TextAlignment)>.size)
        + textBytes(text)
    case .image(let path):
      return heapBytes(16 + MemoryLayout<String?>.size) + (path.map(textBytes) ?? 0)
    case .polyline(let points, _):
      return heapBytes(16 + MemoryLayout<([Point], Color)>.size)
        + heapBytes(32 + points.count * MemoryLayout<Point>.stride)
    }
  }

  private static func textBytes(_ text: String) -> Int {
    text.utf8.count > 15 ? heapBytes(32 + text.utf8.count) : 0
  }

  /// What a block of `bytes` takes from malloc: 8 bytes more, in steps of 16, at least 32.
  private static func heapBytes(_ bytes: Int) -> Int { max(32, (bytes + 8 + 15) & ~15) }
}
