import MaterialMotion
import Testing

@testable import MaterialMotionSandbox

/// The plots (G): where they go, what they say.
@MainActor
struct PlotPanelTests {
  /// A scene of `type` built in a `width`×`height` root, its clock and the root.
  func build(_ type: any SandboxScene.Type, width: Double = 800, height: Double = 600)
    -> (any SandboxScene, FrameClock, Element)
  {
    let root = Element()
    root.frame = Rect(x: 0, y: 0, width: width, height: height)
    let clock = FrameClock()
    let scene = type.init(
      context: SceneContext(root: root, clock: clock, dispatcher: InputDispatcher(root: root)))
    return (scene, clock, root)
  }

  func run(_ scene: any SandboxScene, _ clock: FrameClock, frames: ClosedRange<Int>) {
    for frame in frames {
      let time = Double(frame) / 60
      clock.tick(at: time)
      scene.update(time: time)
    }
  }

  /// A shown panel updated once over `scene` (clear of its panels), suppressed or not.
  func shownPanel(
    _ scene: any SandboxScene, _ clock: FrameClock, _ root: Element, suppressed: Bool = false
  ) -> PlotPanel {
    let panel = PlotPanel()
    panel.isShown = true
    panel.isSuppressed = suppressed
    panel.update(root: root, now: clock.now, keepClear: scene.occupiedRegions)
    return panel
  }

  func overlaps(_ a: Rect, _ b: Rect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }

  /// What the panel shows: its visible plots and notes, in root coordinates.
  func shownFrames(_ panel: PlotPanel) -> [Rect] {
    panel.element.children.filter { !$0.isHidden }.map(\.frame)
  }

  func strip(_ root: Element) throws -> VisualizationElement {
    try #require(root.children.compactMap { $0 as? VisualizationElement }.first)
  }

  /// In every built-in scene, at the default size and a small one, with and without the tuning
  /// panel, the plots and their notes stay below the hint lines, above the strip, and clear of
  /// the scene's own panels (stress's readout, pinch-lab's raw-input panel and trace) and the
  /// tuning panel.
  @Test(arguments: 0..<9)
  func plotsKeepClearOfTheStripThePanelsAndTheHint(index: Int) throws {
    for (width, height) in [(800.0, 600.0), (1024.0, 700.0), (640.0, 480.0)] {
      for tuningShown in [false, true] {
        let (scene, clock, root) = build(BuiltInScenes.all[index], width: width, height: height)
        defer { scene.tearDown() }
        run(scene, clock, frames: 1...30)
        let panel = PlotPanel()
        panel.isShown = true
        var keepClear = scene.occupiedRegions
        if tuningShown {
          // Where the tuning panel sits: the top right, 252 points wide.
          keepClear.append(Rect(x: width - 8 - 252, y: 80, width: 252, height: 120))
        }
        panel.update(root: root, now: clock.now, keepClear: keepClear)
        let stripTop = try strip(root).frame.minY
        let shown = shownFrames(panel)
        let name = "\(BuiltInScenes.all[index].name) at \(width)x\(height), tuning \(tuningShown)"
        #expect(!shown.isEmpty, "\(name): nothing shown")
        for frame in shown {
          #expect(frame.minY >= PlotPanel.top, "\(name): \(frame) covers the hint lines")
          #expect(frame.maxY <= stripTop, "\(name): \(frame) covers the strip at \(stripTop)")
          #expect(frame.minX >= 0 && frame.maxX <= width, "\(name): \(frame) leaves the window")
          for region in keepClear {
            #expect(!overlaps(frame, region), "\(name): \(frame) covers \(region)")
          }
        }
      }
    }
  }

  /// stress at 800×600: its strip takes the bottom third, and all five plots and the notes fit
  /// above it, shorter than the full height.
  @Test func stressShowsFivePlotsAboveItsStrip() throws {
    let (scene, clock, root) = build(StressScene.self)
    defer { scene.tearDown() }
    run(scene, clock, frames: 1...30)
    let panel = shownPanel(scene, clock, root)
    let plots = panel.element.children.compactMap { $0 as? TracePlot }.filter { !$0.isHidden }
    #expect(plots.count == 5)
    #expect(plots.allSatisfy { $0.size.height >= PlotPanel.minimumPlotHeight })
    #expect(plots.allSatisfy { $0.frame.maxY <= (try? strip(root).frame.minY) ?? 0 })
  }

