import CRaster
import CSDL2
import MaterialMotion

/// Draws an `Element` tree with SDL: rounded rectangles with scale, rotation about the anchor
/// point, opacity (inherited by children), labels, images, polylines, z-order and clipping to a
/// rounded parent (`clipsToBounds`), all anti-aliased at their exact sub-pixel positions.
///
/// One traversal works out what every element looks like in pixels and hands it, in drawing
/// order, to a canvas (the internal `Canvas` protocol):
/// - Shapes are placed at their exact fractional position, size and rotation: nothing is snapped
///   to whole pixels, so a spring's last tenths of a pixel show. Every pixel is blended at its
///   coverage: exact for unrotated edges (a rectangle, corners included), a one-pixel ramp across
///   the edge for arcs and rotated edges (as Skia and browsers anti-alias). See the `CRaster`
///   header for the definition both canvases share.
/// - Labels are images of their text, on whole pixels (as every platform places glyphs) unless
///   scaled or rotated; `ImageElement`s are PNG files decoded once (``images``) and sampled
///   bilinearly over their bounds (from a mip level when drawn at half size or less), with
///   anti-aliased edges; polylines are one pixel wide.
/// - Clips (`clipsToBounds`) are anti-aliased too, and nest.
///
/// The canvas is chosen once, from the renderer: on SDL's software renderer (every headless run,
/// capture and `check`) `RasterCanvas` blends into the window's pixels with the coverage
/// rasteriser; on every other renderer `MeshCanvas` draws coverage masks, text and images as
/// textured triangles in as few `SDL_RenderGeometry` calls as the drawing order allows. The two
/// draw the same frame, within a tolerance a test measures (see the `MaterialMotionSDL`
/// article "Rendering").
///
/// Text is rasterised only when a label's text, size or colour changes, into one `TextAtlas`
/// that both canvases draw from; a label the atlas cannot hold is rasterised for the frame
/// alone. Drawing order (and so z-order) is exact with either canvas.
@MainActor
public final class ElementRenderer {
  /// Which canvas draws.
  enum CanvasKind {
    /// `RasterCanvas`: the software renderer's choice.
    case raster
    /// `MeshCanvas`: the choice for every other renderer.
    case mesh
  }

  /// How many threads the software renderer's canvas draws a frame on (its bands; the caller's
  /// thread among them): by default the processors online, at most 4. A program that already
  /// keeps every core busy with processes of its own (`check`'s workers, one a core) sets 1.
  /// The frames are the same whatever it is.
  public static var rasterThreads: Int {
    get { RasterBands.threads }
    set { RasterBands.threads = max(1, min(newValue, 64)) }
  }

  /// The text cache labels are drawn from: the fonts.
  public let textCache: TextCache
  /// The decoded PNG files `ImageElement`s show.
  public let images: ImageCache
  /// Which canvas draws.
  let canvasKind: CanvasKind
  private let renderer: OpaquePointer
  /// The canvas chosen for the renderer.
  let canvas: any Canvas
  private let atlas: TextAtlas?
  /// The shadow maps elevations are drawn with.
  let shadows = ShadowCache()
  private var linePoints: [Point] = []
  /// Where the raster canvas writes each frame as RGB rows while it draws it (nil: nowhere).
  var frameReadout: FrameReadout? {
    get { (canvas as? RasterCanvas)?.readout }
    set { (canvas as? RasterCanvas)?.readout = newValue }
  }
  /// Elements drawn in the last frame (for the frame-time overlay and tests).
  public private(set) var elementsDrawn = 0

  /// Creates a renderer drawing on `renderer` with text from `textCache`, with the canvas that
  /// suits the renderer.
  public convenience init(renderer: OpaquePointer, textCache: TextCache) {
    self.init(renderer: renderer, textCache: textCache, canvas: nil)
  }

  /// Creates a renderer drawing on `renderer` with text from `textCache` with the `canvas` given
  /// (nil: `raster` for SDL's software renderer, `mesh` for any other).
  init(renderer: OpaquePointer, textCache: TextCache, canvas kind: CanvasKind?) {
    self.renderer = renderer
    self.textCache = textCache
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    let isSoftware = info.name.map { String(cString: $0) } == "software"
    canvasKind = kind ?? (isSoftware ? .raster : .mesh)
    images = ImageCache(renderer: renderer, makesTextures: canvasKind == .mesh)
    atlas = TextAtlas(renderer: renderer, textCache: textCache)
    switch canvasKind {
    case .raster: canvas = RasterCanvas(renderer: renderer)
    case .mesh: canvas = MeshCanvas(renderer: renderer, atlas: atlas)
    }
  }

