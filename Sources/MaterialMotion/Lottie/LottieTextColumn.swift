/// Labels that stand as the lines of one column (the visualization strip's lines, a list of
/// readouts), written as one text layer of several lines rather than a text layer each: one
/// text document a change of any line instead of one a line, which is most of a file where many
/// values are shown (100 lines of `stress`: 5.3 MB as layers of their own).
///
/// Lines make a column when each is written as a text layer (``LottieTextLayers``), left
/// aligned, unclipped, without a background or shadow, and does not move, scale, turn or fade
/// over its frames; when they show over the same frames, in the same look and measurements,
/// with the same left edge and opacity, their text on rows a constant pitch apart (the layer's
/// line height), each text one line; and when nothing stacked between them that is drawn over
/// a lower line's box (what the column's layer, written where its highest line is stacked, now
/// covers) is a label or overlaps it.
struct LottieTextColumn {
  /// The lines' tracks, top row first.
  let keys: [LottieTrackKey]
  /// Points from one line's top to the next's.
  let pitch: Double
  /// The line stacked highest: the column is written where it is.
  let topmost: LottieTrackKey

  /// A line's place and look, what lines of one column share.
  private struct Line {
    let key: LottieTrackKey
    let position: Int
    let top: Double
    /// The element's box with its text's, in the window.
    let box: Rect
    let shared: Shared
  }

  private struct Shared: Hashable {
    let look: LottieLabelLook
    let firstFrame: Int
    let frameCount: Int
    let left: Double
    let opacity: Double
    let metrics: LottieTextMetrics
  }

  /// The columns of `segment`'s tracks (of the recording's `frames`), each of at least two
  /// lines; a line is in one column at most.
  static func columns(
    in segment: LottieRecorder.Segment, frames: [Double], textLayers: LottieTextLayers?
  ) -> [LottieTextColumn] {
    guard let textLayers else { return [] }
    var groups: [Shared: [Line]] = [:]
    for (position, key) in segment.order.enumerated() {
      let track = segment.tracks[segment.index[key]!]
      if let line = line(track, position: position, frames: frames, textLayers: textLayers) {
        groups[line.shared, default: []].append(line)
      }
    }
    var columns: [LottieTextColumn] = []
    for lines in groups.values where lines.count > 1 {
      let sorted = lines.sorted { $0.top < $1.top }
      var run = [sorted[0]]
      func close() {
        if run.count > 1, let column = column(run, in: segment, frames: frames) {
          columns.append(column)
        }
      }
      for line in sorted.dropFirst() {
        let pitch = run.count > 1 ? run[1].top - run[0].top : line.top - run[0].top
        if pitch > 0, abs(line.top - run[run.count - 1].top - pitch) < 1e-6 {
          run.append(line)
        } else {
          close()
          run = [line]
        }
      }
      close()
    }
    return columns
  }

  /// `track` as a line of a column, nil when it cannot be one.
  private static func line(
    _ track: LottieTrack, position: Int, frames: [Double], textLayers: LottieTextLayers
  ) -> Line? {
    guard let look = track.key.label, look.alignment != .center, track.key.clips == 0,
      track.key.image == nil, !track.fills, !track.casts, track.isTextLayer(textLayers),
      track.frameCount > 0
    else { return nil }
    let context = LayerContext(track: track, frames: frames, name: "")
    for channel in [LottieTrack.Channel.x, .y, .anchorX, .anchorY, .width, .height, .opacity] {
      let values = context[channel]
      guard values.allSatisfy({ $0 == values[0] }) else { return nil }
    }
    guard context[.scale].allSatisfy({ $0 == 1 }), context[.rotation].allSatisfy({ $0 == 0 })
    else { return nil }
    var metrics: LottieTextMetrics?
    var widest = 0.0
    for text in track.distinctTexts {
      guard !text.contains(where: \.isNewline),
        let measured = textLayers.measure(LottieLabel(text: text, look: look))
      else { return nil }
      let shape = LottieTextMetrics(
        width: 0, height: measured.height, baseline: measured.baseline,
        lineHeight: measured.lineHeight, fontSize: measured.fontSize)
      guard metrics == nil || metrics == shape else { return nil }
      metrics = shape
      widest = max(widest, measured.width)
    }
    guard let metrics else { return nil }
    let scale = textLayers.pixelScale > 0 ? textLayers.pixelScale : 1
    let (x, y) = context.textBox(
      width: 0, height: metrics.height, centred: false, at: 0, pixelScale: scale)
    let left = context[.x][0] - context[.anchorX][0]
    let top = context[.y][0] - context[.anchorY][0]
    let right = max(context[.width][0], x + widest)
    let bottom = max(context[.height][0], y + metrics.height)
    return Line(
      key: track.key, position: position, top: top + y,
      box: Rect(x: left, y: top + min(0, y), width: right, height: bottom - min(0, y)),
      shared: Shared(
        look: look, firstFrame: track.firstFrame, frameCount: track.frameCount, left: left + x,
        opacity: context[.opacity][0], metrics: metrics))
  }

  /// The column of `lines` (top row first), nil when something stacked between them is a
  /// label or is drawn over a line below it.
  private static func column(
    _ lines: [Line], in segment: LottieRecorder.Segment, frames: [Double]
  ) -> LottieTextColumn? {
    let positions = Set(lines.map(\.position))
    let lowest = positions.min()!
    let highest = positions.max()!
    for position in lowest...highest where !positions.contains(position) {
      let key = segment.order[position]
      guard key.label == nil else { return nil }
      let track = segment.tracks[segment.index[key]!]
      guard let bounds = LottieTrackBounds.window(of: track, frames: frames) else { continue }
      for line in lines where line.position < position && line.box.intersects(bounds) {
        return nil
      }
    }
    return LottieTextColumn(
      keys: lines.map(\.key), pitch: lines[1].top - lines[0].top,
      topmost: segment.order[highest])
  }
}
