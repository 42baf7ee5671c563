import MaterialMotion
import MaterialMotionSDL

/// Wires a window, the scenes and the app's keys together: shows one scene at a time, switches
/// on the number keys, and handles Esc, F1 and F12.
@MainActor
final class SceneSwitcher {
  let host: SandboxHost
  let catalog: SceneCatalog
  private(set) var scene: (any SandboxScene)?
  private(set) var sceneType: (any SandboxScene.Type)?
  private let hintLabel = Label()
  /// A scene a number key asked for, built before the next pointer, touch or gesture event or
  /// the frame's clock tick: a burst of switches builds only the last scene.
  private var pendingScene: (any SandboxScene.Type)?
  /// Called when the user asks for a screenshot (F12).
  var onScreenshot: (() -> Void)?

  init(host: SandboxHost, catalog: SceneCatalog) {
    self.host = host
    self.catalog = catalog
    hintLabel.fontSize = 15
    hintLabel.textColor = Color(white: 0.2)
    hintLabel.isUserInteractionEnabled = false
    hintLabel.zIndex = 1000
    host.overlay.addChild(hintLabel)
    layoutHint(host.root.size)
    host.onResize = { [unowned self] size in self.layoutHint(size) }
    host.onKey = { [unowned self] key in self.handleKey(key) }
    host.onFrame = { [unowned self] time in self.scene?.update(time: time) }
    host.beforeDispatch = { [unowned self] in
      guard let pending = self.pendingScene else { return }
      self.pendingScene = nil
      self.show(pending)
    }
  }

  /// Replaces the current scene with `type`.
  func show(_ type: any SandboxScene.Type) {
    for event in host.translator.cancelAll(timestamp: host.frameTime) {
      host.dispatcher.dispatch(event)
    }
    scene?.tearDown()
    scene = nil
    sceneType = type
    let host = self.host
    let context = SceneContext(
      root: host.root, clock: host.clock, dispatcher: host.dispatcher, rawInput: host.rawInput,
      frameTimeSummary: { host.frameTimeSummary() })
    scene = type.init(context: context)
    hintLabel.text = "\(type.name) — \(type.hint)"
    SDLWindowTitle.set(host.window, "\(ProgramName.current) — \(type.name)")
  }

  private func layoutHint(_ size: Size) {
    hintLabel.frame = Rect(x: 0, y: 8, width: size.width, height: 24)
    hintLabel.textAlignment = .center
  }

  private func handleKey(_ key: KeyEvent) -> Bool {
    guard key.phase == .down else { return false }
    switch key.key {
    case "Escape":
      host.requestQuit()
      return true
    case "F1":
      host.showsFrameTime.toggle()
      return true
    case "F12":
      onScreenshot?()
      return true
    default:
      if key.modifiers.isEmpty, let digit = Int(key.key), digit >= 1,
        digit <= min(9, catalog.all.count)
      {
        pendingScene = catalog.all[digit - 1]
        return true
      }
      return false
    }
  }
}
