import MaterialMotion

/// What the host draws over the scene: the F1 frame-time readout and, while Alt + drag makes two
/// mirrored touches, a marker at each.
@MainActor
final class HostOverlay {
  private let overlay: Element
  private let frameTimeLabel = Label()
  private var touchMarkers: [Element] = []
  /// How many elements the previous frame drew, or nil when it was not drawn.
  private(set) var elementsInLastDrawnFrame: Int?

  /// Whether the frame-time readout is shown.
  var showsFrameTime = false {
    didSet { frameTimeLabel.isHidden = !showsFrameTime }
  }

  init(overlay: Element) {
    self.overlay = overlay
    frameTimeLabel.fontSize = 13
    frameTimeLabel.textColor = .white
    frameTimeLabel.backgroundColor = Color(white: 0, alpha: 0.6)
    frameTimeLabel.frame = Rect(x: 8, y: 52, width: 440, height: 22)
    frameTimeLabel.isHidden = true
    overlay.addChild(frameTimeLabel)
  }

  /// Places a marker at each of `touches` (hiding the rest) and, when shown, writes the
  /// readout's `summary`; called before a frame is drawn.
  func update(touches: [Point], summary: () -> String) {
    while touchMarkers.count < touches.count {
      // A white disc in a dark ring: visible on any colour, light or dark.
      let marker = Element()
      marker.size = Size(width: 22, height: 22)
      marker.cornerRadius = 11
      marker.backgroundColor = Color(white: 0.1, alpha: 0.85)
      let disc = Element()
      disc.frame = Rect(x: 4, y: 4, width: 14, height: 14)
      disc.cornerRadius = 7
      disc.backgroundColor = .white
      marker.addChild(disc)
      overlay.addChild(marker)
      touchMarkers.append(marker)
    }
    for (i, marker) in touchMarkers.enumerated() {
      marker.isHidden = i >= touches.count
      if i < touches.count { marker.position = touches[i] }
    }
    if showsFrameTime { frameTimeLabel.text = summary() }
  }

  /// The frame was drawn with `elements` elements.
  func frameWasDrawn(elements: Int) { elementsInLastDrawnFrame = elements }

  /// The frame was not drawn.
  func frameWasSkipped() { elementsInLastDrawnFrame = nil }
}
