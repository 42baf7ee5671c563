/// Writes a ``LottieTrack`` as Lottie layers, top first: its image (an image layer), its
/// background (a shape layer: a rounded rectangle and its fill) and its elevation's shadow
/// (``LottieShadow``), each with its clipping ancestors as masks.
struct LottieLayerWriter {
  typealias Channel = LottieTrack.Channel

  /// Every frame's time, in the animation's frames.
  let frames: [Double]
  let tolerance: LottieTolerance
  /// The images of the elements' files and labels.
  let images: [LottieAssetKey: LottieImage]
  /// Which labels are text layers, and how they are written; nil: none.
  let textLayers: LottieTextLayers?
  /// The layers so far, each followed by a comma.
  var json = LottieJSON()
  /// The images embedded, in the order of their ids, and each path's index (nil: none).
  private(set) var assets: [LottieImage] = []
  private var assetIndex: [LottieAssetKey: Int?] = [:]
  private var nextLayer = 1
  /// How many layers were written.
  var layerCount: Int { nextLayer - 1 }
  private var nextTrack = 1

  init(
    frames: [Double], tolerance: LottieTolerance, images: [LottieAssetKey: LottieImage],
    textLayers: LottieTextLayers?
  ) {
    self.frames = frames
    self.tolerance = tolerance
    self.images = images
    self.textLayers = textLayers
  }

  /// Writes `track`'s layers.
  mutating func write(_ track: LottieTrack) {
    let context = LayerContext(track: track, frames: frames, name: "element \(nextTrack)")
    nextTrack += 1
    if let look = track.key.label {
      if let textLayers, track.isTextLayer(textLayers) {
        LottieTextLayer.write(context, look: look, text: textLayers, writer: &self)
      } else {
        // An image layer of each text, shown in the frames that show it.
        for text in track.distinctTexts {
          let label = LottieLabel(text: text, look: look)
          guard let asset = asset(.label(label)),
            let first = track.texts.firstIndex(of: text),
            let last = track.texts.lastIndex(of: text)
          else { continue }
          let part = track.slice(first...last) { track.texts[$0] == text }
          LottieLabelLayer.write(
            LayerContext(track: part, frames: frames, name: context.name), asset: asset,
            label: label, writer: &self)
        }
      }
    }
    if let path = track.key.image, let asset = asset(.file(path)) {
      imageLayer(context, asset: asset)
    }
    if track.fills { fillLayer(context) }
    if track.casts {
      for shadow in 0..<3 { LottieShadow.layer(shadow, context, writer: &self) }
    }
  }

  /// Writes `column`'s lines, `tracks` (top row first), as one text layer of several lines.
  mutating func write(_ column: LottieTextColumn, tracks: [LottieTrack]) {
    guard let first = tracks.first, let look = first.key.label, let textLayers else { return }
    let context = LayerContext(track: first, frames: frames, name: "element \(nextTrack)")
    nextTrack += 1
    let texts = (0..<first.frameCount).map { i in
      // A carriage return between lines, as Lottie's text documents have them.
      tracks.map { $0.texts[i] }.joined(separator: "\r")
    }
    LottieTextLayer.write(
      context, look: look, text: textLayers, column: (texts, column.pitch), writer: &self)
  }

  /// The index of the asset of `key` (kept the first time), nil without an image.
  private mutating func asset(_ key: LottieAssetKey) -> Int? {
    if let known = assetIndex[key] { return known }
    let index = images[key].map { image in
      assets.append(image)
      return assets.count - 1
    }
    assetIndex[key] = index
    return index
  }

  /// The layer's start: its index, type, name, in and out points.
  mutating func begin(_ context: LayerContext, type: Int, name: String) {
    json.raw("{\"ind\":\(nextLayer),\"ty\":\(type),\"nm\":")
    json.string(name)
    nextLayer += 1
    json.raw(",\"ip\":")
    json.number(context.inPoint)
    json.raw(",\"op\":")
    json.number(context.outPoint)
    // 2D: a player that takes a layer without `ddd` for a 3D one (rlottie) ignores `r`.
    json.raw(",\"st\":0,\"sr\":1,\"bm\":0,\"ddd\":0")
  }

  /// A property of values of `dimensions` numbers a frame.
  mutating func property(
    _ context: LayerContext, _ values: [Double], dimensions: Int = 1, tolerance: Double,
    array: Bool = false, decimals: Int = 3, bounded: Bool = false
  ) {
    json.property(
      times: context.times, values: values, dimensions: dimensions, tolerance: tolerance,
      array: array, decimals: decimals, bounded: bounded)
  }

  /// The transform: anchor `anchor` (2 numbers a frame) in the layer's content, scales
  /// `scale` (2 a frame, percent), the element's position, rotation and opacity (times
  /// `opacity`, a frame's factor, when given).
  mutating func transform(
    _ context: LayerContext, anchor: [Double], scale: [Double], position: ([Double], [Double]),
    opacity: [Double]? = nil
  ) {
    json.raw(",\"ks\":{\"a\":")
    property(context, anchor, dimensions: 2, tolerance: tolerance.points)
    // x and y as one property: a spring or a straight drag moves both with one easing.
    json.raw(",\"p\":")
    property(
      context, zip(position.0, position.1).flatMap { [$0, $1] }, dimensions: 2,
      tolerance: tolerance.points)
    json.raw(",\"s\":")
    property(context, scale, dimensions: 2, tolerance: tolerance.scalePercent)
    json.raw(",\"r\":")
    property(context, context[.rotation], tolerance: tolerance.degrees)
    json.raw(",\"o\":")
    property(
      context, opacity ?? context[.opacity], tolerance: tolerance.opacityPercent, bounded: true)
    json.raw("}")
  }

