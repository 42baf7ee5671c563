/// Geometry: the element's own rectangle, its transforms to the parent and the window, its
/// frame, conversions between elements' coordinates, and hit testing.
extension Element {
  /// The rectangle in the element's own coordinates: origin zero, ``size``.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The transform from this element's own coordinates to its parent's:
  /// `translate(position) · rotate(rotation) · scale(scale) · translate(−anchorPoint·size)`.
  public var transformToParent: Transform {
    let size = self.size
    let anchor = anchorPoint
    return Transform(translationX: -anchor.x * size.width, y: -anchor.y * size.height)
      .concatenating(Transform(scale: scale))
      .concatenating(Transform(rotation: rotation))
      .concatenating(Transform(translation: position))
  }

  /// The transform from this element's own coordinates to window coordinates: the parent space
  /// of the topmost ancestor (for a root element laid out at the window's origin, its own space).
  public var transformToWindow: Transform {
    var transform = transformToParent
    for ancestor in ElementLineage(startingAt: parent) {
      transform = transform.concatenating(ancestor.transformToParent)
    }
    return transform
  }

  /// The axis-aligned bounding box of the transformed rectangle, in the parent's coordinates.
  ///
  /// Setting it lays the element out untransformed: ``size`` becomes `frame.size` and
  /// ``position`` becomes `frame.origin + anchorPoint·frame.size`. Scale and rotation are left
  /// alone, so for a transformed element the resulting bounding box differs from the value set.
  public var frame: Rect {
    get { transformToParent.apply(to: bounds) }
    set {
      let anchor = anchorPoint
      size = newValue.size
      position = Point(
        x: newValue.origin.x + anchor.x * newValue.size.width,
        y: newValue.origin.y + anchor.y * newValue.size.height)
    }
  }

  /// Converts `point` from this element's coordinates to `element`'s (`nil`: window
  /// coordinates). Works between any two elements, in the same tree or not. If `element`'s
  /// transform collapses the plane (a scale of 0) the window-space point is returned.
  public func convert(_ point: Point, to element: Element?) -> Point {
    let windowPoint = transformToWindow.apply(to: point)
    guard let element else { return windowPoint }
    return element.transformToWindow.inverted()?.apply(to: windowPoint) ?? windowPoint
  }

  /// Converts `point` from `element`'s coordinates (`nil`: window coordinates) to this element's.
  /// If this element's transform collapses the plane the window-space point is returned.
  public func convert(_ point: Point, from element: Element?) -> Point {
    let windowPoint = element?.transformToWindow.apply(to: point) ?? point
    return transformToWindow.inverted()?.apply(to: windowPoint) ?? windowPoint
  }

  /// Converts the vector `vector` (a translation or velocity, not a location) from this
  /// element's coordinates to `element`'s (`nil`: window coordinates): only rotation and scale
  /// apply.
  public func convertVector(_ vector: Point, to element: Element?) -> Point {
    convert(vector, to: element) - convert(.zero, to: element)
  }

  /// Converts the vector `vector` from `element`'s coordinates (`nil`: window) to this
  /// element's: only rotation and scale apply.
  public func convertVector(_ vector: Point, from element: Element?) -> Point {
    convert(vector, from: element) - convert(.zero, from: element)
  }

  /// Converts `rect` from this element's coordinates to `element`'s (`nil`: window), returning
  /// the axis-aligned bounding box of the converted corners.
  public func convert(_ rect: Rect, to element: Element?) -> Rect {
    let corners = [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
      Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
    ].map { convert($0, to: element) }
    let minX = corners.map(\.x).min()!
    let minY = corners.map(\.y).min()!
    return Rect(
      x: minX, y: minY,
      width: corners.map(\.x).max()! - minX,
      height: corners.map(\.y).max()! - minY)
  }

  /// Whether the element is visible and interactive enough to be hit: not hidden, opacity above
  /// zero and user interaction enabled.
  public var canBeHit: Bool { !isHidden && opacity > 0 && isUserInteractionEnabled }

  /// The frontmost element of this subtree under `point` (in this element's own coordinates),
  /// or `nil`.
  ///
  /// An element that is hidden, fully transparent (opacity ≤ 0) or not interactive is skipped
  /// with its whole subtree. Children are tested first, frontmost first (higher ``zIndex``, then
  /// later in ``children``), each in its own transformed space; then the element's own
  /// ``bounds``. Children are hit even where they stick out of their parent's bounds, unless
  /// the parent clips (``clipsToBounds``): then a point outside its rounded rectangle (``bounds``
  /// with ``cornerRadius`` corners) hits none of its descendants, so nothing is hit where nothing
  /// of them is drawn. The element itself is hit anywhere in its ``bounds``, rounded corners
  /// included. An element whose transform collapses the plane (scale 0) is never hit.
  public func hitTest(_ point: Point) -> Element? {
    guard canBeHit else { return nil }
    if !clipsToBounds || bounds.contains(point, cornerRadius: cornerRadius) {
      for child in childrenInDrawOrder.reversed() {
        guard child.canBeHit, let inverse = child.transformToParent.inverted() else { continue }
        if let hit = child.hitTest(inverse.apply(to: point)) { return hit }
      }
    }
    return bounds.contains(point) ? self : nil
  }
}
