extension ElementSnapshotArena {
  /// What `element` and its descendants look like now, sharing with `previous` (a node of the
  /// same tree captured earlier, still in use) every node whose subtree looks exactly as it did;
  /// `previous` itself when nothing changed. The caller gets one reference to the node (drop it
  /// with ``release(_:)``). A hidden element is kept without its subtree.
  ///
  /// Every value drawing reads is read once, from the reactive properties' storage (not the
  /// element's overridable accessors), and compared by its bits with the previous node's.
  public func capture(_ element: Element, reusing previous: Node?) -> Node {
    let previousIndex = previous?.index ?? -1
    // The stamps tell what was written since the capture that made `previous` only when it is
    // the root of this arena's last capture; 0: read every value.
    let since = previousIndex >= 0 && previousIndex == lastRoot ? lastStamp : 0
    let stamp = ElementChanges.tick()
    let index = node(for: element, previous: previousIndex, since: since)
    nodes.pointer(index).pointee.references += 1
    lastRoot = index
    lastStamp = stamp
    return Node(index: index)
  }

  /// The node of `element` now: `previous` (or −1) when it and its subtree are unchanged, else
  /// a new one (no reference counted for the caller; a new parent's list or ``capture`` counts
  /// it). `previous` was captured at the ``ElementChanges`` stamp `since` (0: unknown): an
  /// attribute stamped no later holds the value `previous` kept and is not read again.
  private func node(for element: Element, previous: Int32, since: UInt64) -> Int32 {
    var before: UnsafeMutablePointer<NodeRecord>?
    if previous >= 0 {
      let candidate = nodes.pointer(previous)
      if candidate.pointee.source == ObjectIdentifier(element) { before = candidate }
    }
    let changes = element.changes
    let known = before?.pointee
    // The node to make, if one is made: the previous one's values, then what was written.
    var record =
      known
      ?? NodeRecord(
        position: .zero, scale: 1, rotation: 0, opacity: 1, style: -1, children: -1, content: -1,
        references: 0, source: ObjectIdentifier(element))
    // Every stamp is later than 0: an element without a previous node is read in full.
    readTransform(of: element, stampedAfter: known == nil ? 0 : since, into: &record)
    let kind = element.contentKind
    let isHidden = element.isHidden
    let style: Int32
    if let known, changes.style <= since {
      // Nothing of the style (its plain attributes included) was written: its record is as kept
      // and is not read.
      style = known.style
    } else {
      let look = StyleRecord(
        size: element.sizeProperty.value, anchorPoint: element.anchorPointProperty.value,
        backgroundColor: element.backgroundColorProperty.value,
        cornerRadius: element.cornerRadiusProperty.value,
        elevation: element.elevationProperty.value, zIndex: element.zIndex, kind: kind,
        isHidden: isHidden, clipsToBounds: element.clipsToBounds)
      if let known, isUnchanged(styles.pointer(known.style), look) {
        style = known.style
      } else {
        style = allocateStyle(look)
      }
    }
    var content: Int32 = -1
    if kind != .plain {
      if let old = before?.pointee.content, old >= 0,
        contentIsUnchanged(element, kind: kind, content: old)
      {
        content = old
      } else {
        content = store(ElementSnapshot.Content(of: element))
      }
    }
    var unchanged = false
    if let known {
      unchanged =
        known.style == style && known.content == content && sameTransform(known, record)
    }
    let oldList = before?.pointee.children ?? -1
    var list: Int32 = -1
    let children = isHidden ? [] : element.children
    if children.isEmpty {
      unchanged = unchanged && oldList < 0
    } else {
      // A few children gain nothing from reading ahead.
      if children.count >= 16 { prefetch(children, old: oldList) }
      let base = scratch.count
      let oldChildren = oldList >= 0 ? childLists[Int(oldList)] : []
      var sameChildren = oldChildren.count == children.count
      // A plain loop over an unsafe buffer (two closures, whose main-actor checks are made once
      // for all the children), with the commonest child, a plain element without children
      // whose style was not written (a square that moves), captured inline. Each child is
      // borrowed, not retained: `children` holds it for the whole loop, and a retain and release
      // of an element that is not in cache (atomic writes to its header) were a sixth of
      // keeping a `stress` frame.
      children.withUnsafeBufferPointer { elements in
        elements.withMemoryRebound(to: Unmanaged<Element>.self) { buffer in
          for index in buffer.indices {
            let oldChild: Int32 = index < oldChildren.count ? oldChildren[index] : -1
            let child = borrow(buffer[index]) { element in
              plainLeaf(element, previous: oldChild, since: since)
                ?? node(for: element, previous: oldChild, since: since)
            }
            sameChildren = sameChildren && child == oldChild
            scratch.append(child)
          }
        }
      }
      unchanged = unchanged && sameChildren
      if !unchanged {
        list = storeList(from: base)
        for child in scratch[base...] { nodes.pointer(child).pointee.references += 1 }
      }
      scratch.removeSubrange(base...)
    }
    if unchanged { return previous }
    styleReferences[Int(style)] += 1
    if content >= 0 { contentReferences[Int(content)] += 1 }
    bytes += Self.nodeBytes
    record.style = style
    record.children = list
    record.content = content
    record.references = 0
    return nodes.allocate(record)
  }

