import MaterialMotion
import Testing

@testable import MaterialMotionSDL

/// The translator follows at most ``InputTranslator/maximumFingers`` touchscreen fingers at once:
/// 20,000 fingers down at once in `direct` used to take a tenth of a second a frame, each touch
/// event costing every recognizer as many steps as there were fingers down.
@MainActor
@Suite struct FingerLimitTests {
  let translator = InputTranslator(windowSize: Size(width: 400, height: 300)) { _ in .zero }

  func touches(_ events: [InputEvent]) -> [TouchEvent] {
    events.compactMap { if case .touch(let touch) = $0 { touch } else { nil } }
  }

  func finger(_ phase: FingerInput.Phase, _ id: Int64) -> [TouchEvent] {
    touches(
      translator.translate(
        .finger(FingerInput(phase, finger: id, at: Point(x: 0.5, y: 0.5))), timestamp: 1))
  }

  @Test func fingersPastTheLimitAreIgnoredWithTheirMotionsAndLifts() {
    var began = 0
    for id in 0..<20_000 { began += finger(.down, Int64(id)).count }
    #expect(began == InputTranslator.maximumFingers)
    #expect(InputTranslator.maximumFingers == 31)
    // The fingers followed move and lift; the others do nothing.
    #expect(finger(.moved, 0).map(\.phase) == [.moved])
    #expect(finger(.moved, 31).isEmpty)
    #expect(finger(.up, 19_999).isEmpty)
    #expect(finger(.up, 0).map(\.phase) == [.ended])
    // A lift makes room for the next finger down; a followed finger touching down again (its
    // lift lost) is still followed.
    #expect(finger(.down, 20_000).map(\.phase) == [.began])
    #expect(finger(.down, 20_001).isEmpty)
    #expect(finger(.down, 5).map(\.phase) == [.began])
    // A focus loss cancels the fingers followed, and only them.
    #expect(touches(translator.cancelAll(timestamp: 2)).count == InputTranslator.maximumFingers)
  }
}
