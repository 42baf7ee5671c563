import MaterialMotion
import Testing

/// A strip put back to a checkpoint shows and keeps what the strip it was taken of did: a flash
/// in progress fades on from where it was, and the text shown is not shown again as new.
@MainActor
@Suite struct VisualizationCheckpointTests {
  /// A strip on its own clock with one visualized property.
  @MainActor final class Visualized {
    let clock: FrameClock
    let container = Element(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let runtime: MotionRuntime
    let property = ReactiveProperty(0.0)
    let subscription: Subscription

    init(clock: FrameClock) {
      self.clock = clock
      runtime = MotionRuntime(containerElement: container, clock: clock)
      subscription = property.visualize(prefix: "x: ", in: runtime.visualizationElement)
        .subscribe()
    }

    var strip: VisualizationElement { runtime.visualizationElement }
    var label: Label { strip.children.compactMap { $0 as? Label }[0] }
    var highlight: Element { strip.children[0] }
  }

  @Test func aFlashInProgressFadesOnAndTheTextShownDoesNotFlashAgain() {
    let original = Visualized(clock: FrameClock())
    original.strip.recordsTraces = true
    original.property.value = 4
    original.clock.step(by: 1.0 / 60)
    original.property.value = 5
    for _ in 0..<8 { original.clock.step(by: 1.0 / 60) }
    let opacity = original.highlight.opacity
    #expect(opacity > 0 && opacity < 1)
    let checkpoint = original.strip.checkpoint()

    let restored = Visualized(clock: FrameClock(startTime: original.clock.now))
    restored.strip.restore(checkpoint)
    #expect(restored.label.text == original.label.text)
    #expect(restored.highlight.opacity == opacity)
    #expect(restored.strip.recordsTraces)
    #expect(restored.strip.traces[0].samples == original.strip.traces[0].samples)
    // The same value again: no flash in either; the fade goes on.
    for visualized in [original, restored] {
      visualized.property.value = 5
      for _ in 0..<3 { visualized.clock.step(by: 1.0 / 60) }
    }
    #expect(restored.highlight.opacity == original.highlight.opacity)
    #expect(original.highlight.opacity < opacity)
    for visualized in [original, restored] {
      for _ in 0..<30 { visualized.clock.step(by: 1.0 / 60) }
    }
    #expect(original.highlight.opacity == 0 && restored.highlight.opacity == 0)
    #expect(!restored.clock.hasFrameObservers)
    #expect(restored.strip.traces[0].samples == original.strip.traces[0].samples)
  }

  /// A trace knows when its latest value arrived (what the sandbox's E key reads to find a
  /// gesture's release): the same value again keeps the time it first came; a new one, recorded
  /// or only remembered, moves it; a checkpoint puts it back.
  @Test func theLatestValuesArrivalIsKeptThroughRepeatsAndCheckpoints() {
    let visualized = Visualized(clock: FrameClock())
    let trace = visualized.strip.traces[0]
    visualized.clock.step(by: 0.5)
    visualized.property.value = 3
    #expect(trace.latestValueChangedAt == 0.5)
    visualized.clock.step(by: 0.25)
    visualized.property.value = 3
    #expect(trace.latestValueChangedAt == 0.5)
    let checkpoint = visualized.strip.checkpoint()
    visualized.strip.recordsTraces = true
    visualized.clock.step(by: 0.25)
    visualized.property.value = 7
    #expect(trace.latestValueChangedAt == 1.0 && trace.latestComponents == [7])
    visualized.strip.restore(checkpoint)
    #expect(trace.latestValueChangedAt == 0.5 && trace.latestComponents == [3])
  }
}
