/// A label's text as a text layer (type 5): its text document held from each frame its text
/// changes in, in the app's font (``LottieTextLayers/font``), size, colour and justification
/// (left, 4 points in, or centred), the baseline where the app's image of the text has it (the
/// image centred vertically; on whole pixels when neither scaled nor rotated), at the label's
/// opacity times its colour's.
enum LottieTextLayer {
  /// Writes the text layer of `context`'s track, whose label draws as `look`, each frame's text
  /// measured by `text`; with `column`, the layer's text is the column's lines (`context`'s
  /// track its top line, whose measurements every line shares), `pitch` points apart.
  static func write(
    _ context: LayerContext, look: LottieLabelLook, text: LottieTextLayers,
    column: (texts: [String], pitch: Double)? = nil, writer: inout LottieLayerWriter
  ) {
    let texts = context.track.texts
    let documents = column?.texts ?? texts
    var measured: [String: LottieTextMetrics?] = [:]
    func metrics(_ string: String) -> LottieTextMetrics? {
      if let known = measured[string] { return known }
      let found = text.measure(LottieLabel(text: string, look: look))
      measured[string] = found
      return found
    }
    let scale = text.pixelScale > 0 ? text.pixelScale : 1
    let centred = look.alignment == .center
    var anchor: [Double] = []
    var offset: [Double] = []
    var opacity: [Double] = []
    for i in 0..<context.count {
      // A text that cannot be measured is not drawn: the layer is at opacity 0 then.
      let m = metrics(texts[i])
      let (w, h) = (m?.width ?? 0, m?.height ?? 0)
      let (x, y) = context.textBox(width: w, height: h, centred: centred, at: i, pixelScale: scale)
      // The text's origin: its baseline, at its left end or its middle.
      let origin = (x + (centred ? w / 2 : 0), y + (m?.baseline ?? 0))
      anchor += [context[.anchorX][i] - origin.0, context[.anchorY][i] - origin.1]
      offset += [-origin.0, -origin.1]
      let shown = m == nil ? 0.0 : 1
      opacity.append(shown * context[.opacity][i] * LottieTreeWalk.unit(look.color.alpha))
    }
    writer.begin(context, type: 5, name: context.name + " text")
    writer.transform(
      context, anchor: anchor, scale: context[.scale].flatMap { [$0 * 100, $0 * 100] },
      position: (context[.x], context[.y]), opacity: opacity)
    writer.masks(context, offset: offset)
    writer.json.raw(",\"t\":{\"d\":{\"k\":[")
    var previous: String?
    for i in 0..<context.count where documents[i] != previous {
      if previous != nil { writer.json.raw(",") }
      previous = documents[i]
      document(
        documents[i], metrics: metrics(texts[i]), lineHeight: column?.pitch, look: look,
        font: text.font, into: &writer)
      writer.json.raw(",\"t\":")
      writer.json.number(context.times[context.times.startIndex + i])
      writer.json.raw("}")
    }
    // No path, no animators: the text as its document says.
    writer.json.raw("]},\"p\":{},\"m\":{\"g\":1,\"a\":{\"a\":0,\"k\":[0,0]}},\"a\":[]}},")
  }

  /// Appends `{"s":DOCUMENT` for `string`: its size, font, justification (0 left, 2 centre),
  /// line height (the font's unless `lineHeight` is given) and fill colour.
  private static func document(
    _ string: String, metrics: LottieTextMetrics?, lineHeight: Double?, look: LottieLabelLook,
    font: LottieFont, into writer: inout LottieLayerWriter
  ) {
    writer.json.raw("{\"s\":{\"s\":")
    writer.json.number(metrics?.fontSize ?? look.fontSize)
    writer.json.raw(",\"f\":")
    writer.json.string(font.name)
    writer.json.raw(",\"t\":")
    writer.json.string(string)
    writer.json.raw(look.alignment == .center ? ",\"j\":2" : ",\"j\":0")
    writer.json.raw(",\"tr\":0,\"lh\":")
    writer.json.number(lineHeight ?? metrics?.lineHeight ?? look.fontSize * 1.2)
    writer.json.raw(",\"ls\":0,\"fc\":")
    let c = look.color
    writer.json.numbers(
      [LottieTreeWalk.unit(c.red), LottieTreeWalk.unit(c.green), LottieTreeWalk.unit(c.blue)])
    writer.json.raw("}")
  }
}
