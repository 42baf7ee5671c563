import MaterialMotion

/// A photo album: a grid of photos; tap one and it opens full-window, growing out of its cell
/// (``PhotoTransition`` run by a `TransitionController`). Tap the open photo, drag it away, or
/// pinch it small to dismiss it; a drag released near where it started, or flung back up,
/// returns it. Tapping during a transition reverses it where it is.
@MainActor
final class PhotoAlbumScene: SandboxScene {
  static let name = "photo-album"
  static let hint = "Tap a photo to open it; tap, drag down or pinch it closed to put it back."
  static let photos = SceneParameter(
    "photo-album.photos", title: "photos", range: 1...200, default: 30, step: 1)
  static let dismissDistance = SceneParameter(
    "photo-album.dismissDistance", title: "dismiss distance", range: 20...400, default: 100,
    step: 10, unit: "pt")
  static let minimumVelocity = SceneParameter.minimumVelocity()
  static let duration = SceneParameter.suggestedDuration()
  /// The grid's photos lie flat (0 dp) unless tuned; a photo rises to 8 dp halfway through its
  /// flight (Material: a picked-up card) and lands flat in the viewer.
  static let photoElevation = SceneParameter.elevation(
    "photo-album.elevation", title: "photos", default: 0)
  static let flightElevation = SceneParameter.elevation(
    "photo-album.flightElevation", title: "photo in flight", default: 8)
  static let parameters = [
    photos, dismissDistance, minimumVelocity, duration, photoElevation, flightElevation,
  ]
  /// How many generated photos there are (`assets/images/photo-00.png` …).
  static let imageCount = 12
  /// The margin around the open photo.
  static let viewerMargin = 24.0
  /// The band the grid leaves free at the top (the scene's title and hint) and at the bottom
  /// (the visualization strip).
  static let gridInsets = (top: 56.0, bottom: 24.0)

  private let stage: SceneStage
  private let album = Element()
  private let grid = Element()
  private let viewer = Element()
  private let viewerPhoto = ImageElement()
  private let controller: TransitionController
  private let transition: PhotoTransition
  private var cells: [ImageElement] = []
  private var pendingCount: Int?

  init(context: SceneContext) {
    stage = SceneStage(context)
    let root = context.root
    for element in [album, grid, viewer] {
      element.anchorPoint = .zero
      element.frame = Rect(origin: .zero, size: root.size)
    }
    album.name = "album"
    grid.name = "grid"
    viewer.name = "viewer"
    viewer.backgroundColor = Color(hex: 0x121212)
    viewer.zIndex = 1
    viewerPhoto.name = "photo"
    viewerPhoto.isUserInteractionEnabled = false
    viewer.addChild(viewerPhoto)
    album.addChild(grid)
    stage.add(album)

    controller = TransitionController(
      back: grid, fore: viewer, containerElement: album, clock: context.clock)
    transition = PhotoTransition(
      viewerPhoto: viewerPhoto, dismissDistance: stage.parameter(Self.dismissDistance),
      minimumVelocity: stage.parameter(Self.minimumVelocity),
      duration: stage.parameter(Self.duration), gridElevation: stage.parameter(Self.photoElevation),
      flightElevation: stage.parameter(Self.flightElevation))
    controller.transition = transition

    // A tap on a cell opens its photo (one recognizer for the grid, whatever its cells); a tap
    // on the viewer closes the open photo, or reverses a transition under way.
    stage.onTap(grid) { [unowned self] point in
      let location = grid.convert(point, from: stage.root)
      if let cell = cells.first(where: { $0.frame.contains(location) }) { open(cell) }
    }
    stage.onTap(viewer) { [unowned self] _ in controller.toggle() }
    controller.didEnd = { [unowned self] _ in
      if !controller.isPresented, let count = pendingCount {
        pendingCount = nil
        fillGrid(count: count)
      }
    }
    stage.keep(
      stage.parameter(Self.photos).asStream().subscribeToValue { [unowned self] count in
        fillGrid(count: Int(count.rounded()))
      })
    stage.keep(
      stage.parameter(Self.photoElevation).asStream().subscribeToValue { [unowned self] value in
        for cell in cells { cell.elevation = value }
      })
    stage.onResize { [unowned self] _, size in
      for element in [album, grid, viewer] { element.frame = Rect(origin: .zero, size: size) }
      layOut()
    }
    let strip = stage.motion.visualizationElement
    stage.keep(
      controller.state.visualize(prefix: "transition: ", in: strip).subscribe())
  }

  /// Makes `count` cells (photos cycling through the generated images). While a photo is open (or a transition runs) the change waits until it is
  /// closed: the transition flies back to its cell.
  private func fillGrid(count: Int) {
    guard count != cells.count else { return }
    if controller.isPresented || controller.context != nil {
      pendingCount = count
      return
    }
    grid.removeAllChildren()
    cells = (0..<count).map { index in
      let cell = ImageElement(
        imagePath: SandboxAssets.image(
          "photo-\(index % Self.imageCount < 10 ? "0" : "")\(index % Self.imageCount).png"))
      cell.name = "photo \(index)"
      cell.elevation = stage.parameter(Self.photoElevation).value
      grid.addChild(cell)
      return cell
    }
    layOut()
  }

  private func open(_ cell: ImageElement) {
    guard controller.context == nil, !controller.isPresented else { return }
    viewerPhoto.imagePath = cell.imagePath
    controller.present(from: cell)
  }

  /// Places the cells in a ``PhotoGrid`` and the viewer's photo, as large as fits, centred.
  private func layOut() {
    let size = album.size
    let top = Self.gridInsets.top
    let area = Size(width: size.width, height: max(1, size.height - top - Self.gridInsets.bottom))
    let layout = PhotoGrid(count: cells.count, in: area)
    for (index, cell) in cells.enumerated() {
      cell.anchorPoint = .zero
      let frame = layout.frame(of: index)
      cell.frame = Rect(
        x: frame.minX, y: frame.minY + top, width: frame.width, height: frame.height)
    }
    let side = max(1, min(size.width, size.height) - 2 * Self.viewerMargin)
    viewerPhoto.frame = Rect(
      x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
    // A photo in flight heads for its cell's and the viewer's new places.
    transition.layOut()
  }

  /// While a photo open (or opening or closing): the viewer covers the window, and the sandbox's title and hint lines fade out.
  var presentsFullWindow: Bool { controller.isPresented || controller.context != nil }

  func tearDown() { stage.tearDown() }
}
