import BenchSupport
import CSDL2
import Foundation
import MaterialMotion
import MaterialMotionSDL

// input-latency-bench: issue 8's latency budget. A touchpad pinch event that arrives before a
// frame starts must show in that frame, as a mouse drag does. A headless SandboxHost on real
// time runs at 60 frames a second with a scalable square and a draggable square. Between two
// frames, at a random moment, an event goes into SDL's queue the way live input gets there: a
// touchpad pinch update as the gesture bridge pushes it (XI 2.4 or Wayland), or a mouse motion
// of a held button. The next frame takes the real path (SDL queue, translator, recognizer,
// interaction, property, renderer). For each event the bench records the frame in which its
// element changed, and the time from the push to the end of that frame's present.

@MainActor
func run() throws {
  let arguments = BenchArguments()
  let quick = arguments.quick
  guard arguments.selects("(k) input to frame latency") else { return }
  let trials = quick ? 60 : 300
  let others = OtherCPUMeter()
  let run = try HostRun(title: "latency", width: 800, height: 600, timing: .realTime)
  defer { run.close() }
  let host = run.host
  let runtime = MotionRuntime(containerElement: host.root, clock: host.clock)
  let pinched = Element()
  pinched.size = Size(width: 100, height: 100)
  pinched.position = Point(x: 600, y: 300)
  pinched.backgroundColor = Color(red: 0.4, green: 0.2, blue: 0.7)
  host.root.addChild(pinched)
  let dragged = Element()
  dragged.size = Size(width: 100, height: 100)
  dragged.position = Point(x: 200, y: 300)
  dragged.backgroundColor = Color(red: 0.1, green: 0.5, blue: 0.5)
  host.root.addChild(dragged)
  runtime.connect(Scalable(element: pinched, containerElement: host.root))
  runtime.connect(Draggable(element: dragged, containerElement: host.root))

  let period = 1.0 / 60
  func now() -> Double {
    Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
  }
  func sleep(until time: Double) {
    let remaining = time - now()
    if remaining > 0 { usleep(UInt32(remaining * 1_000_000)) }
  }
  func push(_ event: SDL_Event) {
    var event = event
    guard SDL_PushEvent(&event) == 1 else { fatalError("SDL_PushEvent failed") }
  }
  var generator = SystemRandomNumberGenerator()
  // Start both gestures: a pinch begin at the scaled square, a button press on the dragged one.
  let pinchAt = Point(x: 600, y: 300)
  guard
    TouchpadGestureBridge.push(
      TouchpadPinch(phase: .begin, source: .xi2, location: pinchAt), deviceTime: 0)
  else { fatalError("SDL_PushEvent failed") }
  var press = SDL_Event()
  press.type = SDL_MOUSEBUTTONDOWN.rawValue
  press.button.button = UInt8(SDL_BUTTON_LEFT)
  press.button.state = UInt8(SDL_PRESSED)
  press.button.x = 200
  press.button.y = 300
  push(press)
  try host.runFrame()

  struct Kind {
    let name: String
    var framesLate: [Int] = []
    var milliseconds: [Double] = []
  }
  var kinds = [Kind(name: "touchpad pinch (XI 2.4 path)"), Kind(name: "mouse drag (peer)")]
  var scale = 1.0
  var growing = true
  var x: Int32 = 200
  var frameStart = now()
  // The first events of each kind only carry the gestures past their recognizers' slop (a
  // scale or a movement too small to start them); they are not counted.
  let warmUp = 2 * 8
  for trial in 0..<(warmUp + 2 * trials) {
    let isPinch = trial % 2 == 0
    // Wait a random part of the frame, then push: the event arrives before the next frame.
    let offset = Double.random(in: 0.001..<(period - 0.002), using: &generator)
    sleep(until: frameStart + offset)
    let pushedAt = now()
    let before = isPinch ? pinched.scale : dragged.position.x
    if isPinch {
      // Back and forth between 1× and 2× in steps of 0.05.
      if scale >= 2 { growing = false } else if scale <= 1 { growing = true }
      scale += growing ? 0.05 : -0.05
      guard
        TouchpadGestureBridge.push(
          TouchpadPinch(phase: .update, source: .xi2, scale: scale, location: pinchAt),
          deviceTime: UInt32(trial * 8))
      else { fatalError("SDL_PushEvent failed") }
    } else {
      x = x < 600 ? x + 4 : 200
      var motion = SDL_Event()
      motion.type = SDL_MOUSEMOTION.rawValue
      motion.motion.state = 1  // SDL_BUTTON_LMASK (a macro Swift does not import)
      motion.motion.x = x
      motion.motion.y = 300
      push(motion)
    }
    var late = 0
    while true {
      sleep(until: frameStart + period)
      frameStart = now()
      try host.runFrame()
      let after = isPinch ? pinched.scale : dragged.position.x
      if after != before || late >= 10 { break }
      late += 1
    }
    guard trial >= warmUp else { continue }
    kinds[isPinch ? 0 : 1].framesLate.append(late)
    kinds[isPinch ? 0 : 1].milliseconds.append((now() - pushedAt) * 1000)
  }
  // A tap that starts a transition (issue 20): a touchscreen tap on a cell, pushed between two
  // frames, makes a TransitionController present (or, next time, dismiss) a sheet whose opacity
  // a TransitionSpring drives; the next frame must already show the transition's first step.
  // Each tap waits until the run before it has ended, so only the tap can change the opacity.
  let cell = Element()
  cell.size = Size(width: 80, height: 80)
  cell.position = Point(x: 400, y: 100)
  cell.backgroundColor = Color(red: 0.9, green: 0.1, blue: 0.4)
  host.root.addChild(cell)
  let sheet = Element(frame: Rect(x: 250, y: 420, width: 300, height: 150))
  sheet.backgroundColor = Color(red: 0.2, green: 0.2, blue: 0.2)
  sheet.opacity = 0
  let controller = TransitionController(
    back: cell, fore: sheet, containerElement: host.root, clock: host.clock)
  controller.transition = FadeInTransition()
  let tap = TapGestureRecognizer()
  cell.addGestureRecognizer(tap)
  let taps = gestureSource(tap).whenRecognitionState(is: .recognized).subscribeToValue { _ in
    controller.toggle(from: cell)
  }
  var transition = Kind(name: "tap starting a transition")
  let tapTrials = quick ? 20 : 100
  for trial in 0..<tapTrials {
    var waited = 0
    while controller.context != nil && waited < 600 {
      sleep(until: frameStart + period)
      frameStart = now()
      try host.runFrame()
      waited += 1
    }
    let offset = Double.random(in: 0.001..<(period - 0.004), using: &generator)
    sleep(until: frameStart + offset)
    let pushedAt = now()
    let before = sheet.opacity
    for type in [SDL_FINGERDOWN, SDL_FINGERUP] {
      var finger = SDL_Event()
      finger.type = type.rawValue
      finger.tfinger.touchId = 1
      finger.tfinger.fingerId = Int64(trial)
      finger.tfinger.x = 400.0 / 800
      finger.tfinger.y = 100.0 / 600
      push(finger)
    }
    var late = 0
    while true {
      sleep(until: frameStart + period)
      frameStart = now()
      try host.runFrame()
      if sheet.opacity != before || late >= 10 { break }
      late += 1
    }
    transition.framesLate.append(late)
    transition.milliseconds.append((now() - pushedAt) * 1000)
  }
  taps.unsubscribe()
  kinds.append(transition)
  withExtendedLifetime(runtime) {}

  print("(k) input to frame latency: \(trials) events of each kind, each pushed at a random moment")
  print("    between two frames of a headless SandboxHost at 60 fps (software renderer, 800x600)")
  var rows = [["input", "shown in the next frame", "push → present median [min–max] ms", "p99 ms"]]
  for kind in kinds {
    let sameFrame = kind.framesLate.filter { $0 == 0 }.count
    let sorted = kind.milliseconds.sorted()
    rows.append([
      kind.name, "\(sameFrame) of \(kind.framesLate.count)", spread(kind.milliseconds, 2),
      format(sorted[min(sorted.count - 1, sorted.count * 99 / 100)], 2),
    ])
  }
  printTable(rows)
  print(
    "pinch / mouse, median push → present: "
      + format(median(of: kinds[0].milliseconds) / median(of: kinds[1].milliseconds), 2))
  let pinchWithin = kinds[0].framesLate.allSatisfy { $0 == 0 }
  print("budget: every pinch shown in the frame after it: \(pinchWithin ? "within" : "OVER")")
  let transitionWithin = kinds[2].framesLate.allSatisfy { $0 == 0 }
  print(
    "budget: every transition's first step shown in the frame after its tap: "
      + (transitionWithin ? "within" : "OVER"))
  for line in describeOthers(others.othersCores(), what: "input-latency-bench") { print(line) }
  arguments.logBudgets([
    "\(pinchWithin ? "within" : "over") (k) touchpad pinch shown in the same frame",
    "\(transitionWithin ? "within" : "over") (k) transition shown in the frame of its tap",
  ])
  if !(pinchWithin && transitionWithin) && arguments.strict { exit(1) }
}

/// The sheet fades in and out on a transition spring (the reference's constants, 0.5 s).
@MainActor
final class FadeInTransition: Transition {
  func willBeginTransition(with context: TransitionContext, runtime: MotionRuntime)
    -> [any Stateful]
  {
    let fade = TransitionSpring(
      back: 0.0, fore: 1.0, direction: context.direction, clock: runtime.clock)
    runtime.connect(fade, to: context.fore.opacityProperty)
    return [fade]
  }
}

MainActor.assumeIsolated {
  do {
    try run()
  } catch {
    print("input-latency-bench: \(error)")
    exit(1)
  }
}
