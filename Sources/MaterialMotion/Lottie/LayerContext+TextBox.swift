extension LayerContext {
  /// Where a label's text of `width`×`height` points sits in frame `i`, from the label's
  /// top-left corner, as the renderer places it: centred (`centred`) or 4 points in from the
  /// left, centred vertically, and on whole pixels of `pixelScale` when the label is neither
  /// scaled nor rotated (sharp glyphs).
  func textBox(width: Double, height: Double, centred: Bool, at i: Int, pixelScale: Double)
    -> (x: Double, y: Double)
  {
    var x = centred ? (self[.width][i] - width) / 2 : 4
    var y = (self[.height][i] - height) / 2
    if self[.scale][i] == 1 && self[.rotation][i] == 0 {
      let left = self[.x][i] - self[.anchorX][i] + x
      let top = self[.y][i] - self[.anchorY][i] + y
      x += (left * pixelScale).rounded() / pixelScale - left
      y += (top * pixelScale).rounded() / pixelScale - top
    }
    return (x, y)
  }
}
