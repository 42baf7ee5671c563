import MaterialMotion

/// Feeds scripted touches and pinches through an ``InputDispatcher``. Each event is 16 ms after
/// the previous one unless a time is given.
@MainActor
final class TouchScript {
  let dispatcher: InputDispatcher
  var time: Double = 0

  init(_ dispatcher: InputDispatcher) {
    self.dispatcher = dispatcher
  }

  private func advance(_ at: Double?) -> Double {
    time = at ?? time + 0.016
    return time
  }

  func down(_ id: Int, _ x: Double, _ y: Double, at: Double? = nil) {
    touch(id, .began, x, y, at)
  }

  func move(_ id: Int, _ x: Double, _ y: Double, at: Double? = nil) {
    touch(id, .moved, x, y, at)
  }

  func up(_ id: Int, _ x: Double, _ y: Double, at: Double? = nil) {
    touch(id, .ended, x, y, at)
  }

  func cancel(_ id: Int, _ x: Double, _ y: Double, at: Double? = nil) {
    touch(id, .cancelled, x, y, at)
  }

  private func touch(_ id: Int, _ phase: TouchEvent.Phase, _ x: Double, _ y: Double, _ at: Double?)
  {
    dispatcher.dispatch(
      .touch(TouchEvent(id: id, phase: phase, location: Point(x: x, y: y), timestamp: advance(at))))
  }

  func pinch(
    _ phase: PinchEvent.Phase, _ x: Double, _ y: Double, scale: Double = 1, rotation: Double = 0,
    at: Double? = nil
  ) {
    dispatcher.dispatch(
      .pinch(
        PinchEvent(
          phase: phase, location: Point(x: x, y: y), scale: scale, rotation: rotation,
          timestamp: advance(at))))
  }
}

/// Records a stream's two channels as strings, in order. Observers hold the log strongly, so a
/// fire-and-forget subscription keeps it alive.
final class ChannelLog {
  var entries: [String] = []

  func observer<T>(_ describe: @escaping (T) -> String = { "\($0)" }) -> MotionObserver<T> {
    MotionObserver(
      next: { self.entries.append(describe($0)) },
      state: { self.entries.append("\($0)") })
  }
}

/// A scene with a root covering `rootSize`×`rootSize` window points and one child (`box`).
///
/// `GestureScene()` is a 400×400 root with a 200×200 box whose top-left corner is at (100, 100)
/// (centre/position (200, 200)); `GestureScene.large()` is a 1000×1000 root with a 600×600 box at
/// (100, 100) (centre/position (400, 400)). Remember that a rectangle's max edges are exclusive.
@MainActor
struct GestureScene {
  let root: Element
  let box: Element
  let dispatcher: InputDispatcher
  let script: TouchScript

  init(
    rootSize: Double = 400, boxFrame: Rect = Rect(x: 100, y: 100, width: 200, height: 200)
  ) {
    root = Element(frame: Rect(x: 0, y: 0, width: rootSize, height: rootSize))
    box = Element(frame: boxFrame)
    root.addChild(box)
    dispatcher = InputDispatcher(root: root)
    script = TouchScript(dispatcher)
  }

  /// A 1000×1000 root with a 600×600 box at (100, 100).
  static func large() -> GestureScene {
    GestureScene(rootSize: 1000, boxFrame: Rect(x: 100, y: 100, width: 600, height: 600))
  }
}

/// Approximate comparisons for gesture and element tests.
enum Near {
  /// Whether `a` and `b` differ by at most `tolerance`.
  static func equal(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
  }

  /// Whether both components of `a` and `b` differ by at most `tolerance`.
  static func equal(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    equal(a.x, b.x, tolerance) && equal(a.y, b.y, tolerance)
  }

  /// Whether every edge of `a` and `b` differs by at most `tolerance`.
  static func equal(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    equal(a.origin, b.origin, tolerance)
      && equal(a.width, b.width, tolerance) && equal(a.height, b.height, tolerance)
  }
}
