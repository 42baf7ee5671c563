import MaterialMotion
import Testing

/// One delivery of a stream, on either channel.
enum AnimationEvent<T: Equatable>: Equatable, CustomStringConvertible {
  case value(T)
  case state(MotionState)

  var description: String {
    switch self {
    case .value(let value): "\(value)"
    case .state(let state): "\(state)"
    }
  }
}

/// Records what an animation stream delivers, in order, with the clock time of each value.
final class AnimationLog<T: Equatable> {
  private(set) var events: [AnimationEvent<T>] = []
  /// The values with the clock time at which each arrived.
  private(set) var timedValues: [(time: Double, value: T)] = []
  private let clock: FrameClock?

  init(clock: FrameClock? = nil) {
    self.clock = clock
  }

  var values: [T] { timedValues.map(\.value) }

  var states: [MotionState] {
    events.compactMap {
      if case .state(let state) = $0 { return state }
      return nil
    }
  }

  func observer() -> MotionObserver<T> {
    MotionObserver(
      next: { value in
        self.events.append(.value(value))
        self.timedValues.append((self.clock?.now ?? .nan, value))
      },
      state: { self.events.append(.state($0)) })
  }

  func clear() {
    events = []
    timedValues = []
  }
}

/// Steps `clock` `count` times by `interval`.
func step(_ clock: FrameClock, frames count: Int, by interval: Double = 1.0 / 60.0) {
  for _ in 0..<count { clock.step(by: interval) }
}

/// Whether `a` and `b` differ by at most `tolerance`.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether `a` and `b` differ by at most `tolerance` in each component.
func isClose(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
  isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}
