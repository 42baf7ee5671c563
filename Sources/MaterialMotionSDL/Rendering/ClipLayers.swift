import CSDL2

/// How ``MeshCanvas`` clips: the clips pushed, and the layers they draw into.
///
/// A clip whose shape covers whole pixels exactly (unrotated, sharp corners, edges on pixel
/// boundaries: a compare pane) is only a scissor rectangle. Any other clip is a layer: what is
/// drawn inside it goes into a render-target texture of the output's size (cleared, within the
/// clip's bounds, to transparent), which ends up holding it premultiplied; when the clip ends,
/// the layer's pixels are multiplied by the clip's coverage mask (blend mode ``multiply``) and the
/// layer is drawn over what is below it (``premultipliedOver``). So the clip's edge is
/// anti-aliased like any shape's, and clips nest (a layer inside a layer).
///
/// ``RasterCanvas`` multiplies each thing drawn by the clips' coverage instead; the two differ
/// only where translucent things overlap on a clip's edge.
@MainActor
final class ClipLayers {
  /// A clip pushed.
  struct Level {
    /// Its shape.
    let shape: PixelShape
    /// Its bounds within its parent's: what is drawn inside it is scissored to them.
    let rect: SDL_Rect
    /// Whether it draws into a layer (otherwise it only scissors).
    let isLayer: Bool
    /// Its layer's texture, or its parent's (nil: the output).
    let target: OpaquePointer?
  }

  /// `dst = dst · srcα`: the layer's pixels times a mask's coverage.
  static let multiply = SDL_ComposeCustomBlendMode(
    SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
    SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
  /// `dst = src + dst · (1 − srcα)`: a premultiplied layer over what is below it.
  static let premultipliedOver = SDL_ComposeCustomBlendMode(
    SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
    SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)

  private let renderer: OpaquePointer
  private var textures: [OpaquePointer] = []
  private var size = (width: 0, height: 0)
  private(set) var levels: [Level] = []

  /// Layers for `renderer`.
  init(renderer: OpaquePointer) {
    self.renderer = renderer
  }

  isolated deinit {
    for texture in textures { SDL_DestroyTexture(texture) }
  }

  /// Starts a frame on an output of `width`×`height` pixels (layers are made again when that
  /// changed).
  func beginFrame(width: Int, height: Int) {
    levels.removeAll(keepingCapacity: true)
    SDL_SetRenderTarget(renderer, nil)
    SDL_RenderSetClipRect(renderer, nil)
    guard size != (width, height) else { return }
    for texture in textures { SDL_DestroyTexture(texture) }
    textures.removeAll()
    size = (width, height)
  }

  /// The rectangle drawing is limited to now: the innermost clip's, or the output.
  func bounds(output: (width: Int, height: Int)) -> SDL_Rect {
    levels.last?.rect ?? SDL_Rect(x: 0, y: 0, w: Int32(output.width), h: Int32(output.height))
  }

  /// Starts a clip to `shape` (after the caller drew what it had queued).
  func push(_ shape: PixelShape, output: (width: Int, height: Int)) {
    let parent = bounds(output: output)
    let b = shape.clipBounds
    let x0 = max(b.x0, Int(parent.x))
    let y0 = max(b.y0, Int(parent.y))
    let x1 = max(min(b.x1, Int(parent.x + parent.w)), x0)
    let y1 = max(min(b.y1, Int(parent.y + parent.h)), y0)
    let rect = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
    let parentTarget = levels.last?.target
    let depth = levels.filter(\.isLayer).count
    guard !shape.isPixelAligned, let layer = layer(depth) else {
      levels.append(Level(shape: shape, rect: rect, isLayer: false, target: parentTarget))
      scissor(rect)
      return
    }
    levels.append(Level(shape: shape, rect: rect, isLayer: true, target: layer))
    SDL_SetRenderTarget(renderer, layer)
    scissor(rect)
    var clear = rect
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
    SDL_RenderFillRect(renderer, &clear)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
  }

  /// Ends the clip pushed last and returns it (its layer, if any, still to be composited).
  func popping() -> Level? {
    levels.popLast()
  }

  /// Draws `level`'s layer (its pixels already multiplied by the clip's coverage) over its
  /// parent, within its bounds.
  func composite(_ level: Level) {
    guard let layer = level.target else { return }
    restoreParent()
    var rect = level.rect
    SDL_SetTextureBlendMode(layer, Self.premultipliedOver)
    SDL_RenderCopy(renderer, layer, &rect, &rect)
  }

  /// Makes the parent of the clip just popped current again: its target and scissor.
  func restoreParent() {
    SDL_SetRenderTarget(renderer, levels.last?.target)
    if let rect = levels.last?.rect {
      scissor(rect)
    } else {
      SDL_RenderSetClipRect(renderer, nil)
    }
  }

  private func scissor(_ rect: SDL_Rect) {
    var rect = rect
    SDL_RenderSetClipRect(renderer, &rect)
  }

  /// The layer texture of nesting depth `depth`, made on first use (nil when SDL cannot).
  private func layer(_ depth: Int) -> OpaquePointer? {
    if depth < textures.count { return textures[depth] }
    guard depth == textures.count, depth < 8, size.width > 0, size.height > 0,
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
        Int32(size.width), Int32(size.height))
    else { return nil }
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
    textures.append(texture)
    return texture
  }
}
