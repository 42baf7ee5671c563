/// An immutable copy of what an element tree looks like at one moment: every property drawing
/// reads (geometry, transform, opacity, fill, corners, z-order, clipping, a label's text, an
/// image's file, a polyline's points), for the element and its descendants, and nothing of its
/// behaviour (no gesture recognizers, streams or reactive properties, no name).
///
/// Snapshots of consecutive frames share what did not change: ``capture(_:reusing:)`` returns
/// the previous snapshot's node for every subtree that looks exactly as it did, so a history of
/// frames costs memory in proportion to what moved. ``makeElement()`` builds an element tree that
/// draws the same pixels as the original did when the snapshot was taken. To keep many frames,
/// ``ElementSnapshotArena`` keeps the same without an object per node (and turns any of its
/// frames into an `ElementSnapshot` on demand).
///
/// A hidden element is kept without its subtree (nothing of it is drawn). Snapshots have no
/// `state` channel; they are plain values.
@MainActor
public final class ElementSnapshot {
  /// What an element draws besides its background (boxed: a plain element's costs nothing to
  /// copy).
  public indirect enum Content: Equatable, Sendable {
    /// Nothing: a plain element.
    case plain
    /// A label's text.
    case label(text: String, fontSize: Double, color: Color, alignment: TextAlignment)
    /// An image element's file.
    case image(path: String?)
    /// A polyline's points and colour.
    case polyline(points: [Point], color: Color)

    /// What `element` draws besides its background now.
    @MainActor init(of element: Element) {
      // One test of a stored kind instead of up to three dynamic casts: most elements are plain.
      switch element.contentKind {
      case .plain:
        self = .plain
      case .label:
        let label = unsafeDowncast(element, to: Label.self)
        self = .label(
          text: label.textProperty.value, fontSize: label.fontSizeProperty.value,
          color: label.textColorProperty.value, alignment: label.textAlignment)
      case .image:
        self = .image(path: unsafeDowncast(element, to: ImageElement.self).imagePath)
      case .polyline:
        let polyline = unsafeDowncast(element, to: Polyline.self)
        self = .polyline(points: polyline.points, color: polyline.lineColor)
      }
    }
  }

  /// Every property of one element that drawing reads.
  public struct Appearance: Equatable, Sendable {
    /// ``Element/position``.
    public var position: Point
    /// ``Element/size``.
    public var size: Size
    /// ``Element/anchorPoint``.
    public var anchorPoint: Point
    /// ``Element/scale``.
    public var scale: Double
    /// ``Element/rotation``.
    public var rotation: Double
    /// ``Element/opacity``.
    public var opacity: Double
    /// ``Element/backgroundColor``.
    public var backgroundColor: Color
    /// ``Element/cornerRadius``.
    public var cornerRadius: Double
    /// ``Element/elevation``.
    public var elevation: Double
    /// ``Element/zIndex``.
    public var zIndex: Int
    /// ``Element/isHidden``.
    public var isHidden: Bool
    /// ``Element/clipsToBounds``.
    public var clipsToBounds: Bool
    /// What the element draws besides its background.
    public var content: Content

    /// The appearance of `element` now.
    @MainActor public init(of element: Element) {
      // Through the properties themselves: the element's accessors are overridable (an open
      // class), the properties' values are read directly.
      position = element.positionProperty.value
      size = element.sizeProperty.value
      anchorPoint = element.anchorPointProperty.value
      scale = element.scaleProperty.value
      rotation = element.rotationProperty.value
      opacity = element.opacityProperty.value
      backgroundColor = element.backgroundColorProperty.value
      cornerRadius = element.cornerRadiusProperty.value
      elevation = element.elevationProperty.value
      zIndex = element.zIndex
      isHidden = element.isHidden
      clipsToBounds = element.clipsToBounds
      content = Content(of: element)
    }

    /// An appearance of these values (an ``ElementSnapshotArena`` node's).
    init(
      position: Point, size: Size, anchorPoint: Point, scale: Double, rotation: Double,
      opacity: Double, backgroundColor: Color, cornerRadius: Double, elevation: Double,
      zIndex: Int, isHidden: Bool, clipsToBounds: Bool, content: Content
    ) {
      self.position = position
      self.size = size
      self.anchorPoint = anchorPoint
      self.scale = scale
      self.rotation = rotation
      self.opacity = opacity
      self.backgroundColor = backgroundColor
      self.cornerRadius = cornerRadius
      self.elevation = elevation
      self.zIndex = zIndex
      self.isHidden = isHidden
      self.clipsToBounds = clipsToBounds
      self.content = content
    }

