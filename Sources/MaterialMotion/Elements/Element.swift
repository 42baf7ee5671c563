/// A rectangular node of the scene tree: what interactions move and what a renderer draws.
///
/// **Geometry.** An element is a rectangle of ``size`` whose ``anchorPoint`` (normalised: (0, 0)
/// is the top-left corner, (1, 1) the bottom-right) sits at ``position`` in the parent's
/// coordinates. Scale and rotation happen about the anchor point. The transform from the element's
/// own space (origin at its top-left corner, see ``bounds``) to the parent's space is
/// `translate(position) · rotate(rotation) · scale(scale) · translate(−anchorPoint·size)`
/// (``transformToParent``). Rotation is in radians, clockwise on screen (y grows downward).
///
/// **Reactive attributes.** Every animatable attribute is stored in a ``ReactiveProperty`` the
/// element owns (``positionProperty``, ``scaleProperty``, ...). The plain attributes
/// (``position``, ``scale``, ...) read and write those properties, so a write made either way is
/// seen by every stream subscribed to the property, and the same property object is returned for
/// as long as the element lives. The element does not write a `state` to its properties.
///
/// **Tree.** An element holds its ``children`` strongly and its ``parent`` weakly; it holds its
/// gesture recognizers strongly and they refer back to it weakly. Children may stick out of their
/// parent, unless the parent clips them (``clipsToBounds``) to its rounded rectangle: then they
/// are drawn and hit only inside it (a square with a corner radius of half its side clips to a
/// circle, as for a circular reveal).
///
/// Elements are main-actor objects, like everything else in the UI layer.
@MainActor
open class Element {
  // MARK: Reactive attributes

  /// Where the anchor point sits, in the parent's coordinates.
  public let positionProperty: ReactiveProperty<Point>
  /// The bounds size.
  public let sizeProperty: ReactiveProperty<Size>
  /// The normalised point of the rectangle that sits at ``position`` and about which scale and
  /// rotation apply. Default (0.5, 0.5), the centre.
  public let anchorPointProperty: ReactiveProperty<Point>
  /// The uniform scale about the anchor point. Default 1.
  public let scaleProperty: ReactiveProperty<Double>
  /// The rotation about the anchor point, in radians, clockwise on screen. Default 0.
  public let rotationProperty: ReactiveProperty<Double>
  /// The opacity, 0 (invisible) to 1 (opaque). Default 1. Applies to the subtree.
  public let opacityProperty: ReactiveProperty<Double>
  /// The fill colour of the rectangle. Default ``Color/clear``.
  public let backgroundColorProperty: ReactiveProperty<Color>
  /// The radius of the rounded corners, in the element's own points. Default 0.
  public let cornerRadiusProperty: ReactiveProperty<Double>
  /// The elevation in dp, Material's height above the surface below: 0 (flat, the default) to
  /// 24, drawn as Material's key and ambient shadows under the element (values outside 0...24
  /// are drawn as the nearest of them). Animatable by springs and tweens like any `Double`
  /// property; it has no `state` of its own.
  public let elevationProperty: ReactiveProperty<Double>

  /// The reactive attributes above, in their order of declaration (for runtime look-ups such as
  /// ``MotionRuntime/interactions(ofType:for:)-(_,Element)``).
  var reactiveAttributes: [AnyObject] {
    [
      positionProperty, sizeProperty, anchorPointProperty, scaleProperty, rotationProperty,
      opacityProperty, backgroundColorProperty, cornerRadiusProperty, elevationProperty,
    ]
  }

  // MARK: Plain attributes

  /// Where the anchor point sits, in the parent's coordinates (reads/writes ``positionProperty``).
  public var position: Point {
    get { positionProperty.value }
    set { positionProperty.value = newValue }
  }

  /// The bounds size (reads/writes ``sizeProperty``).
  public var size: Size {
    get { sizeProperty.value }
    set { sizeProperty.value = newValue }
  }

  /// The normalised anchor point (reads/writes ``anchorPointProperty``). Writing it alone moves
  /// the rectangle; see ``setAnchorPointKeepingFrame(_:)`` to change it without a visible jump.
  public var anchorPoint: Point {
    get { anchorPointProperty.value }
    set { anchorPointProperty.value = newValue }
  }

