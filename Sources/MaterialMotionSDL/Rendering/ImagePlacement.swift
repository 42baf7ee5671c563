import CSDL2
import MaterialMotion

/// Where an image goes on screen: the corners of its rectangle in pixels, clockwise from the top
/// left. A label's rasterised text is aligned in the label and vertically centred; a decoded
/// image fills its element's bounds.
///
/// Unrotated and unscaled images are kept on whole pixels so glyphs stay sharp (``snapped``): a
/// canvas may then copy the image instead of drawing it as two textured triangles.
struct ImagePlacement {
  /// The image's corners in pixels, clockwise from its top left.
  let corners: (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint)
  /// Whether the corners are whole pixels and the image is neither scaled nor rotated (its top
  /// left corner and size are then the destination of a plain copy).
  let snapped: Bool

  /// The placement of a `width`×`height` pixel rasterisation of `label`'s text, for a label
  /// whose points map to pixels by `transform`, at `pixelScale` pixels per point.
  @MainActor init(width: Int, height: Int, label: Label, transform: Transform, pixelScale: Double) {
    // The rasterisation is in pixels; the label's space is in points.
    let w = Double(width) / pixelScale
    let h = Double(height) / pixelScale
    let x: Double
    switch label.textAlignment {
    case .center: x = (label.size.width - w) / 2
    case .left: x = 4
    }
    let y = (label.size.height - h) / 2
    snapped =
      transform.b == 0 && transform.c == 0 && transform.a == pixelScale && transform.d == pixelScale
    if snapped {
      let origin = transform.apply(to: Point(x: x, y: y))
      let left = Float(origin.x.rounded())
      let top = Float(origin.y.rounded())
      let right = left + Float(width)
      let bottom = top + Float(height)
      corners = (
        SDL_FPoint(x: left, y: top), SDL_FPoint(x: right, y: top),
        SDL_FPoint(x: right, y: bottom), SDL_FPoint(x: left, y: bottom)
      )
      return
    }
    func corner(_ u: Double, _ v: Double) -> SDL_FPoint {
      let p = transform.apply(to: Point(x: x + u * w, y: y + v * h))
      return SDL_FPoint(x: Float(p.x), y: Float(p.y))
    }
    corners = (corner(0, 0), corner(1, 0), corner(1, 1), corner(0, 1))
  }

  /// The quad as the rasteriser takes it for a `width`×`height` pixel image: the pixel its top
  /// left texel corner goes to, and the steps in pixels of one texel along its rows and its
  /// columns.
  func quad(width: Int, height: Int) -> [Double] {
    let c = corners
    let w = Double(max(width, 1))
    let h = Double(max(height, 1))
    return [
      Double(c.0.x), Double(c.0.y), Double(c.1.x - c.0.x) / w, Double(c.1.y - c.0.y) / w,
      Double(c.3.x - c.0.x) / h, Double(c.3.y - c.0.y) / h,
    ]
  }

  /// A snapped placement: the image's own pixels, its top left corner at pixel (`left`, `top`).
  init(left: Int, top: Int, width: Int, height: Int) {
    let (l, t, r, b) = (Float(left), Float(top), Float(left + width), Float(top + height))
    corners = (
      SDL_FPoint(x: l, y: t), SDL_FPoint(x: r, y: t), SDL_FPoint(x: r, y: b), SDL_FPoint(x: l, y: b)
    )
    snapped = true
  }

  /// The placement of a `width`×`height` pixel image stretched over the bounds of an element of
  /// `size` points, whose points map to pixels by `transform`, at `pixelScale` pixels per point.
  /// Snapped when that is a plain copy: no rotation, and the image's own pixel size at whole
  /// pixels.
  init(width: Int, height: Int, filling size: Size, transform: Transform, pixelScale: Double) {
    func corner(_ x: Double, _ y: Double) -> SDL_FPoint {
      let p = transform.apply(to: Point(x: x, y: y))
      return SDL_FPoint(x: Float(p.x), y: Float(p.y))
    }
    corners = (
      corner(0, 0), corner(size.width, 0), corner(size.width, size.height),
      corner(0, size.height)
    )
    let c = corners
    snapped =
      transform.b == 0 && transform.c == 0 && c.0.x == c.0.x.rounded() && c.0.y == c.0.y.rounded()
      && c.2.x - c.0.x == Float(width) && c.2.y - c.0.y == Float(height)
  }
}