    /// Gives `element` this appearance (its content only when its class draws that content).
    @MainActor public func apply(to element: Element) {
      element.position = position
      element.size = size
      element.anchorPoint = anchorPoint
      element.scale = scale
      element.rotation = rotation
      element.opacity = opacity
      element.backgroundColor = backgroundColor
      element.cornerRadius = cornerRadius
      element.elevation = elevation
      element.zIndex = zIndex
      element.isHidden = isHidden
      element.clipsToBounds = clipsToBounds
      switch content {
      case .plain: break
      case .label(let text, let fontSize, let color, let alignment):
        guard let label = element as? Label else { return }
        label.text = text
        label.fontSize = fontSize
        label.textColor = color
        label.textAlignment = alignment
      case .image(let path):
        (element as? ImageElement)?.imagePath = path
      case .polyline(let points, let color):
        guard let polyline = element as? Polyline else { return }
        polyline.points = points
        polyline.lineColor = color
      }
    }

    /// A new element of the class that draws ``content``, with this appearance.
    @MainActor public func makeElement() -> Element {
      let element: Element
      switch content {
      case .plain: element = Element()
      case .label: element = Label()
      case .image: element = ImageElement()
      case .polyline: element = Polyline()
      }
      apply(to: element)
      element.isUserInteractionEnabled = false
      return element
    }

    /// Roughly how many bytes this appearance holds outside its own storage (text, points).
    var payloadBytes: Int {
      switch content {
      case .plain, .image: return 0
      case .label(let text, _, _, _): return text.utf8.count > 15 ? text.utf8.count + 32 : 0
      case .polyline(let points, _): return points.count * MemoryLayout<Point>.stride + 32
      }
    }
  }

  /// The element's appearance.
  public let appearance: Appearance
  /// Its children's snapshots, in the order of ``Element/children`` (empty when hidden).
  public let children: [ElementSnapshot]
  /// The element the snapshot was taken of (compared, never dereferenced).
  private let source: ObjectIdentifier

  /// A node of these values (the whole of it: ``ElementSnapshotArena/snapshot(of:)`` builds
  /// trees of them).
  init(appearance: Appearance, children: [ElementSnapshot], source: ObjectIdentifier) {
    self.appearance = appearance
    self.children = children
    self.source = source
  }

  /// A snapshot of `element` and its descendants now.
  public convenience init(of element: Element) {
    let captured = Self.capture(element, reusing: nil).snapshot
    self.init(
      appearance: captured.appearance, children: captured.children, source: captured.source)
  }

  /// Roughly how many bytes one snapshot node takes, besides its text or points.
  public static let nodeBytes =
    16 + MemoryLayout<Appearance>.stride + MemoryLayout<ObjectIdentifier>.stride + 32

  /// A snapshot of `element` and its descendants now, sharing with `previous` (a snapshot of
  /// the same tree taken earlier) every node whose subtree looks exactly as it did then; and
  /// roughly how many bytes the nodes it did not share take (0 when nothing changed).
  public static func capture(_ element: Element, reusing previous: ElementSnapshot?) -> (
    snapshot: ElementSnapshot, addedBytes: Int
  ) {
    let appearance = Appearance(of: element)
    let previous = previous.flatMap { $0.source == ObjectIdentifier(element) ? $0 : nil }
    var added = 0
    var children: [ElementSnapshot] = []
    var shared = previous?.appearance == appearance
    if !appearance.isHidden {
      let elementChildren = element.children
      let before = previous?.children ?? []
      shared = shared && before.count == elementChildren.count
      children.reserveCapacity(elementChildren.count)
      for (index, child) in elementChildren.enumerated() {
        let (snapshot, bytes) = capture(child, reusing: index < before.count ? before[index] : nil)
        children.append(snapshot)
        added += bytes
        shared = shared && index < before.count && snapshot === before[index]
      }
    } else {
      shared = shared && previous?.children.isEmpty == true
    }
    if shared, let previous { return (previous, 0) }
    let node = ElementSnapshot(
      appearance: appearance, children: children, source: ObjectIdentifier(element))
    added += nodeBytes + appearance.payloadBytes + children.count * 8
    return (node, added)
  }

  /// A new element tree that draws what the snapshotted tree drew: plain elements, labels,
  /// image elements and polylines with the snapshot's appearances, none of them hit-testable.
  public func makeElement() -> Element {
    let element = appearance.makeElement()
    for child in children { element.addChild(child.makeElement()) }
    return element
  }

  /// How many nodes this snapshot has (it and its descendants).
  public var nodeCount: Int { children.reduce(1) { $0 + $1.nodeCount } }
}
