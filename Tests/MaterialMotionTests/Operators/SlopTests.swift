import MaterialMotion
import Testing

@Suite struct SlopTests {
  @Test func referenceTable() {
    checkOperator(
      initial: 0, inputs: [5, 50, 60, 0, -50, 0],
      expected: [SlopEvent.onExit, .onReturn, .onExit, .onReturn]
    ) { $0.slop(size: 10) }
  }

  @Test func nothingWhileInside() {
    #expect(runOperator(initial: 0, inputs: [5, -5, 10, -10]) { $0.slop(size: 10) }.isEmpty)
  }

  @Test func sizeZero() {
    #expect(
      runOperator(initial: 0, inputs: [0, 1, 0, -1]) { $0.slop(size: 0) }
        == [.onExit, .onReturn, .onExit])
  }

  @Test func negativeSizeMeansItsMagnitude() {
    let inputs: [Double] = [5, 50, 0, -50, 0]
    #expect(
      runOperator(initial: 0, inputs: inputs) { $0.slop(size: -10) }
        == runOperator(initial: 0, inputs: inputs) { $0.slop(size: 10) })
  }

  @Test func startingOutsideEmitsExitAtOnce() {
    #expect(runOperator(initial: 20, inputs: [0]) { $0.slop(size: 10) } == [.onExit, .onReturn])
  }

  @Test func memoryBelongsToEachSubscription() {
    let source = createProperty(withInitialValue: 0.0)
    let slop = source.slop(size: 10)
    let first = Recorder<SlopEvent>()
    first.subscribe(to: slop)
    source.value = 50
    source.value = 0
    let second = Recorder<SlopEvent>()
    second.subscribe(to: slop)
    source.value = 5
    source.value = -50
    #expect(first.values == [.onExit, .onReturn, .onExit])
    #expect(second.values == [.onExit])
  }
}
