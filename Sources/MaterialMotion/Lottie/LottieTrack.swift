/// One element's drawing in a Lottie recording, frame after frame, while the elements keep one
/// stacking order (``LottieRecorder``'s segment): its values in window coordinates, one row of
/// ``Channel``s a frame, and its clipping ancestors' outlines in its own coordinates.
struct LottieTrack {
  /// The numbers kept of each frame.
  enum Channel: Int, CaseIterable {
    /// Where the element's anchor point is in the window (points).
    case x, y
    /// The anchor point in the element's own coordinates (anchorPoint × size).
    case anchorX, anchorY
    /// The element's size.
    case width, height
    /// Its scale and rotation (degrees, clockwise) in the window: its ancestors' and its own.
    case scale, rotation
    /// Its opacity in the window (its ancestors' times its own), 0 to 100; 0 while not drawn.
    case opacity
    /// Its background colour, 0 to 1, and the colour's opacity, 0 to 100.
    case red, green, blue, fillOpacity
    /// Its corner radius and elevation.
    case cornerRadius, elevation
  }

  /// The identity of the element and what kind of layers it needs.
  let key: LottieTrackKey
  /// The frame (an index of the recording's frames) of the first row.
  let firstFrame: Int
  /// The rows, ``Channel/allCases`` numbers each.
  var rows: [Double] = []
  /// The clipping ancestors' outlines, ``LottieOutline/count`` numbers each, `key.clips` a frame.
  var masks: [Double] = []
  /// A label's text in each frame (empty for other elements).
  var texts: [String] = []
  /// Whether the element ever has a background, a shadow.
  var fills = false
  var casts = false
  /// Where the track is in its segment's stacking, bottom first.
  var stackPosition = 0

  /// How many frames the track holds.
  var frameCount: Int { rows.count / Channel.allCases.count }

  /// The last frame (an index of the recording's frames) the track holds.
  var lastFrame: Int { firstFrame + frameCount - 1 }

  /// A label's texts, each once, in the order they are first shown.
  var distinctTexts: [String] {
    var seen = Set<String>()
    return texts.filter { seen.insert($0).inserted }
  }

  /// Whether it is a label written as a text layer by `textLayers` rather than as images: one
  /// that shows more than ``LottieTextLayers/textLimit`` texts.
  func isTextLayer(_ textLayers: LottieTextLayers?) -> Bool {
    guard key.label != nil, let limit = textLayers?.textLimit else { return false }
    var seen = Set<String>()
    for text in texts where seen.insert(text).inserted && seen.count > limit { return true }
    return false
  }

  /// Channel `channel` of every frame.
  func column(_ channel: Channel) -> [Double] {
    let stride = Channel.allCases.count
    return (0..<frameCount).map { rows[$0 * stride + channel.rawValue] }
  }

  /// Adds the frame `frame` (showing `text`, for a label): frames the element was not drawn in
  /// since its last one repeat that one at opacity 0.
  mutating func append(_ row: [Double], masks outlines: [Double], text: String?, frame: Int) {
    let stride = Channel.allCases.count
    while frameCount > 0, lastFrame < frame - 1 {
      let last = rows.count - stride
      var hidden = Array(rows[last...])
      hidden[Channel.opacity.rawValue] = 0
      rows.append(contentsOf: hidden)
      let outlineCount = key.clips * LottieOutline.count
      masks.append(contentsOf: masks[(masks.count - outlineCount)...])
      if let last = texts.last { texts.append(last) }
    }
    rows.append(contentsOf: row)
    masks.append(contentsOf: outlines)
    if let text { texts.append(text) }
    fills = fills || row[Channel.fillOpacity.rawValue] > 0
    casts = casts || row[Channel.elevation.rawValue] > 0
  }

  /// The frames `range` (indices of the track's own frames) as a track of their own, at
  /// opacity 0 in the frames where `shown` is false.
  func slice(_ range: ClosedRange<Int>, shown: (Int) -> Bool) -> LottieTrack {
    let stride = Channel.allCases.count
    let outlines = key.clips * LottieOutline.count
    var part = LottieTrack(key: key, firstFrame: firstFrame + range.lowerBound)
    part.rows = Array(rows[(range.lowerBound * stride)..<((range.upperBound + 1) * stride)])
    part.masks = Array(masks[(range.lowerBound * outlines)..<((range.upperBound + 1) * outlines)])
    if !texts.isEmpty { part.texts = Array(texts[range]) }
    for frame in range where !shown(frame) {
      part.rows[(frame - range.lowerBound) * stride + Channel.opacity.rawValue] = 0
    }
    part.fills = fills
    part.casts = casts
    return part
  }
}

/// What tells one element's layers from another's: the element, how many clipping ancestors it
/// has, and the image it shows or how it draws its text (a change of any starts new layers).
struct LottieTrackKey: Hashable {
  /// The element the values were read from (compared, never dereferenced).
  let source: ObjectIdentifier
  /// How many of its ancestors clip it.
  let clips: Int
  /// The image it shows, if it is an image element with one.
  let image: String?
  /// How it draws its text, if it is a label with some (the text itself may change from frame
  /// to frame: ``LottieTrack/texts``).
  let label: LottieLabelLook?
}
