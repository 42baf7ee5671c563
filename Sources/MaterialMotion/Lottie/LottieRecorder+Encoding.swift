extension LottieRecorder {
  /// The animation's JSON: the frames appended, numbered from 0 at ``fps`` from the first
  /// frame's time, every layer's properties reduced to the fewest keyframes within `tolerance`.
  ///
  /// - Parameters:
  ///   - tolerance: how far keyframes may stray from the frames, property by property.
  ///   - images: the image at an image element's path (asked once a path); an element whose
  ///     image is nil draws its background only.
  ///   - labels: a label's text as an image, drawn at the image's
  ///     ``LottieImage/pixelScale`` (asked once a text and look); nil leaves the text out.
  ///   - text: which labels are written as text layers instead (those that show many texts),
  ///     and how; nil writes every label as images.
  /// - Returns: the file's bytes (UTF-8 JSON).
  public func encode(
    tolerance: LottieTolerance = .standard, images: (String) -> LottieImage?,
    labels: (LottieLabel) -> LottieImage? = { _ in nil }, text: LottieTextLayers? = nil
  ) -> [UInt8] {
    let start = times.first ?? 0
    let frames = times.map { (($0 - start) * fps * 1000).rounded() / 1000 }
    // Each image and text, asked for once.
    var read: [LottieAssetKey: LottieImage] = [:]
    var asked: Set<LottieAssetKey> = []
    var texts = false
    for segment in segments {
      for track in segment.tracks {
        texts = texts || track.isTextLayer(text)
        for key in LottieAssetKey.keys(of: track, textLayers: text) where asked.insert(key).inserted
        {
          switch key {
          case .file(let path): read[key] = images(path)
          case .label(let label): read[key] = labels(label)
          }
        }
      }
    }
    var writer = LottieLayerWriter(
      frames: frames, tolerance: tolerance, images: read, textLayers: text)
    for segment in segments {
      // Labels that are the lines of a column: one text layer, where the highest is stacked.
      var columns: [LottieTrackKey: LottieTextColumn] = [:]
      var lines: Set<LottieTrackKey> = []
      for column in LottieTextColumn.columns(in: segment, frames: frames, textLayers: text) {
        columns[column.topmost] = column
        lines.formUnion(column.keys)
      }
      for key in segment.order.reversed() {
        if let column = columns[key] {
          writer.write(column, tracks: column.keys.map { segment.tracks[segment.index[$0]!] })
        } else if !lines.contains(key) {
          writer.write(segment.tracks[segment.index[key]!])
        }
      }
    }
    var json = LottieJSON()
    json.raw("{\"v\":\"5.7.0\",\"ver\":10001,\"nm\":\"motion-sandbox run\",\"fr\":")
    json.number(fps)
    json.raw(",\"ip\":0,\"op\":")
    json.number((frames.last ?? 0) + 1)
    json.raw(",\"w\":\(width),\"h\":\(height),\"ddd\":0,\"assets\":[")
    for (index, asset) in writer.assets.enumerated() {
      if index > 0 { json.raw(",") }
      json.raw("{\"id\":\"image_\(index)\",\"w\":\(asset.width),\"h\":\(asset.height),\"u\":\"\",")
      json.raw("\"e\":1,\"p\":\"data:image/png;base64,")
      Base64.encode(asset.png, into: &json.bytes)
      json.raw("\"}")
    }
    json.raw("]")
    if texts, let font = text?.font {
      json.raw(",\"fonts\":{\"list\":[{\"fName\":")
      json.string(font.name)
      json.raw(",\"fFamily\":")
      json.string(font.family)
      json.raw(",\"fStyle\":")
      json.string(font.style)
      json.raw(",\"ascent\":")
      json.number(font.ascent)
      // Origin 0: a font installed where the animation plays, looked up by its family.
      json.raw(",\"origin\":0}]}")
    }
    json.raw(",\"layers\":[")
    json.bytes.append(contentsOf: writer.json.bytes)
    if let background {
      let c = background.rgba8
      let hex = [c.red, c.green, c.blue].map { String($0, radix: 16) }
        .map { $0.count < 2 ? "0" + $0 : $0 }.joined()
      json.raw("{\"ind\":\(writer.layerCount + 1),\"ty\":1,\"nm\":\"window\",\"ip\":0,\"op\":")
      json.number((frames.last ?? 0) + 1)
      json.raw(
        ",\"st\":0,\"sr\":1,\"bm\":0,\"ddd\":0,\"sw\":\(width),\"sh\":\(height),\"sc\":\"#\(hex)\","
      )
      json.raw("\"ks\":{\"a\":{\"a\":0,\"k\":[0,0]},\"p\":{\"a\":0,\"k\":[0,0]},")
      json.raw("\"s\":{\"a\":0,\"k\":[100,100]},\"r\":{\"a\":0,\"k\":0},")
      json.raw(
        "\"o\":{\"a\":0,\"k\":\(Int((c.alpha == 255 ? 100 : Double(c.alpha) / 2.55).rounded()))}}}")
    }
    json.dropComma()
    json.raw("]}")
    return json.bytes
  }
}