  /// The clipping ancestors' outlines as masks, mapped into the layer's content: each frame's
  /// vertices scaled by `scale` (x, y a frame) and moved by `offset` (x, y a frame; tangents
  /// are only scaled). Without them, the element's own coordinates are the layer's.
  mutating func masks(_ context: LayerContext, scale: [Double]? = nil, offset: [Double]? = nil) {
    let clips = context.track.key.clips
    guard clips > 0 else { return }
    // `hasMask`: players that read it (rlottie, lottie-web) draw no mask without it.
    json.raw(",\"hasMask\":true,\"masksProperties\":[")
    let stride = clips * LottieOutline.count
    for clip in 0..<clips {
      var outlines: [Double] = []
      outlines.reserveCapacity(context.count * LottieOutline.count)
      for frame in 0..<context.count {
        let base = frame * stride + clip * LottieOutline.count
        let (sx, sy) = scale.map { ($0[2 * frame], $0[2 * frame + 1]) } ?? (1, 1)
        let (ox, oy) = offset.map { ($0[2 * frame], $0[2 * frame + 1]) } ?? (0, 0)
        for n in 0..<LottieOutline.count {
          let vertex = n < 16
          let value = context.track.masks[base + n]
          outlines.append(
            n % 2 == 0 ? value * sx + (vertex ? ox : 0) : value * sy + (vertex ? oy : 0))
        }
      }
      json.raw(clip == 0 ? "{\"mode\":\"a\"" : ",{\"mode\":\"i\"")
      json.raw(",\"inv\":false,\"o\":{\"a\":0,\"k\":100},\"pt\":")
      json.path(times: context.times, outlines: outlines, tolerance: tolerance.points)
      json.raw("}")
    }
    json.raw("]")
  }

  /// The element's background: a rounded rectangle of its size, filled with its colour.
  private mutating func fillLayer(_ context: LayerContext) {
    let (width, height) = (context[.width], context[.height])
    begin(context, type: 4, name: context.name + " background")
    transform(
      context, anchor: context.pairs(.anchorX, .anchorY),
      scale: context[.scale].flatMap { [$0 * 100, $0 * 100] },
      position: (context[.x], context[.y]))
    masks(context)
    json.raw(",\"shapes\":[{\"ty\":\"rc\",\"nm\":\"bounds\",\"d\":1,\"p\":")
    property(
      context, zip(width, height).flatMap { [$0 / 2, $1 / 2] }, dimensions: 2,
      tolerance: tolerance.points)
    json.raw(",\"s\":")
    property(context, context.pairs(.width, .height), dimensions: 2, tolerance: tolerance.points)
    json.raw(",\"r\":")
    property(
      context,
      zip(context[.cornerRadius], zip(width, height)).map { max(0, min($0, $1.0 / 2, $1.1 / 2)) },
      tolerance: tolerance.points)
    json.raw("},{\"ty\":\"fl\",\"nm\":\"colour\",\"c\":")
    property(
      context, context.triples(.red, .green, .blue), dimensions: 3, tolerance: tolerance.color,
      array: true, bounded: true)
    json.raw(",\"o\":")
    property(context, context[.fillOpacity], tolerance: tolerance.opacityPercent, bounded: true)
    json.raw(",\"r\":1}]},")
  }

  /// The element's image, stretched over its bounds.
  private mutating func imageLayer(_ context: LayerContext, asset: Int) {
    let image = assets[asset]
    let (iw, ih) = (Double(image.width), Double(image.height))
    let (width, height) = (context[.width], context[.height])
    // Image pixels per point, per frame (1 for an empty element, which draws nothing).
    let across = width.map { $0 > 0 ? iw / $0 : 1 }
    let down = height.map { $0 > 0 ? ih / $0 : 1 }
    begin(context, type: 2, name: context.name + " image")
    json.raw(",\"refId\":\"image_\(asset)\"")
    var anchor: [Double] = []
    var scale: [Double] = []
    for i in 0..<context.count {
      anchor += [context[.anchorX][i] * across[i], context[.anchorY][i] * down[i]]
      let s = context[.scale][i] * 100
      scale += [s / across[i], s / down[i]]
    }
    transform(context, anchor: anchor, scale: scale, position: (context[.x], context[.y]))
    masks(context, scale: zip(across, down).flatMap { [$0, $1] })
    json.raw("},")
  }
}

/// A track's columns over the frames it holds.
struct LayerContext {
  let track: LottieTrack
  let columns: [LottieTrack.Channel: [Double]]
  /// The track's frames' times.
  let times: ArraySlice<Double>
  let inPoint: Double
  let outPoint: Double
  /// What the element's layers are named after.
  let name: String

  init(track: LottieTrack, frames: [Double], name: String) {
    self.track = track
    self.name = name
    columns = Dictionary(
      uniqueKeysWithValues: LottieTrack.Channel.allCases.map { ($0, track.column($0)) })
    times = frames[track.firstFrame...track.lastFrame]
    inPoint = frames[track.firstFrame]
    outPoint =
      track.lastFrame + 1 < frames.count ? frames[track.lastFrame + 1] : frames[track.lastFrame] + 1
  }

  /// How many frames.
  var count: Int { times.count }

  subscript(_ channel: LottieTrack.Channel) -> [Double] { columns[channel]! }

  /// Two channels, interleaved.
  func pairs(_ a: LottieTrack.Channel, _ b: LottieTrack.Channel) -> [Double] {
    zip(self[a], self[b]).flatMap { [$0, $1] }
  }

  /// Three channels, interleaved.
  func triples(_ a: LottieTrack.Channel, _ b: LottieTrack.Channel, _ c: LottieTrack.Channel)
    -> [Double]
  {
    zip(self[a], zip(self[b], self[c])).flatMap { [$0, $1.0, $1.1] }
  }
}
