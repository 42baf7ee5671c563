/// Where a track's layers can draw in the window over its frames: what ``LottieTextColumn``
/// checks before it moves a line's text above them.
enum LottieTrackBounds {
  /// The box, in window points, holding the element (scaled, and turned when it turns: then
  /// the circle its corners sweep) and its elevation's shadows in every frame it is drawn in;
  /// nil when it is never drawn. `frames` are the recording's frames' times.
  static func window(of track: LottieTrack, frames: [Double]) -> Rect? {
    let context = LayerContext(track: track, frames: frames, name: "")
    var (minX, minY) = (Double.infinity, Double.infinity)
    var (maxX, maxY) = (-Double.infinity, -Double.infinity)
    for i in 0..<track.frameCount where context[.opacity][i] > 0 {
      let (x, y, scale) = (context[.x][i], context[.y][i], abs(context[.scale][i]))
      var left = -context[.anchorX][i] * scale
      var top = -context[.anchorY][i] * scale
      var right = left + context[.width][i] * scale
      var bottom = top + context[.height][i] * scale
      if context[.rotation][i] != 0 {
        func length(_ a: Double, _ b: Double) -> Double { (a * a + b * b).squareRoot() }
        let reach = max(
          length(left, top), length(right, top), length(left, bottom), length(right, bottom))
        (left, top, right, bottom) = (-reach, -reach, reach, reach)
      }
      // A shadow reaches at most its offset, spread and blur beyond the shape.
      let shadow =
        MaterialElevation.shadows(at: context[.elevation][i])
        .map { abs($0.y) + max(0, $0.spread) + $0.blur }.max() ?? 0
      minX = min(minX, x + left - shadow)
      minY = min(minY, y + top - shadow)
      maxX = max(maxX, x + right + shadow)
      maxY = max(maxY, y + bottom + shadow)
    }
    guard minX <= maxX, minY <= maxY else { return nil }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

extension Rect {
  /// Whether the two rectangles share any area.
  func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}
