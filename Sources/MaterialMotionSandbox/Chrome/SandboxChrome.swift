import MaterialMotion
import MaterialMotionSDL

/// The app's own lines over a scene, in the host's overlay: the scene's name and hint at the
/// top, the app's keys under it (both fading out while a scene presents something full-window:
/// ``TitleFade``), and the time control's readout at the top right while time is paused or
/// slowed.
@MainActor
final class SandboxChrome {
  /// The app's keys, shown under the scene's hint.
  static let keysHint =
    "Esc quit · 1–9 scenes · P pause · N step · S slow motion · G plots · T tune · H timeline · O onion · F1 frame time · F12 screenshot"

  private let hintLabel = Label()
  private let keysLabel = Label()
  private let timeLabel = Label()
  /// The hint lines fade out while a scene presents something full-window.
  private lazy var titleFade = TitleFade([hintLabel, keysLabel])

  /// The lines, added to `overlay`.
  init(overlay: Element) {
    hintLabel.fontSize = 15
    hintLabel.textColor = Color(white: 0.2)
    keysLabel.fontSize = 11
    keysLabel.textColor = Color(white: 0.4)
    keysLabel.text = Self.keysHint
    timeLabel.fontSize = 13
    timeLabel.textColor = .white
    timeLabel.backgroundColor = Color(hex: 0xB00020, alpha: 0.85)
    timeLabel.textAlignment = .center
    timeLabel.isHidden = true
    for (label, z) in [(hintLabel, 1000), (keysLabel, 1000), (timeLabel, 3_000_000)] {
      label.isUserInteractionEnabled = false
      label.zIndex = z
      overlay.addChild(label)
    }
  }

  /// Shows scene `type`'s name and hint.
  func showHint(of type: any SandboxScene.Type) {
    hintLabel.text = "\(type.name) — \(type.hint)"
  }

  /// Fades the title lines for `scenes` at clock `time` (see ``TitleFade``).
  func update(scenes: [(any SandboxScene)?], time: Double) {
    titleFade.update(scenes: scenes, time: time)
  }

  /// Shows the time control's `readout` (paused, slow motion) at the top right; hidden when nil
  /// (normal speed).
  func showTimeReadout(_ readout: String?) {
    timeLabel.isHidden = readout == nil
    timeLabel.text = readout ?? ""
  }

  /// Lays the lines out in a window of `size` points.
  func layout(in size: Size) {
    hintLabel.frame = Rect(x: 0, y: 8, width: size.width, height: 24)
    hintLabel.textAlignment = .center
    keysLabel.frame = Rect(x: 0, y: 30, width: size.width, height: 16)
    keysLabel.textAlignment = .center
    timeLabel.frame = Rect(x: size.width - 208, y: 52, width: 200, height: 22)
  }

  /// Takes the lines out of the window.
  func dispose() {
    for label in [hintLabel, keysLabel, timeLabel] { label.removeFromParent() }
  }
}
