import MaterialMotion
import Testing

@MainActor
@Suite struct VisualizeTests {
  let container = Element(frame: Rect(x: 0, y: 0, width: 400, height: 300))
  let clock = FrameClock()
  let lineHeight = VisualizationElement.lineHeight(forFontSize: 14)

  private func makeRuntime() -> MotionRuntime {
    MotionRuntime(containerElement: container, clock: clock)
  }

  /// A source that counts its connections and lets the test emit on every one of them.
  private final class CountingSource {
    var connections = 0
    var observers: [MotionObserver<Int>] = []
    lazy var stream = MotionObservable<Int> { observer in
      self.connections += 1
      self.observers.append(observer)
      return {}
    }

    func emit(_ value: Int) { for observer in observers { observer.next(value) } }
    func state(_ state: MotionState) { for observer in observers { observer.state(state) } }
  }

  // MARK: Seed tables

  @Test func writesEachValueToTheLabelAndEmitsItUnchanged() {
    let runtime = makeRuntime()
    let source = ReactiveProperty(20)
    let downstream = ValueLog(source.visualize(in: runtime.visualizationElement))
    let label = labels(in: runtime.visualizationElement)[0]
    var texts = [label.text]
    source.value = 40
    texts.append(label.text)
    source.value = 80
    texts.append(label.text)
    #expect(downstream.values == [20, 40, 80])
    #expect(texts == ["20", "40", "80"])
  }

  @Test func prefixesTheText() {
    let runtime = makeRuntime()
    let source = ReactiveProperty(20)
    let downstream = ValueLog(
      source.visualize(prefix: "The value is: ", in: runtime.visualizationElement))
    let label = labels(in: runtime.visualizationElement)[0]
    var texts = [label.text]
    source.value = 40
    texts.append(label.text)
    source.value = 80
    texts.append(label.text)
    #expect(downstream.values == [20, 40, 80])
    #expect(texts == ["The value is: 20", "The value is: 40", "The value is: 80"])
  }

  @Test func usesStringDescribing() {
    let runtime = makeRuntime()
    let source = ReactiveProperty(1.5)
    let log = ValueLog(source.visualize(prefix: "scale: ", in: runtime.visualizationElement))
    #expect(labels(in: runtime.visualizationElement)[0].text == "scale: 1.5")
    source.value = 2
    #expect(labels(in: runtime.visualizationElement)[0].text == "scale: 2.0")
    _ = log
  }

  // MARK: Channels and connections

  @Test func stateIsForwardedUnchanged() {
    let runtime = makeRuntime()
    let source = CountingSource()
    var channel: [String] = []
    source.stream.visualize(in: runtime.visualizationElement).subscribe(
      next: { channel.append("\($0)") }, state: { channel.append("\($0)") })
    source.state(.active)
    source.emit(1)
    source.emit(1)
    source.emit(2)
    source.state(.atRest)
    #expect(channel == ["active", "1", "1", "2", "atRest"])
  }

  @Test func exactlyOneUpstreamConnectionPerSubscription() {
    let runtime = makeRuntime()
    let source = CountingSource()
    let visualized = source.stream.visualize(in: runtime.visualizationElement)
    #expect(source.connections == 0)
    #expect(labels(in: runtime.visualizationElement).isEmpty)
    let first = visualized.subscribe()
    #expect(source.connections == 1)
    let second = visualized.subscribe()
    #expect(source.connections == 2)
    #expect(labels(in: runtime.visualizationElement).count == 2)
    first.unsubscribe()
    second.unsubscribe()
  }

  @Test func aVisualizedGestureConnectsToTheRecognizerOnce() {
    let scene = GestureScene()
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    let scalable = Scalable(element: scene.box, containerElement: scene.root)
    scalable.valueStream = scalable.valueStream.visualize(
      prefix: "scale: ", in: runtime.visualizationElement)
    runtime.connect(scalable)
    // The valueStream connection plus the runtime's observation of the state, nothing more.
    #expect(scalable.gestureRecognizer.observerCount == 2)
    scene.script.down(1, 150, 200)
    scene.script.down(2, 250, 200)
    scene.script.move(2, 300, 200)
    #expect(labels(in: runtime.visualizationElement)[0].text == "scale: 1.5")
    #expect(Near.equal(scene.box.scale, 1.5))
  }

  // MARK: Layout

  @Test func eachConnectionAddsALineBelowThePreviousOneAndTheStripGrowsUpward() {
    let runtime = makeRuntime()
    let strip = runtime.visualizationElement
    #expect(strip.frame == Rect(x: 0, y: 300, width: 400, height: 0))

    let a = ReactiveProperty(1)
    let b = ReactiveProperty(2)
    let first = a.visualize(prefix: "a: ", in: strip).subscribe()
    #expect(labels(in: strip).count == 1)
    #expect(strip.children.count == 2)
    #expect(
      Near.equal(strip.frame, Rect(x: 0, y: 300 - lineHeight, width: 400, height: lineHeight)))

