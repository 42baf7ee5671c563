import MaterialMotion

/// What the app's keys ask for: time control, tuning, panels, scenes, screenshots, the timeline.
/// The keymap (``init(key:tuningShown:pickerShown:scrubbing:sceneCount:)``) is the one table of
/// the app's keys; ``SceneSwitcher`` carries the actions out, and ``Scrubber`` the timeline's.
/// Recordings keep the keys, so a replay asks for the same actions at the same times; the
/// timeline's keys are viewing controls, taken before they are recorded (``isViewing``).
enum KeyAction: Equatable {
  /// The timeline's keys: viewing controls that never change the run.
  enum Timeline: Equatable {
    /// `,` (−1) and `.` (+1): show the frame before or after the one shown (holding the run).
    case step(by: Int)
    /// J (−1), K (0) and L (+1): play the run backwards, stop, play it forwards.
    case play(direction: Int)
    /// S while the timeline holds the run: 1× → 0.25× → 0.1× → 1× for J and L.
    case cycleSpeed
    /// P while the timeline holds the run: back to the run where it was held.
    case live
    /// H: show or hide the timeline bar.
    case toggleBar
    /// O: show or hide the onion skin (ghosts of the frames before the one shown).
    case toggleOnionSkin
  }

  /// Changes to time (the frame clock): pause or resume, one frame forward, slow motion.
  enum Time: Equatable {
    /// P: pause or resume.
    case togglePause
    /// N: one frame forward while paused.
    case step
    /// S: 1× → 0.25× → 0.1× → 1×.
    case cycleSpeed
  }

  /// Changes to the tuning panel's parameters.
  enum Tuning: Equatable {
    /// C: print the values as `--set` flags.
    case printFlags
    /// E: write the scene's springs and tweens in every platform's terms to a file.
    case export
    /// Up (−1) and Down (+1): select another parameter.
    case select(by: Int)
    /// Left and Right, ten with Shift: move the selected parameter by steps.
    case step(by: Int)
    /// `[` (−1) and `]` (+1): set the selected parameter's group from the previous or next
    /// platform preset of its kind (spring, easing or duration).
    case preset(by: Int)
  }

  /// What the scene picker's keys ask for while it is shown.
  enum Picker: Equatable {
    /// Up (−1) and Down (+1): select another scene.
    case move(by: Int)
    /// Return: open the selected scene.
    case open
  }

  /// Esc (while the scene picker is hidden).
  case quit
  /// Tab, and Esc while the picker is shown: show or hide the scene picker.
  case togglePicker
  /// Up, Down and Return while the scene picker is shown.
  case picker(Picker)
  /// F1: the frame-time readout.
  case toggleFrameTime
  /// F12.
  case screenshot
  /// W: write the run the timeline keeps as a Lottie animation.
  case lottie
  /// G: the plots.
  case togglePlots
  /// T: the tuning panel.
  case toggleTuningPanel
  /// P, N, S.
  case time(Time)
  /// C, E and, while the panel is shown, the arrows.
  case tuning(Tuning)
  /// 1 to 9: the scene at this index of the catalog.
  case showScene(Int)
  /// Page Down (+1) and Page Up (−1): the next or previous scene of the catalog, round the ends.
  case stepScene(by: Int)
  /// `,` `.` J K L H O, and S and P while the timeline holds the run.
  case timeline(Timeline)
  /// A key the app keeps from the scenes that does nothing now: an auto-repeat of C, E or an arrow
  /// (recordings do not carry repeats, so a replay must not depend on them).
  case nothing

  /// The command `key` asks for, or nil when it is not one of the app's keys (the scene gets
  /// it). While the scene picker is shown (`pickerShown`), Up, Down, Return, Tab and Esc are its. Only presses count; letters count only without modifiers (arrows also with Shift),
  /// and without auto-repeat; Esc, F1 and F12 count however they come.
  init?(
    key: KeyEvent, tuningShown: Bool, pickerShown: Bool = false, scrubbing: Bool = false,
    sceneCount: Int
  ) {
    guard key.phase == .down else { return nil }
    let plain = key.modifiers.isEmpty
    let once = plain && !key.isRepeat
    if plain, let timeline = Self.timeline(key.key, once: once, scrubbing: scrubbing) {
      self = .timeline(timeline)
      return
    }
    if pickerShown, once {
      switch key.key {
      case "Escape", "Tab":
        self = .togglePicker
        return
      case "Up", "Down":
        self = .picker(.move(by: key.key == "Up" ? -1 : 1))
        return
      case "Return":
        self = .picker(.open)
        return
      default: break
      }
    }
    switch key.key {
    case "Escape": self = .quit
    case "Tab" where once: self = .togglePicker
    case "F1": self = .toggleFrameTime
    case "F12": self = .screenshot
    case "W" where once: self = .lottie
    case "G" where once: self = .togglePlots
    case "T" where once: self = .toggleTuningPanel
    case "P" where once: self = .time(.togglePause)
    case "N" where once: self = .time(.step)
    case "S" where once: self = .time(.cycleSpeed)
    case "PageDown" where once: self = .stepScene(by: 1)
    case "PageUp" where once: self = .stepScene(by: -1)
    case "C" where plain: self = key.isRepeat ? .nothing : .tuning(.printFlags)
    case "E" where plain: self = key.isRepeat ? .nothing : .tuning(.export)
    case "[", "]":
      guard tuningShown, plain else { return nil }
      self = key.isRepeat ? .nothing : .tuning(.preset(by: key.key == "[" ? -1 : 1))
    case "Up", "Down", "Left", "Right":
      // (A `where` on a case of several patterns would guard only the last one.)
      guard tuningShown, plain || key.modifiers == .shift else { return nil }
      guard !key.isRepeat else {
        self = .nothing
        return
      }
      let sign = key.key == "Up" || key.key == "Left" ? -1 : 1
      self =
        key.key == "Up" || key.key == "Down"
        ? .tuning(.select(by: sign)) : .tuning(.step(by: sign * (plain ? 1 : 10)))
    default:
      guard plain, let digit = Int(key.key), digit >= 1, digit <= min(9, sceneCount) else {
        return nil
      }
      self = .showScene(digit - 1)
    }
  }

  /// The timeline's command for a plain press of `key` (`once`: not an auto-repeat; only the
  /// frame steps repeat).
  private static func timeline(_ key: String, once: Bool, scrubbing: Bool) -> Timeline? {
    switch key {
    case ",": .step(by: -1)
    case ".": .step(by: 1)
    case "J" where once: .play(direction: -1)
    case "K" where once: .play(direction: 0)
    case "L" where once: .play(direction: 1)
    case "H" where once: .toggleBar
    case "O" where once: .toggleOnionSkin
    case "S" where once && scrubbing: .cycleSpeed
    case "P" where once && scrubbing: .live
    default: nil
    }
  }

  /// Whether the command acts outside the run (the terminal, a file, the frame-time overlay, the
  /// process): a rewind that replays the run's keys (a takeover) skips it, so that nothing is
  /// printed, written or toggled a second time.
  var actsOutsideTheRun: Bool {
    switch self {
    case .quit, .toggleFrameTime, .screenshot, .lottie, .tuning(.printFlags), .tuning(.export):
      true
    default: false
    }
  }

  /// Whether the command only changes what is shown, never the run: the timeline's, which are
  /// taken before input is recorded.
  var isViewing: Bool {
    if case .timeline = self { return true }
    return false
  }
}