  /// The uniform scale (reads/writes ``scaleProperty``).
  public var scale: Double {
    get { scaleProperty.value }
    set { scaleProperty.value = newValue }
  }

  /// The rotation in radians, clockwise on screen (reads/writes ``rotationProperty``).
  public var rotation: Double {
    get { rotationProperty.value }
    set { rotationProperty.value = newValue }
  }

  /// The opacity (reads/writes ``opacityProperty``).
  public var opacity: Double {
    get { opacityProperty.value }
    set { opacityProperty.value = newValue }
  }

  /// The fill colour (reads/writes ``backgroundColorProperty``).
  public var backgroundColor: Color {
    get { backgroundColorProperty.value }
    set { backgroundColorProperty.value = newValue }
  }

  /// The corner radius (reads/writes ``cornerRadiusProperty``).
  public var cornerRadius: Double {
    get { cornerRadiusProperty.value }
    set { cornerRadiusProperty.value = newValue }
  }

  /// The elevation in dp (reads/writes ``elevationProperty``).
  public var elevation: Double {
    get { elevationProperty.value }
    set { elevationProperty.value = newValue }
  }

  /// Stacking order among siblings: higher draws on top and is hit first. Siblings with equal
  /// `zIndex` keep their order in ``children`` (later on top). Default 0.
  @exclusivity(unchecked) public var zIndex: Int = 0 {
    didSet {
      changes.style = ElementChanges.clock
      if zIndex != oldValue { parent?.drawOrderCache = nil }
    }
  }
  /// Whether the element and its subtree are skipped by drawing and hit testing. Default false.
  @exclusivity(unchecked) public var isHidden = false {
    didSet { changes.style = ElementChanges.clock }
  }
  /// Whether the element's descendants are drawn only inside its shape: its rounded rectangle
  /// (``bounds`` with ``cornerRadius`` corners, so a square with a radius of half its side clips
  /// to a circle), under its whole transform (scale and rotation included). Default false.
  ///
  /// The element's own fill, text or image is drawn as without it; clips nest (a descendant is
  /// drawn only where it is inside every clipping ancestor). Hit testing agrees: a point outside
  /// the shape hits none of the descendants (``hitTest(_:)``). It is a plain attribute, read when
  /// a frame is drawn and when a point is hit-tested; it has no reactive property, so no stream
  /// writes it and it has no `state` channel. MaterialMotionSDL draws the clip's edge
  /// anti-aliased, like every edge it draws.
  @exclusivity(unchecked) public var clipsToBounds = false {
    didSet { changes.style = ElementChanges.clock }
  }
  /// Whether the element and its subtree can be hit by touches. Default true.
  public var isUserInteractionEnabled = true
  /// Whether touches and pinches that begin on this element or on one of its descendants stop
  /// here: the ``InputDispatcher`` delivers them to the gesture recognizers from the hit element
  /// up to this one, and not to those of its ancestors. Default false. Set it on a control drawn
  /// over a scene (a panel of sliders) so that dragging the control does not also drive the
  /// gestures of the elements behind it, such as a tap recognizer on the window's root.
  public var capturesTouches = false
  /// A name for debugging and for finding elements in tests.
  public var name: String?
  /// Which of the drawing classes this element is (set by ``Label``, ``ImageElement`` and
  /// ``Polyline``, inherited by their subclasses): one test instead of dynamic casts where every
  /// element of a frame is looked at.
  @usableFromInline
  enum ContentKind: UInt8 { case plain, label, image, polyline }
  @usableFromInline
  @exclusivity(unchecked) var contentKind = ContentKind.plain

  // MARK: Tree

  /// The sub-elements, in insertion order (see ``childrenInDrawOrder`` for stacking order).
  @exclusivity(unchecked) public private(set) var children: [Element] = [] {
    didSet { drawOrderCache = nil }
  }
  /// ``childrenInDrawOrder``, kept until the children or one of their `zIndex` change.
  private var drawOrderCache: [Element]?
  /// The element this one is a child of, if any. Held weakly.
  public private(set) weak var parent: Element?