    let second = b.visualize(prefix: "b: ", in: strip).subscribe()
    let lines = labels(in: strip)
    #expect(lines.count == 2)
    #expect(lines.map(\.text) == ["a: 1", "b: 2"])
    #expect(Near.equal(lines[0].frame, Rect(x: 0, y: 0, width: 400, height: lineHeight)))
    #expect(Near.equal(lines[1].frame, Rect(x: 0, y: lineHeight, width: 400, height: lineHeight)))
    #expect(
      Near.equal(
        strip.frame, Rect(x: 0, y: 300 - 2 * lineHeight, width: 400, height: 2 * lineHeight)))
    // Each label has a highlight with the same frame behind it.
    let highlights = strip.children.filter { !($0 is Label) }
    #expect(highlights.count == 2)
    #expect(Near.equal(highlights[1].frame, lines[1].frame))
    #expect(
      strip.children.firstIndex { $0 === highlights[1] }! < strip.children.firstIndex {
        $0 === lines[1]
      }!)
    // The first value of each connection flashes its highlight.
    #expect(
      highlights.allSatisfy {
        $0.opacity == 1 && $0.backgroundColor == VisualizationElement.defaultHighlightColor
      })
    #expect(lines.allSatisfy { $0.backgroundColor == .clear })
    first.unsubscribe()
    second.unsubscribe()
  }

  @Test func theLineHeightIsAFunctionOfTheFontSize() {
    #expect(VisualizationElement.lineHeight(forFontSize: 10) == 13)
    let runtime = makeRuntime()
    runtime.visualizationElement.fontSize = 20
    let subscription = ReactiveProperty(1).visualize(in: runtime.visualizationElement).subscribe()
    let label = labels(in: runtime.visualizationElement)[0]
    #expect(label.fontSize == 20)
    #expect(label.size.height == 26)
    #expect(runtime.visualizationElement.size.height == 26)
    subscription.unsubscribe()
  }

  @Test func anyElementCanHoldVisualizations() {
    let element = Element(frame: Rect(x: 10, y: 100, width: 120, height: 40))
    let subscription = ReactiveProperty(7).visualize(in: element).subscribe()
    let label = labels(in: element)[0]
    #expect(label.text == "7")
    // The first line goes at the top (below the lowest child; there is none).
    #expect(Near.equal(label.frame, Rect(x: 0, y: 0, width: 120, height: lineHeight)))
    // Grew by one line, upward: the bottom edge stayed at 140.
    #expect(
      Near.equal(
        element.frame, Rect(x: 10, y: 100 - lineHeight, width: 120, height: 40 + lineHeight)))
    subscription.unsubscribe()
  }

  // MARK: Flash

  @Test func aChangedTextFlashesTheHighlightFor300Milliseconds() {
    let runtime = makeRuntime()
    let source = ReactiveProperty(1)
    let subscription = source.visualize(in: runtime.visualizationElement).subscribe()
    let highlight = runtime.visualizationElement.children[0]
    #expect(highlight.opacity == 1)
    step(clock, frames: 18)
    #expect(highlight.opacity == 0)
    #expect(!clock.hasFrameObservers)

    source.value = 2
    #expect(highlight.opacity == 1)
    step(clock, frames: 9)
    #expect(isClose(highlight.opacity, 0.5, 1e-6))
    step(clock, frames: 9)
    #expect(highlight.opacity == 0)
    #expect(!clock.hasFrameObservers)
    subscription.unsubscribe()
  }

  @Test func identicalTextDoesNotFlash() {
    let runtime = makeRuntime()
    let source = ReactiveProperty(1)
    let subscription = source.visualize(prefix: "v: ", in: runtime.visualizationElement)
      .subscribe()
    let highlight = runtime.visualizationElement.children[0]
    step(clock, frames: 20)
    #expect(highlight.opacity == 0)
    source.value = 1
    #expect(highlight.opacity == 0)
    #expect(!clock.hasFrameObservers)

    // A change during a flash restarts it.
    source.value = 2
    step(clock, frames: 9)
    source.value = 3
    #expect(highlight.opacity == 1)
    step(clock, frames: 9)
    #expect(isClose(highlight.opacity, 0.5, 1e-6))
    subscription.unsubscribe()
  }

  @Test func withoutAClockTheHighlightGoesBackToZeroAtOnce() {
    let element = Element(frame: Rect(x: 0, y: 0, width: 100, height: 0))
    let source = ReactiveProperty(1)
    var highlightOpacities: [Double] = []
    let subscription = source.visualize(in: element).subscribe()
    element.children[0].opacityProperty.asStream().subscribeToValue {
      highlightOpacities.append($0)
    }
    source.value = 2
    #expect(highlightOpacities == [0, 1, 0])
    #expect(labels(in: element)[0].text == "2")
    subscription.unsubscribe()
  }

  @Test func aLineInsideAVisualizationElementFindsItsClock() {
    let runtime = makeRuntime()
    let group = Element(frame: Rect(x: 0, y: 0, width: 200, height: 0))
    runtime.visualizationElement.addChild(group)
    let subscription = ReactiveProperty(1).visualize(in: group).subscribe()
    #expect(group.children[0].opacity == 1)
    #expect(clock.hasFrameObservers)
    subscription.unsubscribe()
  }

  @Test func disconnectingStopsTheFlashAndLeavesTheLine() {
    let runtime = makeRuntime()
    let source = ReactiveProperty(1)
    let subscription = source.visualize(in: runtime.visualizationElement).subscribe()
    #expect(source.observerCount == 1)
    subscription.unsubscribe()
    #expect(source.observerCount == 0)
    #expect(!clock.hasFrameObservers)
    #expect(runtime.visualizationElement.children[0].opacity == 0)
    #expect(labels(in: runtime.visualizationElement).map(\.text) == ["1"])
    source.value = 5
    #expect(labels(in: runtime.visualizationElement).map(\.text) == ["1"])
  }
}
