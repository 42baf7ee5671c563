#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An elevation's shadow as Lottie shape layers, one for each of Material's three shadows
/// (``MaterialElevation``: umbra, penumbra, ambient). Lottie has no blur; a shadow's blurred
/// edge is three rounded rectangles at once, grown from the element's outline by the shadow's
/// spread and by −0.97, 0 and +0.97 standard deviations of its blur (the sixths of a normal
/// distribution), each at the opacity that makes the three stacked the shadow's own: where the
/// renderer's Gaussian edge covers a fraction of the shadow's opacity, the rectangles cover
/// about that fraction of it. Like the renderer's, a shadow is offset down the window, and
/// its offset, blur and spread do not scale with the element; it is not drawn at elevation 0.
enum LottieShadow {
  /// The rings' offsets from the spread, in standard deviations of the blur.
  static let deviations = [-0.967, 0, 0.967]

  /// Writes the layer of shadow `index` (0 umbra, 1 penumbra, 2 ambient) of `context`'s track.
  static func layer(_ index: Int, _ context: LayerContext, writer: inout LottieLayerWriter) {
    let count = context.count
    var centreX: [Double] = []
    var centreY: [Double] = []
    var opacity: [Double] = []
    var sizes = [[Double]](repeating: [], count: deviations.count)
    var radii = [[Double]](repeating: [], count: deviations.count)
    var scale: [Double] = []
    var offset: [Double] = []
    for i in 0..<count {
      let s = context[.scale][i]
      let angle = context[.rotation][i] * .pi / 180
      let (cosine, sine) = (cos(angle), sin(angle))
      let (w, h) = (context[.width][i], context[.height][i])
      // The element's centre in the window: its position plus its rotated, scaled offset from
      // the anchor.
      let dx = (w / 2 - context[.anchorX][i]) * s
      let dy = (h / 2 - context[.anchorY][i]) * s
      let elevation = context[.elevation][i]
      let shadow = MaterialElevation.shadows(at: elevation)[index]
      let cx = context[.x][i] + cosine * dx - sine * dy
      let cy = context[.y][i] + sine * dx + cosine * dy + shadow.y
      centreX.append(cx)
      centreY.append(cy)
      opacity.append(elevation > 0 ? context[.opacity][i] : 0)
      let (sw, sh) = (abs(s) * w, abs(s) * h)
      let radius = max(0, min(abs(s) * context[.cornerRadius][i], sw / 2, sh / 2))
      for (ring, deviation) in deviations.enumerated() {
        let grow = shadow.spread + shadow.blur / 2 * deviation
        let (rw, rh) = (max(0, sw + 2 * grow), max(0, sh + 2 * grow))
        sizes[ring] += [rw, rh]
        radii[ring].append(max(0, min(radius + grow, rw / 2, rh / 2)))
      }
      // Masks: element coordinates → the window → this layer (centred, rotated, unscaled).
      let (px, py) = (context[.x][i] - cx, context[.y][i] - cy)
      scale += [s, s]
      offset += [
        -s * context[.anchorX][i] + cosine * px + sine * py,
        -s * context[.anchorY][i] - sine * px + cosine * py,
      ]
    }
    writer.begin(context, type: 4, name: context.name + " shadow \(index + 1)")
    writer.json.raw(",\"ks\":{\"a\":{\"a\":0,\"k\":[0,0]},\"p\":")
    writer.property(
      context, zip(centreX, centreY).flatMap { [$0, $1] }, dimensions: 2,
      tolerance: writer.tolerance.shadowPoints, decimals: 2)
    writer.json.raw(",\"s\":{\"a\":0,\"k\":[100,100]},\"r\":")
    writer.property(context, context[.rotation], tolerance: writer.tolerance.degrees)
    writer.json.raw(",\"o\":")
    writer.property(
      context, opacity, tolerance: writer.tolerance.opacityPercent, bounded: true)
    writer.json.raw("}")
    writer.masks(context, scale: scale, offset: offset)
    // Each fill paints every rectangle before it in the layer: the smallest is painted three
    // times, the largest once, which stacks the three as three layers of one opacity would.
    let ringOpacity = 100 * (1 - pow(1 - MaterialElevation.opacities[index], 1 / 3.0))
    writer.json.raw(",\"shapes\":[")
    for ring in deviations.indices {
      writer.json.raw(ring == 0 ? "" : ",")
      writer.json.raw("{\"ty\":\"rc\",\"d\":1,\"p\":{\"a\":0,\"k\":[0,0]},\"s\":")
      writer.property(
        context, sizes[ring], dimensions: 2, tolerance: writer.tolerance.shadowPoints,
        decimals: 2)
      writer.json.raw(",\"r\":")
      writer.property(
        context, radii[ring], tolerance: writer.tolerance.shadowPoints, decimals: 2)
      writer.json.raw("},{\"ty\":\"fl\",\"c\":{\"a\":0,\"k\":[0,0,0]},\"o\":{\"a\":0,\"k\":")
      writer.json.number(ringOpacity)
      writer.json.raw("},\"r\":1}")
    }
    writer.json.raw("]},")
  }
}
