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
  /// Whether the element ever has a background, a shadow.
  var fills = false
  var casts = false
  /// Where the track is in its segment's stacking, bottom first.
  var stackPosition = 0

  /// How many frames the track holds.
  var frameCount: Int { rows.count / Channel.allCases.count }

  /// The last frame (an index of the recording's frames) the track holds.
  var lastFrame: Int { firstFrame + frameCount - 1 }

  /// Channel `channel` of every frame.
  func column(_ channel: Channel) -> [Double] {
    let stride = Channel.allCases.count
    return (0..<frameCount).map { rows[$0 * stride + channel.rawValue] }
  }

  /// Adds the frame `frame`: frames the element was not drawn in since its last one repeat that
  /// one at opacity 0.
  mutating func append(_ row: [Double], masks outlines: [Double], frame: Int) {
    let stride = Channel.allCases.count
    while frameCount > 0, lastFrame < frame - 1 {
      let last = rows.count - stride
      var hidden = Array(rows[last...])
      hidden[Channel.opacity.rawValue] = 0
      rows.append(contentsOf: hidden)
      let outlineCount = key.clips * LottieOutline.count
      masks.append(contentsOf: masks[(masks.count - outlineCount)...])
    }
    rows.append(contentsOf: row)
    masks.append(contentsOf: outlines)
    fills = fills || row[Channel.fillOpacity.rawValue] > 0
    casts = casts || row[Channel.elevation.rawValue] > 0
  }
}

/// What tells one element's layers from another's: the element, how many clipping ancestors it
/// has, and the image or text it shows (a change of any starts new layers).
struct LottieTrackKey: Hashable {
  /// The element the values were read from (compared, never dereferenced).
  let source: ObjectIdentifier
  /// How many of its ancestors clip it.
  let clips: Int
  /// The image it shows, if it is an image element with one.
  let image: String?
  /// The text it shows, if it is a label with some.
  let label: LottieLabel?
}
