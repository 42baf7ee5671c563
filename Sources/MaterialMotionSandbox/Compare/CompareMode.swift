import MaterialMotion
import MaterialMotionSDL

/// `--compare`: every scene shown twice, side by side, one copy per pane with the pane's
/// parameters; input in either pane drives both (``CompareRouter``), and the tuning panel edits
/// the pane the pointer was last over. The ``SceneSwitcher`` shows scenes through it.
@MainActor
final class CompareMode {
  /// The two panes, A and B.
  let panes: [ComparePane]
  /// The pane the tuning panel edits: the one the pointer was last over.
  private(set) var tunedPane = 0
  /// Called when the pointer moves over the other pane (outside the tuning panel's `exclusion`).
  var onTunedPaneChange: (() -> Void)?
  private let divider = Element()
  private let host: SandboxHost
  private var pointerSubscription: Subscription?

  /// Compare mode in `host`'s window with the panes' `setups`; `exclusion` is where the pointer
  /// is over something other than a pane (the tuning panel).
  init(host: SandboxHost, setups: [ComparePane.Setup], exclusion: @escaping () -> Rect?) {
    self.host = host
    panes = zip(["A", "B"], setups).map { ComparePane($1, name: $0) }
    for pane in panes.reversed() {
      host.root.insertChild(pane.element, at: 0)
      host.overlay.addChild(pane.label)
    }
    divider.backgroundColor = Color(white: 0.55)
    divider.isUserInteractionEnabled = false
    divider.zIndex = 900
    host.overlay.addChild(divider)
    let router = CompareRouter(panes: panes, windowDispatcher: host.dispatcher)
    host.router = { router.route($0) }
    pointerSubscription = host.input.subscribeToValue { [unowned self] timed in
      guard case .mouse(let mouse) = timed.input,
        let index = self.panes.firstIndex(where: { $0.element.frame.contains(mouse.location) }),
        index != self.tunedPane, exclusion()?.contains(mouse.location) != true
      else { return }
      self.tunedPane = index
      self.onTunedPaneChange?()
    }
  }

  /// The tuned pane.
  var tuned: ComparePane { panes[tunedPane] }

  /// Replaces each pane's scene with `type` (after `previous`), built by `make` under the
  /// pane's element with its input and parameters. Values tuned in a pane are kept per scene.
  func show(
    _ type: any SandboxScene.Type, after previous: (any SandboxScene.Type)?,
    make: (ComparePane) -> any SandboxScene
  ) {
    for pane in panes {
      pane.scene?.tearDown()
      if let previous { pane.remembered[previous.name] = pane.tuning.values }
      pane.tuning = SceneTuning(
        type.parameters, values: pane.remembered[type.name] ?? pane.setup.values)
      pane.scene = make(pane)
    }
  }

  /// Updates both copies of the scene at clock `time`.
  func update(time: Double) {
    for pane in panes { pane.scene?.update(time: time) }
  }

  /// The regions the panes' scenes keep to themselves, in window points.
  var occupiedRegions: [Rect] {
    panes.flatMap { pane in
      let origin = pane.element.frame.origin
      return (pane.scene?.occupiedRegions ?? []).map {
        Rect(x: $0.minX + origin.x, y: $0.minY + origin.y, width: $0.width, height: $0.height)
      }
    }
  }

  /// How many times a parameter of either copy changed value.
  var parameterChangeCount: Int { panes.reduce(0) { $0 + $1.tuning.changeCount } }

  /// Lays the panes and the divider out in a window of `size` points.
  func layout(in size: Size) {
    let paneWidth = (size.width / Double(panes.count)).rounded(.down)
    for (index, pane) in panes.enumerated() {
      pane.layout(
        at: Rect(x: Double(index) * paneWidth, y: 0, width: paneWidth, height: size.height))
    }
    divider.frame = Rect(x: paneWidth - 1, y: 48, width: 2, height: max(0, size.height - 48))
  }

  /// Tears both scenes down and stops routing input.
  func tearDown() {
    for pane in panes {
      pane.scene?.tearDown()
      pane.scene = nil
    }
    pointerSubscription?.unsubscribe()
    host.router = nil
  }

  /// Takes the panes and the divider out of the window.
  func dispose() {
    divider.removeFromParent()
    for pane in panes {
      pane.element.removeFromParent()
      pane.label.removeFromParent()
    }
  }
}
