import MaterialMotion
import MaterialMotionSDL

/// The timeline's input: what it takes before the run sees it, scrubbing along the bar, and a
/// press, touch or gesture on the scene that takes the run over.
extension Scrubber {
  /// Whether the timeline takes `timed`, a live input, before the run sees it: its keys, the
  /// pointer on its bar, and everything but Esc, F1, F12, W and window events while it holds the
  /// run. Pressing, touching, pinching or swiping on the scene then takes over (``onTakeOver``)
  /// and the input goes on to the run; a touchpad hold does not (it is a pause, not a gesture
  /// that moves anything).
  func intercepts(_ timed: TimedInput, tuningShown: Bool, pickerShown: Bool, sceneCount: Int)
    -> Bool
  {
    switch timed.input {
    case .key(let key):
      let event = KeyEvent(
        key: key.key, phase: key.phase, modifiers: key.modifiers, isRepeat: key.isRepeat,
        timestamp: timed.time)
      if let command = KeyAction(
        key: event, tuningShown: tuningShown, pickerShown: pickerShown, scrubbing: isScrubbing,
        sceneCount: sceneCount), case .timeline(let timeline) = command
      {
        keysTaken.insert(key.key)
        perform(timeline)
        return true
      }
      if key.phase == .up, keysTaken.remove(key.key) != nil { return true }
      // Keys that act outside the run (quit, the overlay, a screenshot, the Lottie of W) go on.
      let taken = isScrubbing && !["Escape", "F1", "F12", "W"].contains(key.key)
      if taken, key.phase == .down { keysTaken.insert(key.key) }
      return taken
    case .mouse(let mouse):
      return pointer(mouse)
    case .window, .takeover, .touchpadDevice:
      return false
    case .finger(let finger) where finger.phase == .down:
      return takeOver(with: timed.input)
    case .touchpadPinch(let pinch) where pinch.phase == .begin:
      return takeOver(with: timed.input)
    case .touchpadSwipe(let swipe) where swipe.phase == .begin:
      return takeOver(with: timed.input)
    case .wheel, .multigesture, .finger, .touchpadPinch, .touchpadSwipe, .touchpadHold:
      return isScrubbing
    }
  }

  /// The pointer: on the bar it scrubs, with Shift it selects; a press elsewhere while
  /// scrubbing takes over.
  private func pointer(_ mouse: MouseInput) -> Bool {
    let onBar = !bar.element.isHidden && bar.element.frame.contains(mouse.location)
    let input = PlatformInput.mouse(mouse)
    switch mouse.phase {
    case .down(.left) where onBar:
      dragging = true
      direction = 0
      startSelecting(atX: mouse.location.x, shift: mouse.modifiers.contains(.shift))
      scrub(toX: mouse.location.x)
      return true
    case .moved where dragging:
      scrub(toX: mouse.location.x)
      return true
    case .up(.left) where dragging:
      dragging = false
      selectionAnchor = nil
      updateBar()
      return true
    case .down:
      return takeOver(with: input)
    default:
      return isScrubbing || onBar
    }
  }

  /// Shows the frame at the time under the pointer (and selects up to it during a Shift+drag).
  private func scrub(toX x: Double) {
    guard let index = frameIndex(atX: x) else { return }
    extendSelection(to: index)
    jump(to: index)
  }

  /// Asks to continue the run from the frame shown with `input`; goes live either way. Returns
  /// whether the input was taken (the takeover hands it to the run), false when it should go to
  /// the run now (nothing was held, the last frame was shown, or nothing took over).
  private func takeOver(with input: PlatformInput) -> Bool {
    guard let position else { return false }
    guard position < history.frames.endIndex - 1, onTakeOver?(position, input) == true else {
      goLive()
      return false
    }
    // The frame shown stays until the run starts over (``runRestarts()``).
    self.position = nil
    direction = 0
    dragging = false
    return true
  }
}
