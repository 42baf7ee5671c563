import MaterialMotion
import Testing

@Suite struct VectorArithmeticTests {
  @Test func doubleAndPointConform() {
    func midpoint<T: VectorArithmetic>(_ a: T, _ b: T) -> T { a + (b - a) * 0.5 }
    #expect(midpoint(2.0, 6.0) == 4)
    #expect(midpoint(Point(x: 0, y: 2), Point(x: 4, y: 6)) == Point(x: 2, y: 4))
    #expect(Point.zero == Point(x: 0, y: 0))
    #expect((-3.0).magnitude == 3)
    #expect(Point(x: 3, y: -4).magnitude == 5)
  }

  @Test func interpolationLandsOnExactEnds() {
    let a = 0.1
    let b = 0.7
    #expect(Double.interpolate(from: a, to: b, fraction: 0) == a)
    #expect(Double.interpolate(from: a, to: b, fraction: 1) == b)
    #expect(isClose(Double.interpolate(from: a, to: b, fraction: 0.5), 0.4))
    let p = Point(x: 1, y: 1)
    let q = Point(x: 3, y: -1)
    #expect(Point.interpolate(from: p, to: q, fraction: 1) == q)
    #expect(Point.interpolate(from: p, to: q, fraction: 0.25) == Point(x: 1.5, y: 0.5))
  }
}

/// Size and Rect arithmetic, componentwise like Point (the reference's Addable/Subtractable tests
/// for CGSize and CGRect), and springs moving them.
@Suite struct SizeAndRectArithmeticTests {
  @Test func sizeAddsSubtractsAndScalesComponentwise() {
    let a = Size(width: 10, height: 20)
    let b = Size(width: 3, height: 25)
    #expect(a + b == Size(width: 13, height: 45))
    #expect(a - b == Size(width: 7, height: -5))
    #expect(a * 0.5 == Size(width: 5, height: 10))
    #expect(a - a == .zero)
    #expect(Size(width: 3, height: -4).magnitude == 5)
  }

  @Test func rectAddsSubtractsAndScalesComponentwise() {
    let a = Rect(x: 10, y: 20, width: 100, height: 50)
    let b = Rect(x: 4, y: 25, width: 40, height: 60)
    #expect(a + b == Rect(x: 14, y: 45, width: 140, height: 110))
    #expect(a - b == Rect(x: 6, y: -5, width: 60, height: -10))
    #expect(a * 2 == Rect(x: 20, y: 40, width: 200, height: 100))
    #expect(a - a == .zero)
    #expect(Rect(x: 1, y: 1, width: 1, height: 1).magnitude == 2)
  }

  /// A spring moves a frame (origin and size together) to its destination and comes to rest
  /// there, as a contextual transition moves a photo from its cell to the full window.
  @Test func aSpringMovesAFrameToItsDestination() {
    let clock = FrameClock(startTime: 0)
    let cell = Rect(x: 20, y: 40, width: 100, height: 100)
    let full = Rect(x: 0, y: 0, width: 800, height: 600)
    let frame = ReactiveProperty(cell)
    let spring = Spring(to: full, clock: clock)
    let subscription = spring.connect(to: frame)
    step(clock, frames: 5)
    let early = frame.value
    #expect(early.size.width > cell.size.width && early.size.width < full.size.width)
    #expect(early.origin.x < cell.origin.x)
    step(clock, frames: 300)
    #expect(frame.value == full)
    #expect(frame.state == .atRest)
    subscription.unsubscribe()
  }
}
