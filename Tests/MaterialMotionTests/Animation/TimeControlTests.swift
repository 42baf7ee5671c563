import MaterialMotion
import Testing

/// Time control scales the frame clock: animations slow down or stop, frames keep coming.
@MainActor
@Suite struct TimeControlTests {
  /// Frames at 60 fps until a spring from 0 to 100 comes to rest, with the clock driven through
  /// a time control at `speed`.
  func framesToRest(speed: Double) -> Int {
    let clock = FrameClock()
    var control = TimeControl()
    control.speed = speed
    let spring = Spring(to: 100.0, clock: clock)
    let property = ReactiveProperty(0.0)
    var state = MotionState.atRest
    let subscription = spring.stream(for: property).subscribe(
      next: { property.value = $0 }, state: { state = $0 })
    var frame = 0
    repeat {
      frame += 1
      if let time = control.advance(to: Double(frame) / 60, frameInterval: 1.0 / 60) {
        clock.tick(at: time)
      }
    } while state == .active && frame < 100_000
    subscription.unsubscribe()
    #expect(abs(property.value - 100) < 0.01)
    return frame
  }

  @Test func aSpringAtATenthOfTheSpeedTakesTenTimesTheFrames() {
    let normal = framesToRest(speed: 1)
    let slow = framesToRest(speed: 0.1)
    let quarter = framesToRest(speed: 0.25)
    #expect(normal > 20)
    #expect(abs(Double(slow) / Double(normal) - 10) < 0.3, "\(slow) vs \(normal) frames")
    #expect(abs(Double(quarter) / Double(normal) - 4) < 0.2, "\(quarter) vs \(normal) frames")
  }

  @Test func pauseStandsStillAndStepsOneFrameAtATime() {
    var control = TimeControl()
    #expect(control.advance(to: 1, frameInterval: 0.02) == 1)
    #expect(control.advance(to: 1.1, frameInterval: 0.02) == 1.1)
    control.togglePause()
    #expect(control.isIdle)
    #expect(control.advance(to: 1.2, frameInterval: 0.02) == nil)
    control.step()
    control.step()
    #expect(!control.isIdle)
    #expect(abs(control.advance(to: 1.3, frameInterval: 0.02)! - 1.12) < 1e-12)
    #expect(abs(control.advance(to: 1.4, frameInterval: 0.02)! - 1.14) < 1e-12)
    #expect(control.advance(to: 1.5, frameInterval: 0.02) == nil)
    control.togglePause()
    // Resuming continues from where it stood, not from the frame's time.
    #expect(abs(control.advance(to: 1.6, frameInterval: 0.02)! - 1.24) < 1e-12)
    #expect(control.readout == nil)
  }

  @Test func speedsCycleAndTheReadoutSaysWhatIsGoingOn() {
    var control = TimeControl()
    control.cycleSpeed()
    #expect(control.speed == 0.25 && control.readout == "slow motion 0.25×")
    control.cycleSpeed()
    #expect(control.speed == 0.1 && control.readout == "slow motion 0.10×")
    control.togglePause()
    #expect(control.readout == "paused (at 0.10×)")
    control.cycleSpeed()
    #expect(control.speed == 1 && control.readout == "paused")
    control.speed = .nan
    #expect(control.speed == 1)
    control.speed = 0
    #expect(control.speed == 0.01)
    // Stepping while running does nothing.
    control.togglePause()
    control.step()
    #expect(!control.isPaused)
  }
}
