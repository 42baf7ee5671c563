import CSDL2
import MaterialMotion

extension ElementRenderer {
  /// Labels as Lottie text layers in this renderer's font, measured as it draws them at
  /// `pixelScale` pixels a point (`LottieTextLayers`): a label's text is the image SDL_ttf
  /// renders, as wide as the text and as high as the font, its baseline the font's ascent
  /// below its top.
  ///
  /// - Parameters:
  ///   - pixelScale: pixels a point.
  ///   - textLimit: the most texts a label is written as images of.
  /// - Returns: nil when the font cannot be opened.
  public func lottieTextLayers(
    pixelScale: Double, textLimit: Int = LottieTextLayers.defaultTextLimit
  ) -> LottieTextLayers? {
    let cache = textCache
    guard pixelScale > 0, let font = try? cache.font(pixelSize: 100) else { return nil }
    let family = TTF_FontFaceFamilyName(font).map { String(cString: $0) } ?? "sans-serif"
    let style = TTF_FontFaceStyleName(font).map { String(cString: $0) } ?? "Regular"
    // The font's own PostScript name; failing that, its usual form: the family without spaces,
    // then the style unless it is the regular one ("DejaVuSans", "DejaVuSans-Bold").
    let plain = ["Book", "Regular", "Normal", "Roman"].contains(style)
    let name =
      FontFile.postScriptName(cache.fontPath)
      ?? family.filter { $0 != " " } + (plain ? "" : "-" + style.filter { $0 != " " })
    let lottieFont = LottieFont(
      name: name, family: family, style: style, ascent: Double(TTF_FontAscent(font)))
    return LottieTextLayers(font: lottieFont, textLimit: textLimit, pixelScale: pixelScale) {
      label in
      let pixelSize = Int((label.fontSize * pixelScale).rounded())
      guard pixelSize > 0, let font = try? cache.font(pixelSize: pixelSize) else { return nil }
      let width = cache.width(of: label.text, pixelSize: pixelSize)
      guard width > 0 else { return nil }
      return LottieTextMetrics(
        width: Double(width) / pixelScale, height: Double(TTF_FontHeight(font)) / pixelScale,
        baseline: Double(TTF_FontAscent(font)) / pixelScale,
        lineHeight: Double(TTF_FontLineSkip(font)) / pixelScale,
        fontSize: Double(pixelSize) / pixelScale)
    }
  }
}
