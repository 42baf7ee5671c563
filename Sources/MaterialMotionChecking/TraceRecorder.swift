import FoundationEssentials
import MaterialMotion

/// Builds a ``MotionTrace`` frame by frame from an element tree: the values of every visible
/// element and visualized stream, kept as changes from the frame before.
///
/// It runs every frame of a check, so it does no work per element that it can avoid. A parent
/// whose visible children are the same elements as last frame, in the same order, with the same
/// classes and names, under the same path (`TracedFamily`), has each child compared with its
/// own values, as numbers, and a change made only for a value that changed. Otherwise the
/// children's paths are worked out again, and a child somewhere new is compared with whatever
/// was at its path last frame, so the trace says the same as if every key had been built anew.
@MainActor
public struct TraceRecorder {
  /// The trace so far.
  public private(set) var trace: MotionTrace
  /// The elements traced so far, by identity: their place, keys and last values.
  private var elements: [ObjectIdentifier: TracedElement] = [:]
  /// Each parent's visible children as last traced, by the parent's identity.
  private var families: [ObjectIdentifier: TracedFamily] = [:]
  /// Last frame's elements, in tree order (made again only when the tree's shape changed).
  private var lastFrame: [TracedElement] = []
  /// The visualized streams' keys and last values.
  private var streams = TracedStreams()

  /// An empty trace under `header`.
  public init(header: MotionTrace.Header) {
    trace = MotionTrace(header: header, frames: [])
  }

  /// Adds a frame at `time` from the tree under `root` (`root` itself is not traced).
  public mutating func record(_ root: Element, time: Double) {
    var walk = Walk(index: trace.frames.count, changes: trace.frames.last?.changes.count ?? 0)
    visit(root, parentPath: "", in: &walk)
    let goneStreams = streams.appendChanges(of: walk.streams, to: &walk.changes)
    if walk.shapeChanged {
      // This frame's elements in tree order; some paths of last frame may be gone.
      var thisFrame: [TracedElement] = []
      thisFrame.reserveCapacity(lastFrame.count)
      collect(under: ObjectIdentifier(root), frame: walk.index, into: &thisFrame)
      let present = Set(thisFrame.map(\.path))
      for element in lastFrame where !present.contains(element.path) {
        // Elevation is in the trace only where it is not 0 (see TracedElement.attributes).
        let listsElevation = (element.values?.elevation ?? 0) != 0
        for key in element.keys.dropLast(listsElevation ? 0 : 1) {
          walk.changes.append(MotionTrace.Change(key: key, value: nil))
        }
      }
      elements = elements.filter { $0.value.frame == walk.index }
      families = families.filter { $0.value.frame == walk.index }
      lastFrame = thisFrame
    }
    walk.changes += goneStreams
    trace.frames.append(MotionTrace.Frame(time: MotionTrace.rounded(time), changes: walk.changes))
  }

  /// The elements traced in `frame` under the parent `parent`, in tree order.
  private func collect(
    under parent: ObjectIdentifier, frame: Int, into list: inout [TracedElement]
  ) {
    guard let family = families[parent], family.frame == frame else { return }
    for member in family.members {
      list.append(member)
      if !member.isStrip { collect(under: member.id, frame: frame, into: &list) }
    }
  }

  /// What one frame's walk of the tree has found so far.
  private struct Walk {
    let index: Int
    var changes: [MotionTrace.Change] = []
    /// Whether some parent's visible children are not last frame's (elements came, went,
    /// moved or were renamed): then this frame's element list is made again.
    var shapeChanged = false
    /// Last frame's values by path, made when an element somewhere new first needs them.
    var lastByPath: [String: TracedElement.Values]?
    /// The visualized streams found, in tree order.
    var streams: [VisualizationTrace] = []

    init(index: Int, changes: Int) {
      self.index = index
      self.changes.reserveCapacity(changes)
    }
  }