  /// A scene that draws its own plots (pinch-lab) suppresses the panel: hidden, and not even
  /// laid out, while `G` still remembers that plots are wanted for the next scene.
  @Test func aSceneWithItsOwnPlotsSuppressesThePanel() throws {
    #expect(PinchLabScene.drawsItsOwnPlots && !StressScene.drawsItsOwnPlots)
    let (scene, clock, root) = build(PinchLabScene.self)
    defer { scene.tearDown() }
    run(scene, clock, frames: 1...5)
    let panel = shownPanel(scene, clock, root, suppressed: true)
    #expect(panel.element.isHidden)
    #expect(!panel.element.children.contains { $0 is TracePlot }, "plots were laid out")
    panel.isSuppressed = false
    #expect(!panel.element.isHidden && panel.isShown)
  }

  /// pinch-lab: the plots go right of the raw-input panel instead of over it.
  @Test func pinchLabsPlotsGoBesideItsPanel() throws {
    let (scene, clock, root) = build(PinchLabScene.self)
    defer { scene.tearDown() }
    run(scene, clock, frames: 1...5)
    let panel = shownPanel(scene, clock, root)
    let panelRight = try #require(scene.occupiedRegions.first).maxX
    for frame in shownFrames(panel) { #expect(frame.minX > panelRight) }
  }

  /// stress's springs are always moving (a new target every second, before they settle): plots
  /// shown mid-run say so, with the speed, and shade the time, instead of "at rest".
  @Test func stressPlotsShowTheirStreamsMoving() throws {
    let (scene, clock, root) = build(StressScene.self)
    defer { scene.tearDown() }
    run(scene, clock, frames: 1...90)
    let panel = shownPanel(scene, clock, root)
    run(scene, clock, frames: 91...95)
    panel.update(root: root, now: clock.now, keepClear: scene.occupiedRegions)
    let plots = panel.element.children.compactMap { $0 as? TracePlot }.filter { !$0.isHidden }
    #expect(plots.count == 5)
    for plot in plots {
      #expect(plot.title.text.hasPrefix("#"))
      #expect(plot.title.text.contains(" pt · speed "), "\(plot.title.text)")
      #expect(plot.title.text.hasSuffix(" pt/s"), "\(plot.title.text)")
    }
    let shaded = plots[0].children.flatMap(\.children).filter {
      !$0.isHidden && !($0 is Polyline) && $0.size.width > 1
    }
    #expect(!shaded.isEmpty, "the active time is shaded")
  }

  /// Velocities in the stream's unit per second; rotations are plotted in radians and shown in
  /// degrees.
  @Test func velocitiesAreInTheStreamsUnitPerSecond() {
    #expect(TracePlot.velocityText(.pi, components: 1, text: "45.0°") == "180°/s")
    #expect(TracePlot.velocityText(0.854, components: 1, text: "1.50×") == "0.85×/s")
    #expect(TracePlot.velocityText(412.4, components: 2, text: "(1, 2) pt") == "412 pt/s")
    #expect(TracePlot.velocityText(-3, components: 2, text: "(1, 2) pt/s") == "−3 pt/s²")
    #expect(TracePlot.velocityText(1.5, components: 1, text: "1.5") == "1.50/s")
  }

  /// tossable's plots show the square's position moving (value and speed), not a state and a
  /// release velocity that barely change.
  @Test func tossablePlotsTheSquaresPosition() throws {
    let (scene, clock, root) = build(TossableScene.self)
    defer { scene.tearDown() }
    let traces = try strip(root).traces
    #expect(traces.first?.prefix == "position: ")
    #expect(traces.first?.text == "(400, 300) pt")
    _ = clock
  }

  /// Compare mode: each plot draws the second pane's stream over the first's in its own colours,
  /// on one range, and its title gives both values; the notes say which colour is which pane.
  @Test func comparedStreamsShareAPlot() throws {
    let (a, clock, rootA) = build(TossableScene.self)
    let rootB = Element()
    rootB.frame = Rect(x: 800, y: 0, width: 800, height: 600)
    let b = TossableScene(
      context: SceneContext(root: rootB, clock: clock, dispatcher: InputDispatcher(root: rootB)))
    defer {
      a.tearDown()
      b.tearDown()
    }
    run(a, clock, frames: 0...30)
    let panel = PlotPanel()
    panel.isShown = true
    panel.update(panes: [rootA, rootB], in: Size(width: 1600, height: 600), now: clock.now)
    let plot = try #require(panel.element.children.compactMap { $0 as? TracePlot }.first)
    #expect(plot.title.text.hasPrefix("position: A (400, 300) pt · B (400, 300) pt"))
    let notes = panel.element.children.flatMap(\.children).compactMap { ($0 as? Label)?.text }
    #expect(notes.contains("A purple (y teal) · B pink (y green)"))
  }
}
