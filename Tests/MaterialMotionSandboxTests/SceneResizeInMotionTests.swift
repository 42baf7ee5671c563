import MaterialMotion
import Testing

@testable import MaterialMotionSandbox

/// Scenes resized while something moves, or after it came to rest somewhere, stay consistent:
/// what was heading for a place heads for that place in the new layout from where it is (no
/// jump), and comes to rest there; what rests somewhere is moved there at once.
@MainActor
struct SceneResizeInMotionTests {
  static let big = Size(width: 1100, height: 760)
  static let small = Size(width: 640, height: 480)

  /// At most this far in the frame after a resize: a motion going on (a transition spring
  /// settling in 0.5 s covers a fifth of its way in its first frame), not a jump to the new
  /// layout's place (200 points and more away in these tests).
  static let step = 100.0

  /// Whether `a` and `b` are the same to a billionth of a point.
  static func same(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
      && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
  }

  @Test func changeDirectionsSheetSettlesAtItsNewPlace() throws {
    let h = SceneHarness(ChangeDirectionScene.self)
    defer { h.tearDown() }
    let sheet = try #require(h.element("sheet"))
    h.resize(Self.big)
    #expect(sheet.position == Point(x: 550, y: 760 * 0.35), "at rest: moved at once")
    #expect(sheet.size.width == 1100 * 0.7)
    // Flung down, it heads for its back place; resized on the way, for the new one.
    h.drag(from: sheet.position, to: Point(x: 550, y: 420), frames: 4)
    h.run(0.1)
    let before = sheet.position
    h.resize(Self.small)
    h.frame()
    #expect(sheet.position.distance(to: before) < Self.step, "\(before) → \(sheet.position)")
    h.run(3)
    #expect(sheet.position == Point(x: 320, y: 480 * 0.78))
  }

  @Test func modalDialogRisesToTheNewCentre() throws {
    let h = SceneHarness(ModalDialogScene.self)
    defer { h.tearDown() }
    let dialog = try #require(h.element("dialog"))
    let button = try #require(h.element("button"))
    let scrim = try #require(h.element("scrim"))
    h.tap(button.position)
    h.run(0.1)
    let before = dialog.position
    h.resize(Self.big)
    h.frame()
    #expect(dialog.position.distance(to: before) < Self.step, "\(before) → \(dialog.position)")
    h.run(3)
    #expect(dialog.position == Point(x: 550, y: 380))
    #expect(dialog.size.width == 770)
    #expect(scrim.opacity == 0.5)
    // Open and resized at rest: at the new centre at once, the scrim as dark.
    h.resize(Self.small)
    #expect(dialog.position == Point(x: 320, y: 240))
    #expect(scrim.opacity == 0.5)
    #expect(h.frame(of: scrim) == Rect(x: 0, y: 0, width: 640, height: 480))
  }

  @Test func pushBacksCardComesUpToItsNewPlace() throws {
    let h = SceneHarness(PushBackScene.self)
    defer { h.tearDown() }
    let back = try #require(h.element("back card"))
    h.tap(Point(x: 400, y: 100))
    h.run(0.1)
    let fore = try #require(h.element("fore card"))
    let before = fore.position
    h.resize(Self.big)
    h.frame()
    #expect(fore.position.distance(to: before) < Self.step, "\(before) → \(fore.position)")
    h.run(3)
    let height = (760 * 0.62).rounded()
    #expect(fore.position == Point(x: 550, y: 760 - 16 - height / 2))
    #expect(fore.size == Size(width: 1068, height: height))
    #expect(abs(back.scale - PushBackTransition.pushedScale) < 1e-9)
    // Presented and resized at rest: in its place at once, the card behind still pushed back.
    h.resize(Self.small)
    let smaller = (480 * 0.62).rounded()
    #expect(fore.position == Point(x: 320, y: 480 - 16 - smaller / 2))
    #expect(abs(back.scale - PushBackTransition.pushedScale) < 1e-9)
    // Dismissed (a tap on the card behind, above the fore card), it leaves below the window.
    h.tap(Point(x: 320, y: 100))
    h.run(3)
    #expect(fore.position == Point(x: 320, y: 480 + smaller / 2 + 20))
    #expect(h.element("fore card") == nil)
    #expect(abs(back.scale - 1) < 1e-9)
  }

  @Test func photoAlbumsPhotoFliesToWhereItsCellAndTheViewerAreNow() throws {
    let h = SceneHarness(PhotoAlbumScene.self)
    defer { h.tearDown() }
    let cell = try #require(h.element("photo 7"))
    h.tap(h.frame(of: cell).center)
    h.run(0.1)
    let opening = try #require(h.element("replica"))
    let before = opening.position
    h.resize(Self.big)
    h.frame()
    #expect(opening.position.distance(to: before) < Self.step, "\(before) → \(opening.position)")
    h.run(3)
    #expect(h.element("replica") == nil)
    // It ended where the viewer's photo is in the new window, and that is shown.
    let photo = try #require(h.element("photo"))
    let side = 760.0 - 2 * PhotoAlbumScene.viewerMargin
    let viewerFrame = Rect(x: (1100 - side) / 2, y: (760 - side) / 2, width: side, height: side)
    #expect(h.frame(of: photo) == viewerFrame)
    #expect(opening.position == viewerFrame.center && opening.size == viewerFrame.size)
    #expect(!photo.isHidden)
    // Closed, and resized on its way back: it lands in its cell's new place.
    h.tap(Point(x: 550, y: 380))
    h.run(0.1)
    let closing = try #require(h.element("replica"))
    h.resize(Self.small)
    h.run(3)
    #expect(h.element("replica") == nil)
    let cellFrame = h.frame(of: cell)
    #expect(closing.position == cellFrame.center && closing.size == cellFrame.size)
    #expect(!cell.isHidden)
  }

