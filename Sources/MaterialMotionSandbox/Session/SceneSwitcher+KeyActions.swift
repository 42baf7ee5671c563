import MaterialMotion
import MaterialMotionSDL

/// What the app's keys ask for (``KeyAction``), carried out on the scene switcher: time control,
/// panels, the scene picker, scene switches, screenshots and quitting.
extension SceneSwitcher {
  /// Shows the time control's state (paused, slow motion) at the top right; hidden at normal
  /// speed.
  private func updateTimeReadout() {
    chrome.showTimeReadout(host.timeControl.readout)
  }

  /// Carries out the command `key` asks for, if it is one of the app's keys
  /// (``KeyAction``); returns whether it was (the scenes do not see it then).
  func handleKey(_ key: KeyEvent) -> Bool {
    guard
      let command = KeyAction(
        key: key, tuningShown: tuningPanel.isShown, pickerShown: scenePicker.isShown,
        sceneCount: catalog.all.count)
    else { return false }
    perform(command)
    return true
  }

  /// Carries out `command` (one that acts outside the run only when the host is not replaying
  /// the run to rewind it).
  func perform(_ command: KeyAction) {
    if host.isFastForwarding, command.actsOutsideTheRun { return }
    switch command {
    case .quit: host.requestQuit()
    case .toggleFrameTime: host.showsFrameTime.toggle()
    case .screenshot: onScreenshot?()
    case .lottie: onLottie?()
    case .togglePlots: plotPanel.isShown.toggle()
    case .toggleTuningPanel: tuningPanel.isShown.toggle()
    case .time(let change):
      switch change {
      case .togglePause: host.timeControl.togglePause()
      case .step: host.timeControl.step()
      case .cycleSpeed: host.timeControl.cycleSpeed()
      }
      updateTimeReadout()
    case .tuning(let change): tuningPanel.perform(change, inputTime: host.frameTime)
    case .togglePicker:
      if scenePicker.isShown {
        scenePicker.isShown = false
      } else {
        scenePicker.show(current: catalog.all.firstIndex { $0 == sceneType } ?? 0)
      }
    case .picker(.move(let offset)): scenePicker.move(by: offset)
    case .picker(.open): perform(.showScene(scenePicker.selected))
    case .showScene(let index):
      scenePicker.isShown = false
      pendingScene = catalog.all[index]
    case .stepScene(let offset):
      scenePicker.isShown = false
      let count = catalog.all.count
      let current = catalog.all.firstIndex { $0 == sceneType } ?? 0
      pendingScene = catalog.all[((current + offset) % count + count) % count]
    case .nothing: break
    case .timeline:
      // The timeline takes its keys before they are recorded; one in an older recording (from
      // before they were the timeline's) does nothing.
      break
    }
  }
}
