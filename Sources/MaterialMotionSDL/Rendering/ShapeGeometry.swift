import CSDL2
import MaterialMotion

#if canImport(Glibc)
  import Glibc
#endif

/// The pixels of an element's rounded rectangle, as ``ElementRenderer`` hands them to a
/// ``Canvas``:
/// - unrotated (possibly scaled): pixel-snapped rectangle spans, with rounded corners as bands of
///   rows that share an inset (a 12 px square with 3 px corners is three rectangles);
/// - rotated: the outline of a convex polygon, whose arcs get more segments the larger they
///   appear.
enum ShapeGeometry {
  /// Replaces `spans` with the rectangles covering a `size` rectangle with `radius` corners,
  /// mapped to pixels by `transform` (scale and translation only): one for the middle and one
  /// per band of corner rows at the top and at the bottom. Empty when it covers no pixel.
  static func axisAlignedSpans(
    size: Size, radius: Double, transform: Transform, into spans: inout [SDL_FRect]
  ) {
    spans.removeAll(keepingCapacity: true)
    // Snap to whole pixels so the one-pixel corner rows line up with the pixel grid.
    let left = min(transform.tx, transform.tx + transform.a * size.width).rounded()
    let top = min(transform.ty, transform.ty + transform.d * size.height).rounded()
    let w = max(transform.tx, transform.tx + transform.a * size.width).rounded() - left
    let h = max(transform.ty, transform.ty + transform.d * size.height).rounded() - top
    guard w > 0, h > 0 else { return }
    let r = max(0, min(radius * abs(transform.a), w / 2, h / 2))
    // How far row `row` of a rounded corner is inset; non-increasing towards the middle.
    func inset(_ row: Int) -> Double {
      let dy = r - (Double(row) + 0.5)
      return (r - (max(0, r * r - dy * dy)).squareRoot()).rounded()
    }
    var cornerRows = Int(r.rounded())
    while cornerRows > 0 && inset(cornerRows - 1) == 0 { cornerRows -= 1 }
    spans.append(
      SDL_FRect(
        x: Float(left), y: Float(top) + Float(cornerRows), w: Float(w),
        h: Float(h - 2 * Double(cornerRows))))
    var start = 0
    while start < cornerRows {
      let bandInset = inset(start)
      var end = start + 1
      while end < cornerRows && inset(end) == bandInset { end += 1 }
      let x = Float(left + bandInset)
      let width = Float(w - 2 * bandInset)
      let height = Float(end - start)
      spans.append(SDL_FRect(x: x, y: Float(top) + Float(start), w: width, h: height))
      spans.append(SDL_FRect(x: x, y: Float(top + h) - Float(end), w: width, h: height))
      start = end
    }
  }

  /// Replaces `outline` with the corners of a `size` rectangle with `radius` corners, mapped by
  /// `transform` to pixels, clockwise on screen. Arcs get more segments the larger they appear
  /// (`segments` per quarter circle when given).
  static func roundedRectOutline(
    size: Size, radius: Double, transform: Transform, segments: Int? = nil,
    into outline: inout [Point]
  ) {
    outline.removeAll(keepingCapacity: true)
    let r = max(0, min(radius, size.width / 2, size.height / 2))
    if r <= 0 {
      outline.append(transform.apply(to: Point(x: 0, y: 0)))
      outline.append(transform.apply(to: Point(x: size.width, y: 0)))
      outline.append(transform.apply(to: Point(x: size.width, y: size.height)))
      outline.append(transform.apply(to: Point(x: 0, y: size.height)))
      return
    }
    let pixelRadius = r * (abs(transform.determinant)).squareRoot()
    let segments = segments ?? max(2, min(16, Int((pixelRadius / 2).rounded(.up))))
    let centers = [
      Point(x: size.width - r, y: r), Point(x: size.width - r, y: size.height - r),
      Point(x: r, y: size.height - r), Point(x: r, y: r),
    ]
    // Clockwise on screen starting at the top-right corner's top end.
    for (corner, center) in centers.enumerated() {
      let start = -Double.pi / 2 + Double(corner) * Double.pi / 2
      for s in 0...segments {
        let angle = start + Double(s) / Double(segments) * Double.pi / 2
        let p = Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
        outline.append(transform.apply(to: p))
      }
    }
  }

  /// Replaces `outline` with the corners of the rounded rectangle of a `size` element with
  /// `radius` corners whose points map to pixels by `transform`, for a clip (``ConvexClip``):
  /// arcs get segments enough that no chord is more than a tenth of a pixel inside its arc (at
  /// least as many as a fill's, at most 64 a quarter circle), so a clipped 56 px circle is round.
  static func clipOutline(
    size: Size, radius: Double, transform: Transform, into outline: inout [Point]
  ) {
    let r = max(0, min(radius, size.width / 2, size.height / 2))
    let pixelRadius = r * (abs(transform.determinant)).squareRoot()
    roundedRectOutline(
      size: size, radius: radius, transform: transform,
      segments: clipSegments(pixelRadius: pixelRadius), into: &outline)
  }

  /// Replaces `outline` with the corners of `pixels`, an unrotated element's rectangle on whole
  /// pixels, for a clip: the outline of the pixels its fill covers (its arcs as
  /// ``clipOutline(size:radius:transform:into:)`` makes them).
  static func clipOutline(of pixels: PixelRoundedRect, into outline: inout [Point]) {
    roundedRectOutline(
      size: Size(width: Double(pixels.width), height: Double(pixels.height)),
      radius: pixels.radius,
      transform: Transform(translationX: Double(pixels.left), y: Double(pixels.top)),
      segments: clipSegments(pixelRadius: pixels.radius), into: &outline)
  }

  /// Segments per quarter circle for a clip's arc of `pixelRadius`: no chord more than 0.1 px
  /// inside the arc, and at least as many as a fill of that radius gets.
  private static func clipSegments(pixelRadius r: Double) -> Int {
    let fill = max(2, min(16, Int((r / 2).rounded(.up))))
    guard r > 0.1 else { return fill }
    // A chord spanning angle θ lies r·(1 − cos(θ/2)) inside its arc.
    let angle = 2 * acos(1 - 0.1 / r)
    let flat = Int((Double.pi / 2 / angle).rounded(.up))
    return max(fill, min(64, flat))
  }
}