  @Test func fabRevealsSheetOpensWhereTheNewWindowHasIt() throws {
    let h = SceneHarness(FabRevealScene.self)
    defer { h.tearDown() }
    let fab = try #require(h.element("fab"))
    h.tap(h.frame(of: fab).center)
    h.run(0.1)
    let sheet = try #require(h.element("sheet"))
    let reveal = try #require(h.element("reveal"))
    h.resize(Self.big)
    // The sheet stays put in the window (the new one) while the circle keeps growing.
    let big = Rect(x: 40, y: 80, width: 1020, height: 620)
    #expect(Self.same(h.frame(of: sheet), big), "\(h.frame(of: sheet))")
    h.run(3)
    func expectOpen(_ size: Size) {
      let sheetFrame = Rect(x: 40, y: 80, width: size.width - 80, height: size.height - 140)
      let centre = Point(x: size.width - 96 + 28, y: size.height - 120 + 28)
      #expect(h.frame(of: fab).center == centre)
      #expect(Self.same(h.frame(of: sheet), sheetFrame), "\(h.frame(of: sheet)) at \(size)")
      #expect(h.frame(of: reveal).center.distance(to: centre) < 1e-9)
      let reach = Point(x: sheetFrame.minX, y: sheetFrame.minY).distance(to: centre)
      #expect(abs(reveal.size.width - 2 * reach) < 1e-9, "the circle covers the sheet")
    }
    expectOpen(Self.big)
    // Open and resized at rest: the same in the new window at once.
    h.resize(Self.small)
    expectOpen(Self.small)
  }

  @Test func carouselStaysOnItsPage() throws {
    let h = SceneHarness(CarouselScene.self)
    defer { h.tearDown() }
    let strip = try #require(h.element("strip"))
    h.drag(from: Point(x: 400, y: 280), to: Point(x: 100, y: 280), frames: 30)
    h.run(3)
    #expect(strip.position.x == -504, "page 2 at 800 points: one card (480) and a gap")
    h.resize(Self.big)
    #expect(strip.position.x == -684, "page 2 at 1100 points: at once")
    // On its way to page 3 when the window shrinks: page 3 of the new layout.
    h.drag(from: Point(x: 700, y: 280), to: Point(x: 400, y: 280), frames: 30)
    h.run(0.1)
    let before = strip.position
    h.resize(Self.small)
    h.frame()
    #expect(strip.position.distance(to: before) < Self.step, "\(before) → \(strip.position)")
    h.run(3)
    #expect(strip.position.x == -2 * (384 + 24))
  }

  @Test func swipedRowsStayOutOfTheResizedWindow() throws {
    let h = SceneHarness(SwipeableListScene.self)
    defer { h.tearDown() }
    let first = try #require(h.element("row 1"))
    let second = try #require(h.element("row 2"))
    h.drag(from: Point(x: 400, y: 150), to: Point(x: 700, y: 150), frames: 20)
    h.run(2)
    #expect(first.position == Point(x: 1200, y: 150))
    h.resize(Self.big)
    #expect(first.position == Point(x: 550 + 1100, y: 150), "still out of the window")
    #expect(second.position == Point(x: 550, y: 234))
    // R brings it back, to its place in the new window.
    h.key("r")
    h.run(2)
    #expect(first.position == Point(x: 550, y: 150))
    // A swipe short of the threshold springs back to the new place.
    h.drag(from: Point(x: 550, y: 234), to: Point(x: 590, y: 234), frames: 20)
    h.run(2)
    #expect(second.position == Point(x: 550, y: 234))
  }

  @Test(arguments: ["spring", "tween"])
  func theSquareGoesToItsSideOfTheNewWindow(scene: String) throws {
    let type = try #require(BuiltInScenes.all.first { $0.name == scene })
    let h = SceneHarness(type)
    defer { h.tearDown() }
    let square = try #require(h.element("square"))
    h.tap(Point(x: 100, y: 500))
    h.run(0.15)
    let before = square.position
    h.resize(Self.big)
    h.frame()
    #expect(square.position.distance(to: before) < Self.step, "\(before) → \(square.position)")
    h.run(3)
    #expect(square.position == Point(x: 825, y: 380), "the right side of the new window")
    h.resize(Self.small)
    #expect(square.position == Point(x: 480, y: 240), "at rest: moved at once")
  }

  @Test func stickersInTheTrayFollowIt() throws {
    let h = SceneHarness(StickerPickerScene.self)
    defer { h.tearDown() }
    // The first sticker dragged out of the tray (a new one takes its slot).
    h.drag(from: Point(x: 190, y: 510), to: Point(x: 400, y: 250), frames: 30)
    h.run(0.5)
    let stickers = h.elements("sticker 1")
    try #require(stickers.count == 2)
    let out = try #require(stickers.first { $0.position == Point(x: 400, y: 250) })
    let inTray = try #require(stickers.first { $0 !== out })
    h.resize(Self.big)
    #expect(out.position == Point(x: 550, y: 330), "out of the tray: with the centre")
    #expect(inTray.position == Point(x: 550 - 1.5 * 140, y: 760 - 150 + 60), "in its slot")
  }
}
