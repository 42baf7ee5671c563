import MaterialMotion
import MaterialMotionSDL
import SandboxTestSupport
import Testing

@testable import MaterialMotionSandbox

/// The sandbox's title and hint lines give way to a full-window presentation: they fade out
/// while it is shown or under way and back in once it is gone.
@MainActor
@Suite struct TitleFadeTests {
  /// A scene that presents full-window when told to.
  final class Curtain: SandboxScene {
    static let name = "curtain"
    static let hint = "Nothing."
    var presentsFullWindow = false
    init(context: SceneContext) {}
    func tearDown() {}
  }

  /// In photo-album, in a headless window: a photo tapped open hides the title and the keys
  /// (a quick fade, not a pop) for as long as it is open or on its way, and closed, they come
  /// back.
  @Test func theTitleIsHiddenWhileAPhotoIsOpenAndShownAgainAfterItCloses() throws {
    let run = try makeHeadlessHost(width: 800, height: 600)
    defer { run.close() }
    let host = run.host
    let switcher = SceneSwitcher(host: host, catalog: try SceneCatalog(BuiltInScenes.all))
    defer { switcher.dispose() }
    switcher.show(PhotoAlbumScene.self)
    let scene = try #require(switcher.scene)
    let labels = host.overlay.children.compactMap { $0 as? Label }
    let hint = try #require(labels.first { $0.text.hasPrefix("photo-album — ") })
    let keys = try #require(labels.first { $0.text == SandboxChrome.keysHint })
    var opacities: [Double] = []
    func frames(_ count: Int) throws {
      for _ in 0..<count {
        try host.runFrame()
        switcher.update(time: host.clock.now)
        #expect(keys.opacity == hint.opacity)
        opacities.append(hint.opacity)
      }
    }
    func tap(_ point: Point) throws {
      for phase in [TouchEvent.Phase.began, .ended] {
        host.dispatcher.dispatch(
          .touch(TouchEvent(id: 1, phase: phase, location: point, timestamp: host.clock.now)))
        try frames(1)
      }
    }
    try frames(10)
    #expect(hint.opacity == 1, "shown over the album")

    func cell(_ name: String) throws -> Element {
      var found: Element?
      func visit(_ element: Element) {
        for child in element.children {
          if child.name == name { found = child }
          visit(child)
        }
      }
      visit(host.root)
      return try #require(found)
    }
    let photo = try cell("photo 3")
    opacities.removeAll()
    try tap(photo.convert(photo.bounds, to: nil).center)
    try frames(60)
    #expect(scene.presentsFullWindow)
    #expect(hint.opacity == 0, "hidden while the photo is open")
    // It faded out over about 0.15 s (9 frames at 60 fps), from the frame of the tap.
    let fading = opacities.filter { $0 > 0 && $0 < 1 }
    #expect((7...9).contains(fading.count), "\(opacities)")
    #expect(zip(opacities.dropFirst(), opacities).allSatisfy { $0 <= $1 })

    // Tapped closed: hidden while the photo flies back, shown again once it is in its cell.
    try tap(Point(x: 400, y: 300))
    var closing = 0
    while scene.presentsFullWindow {
      #expect(hint.opacity == 0, "hidden while the photo flies back")
      try frames(1)
      closing += 1
      try #require(closing < 300, "the photo never closed")
    }
    opacities.removeAll()
    try frames(20)
    #expect(hint.opacity == 1, "shown again over the album")
    #expect(zip(opacities.dropFirst(), opacities).allSatisfy { $0 >= $1 })
  }

  /// The fade on its own: linear over 0.15 s of the time it is given, out when any scene (a
  /// compare pane's copy too) presents full-window; at once on its first update and when time
  /// goes back (the timeline replaying the run).
  @Test func itFadesOverItsDurationAndSetsItselfWhenTimeGoesBack() throws {
    let root = Element()
    root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    let context = SceneContext(
      root: root, clock: FrameClock(), dispatcher: InputDispatcher(root: root))
    let (a, b) = (Curtain(context: context), Curtain(context: context))
    let label = Label()
    let fade = TitleFade([label])
    b.presentsFullWindow = true
    fade.update(scenes: [a, b], time: 10)
    #expect(label.opacity == 0, "the first update sets it at once")
    b.presentsFullWindow = false
    fade.update(scenes: [a, b, nil], time: 10.05)
    #expect(abs(label.opacity - 1.0 / 3) < 1e-9)
    fade.update(scenes: [a, b], time: 10.1)
    #expect(abs(label.opacity - 2.0 / 3) < 1e-9)
    fade.update(scenes: [a, b], time: 10.2)
    #expect(label.opacity == 1)
    a.presentsFullWindow = true
    fade.update(scenes: [a, b], time: 10.25)
    #expect(abs(label.opacity - 2.0 / 3) < 1e-9)
    fade.update(scenes: [a, b], time: 3)
    #expect(label.opacity == 0, "time went back: set at once")
  }
}
