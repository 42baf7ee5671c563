/// An element that draws a line through a list of points over its background: the strokes of a
/// plot.
///
/// Points are in the element's own coordinates (origin at its top-left corner). The platform
/// renderer draws one-pixel lines between consecutive points, in ``lineColor`` times the
/// element's opacity; a point that is not finite breaks the line there (a gap in a plot).
@MainActor
open class Polyline: Element {
  /// The points the line goes through, in order.
  public var points: [Point] = []
  /// The line's colour. Default opaque black.
  public var lineColor = Color.black

  /// Creates an empty polyline with a zero frame.
  public override init() {
    super.init()
    contentKind = .polyline
  }
}