  /// The node of `element` when it is a plain element without children (and was one in
  /// `previous`) whose style was not written since: `previous` when nothing of it was, else a
  /// new node of the same style with the transform and opacity read now. Nil for any other
  /// element, which ``node(for:previous:since:)`` captures.
  @inline(__always)
  private func plainLeaf(_ element: Element, previous: Int32, since: UInt64) -> Int32? {
    guard previous >= 0 else { return nil }
    let old = nodes.pointer(previous)
    let changes = element.changes
    guard old.pointee.source == ObjectIdentifier(element), old.pointee.children < 0,
      old.pointee.content < 0, changes.style <= since, element.children.isEmpty
    else { return nil }
    var record = old.pointee
    readTransform(of: element, stampedAfter: since, into: &record)
    if sameTransform(record, old.pointee) { return previous }
    record.references = 0
    styleReferences[Int(record.style)] += 1
    bytes += Self.nodeBytes
    return nodes.allocate(record)
  }

  /// Reads into `record` those of the position, scale, rotation and opacity of `element` that
  /// were written after the stamp `since` (independent loads, which the processor overlaps).
  @inline(__always)
  private func readTransform(
    of element: Element, stampedAfter since: UInt64, into record: inout NodeRecord
  ) {
    let changes = element.changes
    if changes.position > since { record.position = element.positionProperty.value }
    if changes.scale > since { record.scale = element.scaleProperty.value }
    if changes.rotation > since { record.rotation = element.rotationProperty.value }
    if changes.opacity > since { record.opacity = element.opacityProperty.value }
  }

  /// Reads what capturing each of `children` reads first (the element, its stamps, its
  /// position's property, and the record of its node in the children's list `old`, −1: none)
  /// before any is captured. They are rarely in cache when a frame is kept: captured one after
  /// the other, each child would wait for its own loads in turn, while these loads (independent
  /// of one another, in a short loop without retains) are overlapped by the processor.
  private func prefetch(_ children: [Element], old: Int32) {
    var sum: UInt64 = 0
    children.withUnsafeBufferPointer { buffer in
      for child in buffer {
        sum &+=
          child.changes.position &+ child.positionProperty.value.x.bitPattern
          &+ UInt64(child.contentKind.rawValue)
      }
    }
    if old >= 0 {
      for node in childLists[Int(old)] {
        sum &+= UInt64(UInt32(bitPattern: nodes.pointer(node).pointee.style))
      }
    }
    prefetched = sum
  }

  /// A new style record holding `look` (no reference counted yet).
  private func allocateStyle(_ look: StyleRecord) -> Int32 {
    bytes += Self.styleBytes
    let index = styles.allocate(look)
    if Int(index) == styleReferences.count { styleReferences.append(0) }
    return index
  }

