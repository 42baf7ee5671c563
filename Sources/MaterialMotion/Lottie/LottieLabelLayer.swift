/// A label's text as an image layer: the image of the text as the app draws it, at its
/// ``LottieImage/pixelScale``, placed as the renderer places it (centred or 4 points in from
/// the left, centred vertically; on whole pixels when neither scaled nor rotated), at the
/// label's opacity times its colour's.
enum LottieLabelLayer {
  /// Writes the layer of `label`, whose image is asset `asset`, for `context`'s track.
  static func write(
    _ context: LayerContext, asset: Int, label: LottieLabel, writer: inout LottieLayerWriter
  ) {
    let image = writer.assets[asset]
    let scale = image.pixelScale > 0 ? image.pixelScale : 1
    let (w, h) = (Double(image.width) / scale, Double(image.height) / scale)
    var anchor: [Double] = []
    var scales: [Double] = []
    var offset: [Double] = []
    var opacity: [Double] = []
    for i in 0..<context.count {
      let (x, y) = context.textBox(
        width: w, height: h, centred: label.alignment == .center, at: i, pixelScale: scale)
      anchor += [(context[.anchorX][i] - x) * scale, (context[.anchorY][i] - y) * scale]
      let s = context[.scale][i] * 100 / scale
      scales += [s, s]
      offset += [-x * scale, -y * scale]
      opacity.append(context[.opacity][i] * LottieTreeWalk.unit(label.color.alpha))
    }
    writer.begin(context, type: 2, name: context.name + " text")
    writer.json.raw(",\"refId\":\"image_\(asset)\"")
    writer.transform(
      context, anchor: anchor, scale: scales, position: (context[.x], context[.y]),
      opacity: opacity)
    writer.masks(
      context, scale: Array(repeating: scale, count: 2 * context.count), offset: offset)
    writer.json.raw("},")
  }
}
