import MaterialMotion
import Testing

@MainActor
@Suite struct VisualizationElementTests {
  let container = Element(frame: Rect(x: 0, y: 0, width: 400, height: 300))
  let clock = FrameClock()

  @Test func isCreatedOnFirstUseAsAnEmptyStripOnTheContainersBottomEdge() {
    let runtime = MotionRuntime(containerElement: container, clock: clock)
    #expect(container.children.isEmpty)
    let strip = runtime.visualizationElement
    #expect(runtime.visualizationElement === strip)
    #expect(strip.parent === container)
    #expect(strip.frame == Rect(x: 0, y: 300, width: 400, height: 0))
    #expect(strip.clock === clock)
    #expect(!strip.isUserInteractionEnabled)
    #expect(strip.zIndex >= 1000)
    #expect(strip.backgroundColor.red == 0 && strip.backgroundColor.green == 0)
    #expect(strip.backgroundColor.blue == 0)
    #expect((0.1...0.4).contains(strip.backgroundColor.alpha))
  }

  @Test func isDrawnAboveTheScene() {
    let runtime = MotionRuntime(containerElement: container, clock: clock)
    let strip = runtime.visualizationElement
    let later = Element(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    container.addChild(later)
    #expect(container.childrenInDrawOrder.last === strip)
    // Touches go through it.
    let subscription = ReactiveProperty(1).visualize(in: strip).subscribe()
    #expect(container.hitTest(Point(x: 10, y: 295)) !== strip)
    subscription.unsubscribe()
  }

  @Test func followsTheContainersSize() {
    let runtime = MotionRuntime(containerElement: container, clock: clock)
    let strip = runtime.visualizationElement
    let subscription = ReactiveProperty(1).visualize(in: strip).subscribe()
    let height = VisualizationElement.lineHeight(forFontSize: 14)
    container.size = Size(width: 640, height: 480)
    #expect(Near.equal(strip.frame, Rect(x: 0, y: 480 - height, width: 640, height: height)))
    #expect(strip.children.allSatisfy { Near.equal($0.frame.width, 640) })

    // Lines added after the resize use the new width and keep growing upward.
    let second = ReactiveProperty(2).visualize(in: strip).subscribe()
    #expect(
      Near.equal(labels(in: strip)[1].frame, Rect(x: 0, y: height, width: 640, height: height)))
    #expect(
      Near.equal(strip.frame, Rect(x: 0, y: 480 - 2 * height, width: 640, height: 2 * height)))
    subscription.unsubscribe()
    second.unsubscribe()
  }

  @Test func isRemovedFromTheContainerWhenTheRuntimeGoesAway() {
    weak var weakStrip: VisualizationElement?
    do {
      let runtime = MotionRuntime(containerElement: container, clock: clock)
      let subscription = ReactiveProperty(1).visualize(in: runtime.visualizationElement)
        .subscribe()
      weakStrip = runtime.visualizationElement
      subscription.unsubscribe()
    }
    #expect(container.children.isEmpty)
    #expect(weakStrip == nil)
    #expect(container.sizeProperty.observerCount == 0)
  }
}