  /// Clears to `background` and draws `underlay` (what is shown beneath the scene, such as the
  /// sandbox's onion skin), then `root` and its descendants, then `overlay` (readouts, touch
  /// markers) over them, scaling points to pixels by `pixelScale`.
  public func draw(
    _ root: Element, underlay: Element? = nil, overlay: Element? = nil, background: Color,
    pixelScale: Double = 1
  ) {
    let bg = background.rgba8
    canvas.beginFrame(
      clearingTo: SDL_Color(r: bg.red, g: bg.green, b: bg.blue, a: bg.alpha))
    atlas?.beginFrame()
    elementsDrawn = 0
    let scale = Transform(scale: pixelScale)
    // The underlay is a holder: what it holds is drawn (and counted), not the holder itself.
    if let underlay, !underlay.isHidden {
      let transform = underlay.transformToParent.concatenating(scale)
      for child in underlay.childrenInDrawOrder {
        draw(
          child, parentTransform: transform, parentOpacity: underlay.opacity, pixelScale: pixelScale
        )
      }
    }
    draw(root, parentTransform: scale, parentOpacity: 1, pixelScale: pixelScale)
    if let overlay {
      draw(overlay, parentTransform: scale, parentOpacity: 1, pixelScale: pixelScale)
    }
    canvas.finish()
    textCache.endFrame()
    shadows.endFrame()
  }

  /// How many elements drawing `element` would draw now: it and its descendants, less hidden
  /// ones and those at opacity 0 (and their subtrees), as ``draw(_:underlay:overlay:background:pixelScale:)``
  /// counts them in ``elementsDrawn``.
  public static func drawableCount(_ element: Element, parentOpacity: Double = 1) -> Int {
    if element.isHidden { return 0 }
    let opacity = parentOpacity * element.opacity
    if opacity <= 0 { return 0 }
    var count = 1
    for child in element.children { count += drawableCount(child, parentOpacity: opacity) }
    return count
  }

  /// Draws `overlay` over what is already drawn (no clear), e.g. readouts and touch markers.
  /// Drawing it in the same call as the scene
  /// (``draw(_:underlay:overlay:background:pixelScale:)``) submits the frame once.
  public func drawOverlay(_ overlay: Element, pixelScale: Double = 1) {
    atlas?.beginFrame()
    draw(
      overlay, parentTransform: Transform(scale: pixelScale), parentOpacity: 1,
      pixelScale: pixelScale)
    canvas.finish()
  }

  /// How many `SDL_RenderGeometry` calls of the draw list the frame drawn last was submitted in
  /// (the `mesh` canvas; for tests).
  var lastSubmittedRuns: Int { (canvas as? MeshCanvas)?.submittedRuns ?? 0 }

  private func draw(
    _ element: Element, parentTransform: Transform, parentOpacity: Double, pixelScale: Double
  ) {
    if element.isHidden { return }
    let opacity = parentOpacity * element.opacity
    if opacity <= 0 { return }
    let transform = element.transformToParent.concatenating(parentTransform)
    elementsDrawn += 1
    let fill = element.backgroundColor
    let clips = element.clipsToBounds
    let elevation = element.elevation
    var shape: PixelShape?
    if fill.alpha > 0 || clips || elevation > 0 {
      shape = PixelShape(size: element.size, radius: element.cornerRadius, transform: transform)
    }
    var image: CanvasImage?
    if let element = element as? ImageElement, let path = element.imagePath {
      image = images.image(at: path)
    }
    if elevation > 0, let shape {
      // Under an opaque fill, or an opaque image (which fills the element's bounds), the
      // shadow's middle is hidden: it is not drawn.
      let opaque = (fill.alpha >= 1 || image?.isOpaque == true) && opacity >= 1
      for (map, placement) in shadows.shadows(
        of: shape, elevation: elevation, pixelScale: pixelScale, opaque: opaque)
      {
        canvas.drawShadow(map, at: placement, alpha: alpha(opacity))
      }
    }
    if fill.alpha > 0, let shape {
      canvas.fill(shape, color: sdlColor(fill, opacity: opacity))
    }
    if let label = element as? Label {
      drawText(label, transform: transform, opacity: opacity, pixelScale: pixelScale)
    } else if let image {
      // Drawn from the mip level with about a texel a pixel along its less reduced side.
      let across =
        transform.apply(to: Point(x: element.size.width, y: 0)) - transform.apply(to: .zero)
      let down =
        transform.apply(to: Point(x: 0, y: element.size.height)) - transform.apply(to: .zero)
      let decoded = image.level(
        texelsPerPixel: min(
          Double(image.width) / across.length, Double(image.height) / down.length))
      let placement = ImagePlacement(
        width: decoded.width, height: decoded.height, filling: element.size,
        transform: transform, pixelScale: pixelScale)
      canvas.drawImage(decoded, at: placement, alpha: alpha(opacity))
    } else if let polyline = element as? Polyline {
      drawLines(polyline, transform: transform, opacity: opacity)
    }
    if clips, let shape { canvas.pushClip(shape) }
    for child in element.childrenInDrawOrder {
      draw(child, parentTransform: transform, parentOpacity: opacity, pixelScale: pixelScale)
    }
    if clips { canvas.popClip() }
  }

