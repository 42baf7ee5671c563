import MaterialMotion

/// One side of compare mode (`--compare A B`): a copy of the scene in its own part of the
/// window, with its own parameter set, runtime and input dispatcher.
///
/// Its ``element`` is the scene's root: half the window, clipping what the scene draws, so each
/// copy lays itself out as if that half were its window. Its ``dispatcher`` routes the input the
/// ``CompareRouter`` hands it into that copy only.
@MainActor
final class ComparePane {
  /// A pane's parameters: the text it is labelled with, its own set (what `--compare` gave it,
  /// what a recording of the comparison keeps) and the values it runs with (the run's `--set`
  /// and recording values with its own set over them).
  struct Setup: Equatable {
    var label: String
    var own: [String: Double] = [:]
    var values: [String: Double]
  }

  /// The scene's root.
  let element = Element()
  /// Input into this copy of the scene.
  let dispatcher: InputDispatcher
  /// The pane's name and parameter set, at its top.
  let label = Label()
  /// The parameters the pane starts each scene with.
  let setup: Setup
  /// The copy of the scene shown, and its live parameters.
  var scene: (any SandboxScene)?
  var tuning = SceneTuning()
  /// The values each scene shown in the pane was tuned to, by scene name.
  var remembered: [String: [String: Double]] = [:]

  init(_ setup: Setup, name: String) {
    self.setup = setup
    element.name = "pane \(name)"
    element.clipsToBounds = true
    dispatcher = InputDispatcher(root: element)
    label.text = "\(name) · \(setup.label)"
    label.fontSize = 13
    label.textColor = Color(white: 0.15)
    // Opaque: a fill the renderer copies without blending.
    label.backgroundColor = Color(hex: 0xFFF3C4)
    label.textAlignment = .center
    label.isUserInteractionEnabled = false
    label.zIndex = 1000
  }

  /// Places the pane at `frame` of the window, its label at the top.
  func layout(at frame: Rect) {
    element.frame = frame
    label.frame = Rect(x: frame.minX + 8, y: 50, width: frame.width - 16, height: 20)
  }
}
