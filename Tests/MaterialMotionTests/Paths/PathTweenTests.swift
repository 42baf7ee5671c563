import MaterialMotion
import Testing

@MainActor
@Suite struct PathTweenTests {
  let clock = FrameClock()
  let line = MotionPath(start: .zero, segments: [.line(to: Point(x: 100, y: 0))])

  @Test func movesAlongThePathAndEndsExactlyAtItsEnd() {
    let tween = PathTween(duration: 1, path: line, easing: .linear, clock: clock)
    let property = ReactiveProperty(Point(x: 500, y: 500))
    let subscription = tween.connect(to: property)
    step(clock, frames: 25, by: 0.02)
    #expect(isClose(property.value, Point(x: 50, y: 0), 1e-6))
    #expect(property.state == .active)
    step(clock, frames: 30, by: 0.02)
    #expect(property.value == Point(x: 100, y: 0))
    #expect(property.state == .atRest)
    subscription.unsubscribe()
  }

  @Test func writingThePathRestartsAlongTheNewOne() {
    let tween = PathTween(duration: 1, path: line, easing: .linear, clock: clock)
    let property = ReactiveProperty(Point.zero)
    let subscription = tween.connect(to: property)
    step(clock, frames: 25, by: 0.02)
    tween.path.value = MotionPath(start: Point(x: 0, y: 100), segments: [.line(to: .zero)])
    step(clock, frames: 25, by: 0.02)
    #expect(isClose(property.value, Point(x: 0, y: 50), 1e-6))
    subscription.unsubscribe()
  }

  @Test func aTimelineScrubsIt() {
    let timeline = Timeline(clock: clock, paused: true)
    let tween = PathTween(duration: 2, path: line, easing: .linear, clock: clock)
    tween.timeline = timeline
    let property = ReactiveProperty(Point.zero)
    let subscription = tween.connect(to: property)
    timeline.timeOffset.value = 1.5
    #expect(isClose(property.value, Point(x: 75, y: 0), 1e-6))
    timeline.timeOffset.value = 0.5
    #expect(isClose(property.value, Point(x: 25, y: 0), 1e-6))
    subscription.unsubscribe()
  }

  @Test func anArcMoveMovesItsElementAlongTheArc() {
    let root = Element()
    let card = Element()
    root.addChild(card)
    let runtime = MotionRuntime(containerElement: root, clock: clock)
    let move = ArcMove(element: card, duration: 0.5, easing: .linear, clock: clock)
    runtime.connect(move)
    step(clock, frames: 40, by: 0.02)
    move.from.value = Point(x: 0, y: 0)
    move.to.value = Point(x: 200, y: 200)
    let arc = MotionPath.arc(from: move.from.value, to: move.to.value)
    step(clock, frames: 25, by: 0.01)
    #expect(isClose(card.position, arc.point(at: 0.5), 1e-6))
    step(clock, frames: 20, by: 0.02)
    #expect(card.position == Point(x: 200, y: 200))
    #expect(runtime.interactions(ofType: PathTween.self, for: card).first === move.tween)
  }
}