  private func alpha(_ opacity: Double) -> UInt8 {
    UInt8(max(0, min(255, (255 * opacity).rounded())))
  }

  private func drawText(_ label: Label, transform: Transform, opacity: Double, pixelScale: Double) {
    let text = label.text
    if text.isEmpty { return }
    let pixelSize = Int((label.fontSize * pixelScale).rounded())
    let color = label.textColor.rgba8
    let rgba = UInt32(color.red) << 24 | UInt32(color.green) << 16 | UInt32(color.blue) << 8 | 0xFF
    let alpha = UInt8(max(0, min(255, (Double(color.alpha) * opacity).rounded())))
    if let atlas, let slot = atlas.slot(for: text, pixelSize: pixelSize, rgba: rgba) {
      let image = CanvasImage(slot: slot, in: atlas)
      let placement = ImagePlacement(
        width: image.width, height: image.height, label: label, transform: transform,
        pixelScale: pixelScale)
      canvas.drawImage(image, at: placement, alpha: alpha)
      return
    }
    // A label the atlas cannot hold: rasterised for this frame alone.
    let key = TextCache.Key(text: text, pixelSize: pixelSize, rgba: rgba)
    guard let surface = textCache.rasteriseARGB(key) else { return }
    defer { SDL_FreeSurface(surface) }
    let (w, h) = (Int(surface.pointee.w), Int(surface.pointee.h))
    guard let pixels = surface.pointee.pixels else { return }
    var texture: OpaquePointer?
    if canvasKind == .mesh {
      texture = SDL_CreateTextureFromSurface(renderer, surface)
      if let texture { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) }
    }
    let image = CanvasImage(
      width: w, height: h, texels: UnsafeRawPointer(pixels), format: Int32(MMR_TEXELS_ARGB8888),
      stride: Int(surface.pointee.pitch) / 4, texture: texture, owner: nil)
    let placement = ImagePlacement(
      width: w, height: h, label: label, transform: transform, pixelScale: pixelScale)
    canvas.drawImage(image, at: placement, alpha: alpha)
    // Drawn before the surface is freed (a canvas may keep what it is given until it finishes).
    canvas.finish()
    if let texture { SDL_DestroyTexture(texture) }
  }

  /// Draws a polyline's runs of finite points (it is broken at points that are not finite).
  private func drawLines(_ polyline: Polyline, transform: Transform, opacity: Double) {
    guard polyline.points.count > 1 else { return }
    let color = sdlColor(polyline.lineColor, opacity: opacity)
    linePoints.removeAll(keepingCapacity: true)
    func flushRun() {
      if linePoints.count > 1 { canvas.drawPolyline(linePoints, color: color) }
      linePoints.removeAll(keepingCapacity: true)
    }
    for point in polyline.points {
      guard point.x.isFinite && point.y.isFinite else {
        flushRun()
        continue
      }
      linePoints.append(transform.apply(to: point))
    }
    flushRun()
  }

  private func sdlColor(_ color: Color, opacity: Double) -> SDL_Color {
    let c = color.rgba8
    return SDL_Color(
      r: c.red, g: c.green, b: c.blue,
      a: UInt8(max(0, min(255, (Double(c.alpha) * opacity).rounded()))))
  }
}