  /// Whether the record `old` of the rest of an element's appearance holds the values of
  /// `look` (read now).
  private func isUnchanged(_ old: UnsafeMutablePointer<StyleRecord>, _ look: StyleRecord) -> Bool {
    same(old.pointee.size, look.size) && same(old.pointee.anchorPoint, look.anchorPoint)
      && same(old.pointee.backgroundColor, look.backgroundColor)
      && same(old.pointee.cornerRadius, look.cornerRadius)
      && same(old.pointee.elevation, look.elevation) && old.pointee.zIndex == look.zIndex
      && old.pointee.isHidden == look.isHidden && old.pointee.clipsToBounds == look.clipsToBounds
      && old.pointee.kind == look.kind
  }

  /// Whether what `element` (of `kind`) draws besides its background is the stored `content`.
  private func contentIsUnchanged(_ element: Element, kind: Element.ContentKind, content: Int32)
    -> Bool
  {
    switch (kind, contents[Int(content)]) {
    case (.plain, _):
      return true
    case (.label, .label(let text, let fontSize, let color, let alignment)):
      let label = unsafeDowncast(element, to: Label.self)
      return same(label.fontSizeProperty.value, fontSize)
        && same(label.textColorProperty.value, color) && label.textAlignment == alignment
        && label.textProperty.value == text
    case (.image, .image(let path)):
      return unsafeDowncast(element, to: ImageElement.self).imagePath == path
    case (.polyline, .polyline(let points, let color)):
      let polyline = unsafeDowncast(element, to: Polyline.self)
      return same(polyline.lineColor, color) && same(polyline.points, points)
    default:
      return false
    }
  }
}

/// `body` called with the element `reference` points to, not retained: the caller holds it.
///
/// The standard library's `_withUnsafeGuaranteedRef`, called from this module: a main-actor
/// closure handed to it directly was checked for its executor each time it was called (seen in
/// a profile of keeping a frame: more than the retains it saved), and one handed to this function
/// is not.
@inline(__always)
func borrow<Result>(_ reference: Unmanaged<Element>, _ body: (Element) -> Result) -> Result {
  reference._withUnsafeGuaranteedRef(body)
}

// Bit-for-bit comparisons: a value is kept exactly as it was read (−0 is not 0, and a NaN is
// the same NaN), and comparing integers is cheaper than comparing doubles.

@inline(__always) func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }

/// Whether two nodes have the same position, scale, rotation and opacity, bit for bit.
@inline(__always) func sameTransform(
  _ a: ElementSnapshotArena.NodeRecord, _ b: ElementSnapshotArena.NodeRecord
) -> Bool {
  same(a.position, b.position) && same(a.scale, b.scale) && same(a.rotation, b.rotation)
    && same(a.opacity, b.opacity)
}

@inline(__always) func same(_ a: Point, _ b: Point) -> Bool { same(a.x, b.x) && same(a.y, b.y) }

@inline(__always) func same(_ a: Size, _ b: Size) -> Bool {
  same(a.width, b.width) && same(a.height, b.height)
}

@inline(__always) func same(_ a: Color, _ b: Color) -> Bool {
  same(a.red, b.red) && same(a.green, b.green) && same(a.blue, b.blue) && same(a.alpha, b.alpha)
}

func same(_ a: [Point], _ b: [Point]) -> Bool {
  guard a.count == b.count else { return false }
  return a.withUnsafeBufferPointer { a in
    b.withUnsafeBufferPointer { b in
      a.baseAddress == b.baseAddress || zip(a, b).allSatisfy { same($0, $1) }
    }
  }
}

func same(_ a: ElementSnapshot.Content, _ b: ElementSnapshot.Content) -> Bool {
  switch (a, b) {
  case (.plain, .plain):
    return true
  case (
    .label(let text, let fontSize, let color, let alignment), .label(let t, let f, let c, let a)
  ):
    return same(fontSize, f) && same(color, c) && alignment == a && text == t
  case (.image(let path), .image(let other)):
    return path == other
  case (.polyline(let points, let color), .polyline(let p, let c)):
    return same(color, c) && same(points, p)
  default:
    return false
  }
}