  /// Traces `parent`'s visible children and their subtrees, in tree order.
  ///
  /// While the children are last frame's (its `TracedFamily`), each is traced as it was; from
  /// the first that is not, the rest have their places worked out again.
  private mutating func visit(_ parent: Element, parentPath: String, in walk: inout Walk) {
    let parentID = ObjectIdentifier(parent)
    let family = families[parentID]
    let known =
      family.map { $0.frame == walk.index - 1 && $0.path == parentPath ? $0.members : [] } ?? []
    var members: [TracedElement] = []
    var counts: [String: Int] = [:]
    var same = true
    var index = 0
    for child in parent.children where !child.isHidden {
      defer { index += 1 }
      if same, index < known.count {
        let member = known[index]
        if member.isSame(as: child) {
          traceElement(child, as: member, comparedWith: member.values, in: &walk)
          continue
        }
      }
      if same {
        // From here on, places are worked out again.
        same = false
        members = Array(known[..<index])
        for member in members { counts[member.base, default: 0] += 1 }
      }
      members.append(
        place(child, parent: parentID, parentPath: parentPath, counts: &counts, in: &walk))
    }
    if same {
      if index == known.count, (family?.members.count ?? 0) == index {
        family?.frame = walk.index
        return
      }
      members = Array(known[..<index])
    }
    walk.shapeChanged = true
    if let family {
      family.path = parentPath
      family.frame = walk.index
      family.members = members
    } else if !members.isEmpty {
      families[parentID] = TracedFamily(path: parentPath, frame: walk.index, members: members)
    }
  }

  /// Works out the place of `child` under `parent` (`counts`: how many earlier visible siblings
  /// have each base), traces it, and returns what is kept of it.
  private mutating func place(
    _ child: Element, parent parentID: ObjectIdentifier, parentPath: String,
    counts: inout [String: Int], in walk: inout Walk
  ) -> TracedElement {
    let id = ObjectIdentifier(child)
    let kind = ObjectIdentifier(type(of: child))
    let cached = elements[id]
    let base =
      cached.flatMap { $0.kind == kind && $0.name == child.name ? $0.base : nil }
      ?? TracedElement.base(of: child)
    let ordinal = counts[base, default: 0]
    counts[base] = ordinal + 1
    let member: TracedElement
    if let cached, cached.isSame(as: child), cached.parent == parentID,
      cached.parentPath == parentPath, cached.base == base, cached.ordinal == ordinal
    {
      member = cached
    } else {
      member = TracedElement(
        child, base: base, parent: parentID, parentPath: parentPath, ordinal: ordinal)
      elements[id] = member
    }
    if let cached, member.path == cached.path, cached.frame == walk.index - 1 {
      // Where it was last frame: compared with its own values.
      traceElement(child, as: member, comparedWith: cached.values, in: &walk)
    } else {
      // Somewhere new: compared with whatever was at this path last frame.
      if walk.lastByPath == nil {
        // Last frame's values: those an element traced this frame had before it.
        let index = walk.index
        walk.lastByPath = Dictionary(
          lastFrame.compactMap { element in
            (element.frame == index ? element.previous : element.values).map { (element.path, $0) }
          }
        ) { first, _ in first }
      }
      traceElement(child, as: member, comparedWith: walk.lastByPath?[member.path], in: &walk)
    }
    return member
  }

  /// Traces `child` (known as `member`) against `old`, then its subtree or its streams.
  private mutating func traceElement(
    _ child: Element, as member: TracedElement, comparedWith old: TracedElement.Values?,
    in walk: inout Walk
  ) {
    let values = TracedElement.Values(child)
    if old != values { member.appendChanges(from: old, to: values, into: &walk.changes) }
    member.previous = member.values
    member.values = values
    member.frame = walk.index
    if member.isStrip, let strip = child as? VisualizationElement {
      walk.streams += strip.traces
    } else if !child.children.isEmpty {
      visit(child, parentPath: member.path, in: &walk)
      member.hadChildren = true
    } else if member.hadChildren {
      // Its children are all gone.
      member.hadChildren = false
      walk.shapeChanged = true
    }
  }
}
