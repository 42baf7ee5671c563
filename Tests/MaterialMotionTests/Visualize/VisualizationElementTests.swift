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

  /// Lines that would take more than a third of the container's height flow into columns, so
  /// none is pushed off the top and the scene stays visible.
  @Test func manyLinesFlowIntoColumnsWithinAThirdOfTheContainer() {
    let runtime = MotionRuntime(containerElement: container, clock: clock)
    let strip = runtime.visualizationElement
    strip.fontSize = 10  // 13-point lines: 7 rows fit in 100 points.
    let subscriptions = (0..<20).map { ReactiveProperty($0).visualize(in: strip).subscribe() }
    #expect(strip.columnCount == 3)
    #expect(strip.frame == Rect(x: 0, y: 300 - 7 * 13, width: 400, height: 7 * 13))
    let labels = strip.children.compactMap { $0 as? Label }
    #expect(labels.count == 20)
    #expect(labels.allSatisfy { strip.bounds.contains($0.frame.origin) })
    #expect(Near.equal(labels[7].frame, Rect(x: 400.0 / 3, y: 0, width: 400.0 / 3, height: 13)))
    // Resizing the container re-flows them.
    container.size = Size(width: 400, height: 600)
    #expect(strip.columnCount == 2)
    #expect(strip.frame.maxY == 600)
    for subscription in subscriptions { subscription.unsubscribe() }
  }

  /// A stream that has not emitted yet shows its prefix and a placeholder; a format makes the
  /// label's text while the value goes downstream unchanged.
  @Test func placeholderThenFormattedText() {
    let runtime = MotionRuntime(containerElement: container, clock: clock)
    let strip = runtime.visualizationElement
    let source = createProperty(withInitialValue: 0.0)
    var received: [Double] = []
    let stream = source.asStream()._filter { $0 != 0 }
    let subscription = stream.visualize(prefix: "scale: ", in: strip, format: ValueFormat.scale)
      .subscribeToValue { received.append($0) }
    let label = strip.children.compactMap { $0 as? Label }[0]
    #expect(label.text == "scale: –")
    source.value = 1.7499994039536944
    #expect(label.text == "scale: 1.75×")
    #expect(received == [1.7499994039536944])
    subscription.unsubscribe()
  }
}

@MainActor
@Suite struct VisualizationTraceTests {
  /// While the strip records traces, visualize keeps each numeric value with the clock time and
  /// the stream's state changes, for plots.
  @Test func recordsNumbersPointsAndStates() {
    let clock = FrameClock()
    let runtime = MotionRuntime(
      containerElement: Element(frame: Rect(x: 0, y: 0, width: 400, height: 300)), clock: clock)
    let strip = runtime.visualizationElement
    strip.recordsTraces = true
    let scale = ReactiveProperty(1.0)
    let position = ReactiveProperty(Point(x: 1, y: 2))
    let text = ReactiveProperty("a")
    let subscriptions = [
      scale.visualize(prefix: "scale: ", in: strip, format: ValueFormat.scale).subscribe(),
      position.visualize(prefix: "p: ", in: strip).subscribe(),
      text.visualize(in: strip).subscribe(),
    ]
    clock.step(by: 0.5)
    scale.state = .active
    scale.value = 2
    clock.step(by: 0.5)
    scale.state = .atRest
    let traces = strip.traces
    #expect(traces.count == 3)
    #expect(traces[0].prefix == "scale: " && traces[0].text == "2.00×")
    #expect(traces[0].samples.map(\.components) == [[1], [2]])
    #expect(traces[0].samples.map(\.time) == [0, 0.5])
    #expect(traces[0].state(at: 0.75) == .active && traces[0].state(at: 1.0) == .atRest)
    #expect(traces[1].samples.map(\.components) == [[1, 2]])
    #expect(traces[2].samples.isEmpty, "text is not plotted")
    for subscription in subscriptions { subscription.unsubscribe() }
  }

  /// Recording that starts while a stream is moving starts from where the stream is: active,
  /// at its latest value, from the moment recording started (plots shown mid-motion, or in
  /// `stress`, whose springs never come to rest, used to say "at rest" and shade nothing).
  @Test func recordingStartsFromTheStreamsCurrentStateAndValue() {
    let clock = FrameClock()
    let runtime = MotionRuntime(
      containerElement: Element(frame: Rect(x: 0, y: 0, width: 400, height: 300)), clock: clock)
    let strip = runtime.visualizationElement
    let moving = ReactiveProperty(Point(x: 1, y: 2))
    let resting = ReactiveProperty(3.0)
    let silent = MotionObservable<Double> { _ in {} }
    let subscriptions = [
      moving.visualize(prefix: "p: ", in: strip).subscribe(),
      resting.visualize(prefix: "s: ", in: strip).subscribe(),
      silent.visualize(prefix: "q: ", in: strip).subscribe(),
    ]
    moving.state = .active
    clock.step(by: 0.25)
    moving.value = Point(x: 5, y: 6)
    clock.step(by: 0.25)
    #expect(strip.traces.allSatisfy { $0.samples.isEmpty && $0.stateChanges.isEmpty })
    strip.recordsTraces = true
    let traces = strip.traces
    #expect(traces[0].state(at: 0.5) == .active)
    #expect(traces[0].samples.map(\.time) == [0.5])
    #expect(traces[0].samples.map(\.components) == [[5, 6]])
    #expect(traces[1].state(at: 0.5) == .atRest)
    #expect(traces[1].samples.map(\.components) == [[3]])
    #expect(traces[2].samples.isEmpty && traces[2].stateChanges.isEmpty)
    // Before recording started nothing is claimed.
    #expect(traces[0].state(at: 0.25) == .atRest)
    clock.step(by: 0.25)
    moving.state = .atRest
    #expect(traces[0].state(at: 0.75) == .atRest)
    #expect(traces[0].stateChanges.map(\.time) == [0.5, 0.75])
    for subscription in subscriptions { subscription.unsubscribe() }
  }
}

@Suite struct ValueFormatTests {
  @Test func unitsAndPrecision() {
    #expect(ValueFormat.scale(1.7499994039536944) == "1.75×")
    #expect(ValueFormat.degrees(fromRadians: 0.7853981633974478) == "45.0°")
    #expect(ValueFormat.degrees(fromRadians: -0.0001) == "0.0°")
    #expect(ValueFormat.points(Point(x: 520, y: 250.00000000000006)) == "(520, 250) pt")
    #expect(ValueFormat.pointsPerSecond(Point(x: 740, y: -370)) == "(740, −370) pt/s")
    #expect(ValueFormat.fixed(.infinity, digits: 2) == "∞")
    #expect(ValueFormat.fixed(-.infinity, digits: 2) == "−∞")
    #expect(ValueFormat.fixed(.nan, digits: 2) == "NaN")
    #expect(ValueFormat.fixed(1e300, digits: 1).count > 300)
  }
}
