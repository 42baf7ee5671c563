import MaterialMotion
import Testing

@Suite struct LogTests {
  @Test func standardChecks() {
    checkOperator(initial: 10, inputs: [20, 30], expected: [10, 20, 30]) {
      $0.log("ignored", to: { _ in })
    }
  }

  @Test func writesValuesAndStatesWithTheContext() {
    let source = createProperty(withInitialValue: 10)
    var lines: [String] = []
    let recorder = Recorder<Int>()
    recorder.subscribe(to: source.log("drag", to: { lines.append($0) }))
    source.state = .active
    source.value = 20
    #expect(lines == ["drag 10", "drag state: atRest", "drag state: active", "drag 20"])
    #expect(recorder.events == ["10", "atRest", "active", "20"])
  }

  @Test func withoutContext() {
    let source = createProperty(withInitialValue: 1.5)
    var lines: [String] = []
    source.log(to: { lines.append($0) }).subscribeToValue { _ in }
    #expect(lines == ["1.5", "state: atRest"])
  }

  @Test func printingVariantForwards() {
    #expect(runOperator(initial: 1, inputs: [2]) { $0.log("LogTests") } == [1, 2])
  }
}