  /// When its reactive attributes were last written (see ``ElementSnapshotArena``).
  let changes: ElementChanges

  /// Creates an element with a zero frame.
  public init() {
    let changes = ElementChanges()
    self.changes = changes
    positionProperty = ReactiveProperty(.zero) { _ in changes.position = ElementChanges.clock }
    sizeProperty = ReactiveProperty(.zero) { _ in changes.style = ElementChanges.clock }
    anchorPointProperty = ReactiveProperty(Point(x: 0.5, y: 0.5)) { _ in
      changes.style = ElementChanges.clock
    }
    scaleProperty = ReactiveProperty(1) { _ in changes.scale = ElementChanges.clock }
    rotationProperty = ReactiveProperty(0) { _ in changes.rotation = ElementChanges.clock }
    opacityProperty = ReactiveProperty(1) { _ in changes.opacity = ElementChanges.clock }
    backgroundColorProperty = ReactiveProperty(.clear) { _ in changes.style = ElementChanges.clock }
    cornerRadiusProperty = ReactiveProperty(0) { _ in changes.style = ElementChanges.clock }
    elevationProperty = ReactiveProperty(0) { _ in changes.style = ElementChanges.clock }
  }

  /// Creates an untransformed element covering `frame` in its parent's coordinates.
  public convenience init(frame: Rect) {
    self.init()
    self.frame = frame
  }

  /// Appends `child` as the topmost child (among equal `zIndex`), removing it from its previous
  /// parent first.
  public func addChild(_ child: Element) {
    insertChild(child, at: children.count)
  }

  /// Inserts `child` at `index` of ``children`` (clamped to the valid range), removing it from
  /// its previous parent first. Adding an element to itself or to one of its descendants is a
  /// programming error.
  public func insertChild(_ child: Element, at index: Int) {
    precondition(
      child !== self && !isDescendant(of: child),
      "An element cannot become its own descendant")
    var index = index
    if child.parent === self, let old = children.firstIndex(where: { $0 === child }) {
      children.remove(at: old)
      if old < index { index -= 1 }
    } else {
      child.removeFromParent()
    }
    children.insert(child, at: min(max(index, 0), children.count))
    child.parent = self
  }

  /// Detaches this element from its parent. Does nothing if it has none.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  /// Detaches the children for which `shouldRemove` returns true, in one pass over
  /// ``children`` (``removeFromParent()`` on each of many children passes once per child).
  public func removeChildren(where shouldRemove: (Element) -> Bool) {
    var removed: [Element] = []
    children.removeAll { child in
      guard shouldRemove(child) else { return false }
      removed.append(child)
      return true
    }
    for child in removed { child.parent = nil }
  }

  /// Detaches every child.
  public func removeAllChildren() {
    for child in children { child.parent = nil }
    children.removeAll()
  }

  /// The children sorted for drawing, bottom first: ascending ``zIndex``, and among equal
  /// `zIndex` in ``children`` order. Hit testing visits them in reverse.
  public var childrenInDrawOrder: [Element] {
    if let drawOrderCache { return drawOrderCache }
    let order: [Element]
    if children.allSatisfy({ $0.zIndex == children.first?.zIndex }) {
      order = children
    } else {
      order = children.enumerated()
        .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
        .map(\.element)
    }
    drawOrderCache = order
    return order
  }

  // MARK: Gesture recognizers

  /// The gesture recognizers attached to this element, in the order they were added (which is
  /// the order they receive events).
  public private(set) var gestureRecognizers: [GestureRecognizer] = []

  /// Attaches `recognizer` (detaching it from any other element first). Touches that begin on
  /// this element or on any of its descendants are delivered to it by an ``InputDispatcher``.
  /// Adding a recognizer that is already attached here does nothing.
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    if recognizer.element === self { return }
    recognizer.element?.removeGestureRecognizer(recognizer)
    gestureRecognizers.append(recognizer)
    recognizer.element = self
  }

  /// Detaches `recognizer`. An active gesture is cancelled (observers see `.cancelled`) and the
  /// recognizer forgets its touches.
  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    guard let index = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
    gestureRecognizers.remove(at: index)
    recognizer.abandonGesture()
    recognizer.element = nil
  }
}
