import MaterialMotion

extension LottieTextLayers {
  /// Labels of more than 4 texts as text layers, their text measured as 6 points a character,
  /// 12 high, the baseline 9 below its top, lines 14 apart: what the Lottie tests measure text
  /// with (no font needed).
  static var sixPointsACharacter: LottieTextLayers {
    LottieTextLayers(
      font: LottieFont(name: "DejaVuSans", family: "DejaVu Sans", style: "Book", ascent: 93),
      textLimit: 4, pixelScale: 1
    ) { label in
      LottieTextMetrics(
        width: 6 * Double(label.text.count), height: 12, baseline: 9, lineHeight: 14,
        fontSize: label.fontSize)
    }
  }
}
