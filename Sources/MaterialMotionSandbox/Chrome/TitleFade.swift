import MaterialMotion

/// The sandbox's title and hint lines (the scene's name and hint, the keys under them) fading out
/// while a scene presents something full-window (``SandboxScene/presentsFullWindow``), so that
/// they never cover it, and back in when it is gone.
///
/// A linear fade of ``duration``, a quick one, rather than a pop: it runs on the time the scenes
/// get (``SandboxScene/update(time:)``), so it follows the transition it gives way to, slowed by
/// slow motion, held while paused, and the same in every replay. Time that goes back (the
/// timeline replaying the run) or the first frame sets the lines where they should be at once.
@MainActor
final class TitleFade {
  /// How long a fade out or in takes, in seconds of clock time.
  static let duration = 0.15
  /// The lines faded.
  let labels: [Label]
  /// Their opacity now: 1 shown, 0 hidden.
  private(set) var opacity = 1.0
  private var lastTime: Double?

  init(_ labels: [Label]) { self.labels = labels }

  /// Moves the fade on to `time`, out while any of `scenes` presents something full-window, in
  /// otherwise.
  func update(scenes: [(any SandboxScene)?], time: Double) {
    let target = scenes.contains { $0?.presentsFullWindow == true } ? 0.0 : 1.0
    let elapsed = lastTime.map { time - $0 } ?? -1
    lastTime = time
    if elapsed < 0 {
      opacity = target
    } else {
      let step = elapsed / Self.duration
      opacity = target > opacity ? min(target, opacity + step) : max(target, opacity - step)
    }
    for label in labels where label.opacity != opacity { label.opacity = opacity }
  }
}
